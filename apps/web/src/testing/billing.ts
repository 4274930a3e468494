import type { BillingOverview } from '@pageshelf/contracts/billing';
import { PAID_PLANS, type PlanId } from '@pageshelf/domain/billing';

/** The billing overview of an account paying `plan` itself, active for another 20 days. */
export function testBillingOverview(
  plan: PlanId,
  { seats = 1, teamId = null }: { seats?: number; teamId?: number | null } = {},
): BillingOverview {
  const paid = PAID_PLANS[plan];
  const team = paid.planType === 'team';
  return {
    mode: 'test',
    planType: paid.planType,
    isPremium: true,
    source: team ? 'team' : 'own',
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
