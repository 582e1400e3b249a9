import type { DirectOffer, Order, Service } from '@craft/shared';
import { aDirectOffer, anOrder, aService } from '@craft/shared/testing';

// The shared kit's builders, seen from the logged-in test seller (Max Maurer, id 7; session.ts).
const seller = { seller_id: 7, seller_name: 'Maurer Bau' };
const buyer = { buyer_id: 3, buyer_name: 'Anna Buyer' };

/** A service of the test seller (id 7) unless told otherwise. */
export function makeService(overrides: Partial<Service> = {}): Service {
  return aService({
    id: 41,
    seller_id: 7,
    category_id: 2,
    title: 'Paint a room',
    description: 'Walls and ceiling',
    price: 250,
    created_at: '2026-11-22T10:00:00.000Z',
    photo: '/files/photos/a.webp',
    photos: ['/files/photos/a.webp'],
    photo_ids: [3],
    created_by: 7,
    updated_by: 7,
    ...overrides,
  });
}

/** An order a buyer placed for the test seller's service. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return anOrder({
    ...seller,
    ...buyer,
    id: 5,
    service_id: 41,
    service_title: 'Paint a room',
    description: 'Two rooms, white',
    has_document: true,
    amount: 250,
    account_last4: '4242',
    created_at: '2026-11-22T08:00:00Z',
    updated_at: '2026-11-22T08:00:00Z',
    ...overrides,
  });
}

export function makeDirectOffer(overrides: Partial<DirectOffer> = {}): DirectOffer {
  return aDirectOffer({
    ...seller,
    ...buyer,
    id: 9,
    description: 'Please quote a new bathroom',
    created_at: '2026-11-21T08:00:00Z',
    updated_at: '2026-11-21T08:00:00Z',
    ...overrides,
  });
}
