import { idParam, loginSchema, registerSchema } from '@craft/shared/schemas';
import { z } from 'zod';
import { passwordWeakness } from '../../lib/password-strength';
import { issueCode } from '../../lib/validate';

/** The browser form's schemas, reused as-is: one definition validates both ends. */
export const loginBody = loginSchema;
/**
 * Plus the strength estimate, on the server only: its dictionaries (~400 KB) would weigh down the
 * register page, which shows the rule as a hint and this message when it fails (#14).
 */
export const registerBody = registerSchema.superRefine((body, context) => {
  const weakness = passwordWeakness(body.password, [body.email, body.firstname, body.lastname]);
  if (weakness) context.addIssue({ code: 'custom', path: ['password'], message: weakness, params: issueCode('account.password_too_weak') });
});
export const userIdParams = z.object({ id: idParam });
