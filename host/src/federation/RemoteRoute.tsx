import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { commonTexts, type RemoteName } from '@craft/shared';
import { loadRemoteRoutes } from './remotes';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'failed' };

interface Props {
  remote: RemoteName;
  /** The route pattern, as in @craft/shared's buyerPaths/sellerPaths. */
  path: string;
}

/** Mounts one page of a remote inside the host's router, with loading and failure states. */
export function RemoteRoute({ remote, path }: Props) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadRemoteRoutes(remote).then(
      (module) => {
        const Page = module.routes[path];
        if (active) setState(Page ? { status: 'ready', Page } : { status: 'failed' });
      },
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [remote, path, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'loading') return <p aria-busy="true">{commonTexts.loading}</p>;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  const { Page } = state;
  return (
    <RemoteBoundary
      key={attempt}
      fallback={(reset) => (
        <RemoteUnavailable
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <Page />
    </RemoteBoundary>
  );
}
