import type { Language } from '@craft/shared/i18n';
import type { DehydratedState, FailedServerQuery } from '@craft/shared/query';

/**
 * What a server-rendered page carries for the browser, as JSON in
 * `<script type="application/json" id="server-state">`: the language it was rendered in, and the
 * answers it was rendered from (the host's reads and the remotes' queries), and the reads that
 * failed there, the host's and the remotes' (the page shows their failure; the browser tries them again).
 */
export interface ServerState {
  language: Language;
  answers: Record<string, unknown>;
  failed?: string[];
  queries: DehydratedState;
  failedQueries?: FailedServerQuery[];
}

export const SERVER_STATE_ID = 'server-state';
