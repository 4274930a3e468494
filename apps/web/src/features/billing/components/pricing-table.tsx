import {
  type BillingInterval,
  endsPlanFirst,
  formatMoney,
  type PlanId,
  type PlanType,
  planPrice,
  TEAM_SEATS,
  yearlySavingPercent,
} from '@pageshelf/domain/billing';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button, ButtonLink } from '#components/ui/button';
import { Icon } from '#components/ui/icon';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { closeModal } from '#lib/modals';
import { billingOverviewQueryOptions } from '../api/subscription';
import { PLAN_FEATURES } from './plan-features';
import { PlanPoints } from './plan-points';
import { FREE_SUMMARY, intervalLabel, PRO_SUMMARY, planIdOf, TEAM_SUMMARY } from './plans';
import { SeatStepper } from './seat-stepper';
import './billing.css';

/**
 * The button of a plan the account holds: "Your plan" on the period it pays, and on the other period the
 * period it pays (a monthly subscriber looking at yearly prices is not on the yearly plan).
 */
function HeldPlan({
  variant,
  interval,
  heldInterval,
}: {
  variant: 'primary' | 'secondary';
  interval: BillingInterval;
  heldInterval: BillingInterval | null;
}) {
  const elsewhere = heldInterval !== null && heldInterval !== interval;
  return (
    <Button variant={variant} block disabled>
      {elsewhere ? `Your plan is billed ${heldInterval === 'year' ? 'yearly' : 'monthly'}` : 'Your plan'}
    </Button>
  );
}

function Check({ value }: { value: string | boolean }) {
  if (value === true) return <Icon name="check" size={18} label="Included" className="plan-yes" />;
  if (value === false) {
    return (
      <span className="plan-no">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">Not included</span>
      </span>
    );
  }
  return <span>{value}</span>;
}

