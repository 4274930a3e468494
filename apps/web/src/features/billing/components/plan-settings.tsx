import { isPaidPlanType, type PlanType } from '@pageshelf/domain/billing';
import { FREE_SEARCH_LIMIT } from '@pageshelf/domain/search-quota';
import { useSession } from '#lib/auth';
import { PLAN_TYPE_LABELS } from './plans';
import { PricingTable } from './pricing-table';
import './billing.css';

/** What each plan gives, in a sentence. */
const PLAN_SUMMARIES: Readonly<Record<PlanType, string>> = {
  free: `You are on the free plan: ${FREE_SEARCH_LIMIT} searches a day and part of the library.`,
  pro: 'You are on Pro: everything is unlocked.',
  team: 'You hold a seat of a Team plan: everything is unlocked.',
};

/** `/settings/plans`: the plan the account is on now, and the plans to move to. */
export function PlanSettings() {
  const { user } = useSession();
  const planType = user?.planType ?? 'free';
  return (
    <section className="card stack settings-card" aria-labelledby="plans-title">
      <div className="settings-card-head">
        <h2 id="plans-title">Plans</h2>
        <span className={`badge ${isPaidPlanType(planType) ? 'badge-accent' : ''}`}>
          Current plan: {PLAN_TYPE_LABELS[planType]}
        </span>
      </div>
      <p className="muted">{PLAN_SUMMARIES[planType]}</p>
      <PricingTable compact paidOnly />
    </section>
  );
}
