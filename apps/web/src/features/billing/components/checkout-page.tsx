import {
  alreadyHolds,
  type BillingInterval,
  endsPlanFirst,
  isWorkspacePlan,
  PAID_PLANS,
  type PlanId,
  planFromQuery,
  TEAM_SEATS,
} from '@pageshelf/domain/billing';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '#components/ui/button';
import { FormAlert } from '#components/ui/form-alert';
import { Icon } from '#components/ui/icon';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { refusalCode, refusalMessage } from '#lib/refusal-message';
import { useDocumentTitle } from '#lib/use-document-title';
import { useStartCheckout } from '../api/start-checkout';
import { CheckoutSummary } from './checkout-summary';
import { followCheckoutUrl } from './checkout-url';
import { PLAN_TYPE_LABELS, PRO_SUMMARY, planIdOf, TEAM_SUMMARY } from './plans';
import { IntervalSwitch, PricingTable } from './pricing-table';
import { SeatStepper } from './seat-stepper';
import { TestPayment } from './test-payment';
import './billing.css';

/** Seats asked for in the address, kept within the plan's range (Team defaults to its fewest). */
export function seatsFromQuery(plan: PlanId, value: string | null): number {
  const { minSeats, maxSeats } = PAID_PLANS[plan];
  const parsed = value === null ? Number.NaN : Number.parseInt(value, 10);
  if (Number.isNaN(parsed)) return minSeats;
  return Math.min(maxSeats, Math.max(minSeats, parsed));
}

/**
 * `/checkout` (blank layout, signed in): `?plan=…&seats=…` shows the order and starts the payment;
 * `?session=cs_test_…` is the local test-mode payment page of a started checkout.
 */
export function CheckoutPage() {
  const [search] = useSearchParams();
  const session = search.get('session');
  if (session !== null) return <TestPayment id={session} />;
  const plan = planFromQuery(search.get('plan'));
  if (plan === null) return <ChoosePlan />;
  return <PlanCheckout plan={plan} seats={seatsFromQuery(plan, search.get('seats'))} />;
}

function ChoosePlan() {
  useDocumentTitle('Checkout');
  return (
    <div className="page checkout-wide">
      <p className="eyebrow">Checkout</p>
      <h1 className="page-title">Choose a plan</h1>
      <p className="page-lede">Pick a plan and a billing period to continue.</p>
      <div style={{ marginTop: 24 }}>
        <PricingTable compact />
      </div>
    </div>
  );
}

/** Why a checkout could not start, and the way forward. */
function CheckoutRefusal({ error }: { error: unknown }) {
  const message = refusalMessage(error, 'The payment page could not be opened. Try again in a moment.');
  const code = refusalCode(error);
  const way =
    code === 'already_subscribed' ? (
      <Link to={paths.settings.href('subscription')}>See your subscription</Link>
    ) : code === 'team_owner_only' || code === 'already_in_team' ? (
      <Link to={paths.settings.href('team')}>Open team settings</Link>
    ) : (
      <Link to={paths.pricing.href()}>Back to plans</Link>
    );
  return (
    <FormAlert>
      <span>{message}</span> {way}
    </FormAlert>
  );
}

function PlanCheckout({ plan, seats }: { plan: PlanId; seats: number }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  const start = useStartCheckout();
  const paid = PAID_PLANS[plan];
  const name = PLAN_TYPE_LABELS[paid.planType];
  const team = isWorkspacePlan(plan);
  useDocumentTitle(`Checkout: ${name}`);

  const change = (next: { interval?: BillingInterval; seats?: number }) => {
    const nextPlan = planIdOf(paid.planType, next.interval ?? paid.interval);
    const query = new URLSearchParams({ plan: nextPlan });
    if (team) query.set('seats', String(next.seats ?? seats));
    start.reset();
    setSearch(query, { replace: true });
  };

  if (user && alreadyHolds(user.planType, plan)) {
    return (
      <div className="page-narrow checkout">
        <div className="card stack checkout-card checkout-done">
          <span className="icon-tile checkout-done-icon">
            <Icon name="check" size={24} />
          </span>
          <h1 className="page-title">You're already on Pro</h1>
          <p className="muted">
            Everything is unlocked for you. Your plan and invoices are in your settings.
          </p>
          <div className="settings-actions">
            <ButtonLink variant="primary" to={paths.settings.href('subscription')}>
              Subscription settings
            </ButtonLink>
            <ButtonLink variant="ghost" to={paths.screens.href('member')}>
              Browse the library
            </ButtonLink>
          </div>
        </div>
      </div>
    );
  }

  if (user && endsPlanFirst(user.planType, plan)) {
    return (
      <div className="page-narrow checkout">
        <div className="card stack checkout-card checkout-done">
          <h1 className="page-title">You're on Pro</h1>
          <p className="muted">
            An account pays for one plan at a time. To switch to {name}, cancel Pro in your subscription
            settings: it stays yours until the end of the period you paid for, then choose {name}.
          </p>
          <div className="settings-actions">
            <ButtonLink variant="primary" to={paths.settings.href('subscription')}>
              Subscription settings
            </ButtonLink>
            <ButtonLink variant="ghost" to={paths.pricing.href()}>
              All plans
            </ButtonLink>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="page-narrow checkout">
      <Link to={paths.pricing.href()} className="article-back">
        ← All plans
      </Link>
      <div>
        <p className="eyebrow">Checkout</p>
        <h1 className="page-title">Pageshelf {name}</h1>
      </div>
      <div className="card stack checkout-card">
        <div className="checkout-options">
          <IntervalSwitch
            value={paid.interval}
            planType={paid.planType}
            onChange={(interval) => change({ interval })}
          />
          {team ? (
            <SeatStepper
              value={seats}
              min={TEAM_SEATS.min}
              max={TEAM_SEATS.max}
              onChange={(next) => change({ seats: next })}
            />
          ) : null}
        </div>
        <CheckoutSummary plan={plan} seats={seats} />
        <ul className="list-stack upsell-points">
          {(team ? TEAM_SUMMARY : PRO_SUMMARY).map((point) => (
            <li key={point}>
              <Icon name="check" size={16} /> {point}
            </li>
          ))}
        </ul>
        {start.isError ? <CheckoutRefusal error={start.error} /> : null}
        <Button
          variant="primary"
          size="lg"
          block
          loading={start.isPending}
          onClick={() =>
            start.mutate(
              { plan, ...(team ? { seats } : {}) },
              {
                onSuccess: ({ url }) => {
                  if (!followCheckoutUrl(url, (to) => void navigate(to))) {
                    start.reset();
                  }
                },
              },
            )
          }
        >
          Continue to payment
        </Button>
        <p className="checkout-fineprint">
          {user ? `Billed to ${user.email}. ` : ''}Cancel anytime: {name} stays until the end of the period
          you paid for.
        </p>
      </div>
    </div>
  );
}
