import { z } from 'zod';
import { emailField, newPasswordField } from './common';

/** A password the user types to prove who they are: checked against the hash, not against the rule. */
const currentPasswordField = z.string().min(1, 'Required').max(1024);
/** The random token of an e-mailed link (confirmation or reset): URL-safe, bounded. */
const linkToken = z.string().trim().min(16, 'Invalid link').max(200).regex(/^[A-Za-z0-9_-]+$/, 'Invalid link');

/** POST /users/confirm-email */
export const confirmEmailSchema = z.object({ token: linkToken });
/** POST /users/password-reset */
export const passwordResetRequestSchema = z.object({ email: emailField });
/** POST /users/password-reset/confirm */
export const passwordResetConfirmSchema = z.object({ token: linkToken, password: newPasswordField });
/** PUT /users/{id}/password */
export const changePasswordSchema = z.object({
  current_password: currentPasswordField,
  new_password: newPasswordField,
});
/** PUT /users/{id}/email */
export const changeEmailSchema = z.object({ password: currentPasswordField, email: emailField });
/** DELETE /users/{id} */
export const deleteAccountSchema = z.object({ password: currentPasswordField });

export type ConfirmEmailInput = z.infer<typeof confirmEmailSchema>;
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
