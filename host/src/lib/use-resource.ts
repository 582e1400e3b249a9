import { useEffect } from 'react';
import { useAsyncResource } from '@craft/shared';

export type Resource<T> =
  | { status: 'loading'; retry: () => void }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'success'; data: T; retry: () => void };

/**
 * Loads data for a page with loading, success and failure states and a retry (the shared
 * engine); `key` identifies the request: when it changes the data is loaded again.
 */
export function useResource<T>(load: () => Promise<T>, key: string): Resource<T> {
  const { state, retry } = useAsyncResource(key, load);
  // Host call failures are logged (SPEC §8) besides the in-page error.
  useEffect(() => {
    if (state.status === 'error') console.error('Loading failed', state.error);
  }, [state]);
  return state.status === 'ready' ? { status: 'success', data: state.data, retry } : { ...state, retry };
}
