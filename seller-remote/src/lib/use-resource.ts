import type { Dispatch, SetStateAction } from 'react';
import { useAsyncResource } from '@craft/shared';

export type Resource<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

export type ResourceState<T> = Resource<T> & {
  reload: () => void;
  /** Local edits after a write (a deleted row, a decided offer) without a refetch. */
  setData: Dispatch<SetStateAction<T>>;
};

/**
 * Loads one thing for a page: loading, ready or error, with a reload for the retry button
 * (the shared engine). `key` says when to load again (e.g. the id from the URL).
 */
export function useResource<T>(load: () => Promise<T>, key: unknown = null): ResourceState<T> {
  const { state, retry, setData } = useAsyncResource(key, load);
  const flat: Resource<T> =
    state.status === 'ready'
      ? { status: 'ready', data: state.data, error: undefined }
      : state.status === 'error'
        ? { status: 'error', data: undefined, error: state.error }
        : { status: 'loading', data: undefined, error: undefined };
  return { ...flat, reload: retry, setData };
}
