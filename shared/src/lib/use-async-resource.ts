import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

export interface AsyncResource<T> {
  state: AsyncState<T>;
  /** Loads again (the retry button). */
  retry: () => void;
  /** Replaces the loaded data after a successful write, without a refetch. */
  setData: Dispatch<SetStateAction<T>>;
}

/**
 * The one loading engine of every app: loads when `key` changes (or on retry), drops answers of
 * stale loads, and turns a loader that throws at once into an error state like a rejected call.
 * Each app maps the state onto the shape its pages read.
 */
export function useAsyncResource<T>(key: unknown, load: () => Promise<T>): AsyncResource<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The loader is a fresh closure each render; only `key` and retries decide when to load.
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    new Promise<T>((resolve) => resolve(loadRef.current())).then(
      (data) => active && setState({ status: 'ready', data }),
      (error: unknown) => active && setState({ status: 'error', error }),
    );
    return () => {
      active = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback<Dispatch<SetStateAction<T>>>((next) => {
    setState((current) =>
      current.status === 'ready'
        ? { status: 'ready', data: typeof next === 'function' ? (next as (previous: T) => T)(current.data) : next }
        : current,
    );
  }, []);

  return { state, retry, setData };
}
