/**
 * What browsers tell about remote releases: POST /_reports/remote-failure when a remote's code
 * does not load or one of its pages fails to render, counted per remote and release beside the page
 * loads (each /config.json that named the release). `remote:deploy --watch` compares a new
 * release's failures per page load with the previous release's and rolls back when they rise;
 * /metrics shows the same counters for Prometheus. Counters are this web server's own, since it
 * started.
 */
import type { FastifyInstance } from 'fastify';
import { RELEASE_ID, RELEASE_ZERO } from '@craft/shared/contracts/releases';
import { REMOTE_NAMES, type RemoteName } from '@craft/shared/contracts/remotes';
import { addressKey } from '../edge/limits';

export type FailureKind = 'load' | 'render';
const KINDS: readonly FailureKind[] = ['load', 'render'];

/** One release's figures on this web server. */
export interface ReleaseHealth {
  loads: number;
  failures: number;
}

const MESSAGE_LIMIT = 500;
/** Reports one address may send per window; a page with a broken remote sends one or two. */
const REPORTS_PER_WINDOW = 30;
const WINDOW_MS = 60_000;

const isRemote = (name: unknown): name is RemoteName => typeof name === 'string' && (REMOTE_NAMES as readonly string[]).includes(name);
const isRelease = (id: unknown): id is string => typeof id === 'string' && (id === RELEASE_ZERO || RELEASE_ID.test(id));

export function createFailureCounters() {
  const loads = new Map<string, number>();
  const failures = new Map<string, number>();
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  return {
    /** A page load that was told to use this release (a /config.json answer). */
    loaded(remote: RemoteName, release: string): void {
      add(loads, `${remote}|${release}`);
    },
    failed(remote: RemoteName, release: string, kind: FailureKind): void {
      add(failures, `${remote}|${release}|${kind}`);
    },
    /** Each release of a remote this server counted something for. */
    health(remote: RemoteName): Record<string, ReleaseHealth> {
      const releases: Record<string, ReleaseHealth> = {};
      const of = (release: string) => (releases[release] ??= { loads: 0, failures: 0 });
      for (const [key, count] of loads) if (key.startsWith(`${remote}|`)) of(key.split('|')[1] ?? '').loads += count;
      for (const [key, count] of failures) if (key.startsWith(`${remote}|`)) of(key.split('|')[1] ?? '').failures += count;
      return releases;
    },
    /** The counters in Prometheus' text format. */
    metrics(): string {
      const lines = [
        '# HELP web_remote_page_loads_total Page loads whose /config.json named this remote release',
        '# TYPE web_remote_page_loads_total counter',
        ...[...loads].map(([key, count]) => {
          const [remote, release] = key.split('|');
          return `web_remote_page_loads_total{remote="${remote}",release="${release}"} ${count}`;
        }),
        '# HELP web_remote_failures_total Failures of a remote release reported by browsers, by kind (load, render)',
        '# TYPE web_remote_failures_total counter',
        ...[...failures].map(([key, count]) => {
          const [remote, release, kind] = key.split('|');
          return `web_remote_failures_total{remote="${remote}",release="${release}",kind="${kind}"} ${count}`;
        }),
      ];
      return `${lines.join('\n')}\n`;
    },
  };
}

export type FailureCounters = ReturnType<typeof createFailureCounters>;

/** At most `perWindow` hits per client address in each window of `windowMs`. */
function addressRateLimit(perWindow: number, windowMs: number) {
  let windowStart = Date.now();
  let hits = new Map<string, number>();
  return (ip: string): boolean => {
    if (Date.now() - windowStart >= windowMs) {
      windowStart = Date.now();
      hits = new Map();
    }
    const key = addressKey(ip);
    const count = (hits.get(key) ?? 0) + 1;
    hits.set(key, count);
    return count <= perWindow;
  };
}

interface ReportBody {
  remote?: unknown;
  release?: unknown;
  kind?: unknown;
  message?: unknown;
}

export function registerFailureReports(app: FastifyInstance, { counters, warn }: { counters: FailureCounters; warn: (message: string) => void }): void {
  const allowed = addressRateLimit(REPORTS_PER_WINDOW, WINDOW_MS);
  app.post<{ Body: ReportBody }>('/_reports/remote-failure', { bodyLimit: 4096 }, async (request, reply) => {
    const answer = (status: number, error?: string) => reply.code(status).header('Cache-Control', 'no-store').type('application/json').send(error ? { error } : '');
    if (!allowed(request.ip)) return answer(429, 'Too many reports from your address. Please try again later.');
    const { remote, release, kind, message } = request.body ?? {};
    if (!isRemote(remote) || !isRelease(release) || !KINDS.includes(kind as FailureKind) || typeof message !== 'string' || message.length > MESSAGE_LIMIT)
      return answer(400, `Send { remote: ${REMOTE_NAMES.join(' | ')}, release: a release id or 0, kind: load | render, message: at most ${MESSAGE_LIMIT} characters }`);
    counters.failed(remote, release, kind as FailureKind);
    // One line, with nothing the browser sent able to start another.
    warn(`remote failure reported: ${remote} ${release} ${String(kind)}: ${message.replace(/[\r\n\u2028\u2029]+/g, ' ')}`);
    return reply.code(204).header('Cache-Control', 'no-store').send();
  });
}
