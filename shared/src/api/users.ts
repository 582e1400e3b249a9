import { apiClient } from './client';
import type { CreatedId, Locale, LoginRequest, LoginResponse, PrivateUser, RegisterRequest, User } from './types';

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

/** GET /users/{id}: public fields, plus contact details when the token is that user's. */
export async function getUser(id: number | string): Promise<User> {
  const { data } = await apiClient.get<User>(`/users/${id}`);
  return data;
}

/** PUT /users/me/locale: the signed-in user's language, for their e-mails and their next visit; answers the updated record. */
export async function updateLocale(locale: Locale): Promise<PrivateUser> {
  const { data } = await apiClient.put<PrivateUser>('/users/me/locale', { locale });
  return data;
}
