import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError, type RemoteName } from '@craft/shared';
import { reportRemoteFailure } from './report-remote-failure';

interface Props {
  /** The remote whose page this is: its failure is reported against its release. */
  remote: RemoteName;
  /** Rendered instead of the children after a render error (a retry mounts a new boundary). */
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a crashing remote page from blanking the shell around it. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, { action: 'Rendering a remote page', app: 'host', componentStack: info.componentStack });
    reportRemoteFailure(this.props.remote, 'render', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
