/**
 * The page's language, one federation singleton for host and remotes.
 *
 * Lingui (`@lingui/core`, about 2 KB compressed, maintained, ICU MessageFormat with plurals) holds
 * the active language and the messages; catalogues are compiled at build time (scripts/i18n), so no
 * message parser ships. i18next was the other candidate; its runtime is about eight times the size,
 * which the landing page's 150 KB script budget cannot take. Components follow the language through
 * `useSyncExternalStore` on Lingui's change event (no provider; @lingui/react's extra kilobyte is
 * its rich-text <Trans>, which no screen needs).
 *
 * Each app owns a namespace and ships its own catalogues (`src/locales/<language>.json`) in its
 * own bundle, one chunk per language, registered here with a loader: a remote team changes its
 * texts by deploying the remote alone, and a page loads only the current language.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { requestScope } from '@craft/shared/request-scope';

// Apps reach Lingui only through this module: it is the federation singleton that holds it.
export { i18n };
export type { I18n };

/**
 * The server renders many pages at once, each in its visitor's language: each render has a Lingui
 * instance of its own (startServerLanguage), in its request scope and, for components, in this
 * context. In the browser neither is set and the page's one instance, `i18n`, is used.
 */
const I18nContext = createContext<I18n | null>(null);
export const I18nProvider = I18nContext.Provider;
const SCOPE_KEY = 'i18n';

/** The Lingui instance of the running code: the server render's own, else the page's. */
export function activeI18n(): I18n {
  return (requestScope()?.values.get(SCOPE_KEY) as I18n | undefined) ?? i18n;
}

// Bumped on every language switch and every catalogue load, so components re-render with the texts.
let textsVersion = 0;
i18n.on('change', () => {
  textsVersion += 1;
});
const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const snapshot = () => textsVersion;

/** Re-renders the calling component when the language or a catalogue changes. */
function useTextsVersion(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export type Language = 'de' | 'en';
export const LANGUAGES: readonly Language[] = ['de', 'en'];

const STORAGE_KEY = 'craft.language';

export function isLanguage(value: unknown): value is Language {
  return value === 'de' || value === 'en';
}

/** The stored choice, else the browser's: German for de*, English otherwise. */
export function initialLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage blocked (private mode): fall back to the browser's language.
  }
  const preferred = typeof navigator === 'undefined' ? '' : (navigator.languages?.[0] ?? navigator.language ?? '');
  return preferred.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/** A catalogue module as the build emits it (scripts/i18n): its JSON type is the source's, its value compiled messages. */
type CatalogModule = { default: object };
export type CatalogLoader = (language: Language) => Promise<CatalogModule>;

const loaders = new Map<string, CatalogLoader>();
const loaded = new Map<string, Promise<void>>();
// Keys of `loaded` whose promise has resolved (a promise cannot be asked synchronously).
const settled = new Set<string>();
// Catalogues whose chunk failed to load, until a component asks again.
const failed = new Map<string, unknown>();
let switchingTo: Language | null = null;
const listeners = new Set<(language: Language) => void>();
// Each catalogue's messages as loaded (namespaced ids), for the server renders' own instances.
const compiled = new Map<string, Messages>();
// Which catalogues each server render's instance has already taken in.
const takenIn = new WeakMap<I18n, Set<string>>();

/** Puts a loaded catalogue into a server render's instance (the page's one gets every load at once). */
function takeIn(instance: I18n, key: string): void {
  if (instance === i18n) return;
  let taken = takenIn.get(instance);
  if (!taken) {
    taken = new Set();
    takenIn.set(instance, taken);
  }
  const messages = compiled.get(key);
  if (taken.has(key) || !messages) return;
  taken.add(key);
  // A copy: Lingui keeps the first object it is given and merges later ones into it.
  instance.load(key.slice(key.lastIndexOf(':') + 1), { ...messages });
}

function loadCatalog(namespace: string, language: Language): Promise<void> {
  const key = `${namespace}:${language}`;
  let done = loaded.get(key);
  if (!done) {
    const loader = loaders.get(namespace);
    if (!loader) return Promise.resolve();
    done = loader(language).then(({ default: catalogue }) => {
      const messages = catalogue as Messages;
      // Ids are namespaced so two apps' "title" never meet.
      const prefixed: Messages = {};
      for (const [id, message] of Object.entries(messages)) prefixed[`${namespace}.${id}`] = message;
      compiled.set(key, prefixed);
      i18n.load(language, prefixed);
    });
    // A failed chunk (a deploy in between) may be fetched again on the next attempt.
    done.then(
      () => settled.add(key),
      (error: unknown) => {
        loaded.delete(key);
        failed.set(key, error);
      },
    );
    loaded.set(key, done);
  }
  return done;
}

