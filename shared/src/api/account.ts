/** Account self-service: confirmation, password reset, changes, sign-out everywhere, export, deletion. */
import type {
  ChangeEmailInput,
  ChangePasswordInput,
  DeleteAccountInput,
  PasswordResetConfirmInput,
} from '../schemas/account';
import type { ProfileUpdateInput } from '../schemas/users';
import { apiClient } from './client';
import type { PrivateUser } from './types';

/** POST /users/confirm-email: follows the e-mailed confirmation link. */
export async function confirmEmail(token: string): Promise<void> {
  await apiClient.post('/users/confirm-email', { token });
}

/** POST /users/confirm-email/resend (authenticated, throttled). */
export async function resendConfirmationEmail(): Promise<void> {
  await apiClient.post('/users/confirm-email/resend', {});
}

/** POST /users/password-reset: always 202, whether the address has an account or not. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiClient.post('/users/password-reset', { email });
}

/** POST /users/password-reset/confirm: sets the new password; earlier sessions stop working. */
export async function confirmPasswordReset(body: PasswordResetConfirmInput): Promise<void> {
  await apiClient.post('/users/password-reset/confirm', body);
}

/** PUT /users/{id}: Personal Information; answers the updated record. */
export async function updateProfile(userId: number | string, body: ProfileUpdateInput): Promise<PrivateUser> {
  const { data } = await apiClient.put<PrivateUser>(`/users/${userId}`, body);
  return data;
}

/** PUT /users/{id}/password: other sessions are revoked. */
export async function changePassword(userId: number | string, body: ChangePasswordInput): Promise<void> {
  await apiClient.put(`/users/${userId}/password`, body);
}

/** PUT /users/{id}/email: 202; the new address counts once its confirmation link is followed. */
export async function changeEmail(userId: number | string, body: ChangeEmailInput): Promise<void> {
  await apiClient.put(`/users/${userId}/email`, body);
}

/** POST /users/{id}/sign-out-everywhere: every token issued before, this one included, stops working. */
export async function signOutEverywhere(userId: number | string): Promise<void> {
  await apiClient.post(`/users/${userId}/sign-out-everywhere`, {});
}

/** GET /users/{id}/export: everything the platform holds about the caller, as a JSON file. */
export async function downloadAccountExport(userId: number | string): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(`/users/${userId}/export`, { responseType: 'blob' });
  return data;
}

/** DELETE /users/{id} with the password in the body. */
export async function deleteAccount(userId: number | string, body: DeleteAccountInput): Promise<void> {
  await apiClient.delete(`/users/${userId}`, { data: body });
}
