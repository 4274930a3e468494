import { matchPageRoute } from '@pageshelf/domain/routes';
import { FREE_SEARCH_LIMIT } from '@pageshelf/domain/search-quota';
import { accessRuleForPath, checkAccess } from '@pageshelf/domain/tiers';
import { Outlet, useLocation } from 'react-router';
import { NotFound } from '#components/errors/not-found';
import { PageFallback } from '#components/layouts/layouts';
import { ButtonLink } from '#components/ui/button';
import { EmptyState } from '#components/ui/states';
import { paths } from '#config/paths';
import { PaywallPanel } from '#features/billing/components/paywall-panel';
import { useSession } from '#lib/auth';
import { lazyNamed } from '#lib/lazy-named';
import { MESSAGES } from '#lib/messages';

/**
 * The sign-in panel a visitor sees on a members' page: a chunk of its own (with the sign-in form), not in
 * the first script every visit loads, since the pages people arrive on are public.
 */
const AuthPromptPanel = lazyNamed(() => import('#features/auth/components/auth-prompt'), 'AuthPromptPanel');

/** The pages only some roles open: what each refusal says, and where it sends instead. */
const LOCKED = {
  'admin-required': {
    title: 'Administrators only',
    body: 'Component tags are managed by the Pageshelf team.',
    to: paths.tags.href(),
    action: 'See public tags',
  },
  'capture-not-allowed': {
    title: 'Administrators and workspace owners only',
    body: 'Capturing web products into the library is for administrators and the owners of a Pro or Team workspace.',
    to: paths.settings.href('team'),
    action: 'Your workspace',
  },
} as const;

/**
 * The one place routes are guarded. First the domain's page-route table: an address it does not know,
 * or whose parameter fails validation (`/n/pages/not-a-uuid`), is Page Not Found, as the BFF's 404 says.
 * Then the domain's access rule of the path, checked against the viewer: a refused person sees why, and
 * the way in — never a blank page.
 */
export function Guard() {
  const { pathname } = useLocation();
  const { status, viewer } = useSession();
  const route = matchPageRoute(pathname);
  if (route === null) return <NotFound />;
  const rule = accessRuleForPath(pathname);
  if (rule === 'public') return <Outlet />;
  if (status === 'pending') return <PageFallback />;

  const decision = checkAccess(rule, viewer);
  if (decision.allowed) return <Outlet />;
  switch (decision.reason) {
    case 'sign-in-required':
      // The search page asks in the spec's words for searching, and says what a free account gets.
      if (route.pattern === paths.search.pattern)
        return (
          <AuthPromptPanel
            title={MESSAGES.signInToSearch}
            message={`Search reads apps, patterns, flows and the words on every screen. A free account searches ${FREE_SEARCH_LIMIT} times a day; Pro has no limit.`}
          />
        );
      return (
        <AuthPromptPanel
          title="Sign in to continue"
          message="This part of Pageshelf is for members. Enter your email and we'll send you a sign-in link."
        />
      );
    case 'premium-required':
      return (
        <PaywallPanel
          title="This is part of Pro"
          message="Search, favorites and collections come with Pageshelf Pro, along with every screen unblurred."
        />
      );
    case 'premium-not-allowed':
      return (
        <EmptyState
          icon="sparkles"
          title="You already have Pro"
          body="The whole library is unlocked for you."
          action={
            <ButtonLink variant="primary" to={paths.screens.href('member')}>
              Browse the library
            </ButtonLink>
          }
        />
      );
    case 'admin-required':
    case 'capture-not-allowed': {
      const locked = LOCKED[decision.reason];
      return (
        <EmptyState
          icon="lock"
          title={locked.title}
          body={locked.body}
          action={
            <ButtonLink variant="secondary" to={locked.to}>
              {locked.action}
            </ButtonLink>
          }
        />
      );
    }
  }
}
