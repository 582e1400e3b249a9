import { REMOTE_NAMES, type RemoteManifest, type RemoteName } from '../contracts/remotes';
import { requestScope } from '@craft/shared/request-scope';
import { reportError } from '../lib/report-error';

/**
 * Where the API and the remotes live, and which build of each remote is live, is decided when the
 * page loads, not when it is built: the web server writes /config.json from its remote registry
 * and environment (API_URL, BUYER_REMOTE_URL, ...).
 */
export interface RemoteLocation {
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
  /** The live build's version, as the registry names it. */
  version?: string;
  /** The live build's routes, entries and links (validated by the host before use). */
  manifest?: RemoteManifest;
}

/**
 * The site operator's details for the legal pages, from the web server's OPERATOR_*
 * variables (web/src/server/env.ts). Null: not configured, the page shows a marked placeholder.
 */
export interface OperatorDetails {
  name: string | null;
  legalForm: string | null;
  representative: string | null;
  street: string | null;
  postcodeCity: string | null;
  country: string | null;
  email: string | null;
  phone: string | null;
  /** Register court and number, e.g. "Amtsgericht Leipzig, HRB 12345". */
  register: string | null;
  vatId: string | null;
  /** Who answers data-protection questions (a data-protection officer or the operator). */
  privacyContact: string | null;
  /** The data-protection authority a complaint goes to. */
  supervisoryAuthority: string | null;
}

export interface RuntimeConfig {
  apiUrl: string;
  /** One location per remote of remotes.json. */
  remotes: Record<RemoteName, RemoteLocation>;
  /** Absent from an older web server's config: the legal pages then show placeholders only. */
  operator?: Partial<OperatorDetails>;
  /** The site's public address (PUBLIC_BASE_URL) for canonical URLs; absent: the page's own origin. */
  siteOrigin?: string;
}

/** Until /config.json answers nothing is known: no remote location is ever compiled in. */
const DEFAULT_CONFIG: RuntimeConfig = {
  apiUrl: '',
  remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, { entry: '' }])) as Record<RemoteName, RemoteLocation>,
};

let current: RuntimeConfig = DEFAULT_CONFIG;

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RuntimeConfig>;
  if (typeof candidate.apiUrl !== 'string' || typeof candidate.remotes !== 'object' || candidate.remotes === null) return false;
  const remotes: Partial<Record<RemoteName, RemoteLocation>> = candidate.remotes;
  return REMOTE_NAMES.every((name) => remotes[name] === undefined || typeof remotes[name].entry === 'string');
}

/**
 * A web server older than a remote (remotes.json) names no location for it: that remote then has
 * none, like one whose server is not configured, and the others work as before.
 */
const withEveryRemote = (config: RuntimeConfig): RuntimeConfig => ({
  ...config,
  remotes: { ...DEFAULT_CONFIG.remotes, ...config.remotes },
});

/** How /config.json is requested: revalidated on every page load. */
function requestRuntimeConfig(url = '/config.json'): Promise<Response> {
  return fetch(url, { cache: 'no-cache' });
}

/**
 * Reads /config.json once at start-up; without it remotes show their unavailable notice.
 * `request` may be a URL or a response already on its way (the host starts the request before
 * its start-up chunks have loaded, see host/src/index.ts).
 */
export async function loadRuntimeConfig(request: string | Promise<Response> = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await (typeof request === 'string' ? requestRuntimeConfig(request) : request);
    if (response.ok) {
      const body: unknown = await response.json();
      if (isRuntimeConfig(body)) current = withEveryRemote(body);
    }
  } catch (error) {
    // The page still starts, on the defaults; the cause goes to the one error report.
    reportError(error, { action: 'Reading the runtime configuration (using defaults)', app: 'shared' });
  }
  return current;
}

const SCOPE_KEY = 'runtime-config';

/** The config of the page: on the server, the running render's own (setRenderConfig). */
export function getRuntimeConfig(): RuntimeConfig {
  return (requestScope()?.values.get(SCOPE_KEY) as RuntimeConfig | undefined) ?? current;
}

/** Server: the config the running render reads (inside its request scope); other renders keep theirs. */
export function setRenderConfig(config: RuntimeConfig): void {
  const scope = requestScope();
  if (!scope) throw new Error('setRenderConfig runs inside a server render');
  scope.values.set(SCOPE_KEY, config);
}

/** Replaces the config: tests only, so it is exported from @craft/shared/testing, not the shared singleton. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}
