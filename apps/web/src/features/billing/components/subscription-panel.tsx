import type { BillingOverview, SubscriptionDetail } from '@pageshelf/contracts/billing';
import {
  formatMoney,
  isWorkspacePlan,
  planPrice,
  type SubscriptionHistoryEvent,
  type SubscriptionStatus,
  subscriptionIsLive,
} from '@pageshelf/domain/billing';
import { checkSeatChange } from '@pageshelf/domain/teams';
import { type ReactNode, useState } from 'react';
import { Button, ButtonLink } from '#components/ui/button';
import { ConfirmDialog } from '#components/ui/confirm-dialog';
import { FormAlert } from '#components/ui/form-alert';
import { Icon } from '#components/ui/icon';
import { Loaded } from '#components/ui/loaded';
import { paths } from '#config/paths';
import { refusalMessage } from '#lib/refusal-message';
import { toast } from '#lib/toast';
import {
  useBillingOverview,
  useBillingPortal,
  useChangeSeats,
  useChangeSubscription,
} from '../api/subscription';
import { PLAN_TYPE_LABELS } from './plans';
import { SeatStepper } from './seat-stepper';
import './billing.css';
import './subscription.css';

const STATUS_LABELS: Readonly<Record<SubscriptionStatus, string>> = {
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Payment due',
  unpaid: 'Unpaid',
  canceled: 'Ended',
};

const HISTORY_LABELS: Readonly<Record<SubscriptionHistoryEvent, string>> = {
  created: 'Subscription started',
  renewed: 'Renewed',
  cancelled: 'Cancelled (runs to the end of the period)',
  reactivated: 'Reactivated',
  changed: 'Plan or seats changed',
  expired: 'Ended',
};

const INVOICE_LABELS = { paid: 'Paid', open: 'Open', void: 'Void', uncollectible: 'Uncollectible' } as const;

export const longDate = (iso: string) => new Date(iso).toLocaleDateString('en', { dateStyle: 'long' });
const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en', { dateStyle: 'medium' });

