import type { ReactNode } from 'react';
import { LoadError, Loading } from '@craft/shared';
import type { Resource } from '../lib/use-resource';

/** 'Loading...' while pending, an error with a retry on failure, else the content. */
export function ResourceView<T>({ resource, children }: { resource: Resource<T>; children: (data: T) => ReactNode }) {
  if (resource.status === 'loading') return <Loading />;
  if (resource.status === 'error') return <LoadError onRetry={resource.retry} />;
  return <>{children(resource.data)}</>;
}
