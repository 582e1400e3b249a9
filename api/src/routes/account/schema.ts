import {
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  deleteAccountSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@craft/shared/schemas';

/** The account forms' schemas (#13), reused as-is: one definition validates both ends. */
export const confirmEmailBody = confirmEmailSchema;
export const passwordResetBody = passwordResetRequestSchema;
export const passwordResetConfirmBody = passwordResetConfirmSchema;
export const changePasswordBody = changePasswordSchema;
export const changeEmailBody = changeEmailSchema;
export const deleteAccountBody = deleteAccountSchema;
export { userIdParams } from '../users/schema';