/** Monthly or yearly, for every paid plan at once; yearly says what it saves (from the domain). */
export function IntervalSwitch({
  value,
  onChange,
  planType,
}: {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
  /** The one plan it prices (checkout): its own saving; otherwise the best saving of all plans. */
  planType?: Exclude<PlanType, 'free'>;
}) {
  const name = useId();
  const saving = planType
    ? `Save ${yearlySavingPercent(planType)}%`
    : `Save up to ${Math.max(yearlySavingPercent('pro'), yearlySavingPercent('team'))}%`;
  return (
    <fieldset className="interval-switch">
      <legend className="visually-hidden">Billing period</legend>
      {(['month', 'year'] as const).map((interval) => (
        <label key={interval} className={value === interval ? 'is-selected' : ''}>
          <input
            type="radio"
            name={name}
            value={interval}
            checked={value === interval}
            onChange={() => onChange(interval)}
          />
          {interval === 'year' ? 'Yearly' : 'Monthly'}
          {interval === 'year' ? <span className="save-badge">{saving}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}

interface PricingTableProps {
  /** Plans only, without the feature comparison (modals, settings, onboarding). */
  compact?: boolean;
  /** Called when a plan is chosen (before the link is followed). */
  onChoose?: (plan: PlanId) => void;
  /** The period shown first: yearly unless told. */
  defaultInterval?: BillingInterval;
  /** Leave the Free column out (the plan settings say the current plan above the paid ones). */
  paidOnly?: boolean;
  /** The level of the plans' names: 2 right under a page's title, 3 (the default) under a card's or dialog's. */
  headingLevel?: 2 | 3;
}

/**
 * Free, Pro and Team side by side, monthly or yearly, then the detailed comparison. Every figure comes
 * from the domain's prices. Choosing a plan leads to `/checkout?plan=…` (with `&seats=` for Team); a
 * visitor signs in first and lands on the checkout after.
 */
export function PricingTable({
  compact = false,
  onChoose,
  defaultInterval = 'year',
  paidOnly = false,
  headingLevel = 3,
}: PricingTableProps) {
  const PlanName = headingLevel === 2 ? 'h2' : 'h3';
  const { signedIn, user } = useSession();
  const uid = useId();
  const [seats, setSeats] = useState<number>(Math.max(TEAM_SEATS.min, Math.min(5, TEAM_SEATS.max)));
  const current = user?.planType ?? null;
  // The period of the account's own subscription: the table opens on it and marks only its card.
  const overview = useQuery({
    ...billingOverviewQueryOptions(),
    enabled: signedIn && (current === 'pro' || current === 'team'),
  });
  const heldInterval = overview.data?.subscription?.plan.interval ?? null;
  const [chosen, setInterval] = useState<BillingInterval | null>(null);
  const interval = chosen ?? heldInterval ?? defaultInterval;

  const proPlan = planIdOf('pro', interval);
  const teamPlan = planIdOf('team', interval);
  const pro = planPrice(proPlan);
  const team = planPrice(teamPlan, seats);
  const yearly = interval === 'year';

  const choose = (plan: PlanId, href: string) => ({
    to: signedIn ? href : paths.auth.href(href),
    onClick: () => {
      onChoose?.(plan);
      closeModal();
    },
  });

  return (
    <div className={`pricing ${compact ? 'is-compact' : ''}`}>
      <div className="pricing-head">
        <IntervalSwitch value={interval} onChange={setInterval} />
      </div>
      <div className="plans">
        {paidOnly ? null : (
          <article className="card stack plan" aria-labelledby={`${uid}-free`}>
            <PlanName id={`${uid}-free`} className="plan-name">
              Free
            </PlanName>
            <p className="plan-price">
              <span className="plan-amount">{formatMoney(0)}</span>
              <span className="muted">forever</span>
            </p>
            <p className="plan-billing muted">No card needed</p>
            <p className="plan-blurb">For a quick look at how others solved it.</p>
            <PlanPoints points={FREE_SUMMARY} className="plan-points" />
            {signedIn ? (
              <Button variant="secondary" block disabled>
                {current === 'free' ? 'Your plan' : 'Included'}
              </Button>
            ) : (
              <ButtonLink variant="secondary" block to={paths.auth.href()} onClick={closeModal}>
                Create a free account
              </ButtonLink>
            )}
          </article>
        )}

        <article className="card stack plan plan-pro" aria-labelledby={`${uid}-pro`}>
          <PlanName id={`${uid}-pro`} className="plan-name">
            Pro <span className="plan-badge">Most popular</span>
          </PlanName>
          <p className="plan-price">
            <span className="plan-amount">{formatMoney(pro.perSeatPerMonth)}</span>
            <span className="muted">per month</span>
          </p>
          <p className="plan-billing muted">
            {yearly ? `${formatMoney(pro.amount)} billed yearly` : intervalLabel(interval)}
            {yearly ? <span className="save-badge">Save {yearlySavingPercent('pro')}%</span> : null}
          </p>
          <p className="plan-blurb">For designers who ship every week.</p>
          <PlanPoints points={PRO_SUMMARY} className="plan-points" />
          {current === 'pro' ? (
            <HeldPlan variant="primary" interval={interval} heldInterval={heldInterval} />
          ) : (
            <ButtonLink variant="primary" block {...choose(proPlan, paths.checkout.href(proPlan))}>
              {signedIn ? 'Upgrade to Pro' : 'Get Pro'}
            </ButtonLink>
          )}
        </article>

        <article className="card stack plan plan-team" aria-labelledby={`${uid}-team`}>
          <PlanName id={`${uid}-team`} className="plan-name">
            Team
          </PlanName>
          <p className="plan-price">
            <span className="plan-amount">{formatMoney(team.perSeatPerMonth)}</span>
            <span className="muted">per seat / month</span>
          </p>
          <p className="plan-billing muted" aria-live="polite">
            {seats} seats · {formatMoney(team.amount)} billed {yearly ? 'yearly' : 'monthly'}
            {yearly ? <span className="save-badge">Save {yearlySavingPercent('team')}%</span> : null}
          </p>
          <p className="plan-blurb">For product teams who share references.</p>
          <SeatStepper value={seats} onChange={setSeats} />
          <PlanPoints points={TEAM_SUMMARY} className="plan-points" />
          {current === 'team' ? (
            <HeldPlan variant="secondary" interval={interval} heldInterval={heldInterval} />
          ) : current !== null && endsPlanFirst(current, teamPlan) ? (
            <>
              <ButtonLink
                variant="secondary"
                block
                to={paths.settings.href('subscription')}
                onClick={closeModal}
              >
                Switch from Pro
              </ButtonLink>
              <p className="plan-note muted">
                One plan at a time: cancel Pro in your subscription settings, then choose Team once it ends.
              </p>
            </>
          ) : (
            <ButtonLink variant="dark" block {...choose(teamPlan, paths.checkout.href(teamPlan, seats))}>
              Choose Team
            </ButtonLink>
          )}
        </article>
      </div>
      {compact ? null : (
        // It scrolls sideways on a phone: a keyboard reaches it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
        <section className="plan-table-wrap" tabIndex={0} aria-label="Plans compared">
          <table className="plan-table">
            <caption className="visually-hidden">Free, Pro and Team compared</caption>
            <thead>
              <tr>
                <th scope="col">Feature</th>
                <th scope="col">Free</th>
                <th scope="col">Pro</th>
                <th scope="col">Team</th>
              </tr>
            </thead>
            <tbody>
              {PLAN_FEATURES.map((feature) => (
                <tr key={feature.label}>
                  <th scope="row">{feature.label}</th>
                  <td>
                    <Check value={feature.free} />
                  </td>
                  <td>
                    <Check value={feature.pro} />
                  </td>
                  <td>
                    <Check value={feature.team} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
