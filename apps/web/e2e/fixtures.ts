import { test as base, expect, type Page } from '@playwright/test';

/** The demo accounts the API seeds (apps/api/src/services/seed.ts). */
export const ACCOUNTS = {
  free: 'free@pageshelf.dev',
  pro: 'pro@pageshelf.dev',
  admin: 'admin@pageshelf.dev',
} as const;

/** A new address for a test that needs an account of its own. */
export const freshEmail = (label: string) => `e2e-${label}-${crypto.randomUUID().slice(0, 8)}@pageshelf.test`;

/** The path of the newest sign-in link the dev outbox holds for an address. */
export async function magicLinkPath(page: Page, email: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
        if (!response.ok()) return null;
        const body = (await response.json()) as { messages: { link: string | null; sentAt: string }[] };
        const newest = [...body.messages]
          .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
          .find((message) => message.link);
        link = newest?.link ?? null;
        return link;
      },
      { message: `a sign-in link for ${email} in the dev outbox` },
    )
    .not.toBeNull();
  return new URL(link as unknown as string).pathname;
}

/** Signs in through the real flow (magic link from the dev outbox), without the form. */
export async function signIn(page: Page, email: string, redirectTo?: string): Promise<void> {
  const baseURL = test.info().project.use.baseURL ?? 'http://localhost:3100';
  const response = await page.request.post('/api/_auth/magic-link', {
    data: { email, ...(redirectTo ? { redirectTo } : {}) },
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto(await magicLinkPath(page, email));
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
}

/**
 * Every test browses as its own device: the visit cap also counts by address plus user agent, so a
 * distinct user agent keeps the tests from spending each other's free views.
 */
export const test = base.extend({
  userAgent: async ({ userAgent }, use) => {
    await use(`${userAgent ?? 'Mozilla/5.0'} PageshelfE2E/${crypto.randomUUID().slice(0, 8)}`);
  },
});

export { expect };