export function currentLanguage(): Language {
  const { locale } = activeI18n();
  return isLanguage(locale) ? locale : 'en';
}

/**
 * Server: gives the running render (inside its request scope) a Lingui instance of its own in
 * `language`, with every registered catalogue of that language loaded; returns it for I18nProvider.
 */
export async function startServerLanguage(language: Language): Promise<I18n> {
  const scope = requestScope();
  if (!scope) throw new Error('startServerLanguage runs inside a server render');
  const instance = setupI18n({ locale: language, messages: { [language]: {} } });
  scope.values.set(SCOPE_KEY, instance);
  await Promise.all([...loaders.keys()].map((namespace) => loadCatalog(namespace, language)));
  for (const namespace of loaders.keys()) takeIn(instance, `${namespace}:${language}`);
  return instance;
}

/**
 * Registers an app's catalogues; resolves once the current language's (and the one being switched
 * to) are loaded. Call it before rendering the app's screens (the remotes' page loaders do).
 */
export function registerCatalogs(namespace: string, loader: CatalogLoader): Promise<void> {
  // Another build of the same app (the server renderer loads each deployed remote build):
  // its texts replace what the previous build's loader brought.
  const previous = loaders.get(namespace);
  if (previous && previous !== loader) {
    for (const key of [...loaded.keys()]) {
      if (key.startsWith(`${namespace}:`)) {
        loaded.delete(key);
        settled.delete(key);
      }
    }
  }
  loaders.set(namespace, loader);
  const languages = new Set<Language>();
  if (isLanguage(i18n.locale)) languages.add(i18n.locale);
  // On the server: the running render's language.
  const scoped = activeI18n();
  if (scoped !== i18n && isLanguage(scoped.locale)) languages.add(scoped.locale);
  if (switchingTo) languages.add(switchingTo);
  return Promise.all([...languages].map((language) => loadCatalog(namespace, language))).then(() => undefined);
}

/** Loads every registered app's catalogue of `language`, then switches the page to it, without a reload. */
export async function setLanguage(language: Language): Promise<void> {
  switchingTo = language;
  try {
    await Promise.all([...loaders.keys()].map((namespace) => loadCatalog(namespace, language)));
  } finally {
    switchingTo = null;
  }
  const changed = i18n.locale !== language;
  i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not stored: the choice lasts for this page.
  }
  // The server renders public pages in the visitor's language: it reads this cookie
  // (web/src/ssr/render-route.ts), else the browser's Accept-Language.
  if (typeof document !== 'undefined') document.cookie = `${STORAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax`;
  if (changed) for (const listener of listeners) listener(language);
}

