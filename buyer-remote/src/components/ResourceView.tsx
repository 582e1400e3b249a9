import type { ReactNode } from 'react';
import { EmptyState, Loading, LoadError } from '@craft/shared';
import type { Resource } from '../lib/use-resource';

interface Props<T> {
  resource: Resource<T>;
  /** What a 404 means on this page, e.g. 'Service not found.' */
  notFound: string;
  /** What to say when the page was opened without the id it needs; defaults to `notFound`. */
  noId?: string;
  children: (data: T) => ReactNode;
}

/** The three waiting/failure states every page shares, then the page itself. */
export function ResourceView<T>({ resource, notFound, noId, children }: Props<T>) {
  const { state, retry } = resource;
  switch (state.status) {
    case 'loading':
      return <Loading />;
    case 'error':
      return <LoadError onRetry={retry} />;
    case 'notFound':
      return <EmptyState title={(state.missingId && noId) || notFound} headingLevel="h1" />;
    default:
      return <>{children(state.data)}</>;
  }
}
