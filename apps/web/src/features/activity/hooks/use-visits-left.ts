import { type VisitsLeftNotice, visitsLeftNotice } from '@pageshelf/domain/visit-cap';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '#lib/auth';
import { readVisitCount, refreshVisitCount, subscribeVisitCount } from '../lib/visit-count';

/**
 * What the viewer is told before the visit cap (the domain's `visitsLeftNotice`), from the count the
 * server gave with its last answer. The count is read again whenever an answer arrives.
 */
export function useVisitsLeft(): VisitsLeftNotice | null {
  const queryClient = useQueryClient();
  const { status, viewer } = useSession();
  const count = useSyncExternalStore(subscribeVisitCount, readVisitCount, () => null);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') refreshVisitCount();
      }),
    [queryClient],
  );
  if (status !== 'ready' || count === null) return null;
  return visitsLeftNotice(viewer, count);
}
