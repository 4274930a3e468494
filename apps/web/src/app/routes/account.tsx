import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import {
  AccountSettings,
  NotificationSettings,
  PlanSettings,
  SettingsLayout,
  SubscriptionSettings,
  TeamSettings,
} from '../../features/account/components/settings';
import { PRO_PRICE, PRO_SUMMARY } from '../../features/billing/components/plans';
import { PricingTable } from '../../features/billing/components/pricing-table';
import { captureEvent } from '../../lib/analytics';
import { useSession } from '../../lib/auth';
import { openModal } from '../../lib/modals';
import { useDocumentTitle } from '../../lib/use-document-title';

export {
  AccountSettings,
  NotificationSettings,
  PlanSettings,
  SettingsLayout,
  SubscriptionSettings,
  TeamSettings,
};

/** `/checkout` (blank layout). Payments are not connected yet: the page says so instead of pretending. */
export function CheckoutRoute() {
  const { viewer, user } = useSession();
  useDocumentTitle('Checkout');
  if (viewer.tier === 'premium') return <Navigate to={paths.thankYou.href()} replace />;
  return (
    <div className="page-narrow checkout">
      <p className="eyebrow">Checkout</p>
      <h1 className="page-title">Pageshelf Pro</h1>
      <div className="checkout-card">
        <div className="checkout-line">
          <span>Pro, billed yearly</span>
          <strong>${PRO_PRICE.monthly * 12}/year</strong>
        </div>
        <ul className="upsell-points">
          {PRO_SUMMARY.map((point) => (
            <li key={point}>
              <Icon name="check" size={16} /> {point}
            </li>
          ))}
        </ul>
        <p className="checkout-notice" role="note">
          Online payment is not available in this environment yet. To upgrade {user?.email ?? 'your account'},
          write to us with{' '}
          <button type="button" className="link-button" onClick={() => openModal({ type: 'feedback' })}>
            Send feedback
          </button>{' '}
          and we'll switch your plan by hand.
        </p>
      </div>
      <Link to={paths.pricing.href()} className="article-back">
        ← Back to plans
      </Link>
    </div>
  );
}

const STEPS = [
  { to: paths.onboarding.href(), label: 'Welcome' },
  { to: paths.onboarding.href('share'), label: 'Your team' },
  { to: paths.onboarding.href('upgrade'), label: 'Go further' },
];

function OnboardingFrame({ step, title, children }: { step: 0 | 1 | 2; title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="page-narrow onboarding">
      <ol className="onboarding-steps" aria-label="Onboarding progress">
        {STEPS.map((item, index) => (
          <li
            key={item.to}
            className={index <= step ? 'is-done' : ''}
            aria-current={index === step ? 'step' : undefined}
          >
            {item.label}
          </li>
        ))}
      </ol>
      <h1 className="page-title">{title}</h1>
      {children}
    </div>
  );
}

/** `/onboarding`: start → share → upgrade. */
export function OnboardingStartRoute() {
  return (
    <OnboardingFrame step={0} title="Welcome to Pageshelf">
      <p className="page-lede">Three ways people use the library every day:</p>
      <ul className="upsell-points onboarding-points">
        <li>
          <Icon name="grid" size={16} /> Browse screens by pattern before sketching a new feature.
        </li>
        <li>
          <Icon name="flow" size={16} /> Open a user flow to see every step between two screens.
        </li>
        <li>
          <Icon name="search" size={16} /> Search the words on screens: “free trial”, “delete account”.
        </li>
      </ul>
      <div className="settings-actions">
        <ButtonLink
          variant="primary"
          to={paths.onboarding.href('share')}
          onClick={() => captureEvent('onboarding step completed', { step: 'start' })}
        >
          Continue
        </ButtonLink>
        <ButtonLink
          variant="ghost"
          to={paths.screens.href('member')}
          onClick={() => captureEvent('onboarding skipped', { step: 'start' })}
        >
          Skip for now
        </ButtonLink>
      </div>
    </OnboardingFrame>
  );
}

export function OnboardingShareRoute() {
  return (
    <OnboardingFrame step={1} title="Bring your team">
      <p className="page-lede">
        Pro collections can be shared with your whole team, so references stay next to the project instead of
        in someone's screenshots folder.
      </p>
      <div className="settings-actions">
        <ButtonLink
          variant="primary"
          to={paths.onboarding.href('upgrade')}
          onClick={() => captureEvent('onboarding step completed', { step: 'share' })}
        >
          Continue
        </ButtonLink>
        <ButtonLink
          variant="ghost"
          to={paths.screens.href('member')}
          onClick={() => captureEvent('onboarding skipped', { step: 'share' })}
        >
          Skip for now
        </ButtonLink>
      </div>
    </OnboardingFrame>
  );
}

export function OnboardingUpgradeRoute() {
  return (
    <OnboardingFrame step={2} title="Unlock the whole library">
      <PricingTable compact />
      <p style={{ marginTop: 20 }}>
        <Link
          to={paths.screens.href('member')}
          onClick={() => captureEvent('onboarding step completed', { step: 'upgrade' })}
        >
          Start browsing with the free plan →
        </Link>
      </p>
    </OnboardingFrame>
  );
}

/** `/unlock-library` (free members only). */
export function UnlockLibraryRoute() {
  useDocumentTitle('Unlock the library');
  return (
    <div className="page pricing-page">
      <PageHeader
        eyebrow="Pro"
        title="Unlock every screen"
        lede="Locked screens, unlimited searches, favorites and team collections — everything at once."
      />
      <PricingTable />
    </div>
  );
}
