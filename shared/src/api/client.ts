import type { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { authStore } from '../auth/auth-store';
import { getRuntimeConfig } from '../config/runtime-config';
import { currentLanguage } from '@craft/shared/i18n';
import type { ApiErrorCode } from './error-codes';
import { translatedApiError } from './error-messages';
import { sharedText } from '../texts/shared-catalog';
import type { ApiErrorBody } from './types';

/**
 * How long a call may take before the page gives up and says the marketplace is unreachable. A
 * stalled API must not leave a page blank: every JSON call answers well within this. Uploads carry
 * photos and documents over a phone's uplink (10 MB at 4 Mbit/s is about 20 s), so they get longer.
 */
export const API_TIMEOUT_MS = 15_000;
export const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * How long a server render waits for the reads of a page (the host's own and a remote page's). A
 * stalled API must not hold the page (or a render slot) for the client's whole time-out: past this
 * the page is rendered with the unreachable notice where the data would be, sent uncached, and the
 * browser tries again.
 */
export const SERVER_READ_TIMEOUT_MS = 3_000;

/** What a caller may add to every request (the server renderer: the visitor's headers). */
export type ApiRequestHook = (config: InternalAxiosRequestConfig) => InternalAxiosRequestConfig;
const requestHooks: ApiRequestHook[] = [];

/** Runs `hook` on every request after the client's own settings, for this page's (or process's) life. */
export function onApiRequest(hook: ApiRequestHook): void {
  requestHooks.push(hook);
}

/**
 * True for a failed call of the client: the same test as axios.isAxiosError, without loading axios
 * (a page that never calls the API never downloads it).
 */
export function isApiCallError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

function configure(client: AxiosInstance): AxiosInstance {
  client.interceptors.request.use((config) => {
    config.baseURL = getRuntimeConfig().apiUrl;
    if (config.data instanceof FormData && config.timeout === API_TIMEOUT_MS) config.timeout = UPLOAD_TIMEOUT_MS;
    // The page's language: what the API writes its e-mails to a visitor in.
    config.headers.set('Accept-Language', currentLanguage());
    const token = authStore.getSession().token;
    if (token && !config.headers.has('Authorization')) {
      config.headers.set('Authorization', `Bearer ${token}`);
    }
    return requestHooks.reduce((changed, hook) => hook(changed), config);
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    // An expired or revoked token ends the session; a failed login attempt is not a session.
    if (
      isApiCallError(error) &&
      error.response?.status === 401 &&
      authStore.getSession().token &&
      !String(error.config?.url ?? '').endsWith('/users/login')
    ) {
      authStore.signOut({ endedElsewhere: true });
    }
    return Promise.reject(error);
  });
  return client;
}

// axios (about 15 KB compressed) loads with the page's first call, not with every page: most
// public pages arrive rendered with their data and call nothing until the visitor acts.
let instance: Promise<AxiosInstance> | undefined;
function axiosClient(): Promise<AxiosInstance> {
  instance ??= import(/* webpackChunkName: "axios" */ 'axios').then(({ default: axios }) => configure(axios.create({ timeout: API_TIMEOUT_MS })));
  return instance;
}

/** The calls the apps make; each waits for the one axios instance, created on first use. */
export interface ApiClient {
  get: AxiosInstance['get'];
  post: AxiosInstance['post'];
  put: AxiosInstance['put'];
  patch: AxiosInstance['patch'];
  delete: AxiosInstance['delete'];
}

/**
 * The one API client. The base URL is read from the run-time config on every request, so the API
 * can move without rebuilding any bundle.
 */
export const apiClient: ApiClient = {
  get: ((url, config) => axiosClient().then((client) => client.get(url, config))) as AxiosInstance['get'],
  delete: ((url, config) => axiosClient().then((client) => client.delete(url, config))) as AxiosInstance['delete'],
  post: ((url, data, config) => axiosClient().then((client) => client.post(url, data, config))) as AxiosInstance['post'],
  put: ((url, data, config) => axiosClient().then((client) => client.put(url, data, config))) as AxiosInstance['put'],
  patch: ((url, data, config) => axiosClient().then((client) => client.patch(url, data, config))) as AxiosInstance['patch'],
};

/** HTTP status of a failed call, or null for a network failure. */
export function errorStatus(error: unknown): number | null {
  return isApiCallError(error) ? (error.response?.status ?? null) : null;
}

/** The HTTP status text of a failed call ('Bad Request'), or null. Apps reach axios only through here. */
export function errorStatusText(error: unknown): string | null {
  return isApiCallError(error) && error.response?.statusText ? error.response.statusText : null;
}

/** True when the server never answered (offline, refused, timed out). */
export function isNetworkError(error: unknown): boolean {
  return isApiCallError(error) && !error.response;
}

/** A read that could not reach the marketplace, known only by that (e.g. the server's read of a page, failed before the browser took over). */
export class UnreachableError extends Error {
  constructor() {
    super('The marketplace could not be reached');
    this.name = 'UnreachableError';
  }
}

/**
 * True when the marketplace itself failed, not the request: no answer at all (offline, refused,
 * timed out) or a server error (5xx, also the web server's 502/504 in front of a stopped API).
 * Such a failure must never read as the user's mistake ("wrong password").
 */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof UnreachableError) return true;
  if (!isApiCallError(error)) return false;
  const status = error.response?.status;
  return status === undefined || status >= 500;
}

/** "The marketplace is not reachable right now …" in the page's language for such a failure, else null. */
export function unreachableMessage(error: unknown): string | null {
  return isUnreachable(error) ? sharedText('common.unreachable') : null;
}

/**
 * What to tell the user about a failed call. In English: the API's `{ error }` sentence, as
 * always, else `fallback`. In any other language the API's English never shows: its `code` in the
 * page's language (error-messages.ts), else `fallback`, the screen's own text for the situation.
 * Without a fallback the answer is null when there is nothing to say (`apiErrorMessage(e) ?? text`).
 */
export function apiErrorMessage(error: unknown): string | null;
export function apiErrorMessage(error: unknown, fallback: string): string;
export function apiErrorMessage(error: unknown, fallback: string | null = null): string | null {
  if (currentLanguage() !== 'en') return translatedApiError(apiErrorCode(error)) ?? fallback;
  if (isApiCallError(error)) {
    const body = error.response?.data as Partial<ApiErrorBody> | undefined;
    if (body && typeof body.error === 'string') return body.error;
  }
  return fallback;
}

/**
 * The API's stable error `code`, if the server sent one: what a screen translates instead of
 * showing the English `error`. Null for a network failure or an answer without a code.
 */
export function apiErrorCode(error: unknown): ApiErrorCode | null {
  if (!isApiCallError(error)) return null;
  const code = (error.response?.data as Partial<ApiErrorBody> | undefined)?.code as unknown;
  // The shape only: the catalogue itself stays out of the page's bundle (error-codes.ts), and a
  // code the screens do not know yet falls back to the English sentence like a missing one.
  return typeof code === 'string' && /^[a-z][a-z0-9_]*\.[a-z0-9_.]+$/.test(code) ? (code as ApiErrorCode) : null;
}

/** Photo and file URLs come back root-relative to the API (or absolute from an object store). */
export function assetUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path;
  return `${getRuntimeConfig().apiUrl.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
