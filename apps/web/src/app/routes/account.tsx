import {
  nextOnboardingStep,
  ONBOARDING_STEPS,
  type OnboardingStep,
  onboardingPathOf,
} from '@pageshelf/domain/onboarding';
import type { Tier } from '@pageshelf/domain/tiers';
import { type ReactNode, useEffect, useRef } from 'react';
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

const STEP_LABELS: Record<OnboardingStep, string> = {
  start: 'Welcome',
  share: 'Your team',
  upgrade: 'Go further',
};

/**
 * One onboarding step (spec section 4: start → share → upgrade, with the events step viewed, completed,
 * skipped and abandoned). The steps and where each leads come from the domain: a Pro member has no
 * upgrade step. Leaving a step without completing or skipping it is an abandon.
 */
function useOnboardingStep(step: OnboardingStep) {
  const { viewer } = useSession();
  const next = nextOnboardingStep(step, { tier: viewer.tier });
  const steps = stepsFor(viewer.tier, step);
  const ended = useRef(false);
  useEffect(() => {
    ended.current = false;
    captureEvent('onboarding step viewed', { step });
    return () => {
      if (!ended.current) captureEvent('onboarding step abandoned', { step });
    };
  }, [step]);
  const end = (event: 'step completed' | 'step skipped') => () => {
    ended.current = true;
    captureEvent(`onboarding ${event}`, { step });
  };
  return {
    steps,
    /** Where Continue leads: the next step, or the library when onboarding is over. */
    nextHref: next === null ? paths.screens.href('member') : onboardingPathOf(next),
    complete: end('step completed'),
    skip: end('step skipped'),
  };
}

/** The steps of a viewer's onboarding, walked from the first (a Pro member has no upgrade step). */
function stepsFor(tier: Tier, current: OnboardingStep): OnboardingStep[] {
  const steps: OnboardingStep[] = [ONBOARDING_STEPS[0]];
  for (let next = nextOnboardingStep(steps[0] ?? 'start', { tier }); next !== null; ) {
    steps.push(next);
    next = nextOnboardingStep(next, { tier });
  }
  return steps.includes(current) ? steps : [...steps, current];
}

function OnboardingFrame({
  step,
  steps,
  title,
  children,
}: {
  step: OnboardingStep;
  steps: readonly OnboardingStep[];
  title: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const current = steps.indexOf(step);
  return (
    <div className="page-narrow onboarding">
      <ol className="onboarding-steps" aria-label="Onboarding progress">
        {steps.map((item, index) => (
          <li
            key={item}
            className={index <= current ? 'is-done' : ''}
            aria-current={index === current ? 'step' : undefined}
          >
            {STEP_LABELS[item]}
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
  const onboarding = useOnboardingStep('start');
  return (
    <OnboardingFrame step="start" steps={onboarding.steps} title="Welcome to Pageshelf">
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
        <ButtonLink variant="primary" to={onboarding.nextHref} onClick={onboarding.complete}>
          Continue
        </ButtonLink>
        <ButtonLink variant="ghost" to={paths.screens.href('member')} onClick={onboarding.skip}>
          Skip for now
        </ButtonLink>
      </div>
    </OnboardingFrame>
  );
}

export function OnboardingShareRoute() {
  const onboarding = useOnboardingStep('share');
  return (
    <OnboardingFrame step="share" steps={onboarding.steps} title="Bring your team">
      <p className="page-lede">
        Pro collections can be shared with your whole team, so references stay next to the project instead of
        in someone's screenshots folder.
      </p>
      <div className="settings-actions">
        <ButtonLink variant="primary" to={onboarding.nextHref} onClick={onboarding.complete}>
          Continue
        </ButtonLink>
        <ButtonLink variant="ghost" to={paths.screens.href('member')} onClick={onboarding.skip}>
          Skip for now
        </ButtonLink>
      </div>
    </OnboardingFrame>
  );
}

export function OnboardingUpgradeRoute() {
  const onboarding = useOnboardingStep('upgrade');
  return (
    <OnboardingFrame step="upgrade" steps={onboarding.steps} title="Unlock the whole library">
      <PricingTable compact />
      <p style={{ marginTop: 20 }}>
        <Link to={onboarding.nextHref} onClick={onboarding.complete}>
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
