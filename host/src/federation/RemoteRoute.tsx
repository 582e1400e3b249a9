import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { reportError, useSharedTexts, type RemoteName } from '@craft/shared';
import { loadedRemotePage, loadRemotePage, refreshRemoteEntry } from './remotes';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import { reportRemoteFailure } from './report-remote-failure';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'failed' };

interface Props {
  remote: RemoteName;
  /** The page's id in the remote's manifest. */
  routeId: string;
  /** False when the remote was built for a contract this host does not provide. */
  available?: boolean;
}

/** Mounts one page of a remote inside the host's router, with loading and failure states. */
export function RemoteRoute({ remote, routeId, available = true }: Props) {
  const t = useSharedTexts('common');
  // A page loaded before this render (on the server, or before hydrating its HTML) shows at once.
  const [state, setState] = useState<LoadState>(() => {
    if (!available) return { status: 'failed' };
    const Page = loadedRemotePage(remote, routeId);
    return Page ? { status: 'ready', Page } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!available) return;
    const Page = attempt === 0 ? loadedRemotePage(remote, routeId) : undefined;
    if (Page) {
      setState((current) => (current.status === 'ready' && current.Page === Page ? current : { status: 'ready', Page }));
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    loadRemotePage(remote, routeId).then(
      (Page) => active && setState({ status: 'ready', Page }),
      (error: unknown) => {
        // The page shows the unavailable notice; the cause goes to the one error report.
        reportError(error, { action: `Loading page ${routeId} of the ${remote} remote`, app: 'host', remote, routeId });
        reportRemoteFailure(remote, 'load', error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [remote, routeId, available, attempt]);

  // The config is read again first: a release rolled back since this tab loaded is what comes next.
  // Meanwhile the route shows it is loading, not the page that failed (it would only fail again).
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void refreshRemoteEntry(remote).finally(() => setAttempt((n) => n + 1));
  }, [remote]);

  if (state.status === 'loading') return <p aria-busy="true">{t('loading')}</p>;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  const { Page } = state;
  return (
    <RemoteBoundary
      remote={remote}
      key={attempt}
      // A retry unmounts this boundary (the route shows it is loading) and mounts a new one (key).
      fallback={<RemoteUnavailable onRetry={retry} />}
    >
      <Page />
    </RemoteBoundary>
  );
}
