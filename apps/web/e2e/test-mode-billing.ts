import type { CheckoutResponse, CheckoutResult } from '@pageshelf/contracts/billing';
import type { Session, SessionUser } from '@pageshelf/contracts/session';
import type { PlanId } from '@pageshelf/domain/billing';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The headers a write through the BFF needs: the product's own origin (its CSRF check). */
export const sameOrigin = () => ({ origin: test.info().project.use.baseURL ?? 'http://localhost:3100' });

/**
 * Buys a plan through the local test-mode provider with the calls its pages make (billing.spec.ts walks
 * those pages): starts a checkout, then pays it. For tests whose journey starts with a paid plan.
 */
export async function buyInTestMode(page: Page, plan: PlanId, seats?: number): Promise<void> {
  const started = await page.request.post('/api/billing/checkout', {
    data: { plan, ...(seats === undefined ? {} : { seats }) },
    headers: sameOrigin(),
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { url, mode } = (await started.json()) as CheckoutResponse;
  expect(mode).toBe('test');
  const id = new URL(url, 'http://localhost').searchParams.get('session') ?? '';
  const paid = await page.request.post(`/api/billing/checkout/${encodeURIComponent(id)}/complete`, {
    headers: sameOrigin(),
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  expect(((await paid.json()) as CheckoutResult).state).toBe('complete');
}

/** The session as the SPA reads it. */
export async function sessionUser(page: Page): Promise<SessionUser | null> {
  const session = (await (await page.request.get('/api/_auth/session')).json()) as Session;
  return session.user;
}
