import { QueryClient } from '@tanstack/react-query';

/**
 * Library content changes a few times a day: a minute of freshness avoids refetching while people go
 * back and forth between grids and previews. The API client reports each failure once (a toast, or a
 * sign-out for 490), so queries are not retried behind the person's back: a retry after a toast
 * would either repeat it or contradict it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
