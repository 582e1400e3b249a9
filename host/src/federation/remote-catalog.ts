import { currentLanguage } from '@craft/shared/i18n';
import {
  contractSatisfies,
  type AccountRole,
  manifestProblem,
  REMOTE_CONTRACT_VERSION,
  REMOTE_NAMES,
  reportError,
  type EntrySlot,
  type RemoteEntryDeclaration,
  type RemoteManifest,
  type RemoteName,
  type RuntimeConfig,
} from '@craft/shared';
import { scopedValue } from '@craft/shared/request-scope';

/** A configured remote as the host sees it: its manifest, and whether this host can load it. */
export interface CatalogRemote {
  name: RemoteName;
  manifest: RemoteManifest;
  /** False when the remote needs a contract version this host does not provide. */
  compatible: boolean;
}

interface Catalog {
  remotes: CatalogRemote[];
  /** Remotes configured with a location but without a usable manifest (e.g. their server is down). */
  unknown: RemoteName[];
}

// The browser page's; each server render reads its own config, so it has its own (its request scope).
const pageCatalog: Catalog = { remotes: [], unknown: [] };
const current = (): Catalog => scopedValue<Catalog>('host.remote-catalog', () => ({ remotes: [], unknown: [] })) ?? pageCatalog;

/**
 * Reads what the configured remotes declare (their manifests in /config.json). A remote without a
 * usable manifest is left out; one built for another contract keeps its routes, which then show
 * the unavailable notice, and loses its menu entries. Both are reported through reportError.
 */
export function initRemoteCatalog(config: RuntimeConfig): CatalogRemote[] {
  const state = current();
  const catalog: CatalogRemote[] = [];
  const unknownRemotes: RemoteName[] = [];
  state.remotes = catalog;
  state.unknown = unknownRemotes;
  for (const name of REMOTE_NAMES) {
    const location = config.remotes[name];
    // A web server older than this remote names no location for it.
    if (!location?.entry) continue;
    const problem = manifestProblem(location.manifest, name);
    if (problem || !location.manifest) {
      reportError(new Error(`The ${name} remote is not usable: ${problem ?? 'no manifest'}.`), {
        action: `Reading the ${name} remote's manifest`,
        app: 'host',
        remote: name,
      });
      unknownRemotes.push(name);
      continue;
    }
    const { manifest } = location;
    const compatible = contractSatisfies(REMOTE_CONTRACT_VERSION, manifest.contract);
    if (!compatible) {
      reportError(
        new Error(
          `The ${name} remote${location.version ? ` (build ${location.version})` : ''} needs remote contract ` +
            `${manifest.contract}, but this host provides ${REMOTE_CONTRACT_VERSION}: its pages show the unavailable notice.`,
        ),
        { action: `Checking the ${name} remote's contract`, app: 'host', remote: name, needs: manifest.contract, provides: REMOTE_CONTRACT_VERSION },
      );
    }
    catalog.push({ name, manifest, compatible });
  }
  return catalog;
}

export function getRemoteCatalog(): readonly CatalogRemote[] {
  return current().remotes;
}

/**
 * Whether a configured remote's routes are unknown: a path no route matches may then be one of
 * its pages, so the host says that part is unavailable rather than that the page does not exist.
 */
export function hasUnknownRemotes(): boolean {
  return current().unknown.length > 0;
}

/** Who is looking: decides which entries they see. */
export interface Viewer {
  isLoggedIn: boolean;
  role: AccountRole | null;
}

const sees = (audience: RemoteEntryDeclaration['audience'], viewer: Viewer): boolean => {
  switch (audience) {
    case 'everyone':
      return true;
    case 'visitor':
      return !viewer.isLoggedIn;
    case 'account':
      return viewer.isLoggedIn && viewer.role !== 'operator';
    case 'buyer':
      return viewer.isLoggedIn && viewer.role !== 'seller' && viewer.role !== 'operator';
    case 'seller':
    case 'operator':
      return viewer.isLoggedIn && viewer.role === audience;
  }
};

/**
 * An entry ready to show: its label already in the page's language. Components that list entries
 * re-render on a language switch through their own catalogue hook (useHostTexts).
 */
export interface ResolvedEntry extends RemoteEntryDeclaration {
  remote: RemoteName;
  text: string;
}

/** The label in the page's language (remotes ship `texts: { en, de }`), else English, else the key. */
const labelOf = (manifest: RemoteManifest, key: string): string =>
  manifest.texts[currentLanguage()]?.[key] ?? manifest.texts.en?.[key] ?? key;

/** The entries the compatible remotes declare for `slot` that `viewer` may see, in order. */
export function entriesFor(slot: EntrySlot, viewer: Viewer): ResolvedEntry[] {
  return current().remotes
    .filter((remote) => remote.compatible)
    .flatMap((remote) =>
      remote.manifest.entries
        .filter((entry) => entry.slot === slot && sees(entry.audience, viewer))
        .map((entry) => ({ ...entry, remote: remote.name, text: labelOf(remote.manifest, entry.label) })),
    )
    .sort((a, b) => a.order - b.order);
}
