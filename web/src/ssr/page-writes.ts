/**
 * Which server-rendered pages an API write through /api may have changed, so the page cache drops
 * those and only those (web/src/ssr/render-route.ts).
 */
import type { RemoteLocation } from '../config';
import { patternMatches } from './route-pattern';

type Effect = 'service' | 'listings' | 'services' | 'sellers' | 'all' | 'none';

/**
 * The API writes that can change a public server-rendered page, by method and API path pattern,
 * and which pages they change:
 * - 'service': that service's page (`:id`), the listings (landing page, results) and the
 *   craftsmen's pages, no other service's page;
 * - 'listings': every page but the service pages (a new service, a service area);
 * - 'services': the service pages only (their order counts);
 * - 'sellers': the craftsmen's pages only (portfolios, company profiles);
 * - 'all': every page (a name shown everywhere, a review, an account gone);
 * - 'none': no public page (sign-in, the writer's own settings and mail, messages, offers, wishlists,
 *   quotation requests, password resets, bank details and invoices). A write that is in no entry changes none either, so a
 *   stream of them cannot empty the cache; api/src/web-proxy.test.ts keeps every API write listed.
 * The first entry that matches wins.
 */
export const PAGE_WRITES: readonly (readonly [method: string, pattern: string, effect: Effect])[] = [
  ['POST', '/users/login', 'none'],
  ['POST', '/users', 'none'],
  ['POST', '/users/confirm-email', 'none'],
  ['POST', '/users/confirm-email/resend', 'none'],
  ['POST', '/users/password-reset', 'none'],
  ['POST', '/users/password-reset/confirm', 'none'],
  ['PUT', '/users/me/locale', 'none'],
  ['PUT', '/users/me/mail-preferences', 'none'],
  ['PUT', '/users/me/payment-details', 'none'],
  ['PUT', '/users/:id/password', 'none'],
  ['PUT', '/users/:id/email', 'none'],
  ['POST', '/users/:id/sign-out-everywhere', 'none'],
  ['PUT', '/users/:id', 'all'],
  ['DELETE', '/users/:id', 'all'],
  ['POST', '/services', 'listings'],
  // The form names the service; the web server does not read upload bodies.
  ['POST', '/services/photos', 'all'],
  ['PUT', '/services/photos/:id', 'service'],
  ['DELETE', '/services/photos/:id', 'service'],
  ['PUT', '/services/:id/photos/order', 'service'],
  ['DELETE', '/services/:id/photos/:photoId', 'service'],
  ['PUT', '/services/:id', 'service'],
  ['DELETE', '/services/:id', 'service'],
  ['PUT', '/sellers/me/service-area', 'listings'],
  // The company profile (description, Meisterbetrieb, founding year, logo) shows on the craftsman's page only.
  ['PUT', '/sellers/me/company', 'sellers'],
  ['PUT', '/sellers/me/logo', 'sellers'],
  // Trader details: published on the craftsman's page, and a change takes the verified badge off his service cards and pages.
  ['PUT', '/sellers/me/trader', 'all'],
  ['POST', '/portfolio', 'sellers'],
  ['PUT', '/portfolio/:id', 'sellers'],
  ['DELETE', '/portfolio/:id', 'sellers'],
  ['POST', '/portfolio/:id/images', 'sellers'],
  ['PUT', '/orders/:id/review', 'all'],
  ['POST', '/orders', 'services'],
  // Invoices are the two parties' own papers; no public page shows them.
  ['POST', '/orders/:id/invoice', 'none'],
  ['POST', '/orders/:id/invoice/cancel', 'none'],
  ['POST', '/orders/:id/:step', 'services'],
  ['POST', '/direct-offers/:id/accept', 'services'],
  ['POST', '/direct-offers', 'none'],
  ['PUT', '/direct-offers/:id', 'none'],
  ['DELETE', '/direct-offers/:id', 'none'],
  ['POST', '/direct-offers/:id/:step', 'none'],
  ['POST', '/quotation/upload', 'none'],
  ['POST', '/quotation', 'none'],
  ['POST', '/quotation/confirm', 'none'],
  ['PUT', '/quotation/:id/answer', 'none'],
  // Choosing an answer orders it, and a service page shows its order count.
  ['POST', '/quotation/:id/accept', 'services'],
  ['POST', '/conversations', 'none'],
  ['POST', '/conversations/:id/messages', 'none'],
  ['POST', '/conversations/:id/read', 'none'],
  ['POST', '/notifications/read', 'none'],
  // Remote releases: a switch through a web server purges its whole page cache (deploy-routes.ts).
  ['PUT', '/remote-releases/blobs/:sha256', 'none'],
  ['POST', '/remote-releases/:remote', 'none'],
  ['POST', '/remote-releases/:remote/promote', 'none'],
  ['POST', '/remote-releases/:remote/rollback', 'none'],
  // A report hides nothing by itself; an operator's decision does.
  ['POST', '/reports', 'none'],
  // A removal hides a service (search, listings, the craftsman's page) or a review (ratings); a suspension all of a craftsman's services.
  ['POST', '/moderation/cases/:id/decision', 'all'],
  // A reinstatement shows a service, review or craftsman again; an appeal itself changes no page.
  ['POST', '/moderation/appeals/:id/decision', 'all'],
  ['POST', '/appeals', 'none'],
  // Verifying puts the badge on every card and page of the craftsman; asking for more takes his details off his page.
  ['POST', '/moderation/traders/:sellerId/decision', 'all'],
  ['POST', '/wishlist', 'none'],
  ['DELETE', '/wishlist/:serviceId', 'none'],
];