/** Called after each switch (the host stores the choice in a signed-in user's profile). */
export function onLanguageChange(listener: (language: Language) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type MessageValues = Record<string, string | number | null | undefined>;

/** The dotted ids of a catalogue's messages: `Leaves<typeof en>` gives "offers.from" | ... */
export type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Outside React (schemas' messages, alerts): one message of a namespace in the current language. */
export function translate(namespace: string, id: string, values?: MessageValues): string {
  const instance = activeI18n();
  takeIn(instance, `${namespace}:${instance.locale}`);
  return instance._(`${namespace}.${id}`, values);
}

/** A message function: an id of the catalogue (or of one of its sections) and the message's values. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

/**
 * Suspends the calling component (React Suspense) while its namespace's catalogue for the current
 * language is still on its way, so no screen ever shows a message id. Page loaders usually load the
 * catalogue with the page's chunk; this covers whatever renders before (or without) them.
 */
function suspendUntilLoaded(namespace: string, instance: I18n): void {
  if (!loaders.has(namespace) || !isLanguage(instance.locale)) return;
  const key = `${namespace}:${instance.locale}`;
  const pending = loaded.get(key);
  if (pending && settled.has(key)) {
    takeIn(instance, key);
    return;
  }
  // A failed chunk goes to the nearest error boundary (its retry asks again), never into a loop.
  if (failed.has(key)) {
    const error = failed.get(key);
    failed.delete(key);
    throw error instanceof Error ? error : new Error(`The ${namespace} texts could not be loaded`);
  }
  // React 19 `use`-style suspension: throw the promise, render again once it settles.
  throw pending ?? loadCatalog(namespace, instance.locale);
}

/** The Lingui instance for a component: the server render's (context), else the running code's. */
function useI18n(): I18n {
  return useContext(I18nContext) ?? activeI18n();
}

/**
 * An app's typed message function for components; re-renders them when the language changes.
 * `const t = useTexts<SellerId>('seller'); t('offers.from', { name })`. `path` may name a section
 * (`'seller.offers'`): its ids are then relative to it.
 */
export function useTexts<Id extends string>(path: string): Translate<Id> {
  useTextsVersion();
  const instance = useI18n();
  suspendUntilLoaded(path.split('.')[0] ?? path, instance);
  return (id, values) => instance._(`${path}.${id}`, values);
}

/** The dotted paths of a catalogue's sections: `Sections<typeof en>` gives "offers" | "offers.detail" | ... */
export type Sections<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? never : `${Prefix}${K}` | Sections<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The section of a catalogue at a dotted path. */
export type SectionAt<T, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? SectionAt<T[Head], Rest>
    : never
  : Path extends keyof T
    ? T[Path]
    : never;

/**
 * One app's catalogue, typed by its English JSON: `const buyer = catalogTexts<typeof en>('buyer', loader)`
 * registers it (its messages load with the page's language), then `buyer.useTexts()` /
 * `buyer.useTexts('serviceDetail')` in components and `buyer.text(id)` outside React (at the moment
 * of use, never in a module-level constant: the language changes).
 */
export function catalogTexts<Catalog extends object>(namespace: string, loader: CatalogLoader) {
  void registerCatalogs(namespace, loader);
  type Id = Leaves<Catalog>;
  function useAppTexts(): Translate<Id>;
  function useAppTexts<Path extends Sections<Catalog>>(section: Path): Translate<Leaves<SectionAt<Catalog, Path>>>;
  function useAppTexts(section?: string): Translate<string> {
    return useTexts<string>(section ? `${namespace}.${section}` : namespace);
  }
  return {
    namespace,
    /** Resolves when the current language's messages are loaded (page loaders await it beside the page's chunk). */
    load: () => registerCatalogs(namespace, loader),
    useTexts: useAppTexts,
    text: (id: Id, values?: MessageValues): string => translate(namespace, id, values),
  };
}

/** The active language in a component (re-renders on a switch). */
export function useLanguage(): Language {
  useTextsVersion();
  const { locale } = useI18n();
  return isLanguage(locale) ? locale : 'en';
}

/** The Intl locale of a language: German 'de-DE', English 'en-US' (the spec's forms). */
export function intlLocale(language: Language = currentLanguage()): string {
  return language === 'de' ? 'de-DE' : 'en-US';
}

/** A number in the page's language, with Intl's options: a rating "4,8" / "4.8", a limit "5.000" / "5,000". */
export function formatNumber(value: number | bigint, options?: Intl.NumberFormatOptions, language: Language = currentLanguage()): string {
  return new Intl.NumberFormat(intlLocale(language), options).format(value);
}

/** An amount in cents (an invoice's) as euros with cents, in the page's language: '€150.00', '150,00 €'. */
export function formatCents(cents: number, language: Language = currentLanguage()): string {
  return formatNumber(cents / 100, { style: 'currency', currency: 'EUR' }, language);
}

/**
 * An amount in whole euros as a price field shows it for editing, in the form formatPrice shows it
 * without the sign: German "2.100" (Intl), English the spec's plain "2100". Either reads back as the
 * same amount through parseMoneyText (@craft/shared/lib/money), the one parser of typed prices,
 * which the API's price schema uses too.
 */
export function formatPriceInput(amount: number, language: Language = currentLanguage()): string {
  return language === 'en' ? String(amount) : formatNumber(amount, { maximumFractionDigits: 2 }, language);
}

const euro = new Map<Language, Intl.NumberFormat>();

/**
 * A price in whole euros: German "1.590 €"; English keeps the spec's "1590€".
 */
export function formatPrice(amount: number, language: Language = currentLanguage()): string {
  if (language === 'en') return `${amount}€`;
  let format = euro.get(language);
  if (!format) {
    format = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 2, minimumFractionDigits: 0 });
    euro.set(language, format);
  }
  return format.format(amount);
}

/**
 * A calendar date, the one form every screen uses: German "23. November 2026", English
 * "November 23, 2026" (month first, as the spec shows creation dates). Empty for a missing or unreadable
 * date. Components call it while rendering, so a language switch redraws it.
 */
export function formatLongDate(value: string | Date | null | undefined, language: Language = currentLanguage()): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(language === 'de' ? 'de-DE' : 'en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