/** Whether the subscription still grants its plan now (the domain's rule). */
function isLive(subscription: SubscriptionDetail): boolean {
  return subscriptionIsLive(
    {
      planId: subscription.plan.id,
      status: subscription.status,
      seats: subscription.seats,
      currentPeriodEnd: Date.parse(subscription.currentPeriodEnd),
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    },
    Date.now(),
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="settings-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function StatusBadge({ subscription, live }: { subscription: SubscriptionDetail; live: boolean }) {
  if (live && subscription.cancelAtPeriodEnd) return <span className="badge badge-warning">Cancelled</span>;
  const tone =
    subscription.status === 'active' || subscription.status === 'trialing'
      ? 'badge-success'
      : subscription.status === 'past_due' || subscription.status === 'unpaid'
        ? 'badge-warning'
        : '';
  return <span className={`badge ${tone}`}>{live ? STATUS_LABELS[subscription.status] : 'Ended'}</span>;
}

function Renewal({ subscription, live }: { subscription: SubscriptionDetail; live: boolean }) {
  if (!live) return <>Ended on {longDate(subscription.endedAt ?? subscription.currentPeriodEnd)}</>;
  if (subscription.cancelAtPeriodEnd)
    return <>Ends on {longDate(subscription.currentPeriodEnd)} (cancelled)</>;
  return <>Renews on {longDate(subscription.currentPeriodEnd)}</>;
}

/** The people a workspace holds now: they and its pending invitations each need a seat. */
export interface Headcount {
  readonly members: number;
  readonly pending: number;
}

/** What the page knows of the workspace, for the seats of a Team plan (the teams feature has it). */
interface WorkspaceProps {
  /** The workspace whose seat a member holds, or the payer's. */
  workspaceName?: string | null;
  /** Its members and pending invitations: fewer seats than these cannot be kept. */
  headcount?: Headcount | null;
  /** Seats to start the stepper at (the team settings' "Add seats"). */
  suggestedSeats?: number | null;
  /** After the seats changed: the workspace's capacity changed with them. */
  onSeatsChanged?: () => Promise<void> | void;
}

/** `/settings/subscription`: loads the overview, then shows it. */
export function SubscriptionPanel({ workspaceName, ...workspace }: WorkspaceProps) {
  const overview = useBillingOverview();
  return (
    <Loaded query={overview} height={220} failure="Your subscription did not load">
      {(data) => <SubscriptionDetails overview={data} workspaceName={workspaceName ?? null} {...workspace} />}
    </Loaded>
  );
}

const clampSeats = (seats: number, plan: SubscriptionDetail['plan']) =>
  Math.min(plan.maxSeats, Math.max(plan.minSeats, Math.round(seats)));

/**
 * The seats of a live Team plan, for its payer: a stepper within the plan's range, what the plan costs
 * with them (the domain's `planPrice`), and "Update seats". Fewer seats than the workspace's members and
 * pending invitations is refused by the domain's `checkSeatChange` before asking (the API checks again).
 */
function SeatsForm({
  subscription,
  mode,
  headcount,
  suggestedSeats,
  onChanged,
}: {
  subscription: SubscriptionDetail;
  mode: BillingOverview['mode'];
  headcount: Headcount | null;
  suggestedSeats: number | null;
  onChanged: (() => Promise<void> | void) | undefined;
}) {
  const { plan } = subscription;
  const change = useChangeSeats(onChanged);
  const [seats, setSeats] = useState(() => clampSeats(suggestedSeats ?? subscription.seats, plan));
  const price = planPrice(plan.id, seats);
  const now = planPrice(plan.id, subscription.seats);
  const per = price.interval === 'year' ? 'year' : 'month';
  const unchanged = seats === subscription.seats;
  const problem = headcount ? checkSeatChange(seats, headcount.members, headcount.pending) : null;

  const update = () =>
    change.mutate(seats, {
      onSuccess: (after) =>
        toast.success(`Your Team plan has ${after.subscription?.seats ?? seats} seats now.`),
    });

  return (
    <section className="card stack settings-card" aria-labelledby="seats-title">
      <h2 id="seats-title">Seats</h2>
      <p className="muted">
        Every seat gives one person in your workspace Pro.{' '}
        {mode === 'stripe'
          ? 'A change is prorated: the difference shows on your next invoice.'
          : 'Test mode charges nothing: the next renewal bills the new seats.'}
      </p>
      <div className="seats-form">
        <SeatStepper
          value={seats}
          min={plan.minSeats}
          max={plan.maxSeats}
          onChange={(next) => {
            setSeats(next);
            change.reset();
          }}
        />
        <p className="seats-total" aria-live="polite">
          {unchanged ? (
            <>
              {subscription.seats} seats: <strong>{formatMoney(now.amount)}</strong> / {per}
            </>
          ) : (
            <>
              New total: <strong>{formatMoney(price.amount)}</strong> / {per} for {seats} seats{' '}
              <span className="muted">(now {formatMoney(now.amount)})</span>
            </>
          )}
        </p>
      </div>
      {problem ? <p className="form-notice">{problem}</p> : null}
      <div className="settings-actions">
        <Button
          variant="primary"
          loading={change.isPending}
          disabled={unchanged || problem !== null}
          onClick={update}
        >
          Update seats
        </Button>
      </div>
      <FormAlert>
        {change.isError && refusalMessage(change.error, 'The seats did not change. Try again in a moment.')}
      </FormAlert>
    </section>
  );
}

/**
 * The subscription as its payer manages it (cancel at period end, reactivate, the seats of a Team plan,
 * the Stripe portal), its history and invoices; a member whose seat a workspace pays sees whose it is
 * and no buttons.
 */
export function SubscriptionDetails({
  overview,
  workspaceName,
  headcount = null,
  suggestedSeats = null,
  onSeatsChanged,
}: Omit<WorkspaceProps, 'workspaceName'> & { overview: BillingOverview; workspaceName: string | null }) {
  const change = useChangeSubscription();
  const portal = useBillingPortal();
  const [confirming, setConfirming] = useState(false);
  const { subscription } = overview;
  const live = subscription ? isLive(subscription) : false;
  const planName = subscription ? PLAN_TYPE_LABELS[subscription.plan.planType] : null;
  const error = change.error ?? portal.error;

  const act = (action: 'cancel' | 'reactivate') =>
    change.mutate(action, {
      onSuccess: (after) => {
        setConfirming(false);
        const end = after.subscription ? longDate(after.subscription.currentPeriodEnd) : null;
        toast.success(
          action === 'cancel'
            ? `Your subscription is cancelled${end ? `: you keep ${planName} until ${end}` : ''}.`
            : `Your subscription is back on${end ? `: it renews on ${end}` : ''}.`,
        );
      },
    });

  return (
    <>
      <section className="card stack settings-card" aria-labelledby="subscription-title">
        <div className="settings-card-head">
          <h2 id="subscription-title">Subscription</h2>
          {overview.mode === 'test' ? (
            <span
              className="badge badge-warning"
              title="Payments run in the local test mode: no card is charged"
            >
              Test mode
            </span>
          ) : null}
        </div>

        {subscription === null ? (
          overview.source === 'team' ? (
            <p className="seat-note">
              <Icon name="user" size={18} />
              <span>
                Your seat is paid by <strong>{workspaceName ?? 'your workspace'}</strong>: you have{' '}
                {PLAN_TYPE_LABELS[overview.planType]} through its plan. Its owner manages the subscription.
              </span>
            </p>
          ) : (
            <>
              <p className="muted">
                You're on the free plan. Upgrade to open the whole library, with unlimited searches.
              </p>
              <div className="settings-actions">
                <ButtonLink variant="primary" to={paths.settings.href('plans')}>
                  See plans
                </ButtonLink>
              </div>
            </>
          )
        ) : (
          <>
            <dl>
              <Row label="Plan">{subscription.plan.label}</Row>
              {isWorkspacePlan(subscription.plan.id) ? <Row label="Seats">{subscription.seats}</Row> : null}
              <Row label="Status">
                <StatusBadge subscription={subscription} live={live} />
              </Row>
              <Row label={live && !subscription.cancelAtPeriodEnd ? 'Renewal' : 'End'}>
                <Renewal subscription={subscription} live={live} />
              </Row>
            </dl>
            {overview.canManage ? (
              <div className="settings-actions">
                {live && !subscription.cancelAtPeriodEnd ? (
                  <Button variant="secondary" onClick={() => setConfirming(true)}>
                    Cancel subscription
                  </Button>
                ) : null}
                {live && subscription.cancelAtPeriodEnd ? (
                  <Button variant="primary" loading={change.isPending} onClick={() => act('reactivate')}>
                    Reactivate
                  </Button>
                ) : null}
                {!live ? (
                  <ButtonLink variant="primary" to={paths.settings.href('plans')}>
                    Choose a plan
                  </ButtonLink>
                ) : null}
                {overview.mode === 'stripe' ? (
                  <Button
                    variant="ghost"
                    icon={<Icon name="external" size={16} />}
                    loading={portal.isPending}
                    onClick={() =>
                      portal.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) })
                    }
                  >
                    Manage billing
                  </Button>
                ) : null}
              </div>
            ) : (
              <p className="muted">This subscription is managed by its payer.</p>
            )}
            <FormAlert>
              {error && !confirming && refusalMessage(error, 'That did not work. Try again in a moment.')}
            </FormAlert>
          </>
        )}
      </section>

      {subscription && overview.canManage && live && isWorkspacePlan(subscription.plan.id) ? (
        <SeatsForm
          // A new seat count from elsewhere (the team settings' "Add seats") starts the stepper over.
          key={`${subscription.id}-${suggestedSeats ?? ''}`}
          subscription={subscription}
          mode={overview.mode}
          headcount={headcount}
          suggestedSeats={suggestedSeats}
          onChanged={onSeatsChanged}
        />
      ) : null}

      {overview.history.length > 0 ? (
        <section className="card stack settings-card" aria-labelledby="history-title">
          <h2 id="history-title">History</h2>
          <ol className="history-list">
            {overview.history.map((entry) => (
              <li key={`${entry.event}-${entry.at}`}>
                <span>{HISTORY_LABELS[entry.event]}</span>
                <time dateTime={entry.at} className="muted">
                  {shortDate(entry.at)}
                </time>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {subscription !== null || overview.invoices.length > 0 ? (
        <section className="card stack settings-card" aria-labelledby="invoices-title">
          <h2 id="invoices-title">Invoices</h2>
          {overview.invoices.length === 0 ? (
            <p className="muted">No invoices yet.</p>
          ) : (
            <div className="invoice-table-wrap">
              <table className="invoice-table">
                <thead>
                  <tr>
                    <th scope="col">Number</th>
                    <th scope="col">Date</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Status</th>
                    <th scope="col">
                      <span className="visually-hidden">Invoice page</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {overview.invoices.map((invoice) => (
                    <tr key={invoice.id}>
                      <th scope="row">{invoice.number}</th>
                      <td>
                        <time dateTime={invoice.createdAt}>{shortDate(invoice.createdAt)}</time>
                      </td>
                      <td>{formatMoney(invoice.amount, invoice.currency)}</td>
                      <td>
                        <span className={`badge ${invoice.status === 'paid' ? 'badge-success' : ''}`}>
                          {INVOICE_LABELS[invoice.status]}
                        </span>
                      </td>
                      <td>
                        {invoice.url ? (
                          <a href={invoice.url} target="_blank" rel="noreferrer">
                            View<span className="visually-hidden"> invoice {invoice.number}</span>
                          </a>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ) : null}

      {confirming && subscription ? (
        <ConfirmDialog
          title="Cancel your subscription?"
          confirmLabel="Cancel subscription"
          cancelLabel={`Keep ${planName}`}
          danger
          loading={change.isPending}
          error={
            change.isError ? refusalMessage(change.error, 'That did not work. Try again in a moment.') : null
          }
          onConfirm={() => act('cancel')}
          onClose={() => {
            setConfirming(false);
            change.reset();
          }}
        >
          You keep {planName} until {longDate(subscription.currentPeriodEnd)}. Nothing is charged after that,
          and you can reactivate until then.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
