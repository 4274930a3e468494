import type { BillingOverview } from '@pageshelf/contracts/billing';
import { PAID_PLANS, type PlanId } from '@pageshelf/domain/billing';

/** The billing overview of an account on `plan` (its own, unless `source` says the workspace's), active for another 20 days. */
export function testBillingOverview(
  plan: PlanId,
  {
    seats = 1,
    teamId = null,
    source = 'own',
  }: { seats?: number; teamId?: number | null; source?: BillingOverview['source'] } = {},
): BillingOverview {
  const paid = PAID_PLANS[plan];
  return {
    mode: 'test',
    planType: paid.planType,
    isPremium: true,
    source,
    subscription: {
      id: 3,
      provider: 'test',
      plan: { ...paid, perSeatPerMonth: paid.unitAmount, currency: 'usd' },
      seats,
      status: 'active',
      currentPeriodStart: new Date(Date.now() - 86_400_000).toISOString(),
      currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      teamId,
    },
    canManage: true,
    history: [],
    invoices: [],
  };
}
