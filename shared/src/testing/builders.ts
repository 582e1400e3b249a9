import type { CatalogueService, Category, Page, PrivateUser, Service } from '../api/types';
import type { DirectOffer, MyQuotation, Order, Review } from '../api/feature-types';

/**
 * Wire objects as the API sends them, for the fake API's answers: one consistent world (buyer
 * Mia, id 5; craftsman Becker Malerbetrieb, id 3; service 7; order 11) with any field
 * overridable. An app whose tests need another default (the seller remote's logged-in
 * craftsman) wraps these with its overrides.
 */

export const aBuyer = (overrides: Partial<PrivateUser> = {}): PrivateUser => ({
  id: 5,
  firstname: 'Mia',
  lastname: 'Wagner',
  role: 'buyer',
  company_name: null,
  email: 'mia@example.com',
  street: 'Hauptstraße 1',
  post_number: '10115',
  phone: '030 123456',
  city: 'Berlin',
  email_confirmed: true,
  ...overrides,
});

export const aSeller = (overrides: Partial<PrivateUser> = {}): PrivateUser => ({
  id: 3,
  firstname: 'Anna',
  lastname: 'Becker',
  role: 'seller',
  company_name: 'Becker Malerbetrieb',
  email: 'anna@example.com',
  street: 'Lindenweg 2',
  post_number: '10117',
  phone: '030 654321',
  city: 'Berlin',
  email_confirmed: true,
  ...overrides,
});

export const aService = (overrides: Partial<Service> = {}): Service => ({
  id: 7,
  seller_id: 3,
  category_id: 1,
  title: 'Paint a room up to 20 m²',
  description: 'Walls and ceiling in white.',
  price: 249,
  price_unit: 'job',
  created_at: '2026-11-01T10:00:00.000Z',
  photo: '/files/services/7.webp',
  photos: ['/files/services/7.webp'],
  images: [{ url: '/files/services/7.webp', width: null, height: null, variants: [] }],
  created_by: 3,
  updated_by: 3,
  seller_verified: false,
  ...overrides,
});

export const aCatalogueService = (overrides: Partial<CatalogueService> = {}): CatalogueService => ({
  id: 7,
  title: 'Paint a room up to 20 m²',
  description: 'Walls and ceiling in white.',
  price: 249,
  price_unit: 'job',
  photo: null,
  thumbnail: null,
  image: null,
  seller_id: 3,
  seller_firstname: 'anna',
  seller_company_name: 'Becker Malerbetrieb',
  seller_verified: false,
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const aCategory = (overrides: Partial<Category> = {}): Category => {
  const services = overrides.services ?? [aCatalogueService()];
  return {
    id: 1,
    name: 'Painter',
    description: 'Painting and decorating',
    service_count: services.length,
    ...overrides,
    services,
  };
};

/** The categories of a picker (GET /categories): 1, the spec's default, and 2, without services. */
export const categoryChoices: Category[] = [
  { id: 1, name: 'Painter', description: '', services: [], service_count: 0 },
  { id: 2, name: 'Drywall', description: '', services: [], service_count: 0 },
];

/** One page of a paged list holding `items`. */
export const aPage = <T>(items: T[], overrides: Partial<Page<T>> = {}): Page<T> => ({
  items,
  page: 1,
  size: 20,
  total: items.length,
  ...overrides,
});

export const aReview = (overrides: Partial<Review> = {}): Review => ({
  id: 1,
  order_id: 11,
  service_id: 7,
  rating: 4.5,
  text: 'Clean and quick work.',
  buyer_firstname: 'Mia',
  created_at: '2026-11-10T10:00:00.000Z',
  updated_at: '2026-11-10T10:00:00.000Z',
  ...overrides,
});

export const anOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 11,
  service_id: 7,
  service_title: 'Paint a room up to 20 m²',
  service_photo: null,
  seller_id: 3,
  seller_name: 'Becker Malerbetrieb',
  buyer_id: 5,
  buyer_name: 'Mia',
  payment_method: 'credit-card',
  description: 'Two rooms, white.',
  has_document: false,
  quantity: 1,
  unit_price: 249,
  amount: 249,
  price_unit: 'job',
  account_last4: '1234',
  status: 'pending',
  payment_status: 'open',
  reason: null,
  cancelled_by: null,
  work_done_at: null,
  completed_at: null,
  auto_complete_at: null,
  review_editable_until: null,
  direct_offer_id: null,
  history: [{ event: 'requested', by: 'buyer', at: '2026-11-20T10:00:00.000Z', reason: null, price: 249 }],
  counterpart_contact: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  review: null,
  ...overrides,
});

export const aDirectOffer = (overrides: Partial<DirectOffer> = {}): DirectOffer => ({
  id: 21,
  buyer_id: 5,
  buyer_name: 'Mia',
  seller_id: 3,
  seller_name: 'Becker Malerbetrieb',
  description: 'Please paint my hallway.',
  has_document: false,
  service_id: null,
  service_title: null,
  price: null,
  payment_method: 'bank-transfer',
  status: 'pending',
  counter_price: null,
  agreed_price: null,
  order_id: null,
  version: 1,
  history: [{ event: 'offered', by: 'buyer', price: null, message: null, at: '2026-11-20T10:00:00.000Z' }],
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const aQuotation = (overrides: Partial<MyQuotation> = {}): MyQuotation => ({
  id: 31,
  category_id: 1,
  category_name: 'Painter',
  description: 'Paint two rooms',
  has_document: false,
  status: 'open',
  accepted_answer_id: null,
  order_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
  answers: [],
  ...overrides,
});
