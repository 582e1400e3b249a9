import type { ComponentType } from 'react';
import contract from './contract-version.json';
import remotes from './remotes.json';

/**
 * The versioned contract between the host and its remotes. A remote declares everything the host
 * needs to know about it (routes, guards, menu entries, cross-app links, menu texts) in a
 * RemoteManifest; its build writes that manifest as `remote-manifest.json` beside mf-manifest.json,
 * and the web server folds the live build's manifest into /config.json, so the host knows every
 * route before any remote code loads.
 *
 * Bump REMOTE_CONTRACT_VERSION (semver) whenever this file changes: a major for anything a
 * built remote or host relies on, a minor for additions. Each remote's build records the range it
 * needs (`contract`); the host refuses a remote whose range its version does not satisfy.
 */
export const REMOTE_CONTRACT_VERSION: string = contract.version;

/** The range a remote built against this copy of the contract needs. */
export const REMOTE_CONTRACT_RANGE = `^${REMOTE_CONTRACT_VERSION}`;

/**
 * The remotes, from remotes.json: the one list that the webpack configs, the e2e set-up and this
 * contract read, each remote with its federation container name and its workspace folder.
 */
export type RemoteName = keyof typeof remotes;
export const REMOTE_NAMES = Object.keys(remotes) as readonly RemoteName[];

/** Federation container names (each remote's webpack.config.js takes its own from remotes.json). */
export const REMOTE_CONTAINERS = Object.fromEntries(REMOTE_NAMES.map((name) => [name, remotes[name].container])) as Record<RemoteName, string>;

/** Each remote's workspace folder, where its own build (dist/) lives. */
export const REMOTE_DIRS = Object.fromEntries(REMOTE_NAMES.map((name) => [name, remotes[name].dir])) as Record<RemoteName, string>;

/** The module every remote exposes (`exposes: { './register': ... }`). */
export const REGISTRATION_MODULE = 'register';

/**
 * What a route asks of the visitor: 'public' anyone; 'login' any logged-in buyer or craftsman; 'buyer' a
 * logged-in buyer (craftsmen are told the page is for buyers); 'seller' a logged-in craftsman;
 * 'operator' (contract 1.3) a signed-in operator (platform staff, whose login needs an authenticator code).
 * Operators are no party of the marketplace (its API refuses their tokens): 'login', 'buyer' and
 * 'seller' routes refuse them, as their entries ('account', 'buyer', 'seller') are not shown to them.
 */
export type RouteAccess = 'public' | 'login' | 'buyer' | 'seller' | 'operator';

export interface RemoteRouteDeclaration {
  /** Stable key of the page in the registration module's `pages`. */
  id: string;
  /** A react-router path pattern, e.g. '/services/:id'. */
  path: string;
  access: RouteAccess;
  /**
   * 'server' (contract 1.2): a public page the web server renders to HTML from the remote's server
   * build (dist/server), for search engines and a fast first paint; the browser hydrates it.
   */
  render?: 'server';
}

/**
 * Where the host shows an entry:
 * - 'navbar': a link in the main navigation;
 * - 'navbar-icon': an icon button beside the user menu (logged-in users), `icon` names it;
 * - 'user-menu': a line in the user menu;
 * - 'dashboard': a call to action on the host's start page (/home);
 * - 'role-home': where users of `audience`'s role start after logging in (one per role).
 */
export type EntrySlot = 'navbar' | 'navbar-icon' | 'user-menu' | 'dashboard' | 'role-home';

/**
 * Who sees an entry: 'visitor' only logged-out visitors, 'account' any logged-in buyer or craftsman,
 * 'buyer' / 'seller' / 'operator' (contract 1.3) a logged-in user of that role.
 */
export type EntryAudience = 'everyone' | 'visitor' | 'account' | 'buyer' | 'seller' | 'operator';

/** Icons the host draws for 'navbar-icon' entries. */
export type EntryIcon = 'document' | 'messages';

/** Live counts the host can show on a 'navbar-icon' entry (contract 1.1): 'unread-messages' from GET /live. */
export type EntryBadge = 'unread-messages';

export interface RemoteEntryDeclaration {
  id: string;
  slot: EntrySlot;
  /** A key of the manifest's `texts`. */
  label: string;
  /** A path of this app (may carry a query string). */
  to: string;
  audience: EntryAudience;
  /** Position within the slot; the host's own entries use the same scale (multiples of 10). */
  order: number;
  icon?: EntryIcon;
  /** A live count on the entry (contract 1.1); hosts before 1.1 ignore it. */
  badge?: EntryBadge;
}

export interface RemoteManifest {
  name: RemoteName;
  /** Semver range of REMOTE_CONTRACT_VERSION this build needs, e.g. '^1.0.0'. */
  contract: string;
  routes: RemoteRouteDeclaration[];
  /** Named link patterns other apps may open (react-router patterns), e.g. service: '/services/:id'. */
  links: Record<string, string>;
  entries: RemoteEntryDeclaration[];
  /** Texts the host shows before the remote loads (entry labels), by locale then key. */
  texts: Record<string, Record<string, string>>;
}

