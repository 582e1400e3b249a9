/**
 * Query keys and fetchers of every read, one factory per resource (`serviceQueries.detail(id)`),
 * for TanStack Query's useQuery / fetchQuery / invalidateQueries. Keys start with the resource, so
 * a write invalidates everything about it with `{ queryKey: serviceQueries.all }`. The fetchers are
 * the API functions beside this file; ids from a URL go through requireId (garbled or missing: the
 * page's not-found state, no request).
 */
import * as categories from './categories';
import * as directOffers from './direct-offers';
import { requireId } from './not-found';
import * as orders from './orders';
import { queryOptions } from './query-options';
import * as quotationAnswers from './quotation-answers';
import * as quotations from './quotations';
import { search } from './search';
import type { SearchParams } from './search-types';
import * as sellers from './sellers';
import * as services from './services';
import * as users from './users';
import * as wishlist from './wishlist';

type RouteId = string | number | null | undefined;

export const categoryQueries = {
  all: ['categories'] as const,
  /** GET /categories: the one way every app loads the category list. */
  list: () => queryOptions({ queryKey: [...categoryQueries.all, 'list'] as const, queryFn: categories.getCategories }),
  /**
   * The same list as ids and names alone: for a page that only names a trade, whose cache (and
   * server-rendered state) would otherwise carry every category's newest services.
   */
  names: () =>
    queryOptions({
      queryKey: [...categoryQueries.all, 'names'] as const,
      queryFn: async () => (await categories.getCategories()).map(({ id, name }) => ({ id, name })),
    }),
};

export const serviceQueries = {
  all: ['services'] as const,
  detail: (id: RouteId) =>
    queryOptions({ queryKey: [...serviceQueries.all, 'detail', String(id ?? '')] as const, queryFn: () => services.getService(requireId(id)) }),
  /** GET /services/search: a page of results for a search and an optional category. */
  search: (q: string, category: string | number | undefined, page: number, size: number) =>
    queryOptions({
      queryKey: [...serviceQueries.all, 'search', { q, category, page, size }] as const,
      queryFn: () => categories.searchServices(q, category, page, size),
    }),
  /** GET /services/search with every filter: the results screen. */
  find: (params: SearchParams) =>
    queryOptions({ queryKey: [...serviceQueries.all, 'find', params] as const, queryFn: () => search(params) }),
  ofSeller: (sellerId: number) =>
    queryOptions({ queryKey: [...serviceQueries.all, 'seller', sellerId] as const, queryFn: () => services.getSellerServices(sellerId) }),
  reviews: (id: number) => queryOptions({ queryKey: [...serviceQueries.all, 'reviews', id] as const, queryFn: () => orders.getServiceReviews(id) }),
  stats: (id: number) => queryOptions({ queryKey: [...serviceQueries.all, 'stats', id] as const, queryFn: () => orders.getServiceStats(id) }),
};

export const orderQueries = {
  all: ['orders'] as const,
  mine: () => queryOptions({ queryKey: [...orderQueries.all, 'mine'] as const, queryFn: orders.getMyOrders }),
  received: () => queryOptions({ queryKey: [...orderQueries.all, 'received'] as const, queryFn: orders.getReceivedOrders }),
  detail: (id: RouteId) =>
    queryOptions({ queryKey: [...orderQueries.all, 'detail', String(id ?? '')] as const, queryFn: () => orders.getOrder(requireId(id)) }),
  receivedReviews: () => queryOptions({ queryKey: [...orderQueries.all, 'reviews-received'] as const, queryFn: orders.getReceivedReviews }),
};

export const directOfferQueries = {
  all: ['direct-offers'] as const,
  mine: () => queryOptions({ queryKey: [...directOfferQueries.all, 'mine'] as const, queryFn: directOffers.getMyDirectOffers }),
  received: () => queryOptions({ queryKey: [...directOfferQueries.all, 'received'] as const, queryFn: directOffers.getReceivedDirectOffers }),
  detail: (id: RouteId) =>
    queryOptions({
      queryKey: [...directOfferQueries.all, 'detail', String(id ?? '')] as const,
      queryFn: () => directOffers.getDirectOffer(requireId(id)),
    }),
};

export const quotationQueries = {
  all: ['quotations'] as const,
  mine: () => queryOptions({ queryKey: [...quotationQueries.all, 'mine'] as const, queryFn: quotationAnswers.getMyQuotations }),
  open: () => queryOptions({ queryKey: [...quotationQueries.all, 'list'] as const, queryFn: quotations.listQuotations }),
  answered: () => queryOptions({ queryKey: [...quotationQueries.all, 'answered'] as const, queryFn: quotationAnswers.getAnsweredQuotations }),
  myAnswer: (quotationId: number) =>
    queryOptions({ queryKey: [...quotationQueries.all, 'answer', quotationId] as const, queryFn: () => quotationAnswers.getMyAnswer(quotationId) }),
};

export const wishlistQueries = {
  all: ['wishlist'] as const,
  list: () => queryOptions({ queryKey: [...wishlistQueries.all, 'list'] as const, queryFn: wishlist.getWishlist }),
};

export const sellerQueries = {
  all: ['sellers'] as const,
  list: () => queryOptions({ queryKey: [...sellerQueries.all, 'list'] as const, queryFn: sellers.getSellers }),
  profile: (id: RouteId) =>
    queryOptions({ queryKey: [...sellerQueries.all, 'profile', String(id ?? '')] as const, queryFn: () => sellers.getSellerProfile(requireId(id)) }),
  portfolio: (sellerId: number) =>
    queryOptions({ queryKey: [...sellerQueries.all, 'portfolio', sellerId] as const, queryFn: () => sellers.getSellerPortfolio(sellerId) }),
  portfolioProject: (id: RouteId) =>
    queryOptions({
      queryKey: [...sellerQueries.all, 'portfolio-project', String(id ?? '')] as const,
      queryFn: () => sellers.getPortfolioProject(requireId(id)),
    }),
};

export const userQueries = {
  all: ['users'] as const,
  detail: (id: number) => queryOptions({ queryKey: [...userQueries.all, id] as const, queryFn: () => users.getUser(id) }),
};
