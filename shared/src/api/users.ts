import { authStore } from '../auth/auth-store';
import { apiClient } from './client';
import type { CreatedId, LoginRequest, LoginResponse, PrivateUser, RegisterRequest, User } from './types';

/** POST /users/login */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  const { data } = await apiClient.post<LoginResponse>('/users/login', body);
  return data;
}

/** POST /users (the spec sends created_by/updated_by = 1; the server sets its own). */
export async function registerUser(body: RegisterRequest): Promise<CreatedId & Partial<PrivateUser>> {
  const { data } = await apiClient.post<CreatedId & Partial<PrivateUser>>('/users', {
    created_by: 1,
    updated_by: 1,
    ...body,
  });
  return data;
}

/** Reads of the same user under the same session that are under way, shared by their callers. */
const inFlight = new Map<string, Promise<User>>();

/**
 * GET /users/{id}: public fields, plus contact details when the token is that user's. The navbar
 * and a page often ask for the same user at once (e.g. the craftsman's dashboard): one request
 * serves both.
 */
export function getUser(id: number | string): Promise<User> {
  const key = `${authStore.getSession().token ?? ''}|${id}`;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const request = apiClient
    .get<User>(`/users/${id}`)
    .then(({ data }) => data)
    .finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}