/** A lazily loaded page: the chunk is fetched the first time its route is visited. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * Starts the reads a server-rendered page makes, with the route's path parameters, through
 * @craft/shared/query's queryClient (on the server, the render's own). The server awaits it before
 * the page's first render, so the page renders once, with its data, instead of once to find out
 * what it reads and again with the answers. A failed read stays in its query, as in the page.
 */
export type RoutePrefetch = (params: Readonly<Record<string, string | undefined>>) => Promise<unknown>;

/** The shape of each remote's exposed './register' module. */
export interface RemoteRegistration {
  manifest: RemoteManifest;
  /** One loader per route id of the manifest. */
  pages: Record<string, PageLoader>;
  /** For routes rendered on the server (render: 'server'): what the page reads, fetched before it renders. */
  prefetch?: Partial<Record<string, RoutePrefetch>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const CARET_RANGE = /^\^(\d+)\.(\d+)\.(\d+)$/;
const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

/**
 * Whether `version` (e.g. '1.4.0') satisfies a caret `range` (e.g. '^1.2.0'), by semver's rules:
 * same major, and not older; below 1.0.0 the minor must match too. Builds only ever write caret
 * ranges (REMOTE_CONTRACT_RANGE, enforced by manifestProblem), so this is all the host needs: the
 * full semver parser would add ~3 KB to the landing page. The deploy tool checks with `semver`.
 */
export function contractSatisfies(version: string, range: string): boolean {
  const have = VERSION.exec(version)?.slice(1).map(Number);
  const need = CARET_RANGE.exec(range)?.slice(1).map(Number);
  if (!have || !need) return false;
  const [haveMajor = 0, haveMinor = 0, havePatch = 0] = have;
  const [needMajor = 0, needMinor = 0, needPatch = 0] = need;
  if (haveMajor !== needMajor) return false;
  if (needMajor === 0 && haveMinor !== needMinor) return false;
  if (haveMinor !== needMinor) return haveMinor > needMinor;
  return havePatch >= needPatch;
}

const ACCESS: readonly string[] = ['public', 'login', 'buyer', 'seller', 'operator'];
const SLOTS: readonly string[] = ['navbar', 'navbar-icon', 'user-menu', 'dashboard', 'role-home'];
const AUDIENCES: readonly string[] = ['everyone', 'visitor', 'account', 'buyer', 'seller', 'operator'];
const BADGES: readonly string[] = ['unread-messages'];

/**
 * Why `value` is not a usable manifest for `name`, or null when it is. Used by the host on what
 * /config.json carries and by `npm run remote:deploy` before a build goes live.
 */
export function manifestProblem(value: unknown, name: RemoteName): string | null {
  if (!isRecord(value)) return 'the manifest is not an object';
  if (value.name !== name) return `the manifest names remote "${String(value.name)}", not "${name}"`;
  if (!isString(value.contract) || !CARET_RANGE.test(value.contract))
    return `the manifest's contract range "${String(value.contract)}" is not of the form ^MAJOR.MINOR.PATCH`;
  if (!Array.isArray(value.routes)) return 'the manifest has no routes';
  for (const route of value.routes as unknown[]) {
    if (!isRecord(route) || !isString(route.id) || !isString(route.path) || !route.path.startsWith('/'))
      return `route ${JSON.stringify(route)} needs an id and a path starting with /`;
    if (!ACCESS.includes(route.access as string)) return `route ${route.id} has an unknown access "${String(route.access)}"`;
    if (route.render !== undefined && (route.render !== 'server' || route.access !== 'public'))
      return `route ${route.id} may be rendered on the server only when public (render: "server")`;
  }
  if (!isRecord(value.links) || !Object.values(value.links).every(isString)) return 'the manifest links are not name → path';
  if (!Array.isArray(value.entries)) return 'the manifest has no entries';
  for (const entry of value.entries as unknown[]) {
    if (!isRecord(entry) || !isString(entry.id) || !isString(entry.label) || !isString(entry.to) || typeof entry.order !== 'number')
      return `entry ${JSON.stringify(entry)} needs an id, a label, a target and an order`;
    if (!SLOTS.includes(entry.slot as string)) return `entry ${entry.id} has an unknown slot "${String(entry.slot)}"`;
    if (!AUDIENCES.includes(entry.audience as string)) return `entry ${entry.id} has an unknown audience "${String(entry.audience)}"`;
    if (entry.badge !== undefined && !BADGES.includes(entry.badge as string)) return `entry ${entry.id} has an unknown badge "${String(entry.badge)}"`;
  }
  if (!isRecord(value.texts) || !Object.values(value.texts).every(isRecord)) return 'the manifest texts are not locale → key → text';
  return null;
}
