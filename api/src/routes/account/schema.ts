import {
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  deleteAccountSchema,
  localeUpdateSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  profileUpdateSchema,
} from '@craft/shared/schemas';

import { passwordWeakness } from '../../lib/password-strength';
import { issueCode } from '../../lib/validate';

/**
 * The account forms' schemas, reused: one definition validates both ends. A new password
 * also gets the server's strength estimate, here without the account's own words, which the
 * handlers add once they know the user.
 */
export const confirmEmailBody = confirmEmailSchema;
export const passwordResetBody = passwordResetRequestSchema;
export const passwordResetConfirmBody = passwordResetConfirmSchema.superRefine((body, context) => {
  const weakness = passwordWeakness(body.password, []);
  if (weakness) context.addIssue({ code: 'custom', path: ['password'], message: weakness, params: issueCode('account.password_too_weak') });
});
export const changePasswordBody = changePasswordSchema.superRefine((body, context) => {
  const weakness = passwordWeakness(body.new_password, []);
  if (weakness) context.addIssue({ code: 'custom', path: ['new_password'], message: weakness, params: issueCode('account.password_too_weak') });
});
export const changeEmailBody = changeEmailSchema;
export const deleteAccountBody = deleteAccountSchema;
export const profileUpdateBody = profileUpdateSchema;
export const localeBody = localeUpdateSchema;
export { userIdParams } from '../users/schema';
