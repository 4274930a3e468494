import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';
import { ErrorState } from './states';

interface LoadedProps<T> {
  query: UseQueryResult<T>;
  /** The height of the card-shaped placeholder shown while it loads. */
  height: number;
  /** Said when it did not load ("Your workspace did not load"), with a way to try again. */
  failure: string;
  children: (data: T) => ReactNode;
}

/** A settings card's data once it has come: a placeholder while it loads, the failure if it failed. */
export function Loaded<T>({ query, height, failure, children }: LoadedProps<T>) {
  if (query.isPending) return <Skeleton height={height} radius={16} />;
  if (query.isError)
    return <ErrorState title={failure} error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
