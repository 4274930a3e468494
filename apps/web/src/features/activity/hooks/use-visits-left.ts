import { VISIT_COUNT_COOKIE } from '@pageshelf/domain/constants';
import { type VisitsLeftNotice, visitsLeftNotice } from '@pageshelf/domain/visit-cap';
import { useSession } from '#lib/auth';
import { useCounterCookie } from '#lib/counter-cookies';
import { visitCountOf } from '../lib/visit-count';

/**
 * What the viewer is told before the visit cap (the domain's `visitsLeftNotice`), from the count the
 * server gave with its last answer. The count is read again whenever an answer arrives.
 */
export function useVisitsLeft(): VisitsLeftNotice | null {
  const { status, viewer } = useSession();
  const count = visitCountOf(useCounterCookie(VISIT_COUNT_COOKIE));
  if (status !== 'ready' || count === null) return null;
  return visitsLeftNotice(viewer, count);
}
