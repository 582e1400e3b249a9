import axios, { AxiosError, type AxiosInstance } from 'axios';
import { authStore } from '../auth/auth-store';
import { getRuntimeConfig } from '../config/runtime-config';
import type { ApiErrorCode } from './error-codes';
import type { ApiErrorBody } from './types';

/**
 * The one axios instance. The base URL is read from the run-time config on every request,
 * so the API can move without rebuilding any bundle.
 */
export const apiClient: AxiosInstance = axios.create({ timeout: 30_000 });

apiClient.interceptors.request.use((config) => {
  config.baseURL = getRuntimeConfig().apiUrl;
  const token = authStore.getSession().token;
  if (token && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  // An expired or revoked token ends the session; a failed login attempt is not a session.
  if (
    error instanceof AxiosError &&
    error.response?.status === 401 &&
    authStore.getSession().token &&
    !String(error.config?.url ?? '').endsWith('/users/login')
  ) {
    authStore.signOut({ endedElsewhere: true });
  }
  return Promise.reject(error);
});

/** HTTP status of a failed call, or null for a network failure. */
export function errorStatus(error: unknown): number | null {
  return error instanceof AxiosError ? (error.response?.status ?? null) : null;
}

/** True when the server never answered (offline, refused, timed out). */
/** The HTTP status text of a failed call ('Bad Request'), or null. Apps reach axios only through here. */
export function errorStatusText(error: unknown): string | null {
  return error instanceof AxiosError && error.response?.statusText ? error.response.statusText : null;
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof AxiosError && !error.response;
}

/** The API's `{ error }` text, if the server sent one. */
export function apiErrorMessage(error: unknown): string | null {
  if (error instanceof AxiosError) {
    const body = error.response?.data as Partial<ApiErrorBody> | undefined;
    if (body && typeof body.error === 'string') return body.error;
  }
  return null;
}

/**
 * The API's stable error `code` (#18), if the server sent one: what a screen translates instead of
 * showing the English `error`. Null for a network failure or an answer without a code.
 */
export function apiErrorCode(error: unknown): ApiErrorCode | null {
  if (!(error instanceof AxiosError)) return null;
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
