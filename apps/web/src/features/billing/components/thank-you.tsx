import { isWorkspacePlan, PAID_PLANS, type PlanType, planFromQuery } from '@pageshelf/domain/billing';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '#components/ui/button';
import { Icon } from '#components/ui/icon';
import { paths } from '#config/paths';
import { sessionQueryOptions, useSession } from '#lib/auth';
import { useDocumentTitle } from '#lib/use-document-title';
import { PLAN_TYPE_LABELS, PRO_SUMMARY, TEAM_SUMMARY } from './plans';
import './billing.css';

type PaidPlanType = Exclude<PlanType, 'free'>;

/** What each paid plan has unlocked, in a sentence and in points. */
const WELCOME: Readonly<Record<PaidPlanType, { lede: string; points: readonly string[] }>> = {
  pro: {
    lede: 'Your Pro plan is active: every screen, flow and component is unlocked, and searches are unlimited.',
    points: PRO_SUMMARY,
  },
  team: {
    lede: 'Your workspace is on the Team plan: every seat holder gets the whole library. Invite your team to fill the seats.',
    points: TEAM_SUMMARY,
  },
};

/**
 * `/thank-you?plan=…`: after a purchase, what is unlocked now and where to go. The session is fetched
 * again on arrival, so every paywall is gone whichever way the person came back (Stripe or test mode).
 */
export function ThankYouPage() {
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const { signedIn } = useSession();
  const plan = planFromQuery(search.get('plan'));
  const planType = plan ? PAID_PLANS[plan].planType : null;
  const welcome = planType ? WELCOME[planType] : null;
  // A workspace's plan: the team is invited first.
  const workspace = plan !== null && isWorkspacePlan(plan);
  const name = planType ? PLAN_TYPE_LABELS[planType] : null;
  useDocumentTitle(name ? `Welcome to ${name}` : 'Thank you');

  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
  }, [queryClient]);

  return (
    <section className="card stack thank-you" aria-labelledby="thank-you-title">
      <span className="icon-tile pro-art">
        <Icon name="sparkles" size={28} />
      </span>
      <p className="eyebrow">Thank you</p>
      <h1 id="thank-you-title" className="page-title">
        {name ? `Welcome to Pageshelf ${name}` : 'Thank you for supporting Pageshelf'}
      </h1>
      <p className="page-lede">
        {welcome?.lede ?? 'Your plan is active. Your subscription and invoices are in your settings.'}
      </p>
      {welcome ? (
        <ul className="list-stack upsell-points thank-you-points">
          {welcome.points.map((point) => (
            <li key={point}>
              <Icon name="check" size={16} /> {point}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="settings-actions">
        {workspace ? (
          <ButtonLink variant="primary" size="lg" to={paths.settings.href('team')}>
            Invite your team
          </ButtonLink>
        ) : null}
        <ButtonLink
          variant={workspace ? 'secondary' : 'primary'}
          size="lg"
          to={paths.screens.href(signedIn ? 'member' : 'public')}
        >
          Browse the library
        </ButtonLink>
        {signedIn ? (
          <ButtonLink variant="ghost" size="lg" to={paths.settings.href('subscription')}>
            Subscription settings
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}
