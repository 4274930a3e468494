import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, test as base, expect, type Page } from '@playwright/test';

/** The demo accounts the API seeds (apps/api/src/services/seed.ts). */
export const ACCOUNTS = {
  free: 'free@pageshelf.dev',
  pro: 'pro@pageshelf.dev',
  admin: 'admin@pageshelf.dev',
} as const;

/** A new address for a test that needs an account of its own. */
export const freshEmail = (label: string) => `e2e-${label}-${crypto.randomUUID().slice(0, 8)}@pageshelf.test`;

/** The path of the newest link under `prefix` (`/magic/`, `/invitations/`) the dev outbox holds for an address. */
export async function outboxLinkPath(page: Page, email: string, prefix: string): Promise<string> {
  let path: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
        if (!response.ok()) return null;
        const body = (await response.json()) as { messages: { link: string | null; sentAt: string }[] };
        const newest = [...body.messages]
          .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
          .map((message) => (message.link ? new URL(message.link).pathname : null))
          .find((candidate) => candidate?.startsWith(prefix));
        path = newest ?? null;
        return path;
      },
      { message: `a ${prefix} link for ${email} in the dev outbox` },
    )
    .not.toBeNull();
  return path as unknown as string;
}

/** The path of the newest sign-in link the dev outbox holds for an address (an invitation is not one). */
export const magicLinkPath = (page: Page, email: string) => outboxLinkPath(page, email, '/magic/');

/**
 * A demo account has one session at a time (signing in elsewhere signs it out with 490), so tests
 * running in parallel take turns with it: signIn holds a lock on the address (a folder, shared by the
 * workers of one run on one port) until the test ends.
 */
const LOCKS = join(tmpdir(), `pageshelf-e2e-account-locks-${process.env.E2E_BFF_PORT ?? 3100}`);
const STALE_LOCK_MS = 180_000;
const held = new Set<string>();

async function lockAccount(email: string): Promise<void> {
  if (held.has(email)) return;
  await mkdir(LOCKS, { recursive: true });
  // Waiting in line for the account is not the test's own work: its time budget starts once it has it.
  const queuedAt = Date.now();
  const path = join(LOCKS, email);
  await expect
    .poll(
      async () => {
        try {
          await mkdir(path);
          return true;
        } catch {
          // A lock left by a run that was killed is taken over once it is older than any test.
          const since = Date.now() - (await stat(path).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
          if (since > STALE_LOCK_MS) await rm(path, { recursive: true, force: true });
          return false;
        }
      },
      { message: `the demo account ${email} to be free`, timeout: 120_000, intervals: [100, 250, 500] },
    )
    .toBe(true);
  held.add(email);
  test.info().setTimeout(test.info().timeout + (Date.now() - queuedAt));
}

async function releaseAccounts(): Promise<void> {
  for (const email of held) await rm(join(LOCKS, email), { recursive: true, force: true });
  held.clear();
}

/** The BFF's session cookie: a demo account's is kept beside its lock and reused by the next test. */
const SESSION_COOKIE = 'ps_session';
const savedSession = (email: string) => join(LOCKS, `${email}.session.json`);

/**
 * Reuses the session the previous test of this run left for a demo account (the API allows only a few
 * sign-in links per address in 15 minutes, fewer than the tests that use the demo accounts).
 */
async function resumeSession(page: Page, email: string, redirectTo?: string): Promise<boolean> {
  const saved = await readFile(savedSession(email), 'utf8').catch(() => null);
  if (!saved) return false;
  await page.context().addCookies([JSON.parse(saved)]);
  const response = await page.request.get('/api/_auth/session');
  const session = response.ok() ? ((await response.json()) as { user: { email: string } | null }) : null;
  if (session?.user?.email !== email) {
    await page.context().clearCookies({ name: SESSION_COOKIE });
    return false;
  }
  await page.goto(redirectTo ?? '/n/pages');
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  return true;
}

/** Signs in through the real flow (magic link from the dev outbox), without the form. */
export async function signIn(page: Page, email: string, redirectTo?: string): Promise<void> {
  const demo = (Object.values(ACCOUNTS) as string[]).includes(email);
  if (demo) {
    await lockAccount(email);
    if (await resumeSession(page, email, redirectTo)) return;
  }
  const baseURL = test.info().project.use.baseURL ?? 'http://localhost:3100';
  const response = await page.request.post('/api/_auth/magic-link', {
    data: { email, ...(redirectTo ? { redirectTo } : {}) },
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
  // The link's token is verified the way the /magic page does it (sign-in.spec.ts covers that page):
  // one page load less per test on a busy two-core machine.
  const token = (await magicLinkPath(page, email)).split('/').pop() ?? '';
  const verified = await page.request.post('/api/_auth/verify', {
    data: { token },
    headers: { origin: baseURL },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const answer = (await verified.json()) as { redirectTo?: string | null };
  await page.goto(answer.redirectTo ?? redirectTo ?? '/n/pages');
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  if (demo) {
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === SESSION_COOKIE);
    if (cookie) await writeFile(savedSession(email), JSON.stringify(cookie));
  }
}

/**
 * Every test browses from an address of its own, as different people do: the visit cap counts views by
 * address (and by device cookie behind it), so tests sharing one would spend each other's free views.
 * The BFF believes `x-forwarded-for` from loopback (TRUSTED_PROXIES in start-product.mjs), the way it
 * believes the load balancer in production.
 */
export const test = base.extend<{ accountLocks: undefined }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const [a = 0, b = 0, c = 1] = crypto.getRandomValues(new Uint8Array(3));
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${a}.${b}.${Math.max(1, c)}` });
  },
  /** Frees the demo accounts a test signed in with when it ends. */
  accountLocks: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      await use(undefined);
      await releaseAccounts();
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A second person: a browser of their own, from an address of their own (a random one unless given), so
 * neither their session nor their views are the test's.
 */
export async function secondPerson(browser: Browser, address?: string): Promise<Page> {
  const [a = 0, b = 0] = crypto.getRandomValues(new Uint8Array(2));
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': address ?? `10.252.${a}.${Math.max(1, b)}` },
  });
  return context.newPage();
}
