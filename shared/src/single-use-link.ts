import { useEffect, useRef, useState } from 'react';
import { reportError, type ErrorContext } from './lib/report-error';

/** Where following an e-mailed link stands: no token in the URL, sent, worked, or refused/failed. */
export type LinkOutcome = { status: 'no-token' } | { status: 'pending' } | { status: 'done' } | { status: 'error'; error: unknown };

/**
 * Follows an e-mailed single-use link (confirm an address, a quotation request) on load, once per
 * attempt: StrictMode's second effect run must not send the token again. `retry` sends it anew
 * (after a network failure). The page decides what an error means (a refused link or a retry).
 */
export function useSingleUseLink(token: string, follow: (token: string) => Promise<void>, context: ErrorContext): { outcome: LinkOutcome; retry: () => void } {
  const [outcome, setOutcome] = useState<LinkOutcome>(token ? { status: 'pending' } : { status: 'no-token' });
  const [attempt, setAttempt] = useState(0);
  const sent = useRef<string | null>(null);
  // The latest callbacks, without re-running the effect when a page passes new ones.
  const latest = useRef({ follow, context });
  latest.current = { follow, context };

  useEffect(() => {
    const key = `${token}#${attempt}`;
    if (!token || sent.current === key) return;
    sent.current = key;
    setOutcome({ status: 'pending' });
    latest.current.follow(token).then(
      () => setOutcome({ status: 'done' }),
      (error: unknown) => {
        reportError(error, latest.current.context);
        setOutcome({ status: 'error', error });
      },
    );
  }, [token, attempt]);

  return { outcome, retry: () => setAttempt((count) => count + 1) };
}
