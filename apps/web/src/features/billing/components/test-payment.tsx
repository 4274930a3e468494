import type { TestCheckout } from '@pageshelf/contracts/billing';
import { checkoutIdSchema } from '@pageshelf/contracts/billing';
import { formatMoney, isWorkspacePlan } from '@pageshelf/domain/billing';
import type { FormEvent, InputHTMLAttributes } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, ButtonLink } from '#components/ui/button';
import { Field } from '#components/ui/field';
import { FormAlert } from '#components/ui/form-alert';
import { Icon } from '#components/ui/icon';
import { Skeleton } from '#components/ui/skeleton';
import { paths } from '#config/paths';
import { refusalCode, refusalMessage } from '#lib/refusal-message';
import { useDocumentTitle } from '#lib/use-document-title';
import { useFinishTestCheckout, useTestCheckout } from '../api/test-checkout';
import { CheckoutSummary } from './checkout-summary';
import { PLAN_TYPE_LABELS } from './plans';

/** Stripe's test card: it is shown, never checked, and never sent anywhere. */
const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' } as const;

function TestModeBanner() {
  return (
    <p className="test-mode-banner" role="note">
      <span className="badge badge-warning">Test mode</span>
      <span>
        <strong>Test mode — no card is charged.</strong> This local payment page stands in for Stripe: nothing
        you type here leaves the page.
      </span>
    </p>
  );
}

/** Where a checkout that can no longer be paid sends its payer, and the button's words. */
interface WayBack {
  to: string;
  label: string;
}

const BACK_TO_PLANS: WayBack = { to: paths.pricing.href(), label: 'Back to plans' };

/** A checkout that can no longer be paid: why, and the way back. */
function Closed({ title, body, back }: { title: string; body: string; back: WayBack }) {
  return (
    <div className="card stack checkout-card checkout-done" role="alert">
      <span className="icon-tile checkout-done-icon is-muted">
        <Icon name="info" size={24} />
      </span>
      <h1 className="page-title">{title}</h1>
      <p className="muted">{body}</p>
      <div className="settings-actions">
        <ButtonLink variant="primary" to={back.to}>
          {back.label}
        </ButtonLink>
      </div>
    </div>
  );
}

/** `/checkout?session=cs_test_…`: the local test-mode payment page of a started checkout. */
export function TestPayment({ id }: { id: string }) {
  useDocumentTitle('Test payment');
  const valid = checkoutIdSchema.safeParse(id).success;
  return (
    <div className="page checkout-pay">
      <TestModeBanner />
      {valid ? (
        <TestPaymentBody id={id} />
      ) : (
        <Closed
          title="This payment link is not valid"
          body="Start again from the plans: the checkout opens a new payment page."
          back={BACK_TO_PLANS}
        />
      )}
    </div>
  );
}

function TestPaymentBody({ id }: { id: string }) {
  const checkout = useTestCheckout(id);
  if (checkout.isPending) {
    return (
      <div className="checkout-pay-grid" aria-busy="true">
        <Skeleton height={260} radius={16} />
        <Skeleton height={360} radius={16} />
      </div>
    );
  }
  if (checkout.isError) {
    return (
      <Closed
        title="This checkout cannot be opened"
        body={refusalMessage(checkout.error, 'The payment page did not load. Try again in a moment.')}
        back={BACK_TO_PLANS}
      />
    );
  }
  const data = checkout.data;
  const again = paths.checkout.href(data.plan.id, isWorkspacePlan(data.plan.id) ? data.seats : undefined);
  const expired =
    data.state === 'expired' || (data.state === 'open' && Date.parse(data.expiresAt) <= Date.now());
  if (data.state === 'complete') {
    return (
      <Closed
        title="This checkout is already paid"
        body={`${PLAN_TYPE_LABELS[data.plan.planType]} is active on ${data.email}.`}
        back={{ to: paths.settings.href('subscription'), label: 'See your subscription' }}
      />
    );
  }
  if (data.state === 'canceled') {
    return (
      <Closed
        title="This checkout was cancelled"
        body="Nothing was charged. You can start again whenever you like."
        back={{ to: again, label: 'Start again' }}
      />
    );
  }
  if (expired) {
    return (
      <Closed
        title="This checkout has expired"
        body="Payment pages last a little while only. Start again to open a new one."
        back={{ to: again, label: 'Start again' }}
      />
    );
  }
  return <PaymentForm checkout={data} again={again} />;
}

/** A box of the card form under its label. */
function PayField({ label, className, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  return (
    <div className="pay-field">
      <Field label={label}>
        {(id) => (
          <input id={id} className={className ? `field-input ${className}` : 'field-input'} {...input} />
        )}
      </Field>
    </div>
  );
}

function PaymentForm({ checkout, again }: { checkout: TestCheckout; again: string }) {
  const navigate = useNavigate();
  const finish = useFinishTestCheckout(checkout.id);
  const amount = formatMoney(checkout.amount, checkout.plan.currency);
  const go = (to: string) => {
    if (to.startsWith('/') && !to.startsWith('//')) void navigate(to, { replace: true });
    else void navigate(paths.pricing.href(), { replace: true });
  };

  const pay = (event: FormEvent) => {
    event.preventDefault();
    finish.mutate('complete', { onSuccess: (result) => go(result.redirectTo) });
  };

  return (
    <div className="checkout-pay-grid">
      <section className="card stack checkout-card" aria-labelledby="order-title">
        <p className="eyebrow">Pageshelf</p>
        <h1 id="order-title" className="checkout-pay-amount">
          {amount}
        </h1>
        <p className="muted">{checkout.plan.label}</p>
        <CheckoutSummary plan={checkout.plan.id} seats={checkout.seats} />
        <Link to={again} className="article-back">
          ← Change the order
        </Link>
      </section>
      <form
        className="card stack checkout-card pay-form"
        onSubmit={pay}
        aria-labelledby="pay-title"
        autoComplete="off"
      >
        <h2 id="pay-title" className="pay-form-title">
          Pay with card <span className="badge badge-warning">Test card</span>
        </h2>
        <PayField label="Email" type="email" value={checkout.email} readOnly />
        <PayField
          label="Card number"
          className="pay-card-number"
          inputMode="numeric"
          defaultValue={TEST_CARD.number}
        />
        <div className="pay-row">
          <PayField label="Expiry" defaultValue={TEST_CARD.expiry} />
          <PayField label="CVC" inputMode="numeric" defaultValue={TEST_CARD.cvc} />
        </div>
        <PayField label="Name on card" placeholder="Test Cardholder" />
        {finish.isError ? (
          <FormAlert>
            <span>
              {refusalMessage(finish.error, 'The payment did not go through. Try again in a moment.')}
            </span>
            {refusalCode(finish.error) === 'already_subscribed' ? (
              <Link to={paths.settings.href('subscription')}>See your subscription</Link>
            ) : (
              <Link to={again}>Start again</Link>
            )}
          </FormAlert>
        ) : null}
        <Button
          type="submit"
          variant="primary"
          size="lg"
          block
          loading={finish.isPending && finish.variables === 'complete'}
          disabled={finish.isPending}
        >
          Pay {amount}
        </Button>
        <Button
          variant="ghost"
          block
          loading={finish.isPending && finish.variables === 'cancel'}
          disabled={finish.isPending}
          onClick={() => finish.mutate('cancel', { onSuccess: (result) => go(result.redirectTo) })}
        >
          Cancel and go back
        </Button>
      </form>
    </div>
  );
}
