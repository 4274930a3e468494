import { formatMoney, isWorkspacePlan, PAID_PLANS, type PlanId, planPrice } from '@pageshelf/domain/billing';
import { PLAN_TYPE_LABELS } from './plans';

/**
 * What a checkout charges: plan, period, seats, the total due today and what it comes to per month,
 * all from the domain's `planPrice` (never a price of its own).
 */
export function CheckoutSummary({ plan, seats }: { plan: PlanId; seats: number }) {
  const paid = PAID_PLANS[plan];
  const price = planPrice(plan, seats);
  const yearly = price.interval === 'year';
  const team = isWorkspacePlan(plan);
  return (
    <dl className="checkout-summary">
      <div>
        <dt>Plan</dt>
        <dd>{PLAN_TYPE_LABELS[paid.planType]}</dd>
      </div>
      <div>
        <dt>Billing</dt>
        <dd>{yearly ? 'Yearly' : 'Monthly'}</dd>
      </div>
      {team ? (
        <div>
          <dt>Seats</dt>
          <dd>
            {seats} × {formatMoney(paid.unitAmount)}
          </dd>
        </div>
      ) : null}
      <div>
        <dt>Per month</dt>
        <dd>
          {formatMoney(price.perMonth)}
          {team ? <span className="muted"> ({formatMoney(price.perSeatPerMonth)} per seat)</span> : null}
        </dd>
      </div>
      <div className="checkout-total">
        <dt>Total due today</dt>
        <dd>
          {formatMoney(price.amount)}
          <span className="muted"> / {yearly ? 'year' : 'month'}</span>
        </dd>
      </div>
    </dl>
  );
}
