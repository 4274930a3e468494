import { useEffect, useRef } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { refreshCounters } from '#lib/counter-cookies';
import { whenIdle } from '#lib/idle';
import { MESSAGES } from '#lib/messages';
import { openModal } from '#lib/modals';
import { toast } from '#lib/toast';
import { recordVisit } from '../api/record-visit';

/** Library pages whose views count: screens, flows, components and apps, lists and details. */
const LIBRARY = /^\/(?:n\/)?(?:pages|flows|components|apps)(?:\/|$)/;

export const isLibraryView = (location: Pick<Location, 'pathname'>) =>
  LIBRARY.test(location.pathname) && !location.pathname.startsWith('/components/tags');

/**
 * Records a view on each navigation to a library page, in idle time. Past the cap the server answers
 * `exceeded`: a visitor is told 'Sign in to continue browsing' and sent to sign in; a signed-in free
 * user sees the paywall. Premium members and crawlers are never capped (the server decides).
 */
export function useVisitRecorder(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { status, signedIn } = useSession();
  const lastKey = useRef<string | null>(null);

  useEffect(() => {
    if (status !== 'ready' || !isLibraryView(location) || lastKey.current === location.key) return;
    lastKey.current = location.key;
    return whenIdle(() => {
      recordVisit()
        .then((state) => {
          refreshCounters(); // the answer set the visit_count cookie
          if (!state.exceeded) return;
          if (signedIn) {
            openModal({
              type: 'paywall',
              message: 'You have reached the free browsing limit. Pro keeps the whole library open.',
            });
          } else {
            toast.info(MESSAGES.signInToBrowse);
            void navigate(paths.auth.href(`${location.pathname}${location.search}`, 'visits'));
          }
        })
        .catch(() => undefined); // visit recording failures are only logged by the browser
    });
  }, [location, status, signedIn, navigate]);
}
