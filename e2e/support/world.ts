/**
 * Records made through the real API so every page has something to show: a craftsman with a
 * service (with photo) and a portfolio project, a buyer with a completed and reviewed order, a
 * direct offer, and an answered quotation. Used by the accessibility, responsive and
 * hostile-content tests.
 */
import { apiUrl, createUser, type TestUser } from './api';
import { pngBuffer } from './png';

export async function apiCall<T>(method: string, route: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl()}${route}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function addPhoto(seller: TestUser, serviceId: number): Promise<void> {
  const form = new FormData();
  form.append('service_id', String(serviceId));
  form.append('photo', new Blob([new Uint8Array(pngBuffer())], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${apiUrl()}/services/photos`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${seller.token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`POST /services/photos answered ${response.status}: ${await response.text()}`);
}

export interface WorldText {
  serviceTitle: string;
  serviceDescription: string;
  reviewText: string;
  quotationDescription: string;
  offerDescription: string;
  projectName: string;
  /** The buyer's first message to the craftsman about the service. */
  messageText: string;
}

export interface World {
  seller: TestUser;
  buyer: TestUser;
  serviceId: number;
  orderId: number;
  offerId: number;
  quotationId: number;
  projectId: number;
  conversationId: number;
  text: WorldText;
}

const plainText = (): WorldText => ({
  serviceTitle: 'Interior painting of a flat',
  serviceDescription: 'Walls and ceilings, two coats, furniture covered and floors protected.',
  reviewText: 'Quick, clean and friendly work. Would book again.',
  quotationDescription: 'Renovate a bathroom of 6 m², new tiles and a walk-in shower.',
  offerDescription: 'Please paint my hallway, about 12 m² of wall.',
  projectName: 'Villa facade in Potsdam',
  messageText: 'Is the paint included? The colours I like: https://example.com/colours',
});

/** Builds one complete set of records; `text` overrides what the records say (hostile content). */
export async function buildWorld(overrides: Partial<WorldText> = {}): Promise<World> {
  const text = { ...plainText(), ...overrides };
  const seller = await createUser('seller', 'Clara');
  const buyer = await createUser('buyer', 'Ben');
  const service = await apiCall<{ id: number }>('POST', '/services', seller.token, {
    seller_id: seller.user.id,
    category_id: 1,
    title: text.serviceTitle,
    description: text.serviceDescription,
    price: 240,
  });
  await addPhoto(seller, service.id);

  const order = await apiCall<{ id: number }>('POST', '/orders', buyer.token, {
    service_id: service.id,
    payment_method: 'paypal',
    description: text.offerDescription,
    amount: 240,
  });
  await apiCall('POST', `/orders/${order.id}/accept`, seller.token);
  // Reviews follow completed work, in whole stars.
  await apiCall('POST', `/orders/${order.id}/work-done`, seller.token);
  await apiCall('POST', `/orders/${order.id}/confirm`, buyer.token);
  await apiCall('PUT', `/orders/${order.id}/review`, buyer.token, { rating: 5, text: text.reviewText });
  // A second, pending order so the seller has one to accept or reject.
  await apiCall('POST', '/orders', buyer.token, { service_id: service.id, payment_method: 'credit-card', amount: 240 });

  const offer = await apiCall<{ id: number }>('POST', '/direct-offers', buyer.token, {
    seller_id: seller.user.id,
    description: text.offerDescription,
  });

  const quotation = await apiCall<{ id: number }>('POST', '/quotation', buyer.token, {
    category_id: 1,
    description: text.quotationDescription,
    firstname: 'Ben',
    lastname: 'Tester',
    street: 'Teststrasse 1',
    post_number: '10115',
    phone: '+49 30 1234567',
    email: buyer.email,
    status: 'open',
  });
  await apiCall('PUT', `/quotation/${quotation.id}/answer`, seller.token, { price: 3900, message: 'Can start next week.' });

  const project = await apiCall<{ id: number }>('POST', '/portfolio', seller.token, {
    name: text.projectName,
    start_date: '2026-03-01',
    end_date: '2026-04-15',
    description: 'Scaffolding, plaster repairs and two coats of silicate paint.',
  });

  const conversation = await apiCall<{ conversation: { id: number } }>('POST', '/conversations', buyer.token, {
    seller_id: seller.user.id,
    service_id: service.id,
    text: text.messageText,
  });
  await apiCall('POST', `/conversations/${conversation.conversation.id}/messages`, seller.token, { text: 'Yes, two coats of the colour you choose.' });

  return {
    seller,
    buyer,
    serviceId: service.id,
    orderId: order.id,
    offerId: offer.id,
    quotationId: quotation.id,
    projectId: project.id,
    conversationId: conversation.conversation.id,
    text,
  };
}
