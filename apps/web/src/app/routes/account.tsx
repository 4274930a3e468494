import { formatMoney, planPrice } from '@pageshelf/domain/billing';
import {
  nextOnboardingStep,
  ONBOARDING_STEPS,
  type OnboardingStep,
  onboardingPathOf,
} from '@pageshelf/domain/onboarding';
import { mayCapture, type Tier } from '@pageshelf/domain/tiers';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '#components/ui/button';
import { Icon } from '#components/ui/icon';
import { Skeleton } from '#components/ui/skeleton';
import { paths } from '#config/paths';
import { AccountSettings } from '#features/account/components/account-settings';
import { ApiKeySettings } from '#features/account/components/api-key-settings';
import { NotificationSettings } from '#features/account/components/notification-settings';
import { SettingsLayout as SettingsTabs } from '#features/account/components/settings-layout';
import { logActivity } from '#features/activity/api/log-activity';
import { CheckoutPage } from '#features/billing/components/checkout-page';
import { PlanSettings } from '#features/billing/components/plan-settings';
import { PricingTable } from '#features/billing/components/pricing-table';
import { SubscriptionPanel } from '#features/billing/components/subscription-panel';
import { UnlockLibraryPage } from '#features/billing/components/unlock-library';
import { CaptureSettings } from '#features/capture/components/capture-settings';
import { teamQueryOptions, useTeam } from '#features/teams/api/team';
import { CreateTeamForm } from '#features/teams/components/create-team-form';
import { InvitationPage } from '#features/teams/components/invitation-page';
import { InviteForm } from '#features/teams/components/invite-form';
import { TeamPanel } from '#features/teams/components/team-panel';
import { useSession } from '#lib/auth';
import { useDocumentTitle } from '#lib/use-document-title';

export { AccountSettings, ApiKeySettings, CaptureSettings, NotificationSettings, PlanSettings };

/**
 * `/settings` with its tabs: the Capture tab for those who may capture (`mayCapture`: an administrator,
 * or a Pro member who owns their workspace, which the team call says).
 */
export function SettingsLayout() {
  const { viewer } = useSession();
  const team = useTeam();
  const owner = team.data?.team?.myRole === 'owner';
  return <SettingsTabs capture={mayCapture({ ...viewer, workspaceOwner: owner })} />;
}

/** `/settings/team`. */
export const TeamSettings = () => <TeamPanel />;

/**
 * `/settings/subscription`: a member whose seat a workspace pays is told which one; the payer of a Team
 * plan changes its seats, at least the workspace's members and pending invitations, starting at
 * `?seats=` when the team settings sent them here to add seats. The workspace follows the change.
 */
export function SubscriptionSettings() {
  const team = useTeam();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const workspace = team.data?.team ?? null;
  const suggested = Number.parseInt(search.get('seats') ?? '', 10);
  return (
    <SubscriptionPanel
      workspaceName={workspace?.name ?? null}
      headcount={workspace ? { members: workspace.size, pending: workspace.invitations.length } : null}
      suggestedSeats={Number.isInteger(suggested) ? suggested : null}
      onSeatsChanged={() => queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey })}
    />
  );
}

/** `/checkout` (blank layout): the order, or the test-mode payment page of a started checkout. */
export const CheckoutRoute = () => <CheckoutPage />;

/** `/invitations/{invitationToken}` (blank layout, public). */
export function InvitationRoute() {
  const { invitationToken = '' } = useParams();
  return <InvitationPage token={invitationToken} />;
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
    logActivity('onboarding step viewed', { step });
    return () => {
      if (!ended.current) logActivity('onboarding step abandoned', { step });
    };
  }, [step]);
  const end = (event: 'step completed' | 'step skipped') => () => {
    ended.current = true;
    logActivity(`onboarding ${event}`, { step });
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
  wide = false,
  children,
}: {
  step: OnboardingStep;
  steps: readonly OnboardingStep[];
  title: string;
  /** Room for the three plans side by side (the upgrade step). */
  wide?: boolean;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const current = steps.indexOf(step);
  return (
    <div className={`page-narrow onboarding ${wide ? 'onboarding-wide' : ''}`}>
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
      <ul className="list-stack upsell-points">
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

/** The share step's workspace part: create one, then invite; a member only sees where they are. */
function ShareWorkspace({ suggestedName }: { suggestedName: string }) {
  const team = useTeam();
  if (team.isPending) return <Skeleton height={140} radius={16} />;
  if (team.isError) return null;
  const workspace = team.data.team;
  return (
    <div className="card stack onboarding-card">
      {workspace === null ? (
        <>
          <h2 className="onboarding-card-title">Create your workspace</h2>
          <p className="muted">Name it after your team or studio. You can rename it later.</p>
          <CreateTeamForm suggestedName={suggestedName} />
        </>
      ) : workspace.myRole === 'owner' ? (
        <>
          <h2 className="onboarding-card-title">Invite teammates to {workspace.name}</h2>
          <p className="muted">
            {workspace.size} of {workspace.capacity} seats used. Each teammate gets an email with a link to
            join.
          </p>
          <InviteForm team={workspace} />
        </>
      ) : (
        <>
          <h2 className="onboarding-card-title">You're in {workspace.name}</h2>
          <p className="muted">Its owner invites new people; you can leave it from your settings.</p>
        </>
      )}
    </div>
  );
}

export function OnboardingShareRoute() {
  const onboarding = useOnboardingStep('share');
  const { user } = useSession();
  return (
    <OnboardingFrame step="share" steps={onboarding.steps} title="Bring your team">
      <p className="page-lede">
        Share Pageshelf through a workspace instead of a login: references stay next to the project, and
        nobody gets signed out because someone else opened the same account.
      </p>
      <ShareWorkspace suggestedName={user?.fullname ? `${user.fullname.split(' ')[0]}'s team` : ''} />
      <div className="settings-actions">
        <ButtonLink variant="primary" to={onboarding.nextHref} onClick={onboarding.complete}>
          Continue
        </ButtonLink>
        <ButtonLink variant="ghost" to={onboarding.nextHref} onClick={onboarding.skip}>
          Skip for now
        </ButtonLink>
      </div>
    </OnboardingFrame>
  );
}

export function OnboardingUpgradeRoute() {
  const onboarding = useOnboardingStep('upgrade');
  const from = formatMoney(planPrice('pro-yearly').perSeatPerMonth);
  return (
    <OnboardingFrame step="upgrade" steps={onboarding.steps} title="Unlock the whole library" wide>
      <p className="page-lede">
        Pro opens every screen, flow and component, from {from} a month. Team gives every seat of your
        workspace the same.
      </p>
      <PricingTable compact onChoose={onboarding.complete} />
      <div className="settings-actions">
        <ButtonLink variant="ghost" to={onboarding.nextHref} onClick={onboarding.skip}>
          Skip for now: start with the free plan →
        </ButtonLink>
      </div>
    </OnboardingFrame>
  );
}

/** `/unlock-library` (free members only). */
export const UnlockLibraryRoute = () => <UnlockLibraryPage />;
