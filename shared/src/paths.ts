/**
 * The host's routes. Each remote owns its routes in its own app/paths.ts and declares
 * them to the host in its manifest; other apps reach them through remoteLink().
 */
export const hostPaths = {
  root: '/',
  register: '/register',
  home: '/home',
  menu: '/menu',
  results: '/results',
  about: '/about',
  contact: '/contact',
  help: '/help',
  loginDe: '/anmelden',
  /** Account pages (confirmation, password reset, deletion); the e-mailed links carry `?token=`. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  /** Contesting a moderation decision (any role); the e-mailed link carries `?token=` for a suspended user. */
  appeal: '/appeal/:decisionId',
  /** The legal pages German law requires: the same path in every language. */
  imprint: '/impressum',
  privacy: '/datenschutz',
  terms: '/agb',
} as const;

/** A record id in a link. */
export type PathId = number | string;
type Id = PathId;

/** Link builders for the host's routes; each remote adds its own in its app/paths.ts. */
export const links = {
  results: (query: string, category?: Id) => {
    const params = new URLSearchParams({ q: query });
    if (category !== undefined) params.set('category', String(category));
    return `${hostPaths.results}?${params.toString()}`;
  },
  /** The login screen, coming back to `next` (a path of this app) after a successful login. */
  login: (next?: string) => (next ? `/?next=${encodeURIComponent(next)}` : '/'),
  /** The appeal page of a moderation decision, with the mailed link's token when there is one. */
  appeal: (decisionId: Id, token?: string) => `/appeal/${encodeURIComponent(String(decisionId))}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
  /** Query-string parameters carry the record id on routes the spec gives without one. */
  withId: (path: string, id: Id): string => links.withQuery(path, { id }),
  /** A path with query-string parameters. */
  withQuery: (path: string, params: Record<string, Id>) =>
    `${path}?${new URLSearchParams(Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]))).toString()}`,
};
