import { notFoundMessage } from '@pageshelf/domain/errors';
import { useEffect, useRef } from 'react';
import {
  isRouteErrorResponse,
  type Location,
  Routes,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from 'react-router';
import { ErrorBoundary } from '#components/errors/error-boundary';
import { ErrorPage } from '#components/errors/error-page';
import { TopLoadingBar } from '#components/layouts/top-loading-bar';
import { scrollsToTopOnNavigation } from '#config/paths';
import { VisitsLeftBanner } from '#features/activity/components/visits-left-banner';
import { useInteractionCounters } from '#features/activity/hooks/use-interaction-counters';
import { useVisitRecorder } from '#features/activity/hooks/use-visit-recorder';
import { useVisitorContext } from '#features/activity/hooks/use-visitor-context';
import { AnnouncementBanner } from '#features/announcements/components/announcement-banner';
import { useFilterMemory } from '#features/filters/hooks/use-filter-memory';
import { InviteMembersBanner } from '#features/teams/components/invite-members-banner';
import { UpdatePrompt } from '#features/updates/components/update-prompt';
import { capturePageview, identifyUser } from '#lib/analytics';
import { useSession } from '#lib/auth';
import { rememberCampaign } from '#lib/campaign';
import { isChunkLoadError, reloadForChunkError } from '#lib/chunk-reload';
import { backgroundOf } from '#lib/modal-route';
import { closeModal, modalStore, openModal } from '#lib/modals';
import { ModalHost, matchPreview } from './modal-host';
import { appRoutes } from './routes';

/**
 * Scroll keys: a preview keeps the page underneath where it was; library grids (apps, pages) start
 * at the top on every navigation (spec section 2); other pages keep their place per path.
 */
function scrollKey(location: Location): string {
  const background = backgroundOf(location.state);
  if (background && matchPreview(location.pathname)) return scrollKey(background);
  if (!scrollsToTopOnNavigation(location.pathname)) return location.pathname;
  // Every page opened by its address is the history's first entry, keyed "default": a grid opened so
  // would take the place another page had under that key (a page scrolled down, then a new address typed
  // in the same tab). Its path tells them apart; a reload still finds its own place.
  return location.key === 'default' ? `default:${location.pathname}` : location.key;
}

function useAppEffects() {
  const location = useLocation();
  const { user } = useSession();
  const identified = useRef<number | null>(null);

  // One pageview per route change (analytics is off without a key and in development); the campaign
  // of a UTM-tagged address is kept for the person's properties.
  useEffect(() => {
    rememberCampaign(location.search);
    capturePageview(`${window.location.origin}${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);

  // Anonymous becomes identified on sign-in.
  useEffect(() => {
    if (user && identified.current !== user.id) {
      identified.current = user.id;
      identifyUser(user);
    }
    if (!user) identified.current = null;
  }, [user]);

  // Cmd/Ctrl+K toggles the command palette.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        if (modalStore.get()?.type === 'command-palette') closeModal();
        else openModal({ type: 'command-palette' });
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // A lazily loaded chunk that is gone after a deployment: reload once (guarded to once per 10 s).
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadForChunkError();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);

  // Any navigation closes a store modal (previews close by navigating themselves).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every pathname change
  useEffect(() => {
    const open = modalStore.get();
    if (open && open.type !== 'search-limit' && open.type !== 'paywall') closeModal();
  }, [location.pathname]);

  useVisitRecorder();
  useInteractionCounters();
  useVisitorContext();
  useFilterMemory();
}

/** The shell: the page (at its background location while a preview is open), the modals and the chrome. */
export function RootShell() {
  const location = useLocation();
  const background = backgroundOf(location.state);
  const showsPreview = Boolean(background && matchPreview(location.pathname));
  const pageLocation = showsPreview && background ? background : location;
  useAppEffects();

  return (
    <>
      <TopLoadingBar />
      <AnnouncementBanner />
      <InviteMembersBanner />
      <VisitsLeftBanner />
      <ErrorBoundary resetKey={pageLocation.pathname}>
        <Routes location={pageLocation}>{appRoutes}</Routes>
      </ErrorBoundary>
      <ModalHost />
      <UpdatePrompt />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}

/** Errors thrown while routing (outside the pages' own boundary). */
export function RouterErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);
  if (isRouteErrorResponse(error)) {
    return (
      <ErrorPage
        status={error.status}
        message={error.status === 404 ? notFoundMessage(window.location.pathname) : error.statusText}
      />
    );
  }
  return <ErrorPage status={500} message={error instanceof Error ? error.message : 'Something went wrong'} />;
}