/** The value of a pattern's first parameter in a pathname it matches ('/services/:id', '/services/7' → '7'). */
function firstParam(pattern: string, pathname: string): string | undefined {
  const index = pattern.split('/').findIndex((segment) => segment.startsWith(':'));
  return index < 0 ? undefined : pathname.split('/')[index];
}

const sameId = (a: string | undefined, b: string | undefined) => /^\d{1,10}$/.test(a ?? '') && /^\d{1,10}$/.test(b ?? '') && Number(a) === Number(b);

/** What an API write changes (an entry of PAGE_WRITES), with the id it names. */
export function writeEffect(method: string, apiPath: string): { effect: Effect; id?: string } {
  const pathname = (apiPath.split('?')[0] ?? '').replace(/\/{2,}/g, '/');
  const entry = PAGE_WRITES.find(([m, pattern]) => m === method && patternMatches(pattern, pathname));
  return entry ? { effect: entry[2], id: firstParam(entry[1], pathname) } : { effect: 'none' };
}

/** A test of a cached page's URL (path and query). */
export type PageTest = (page: string) => boolean;

/** The remotes of a config, as far as the drops look into them (the buyer's links). */
type LinksView = { remotes?: { buyer?: Pick<RemoteLocation, 'manifest'> } } | undefined;

interface PageDrops {
  effect: Effect;
  page: PageTest | null;
  listings: PageTest | null;
}

/**
 * Which cached pages (path and query) a successful write through /api may have changed, in two
 * parts: `page`, the one page the write names (a service's own page, dropped at once), and
 * `listings`, the pages it may show up on (landing page, results, craftsmen's pages, every service
 * page for an order count). The service and seller pages are the buyer remote's (its manifest's
 * `links.service`/`links.seller`); without them, a write that changes some page drops every page.
 */
export function pageDrops(method: string, apiPath: string, config: LinksView): PageDrops {
  const nothing: PageDrops = { page: null, listings: null, effect: 'none' };
  if (method === 'GET' || method === 'HEAD') return nothing;
  const { effect, id } = writeEffect(method, apiPath);
  if (effect === 'none') return nothing;
  return { effect, ...dropsOf(effect, id, config) };
}

function dropsOf(effect: Effect, id: string | undefined, config: LinksView): Pick<PageDrops, 'page' | 'listings'> {
  const links = config?.remotes?.buyer?.manifest?.links ?? {};
  const servicePage = typeof links.service === 'string' ? links.service : null;
  const sellerPage = typeof links.seller === 'string' ? links.seller : null;
  const pathOf = (page: string) => page.split('?')[0] ?? '';
  const isService = (page: string) => Boolean(servicePage) && patternMatches(servicePage ?? '', pathOf(page));
  const isSeller = (page: string) => Boolean(sellerPage) && patternMatches(sellerPage ?? '', pathOf(page));
  const everything = () => true;
  switch (effect) {
    case 'service':
      if (!servicePage) return { page: null, listings: everything };
      return { page: (page) => isService(page) && sameId(firstParam(servicePage, pathOf(page)), id), listings: (page) => !isService(page) };
    case 'listings':
      return { page: null, listings: servicePage ? (page) => !isService(page) : everything };
    case 'services':
      return { page: null, listings: servicePage ? isService : everything };
    case 'sellers':
      return { page: null, listings: sellerPage ? isSeller : everything };
    default:
      return { page: null, listings: everything };
  }
}

/** Both parts of pageDrops as one test: whether the write may have changed this page. */
export function pagesChangedBy(method: string, apiPath: string, config?: LinksView): PageTest {
  const { page, listings } = pageDrops(method, apiPath, config);
  return (url) => Boolean(page?.(url) || listings?.(url));
}
