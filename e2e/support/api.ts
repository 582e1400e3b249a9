/** Calls the real API directly, for test set-up that is not what the test is about. */
import type { Page } from '@playwright/test';
import { currentConsent } from '../../shared/src/legal';
import { mailedToken } from './mail';

export const apiUrl = (): string => {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is not set: the global setup did not run');
  return url;
};

export interface TestUser {
  email: string;
  password: string;
  token: string;
  user: { id: number; role: 'buyer' | 'seller'; firstname: string; lastname: string; email: string };
}

let counter = 0;
export const uniqueEmail = (prefix: string): string =>
  `${prefix}.${Date.now()}.${process.pid}.${++counter}@e2e.test`;

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${apiUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  // 204 (e.g. POST /users/confirm-email) has no body.
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Valid trader details, as a craftsman submits them (PUT /sellers/me/trader). */
export const TRADER_DETAILS = {
  legal_name: 'E2E Handwerk GmbH',
  legal_form: 'GmbH',
  street: 'Hafenstraße 12',
  postcode: '20457',
  city: 'Hamburg',
  phone: '+49 40 7654321',
  email: 'kontakt@e2e-handwerk.example',
  register_type: 'handelsregister',
  register_number: 'HRB 123456',
  register_court: 'Amtsgericht Hamburg',
  vat_id: 'DE 136 695 976',
  self_certification: true,
} as const;

/** Submits a craftsman's trader details: only then are his services public. */
export async function submitTraderDetails(seller: Pick<TestUser, 'token'>): Promise<void> {
  const response = await fetch(`${apiUrl()}/sellers/me/trader`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${seller.token}` },
    body: JSON.stringify(TRADER_DETAILS),
  });
  if (!response.ok) throw new Error(`PUT /sellers/me/trader answered ${response.status}: ${await response.text()}`);
}

/**
 * Registers a new user through POST /users, confirms the address through the mailed link (a
 * seller publishes and answers only once confirmed) and logs them in through POST /users/login.
 * `locale` is the account's language (the page takes it at login). A seller has submitted his
 * trader details, so his services are public, unless `trader: false` (tests of that gate).
 */
export async function createUser(
  role: 'buyer' | 'seller',
  firstname = role === 'seller' ? 'Sam' : 'Bea',
  locale: 'de' | 'en' = 'en',
  { trader = true }: { trader?: boolean } = {},
): Promise<TestUser> {
  const email = uniqueEmail(role);
  const password = 'correct-horse-battery';
  await post('/users', {
    email,
    password,
    firstname,
    lastname: 'Tester',
    post_number: '10115',
    street: 'Teststrasse 1',
    phone: '+49 30 1234567',
    role,
    locale,
    // The consent to the current terms and privacy notice.
    ...currentConsent(),
  });
  await confirmEmail(email);
  const login = await post<{ access_token: string; user: TestUser['user'] }>('/users/login', { email, password });
  if (role === 'seller' && trader) await submitTraderDetails({ token: login.access_token });
  return { email, password, token: login.access_token, user: login.user };
}

/** Confirms a freshly registered address the way its owner would: the link from the mail, through the API. */
export async function confirmEmail(email: string, { resent = false }: { resent?: boolean } = {}): Promise<void> {
  const token = await mailedToken(email, '/confirm-email', { atLeast: resent ? 2 : 1 });
  await post('/users/confirm-email', { token });
}

/** Puts a session in the page's localStorage as the login screen would. */
export async function signInPage(page: Page, user: TestUser): Promise<void> {
  await page.goto('/');
  await page.evaluate(({ token, user: stored }) => {
    localStorage.setItem('access_token', token);
    localStorage.setItem('user', JSON.stringify(stored));
  }, { token: user.token, user: user.user });
}

export { post as apiPost };
