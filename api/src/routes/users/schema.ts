import { LEGAL_DOCUMENTS } from '@craft/shared/legal';
import { idParam, loginSchema, registerSchema } from '@craft/shared/schemas';
import { z } from 'zod';
import { passwordWeakness } from '../../lib/password-strength';
import { issueCode } from '../../lib/validate';

/** The browser form's schemas, reused as-is: one definition validates both ends. */
export const loginBody = loginSchema;
/**
 * Plus the strength estimate, on the server only: its dictionaries (~400 KB) would weigh down the
 * register page, which shows the rule as a hint and this message when it fails.
 */
export const registerBody = registerSchema
  .extend({
    // Loosened here and checked below: a missing, false or outdated consent is refused with a code
    // of its own (the screens explain it), not as a malformed `validation.accept_terms`.
    accept_terms: z.boolean().optional(),
    terms_version: z.string().max(40).optional(),
    privacy_version: z.string().max(40).optional(),
  })
  .superRefine((body, context) => {
    if (body.accept_terms !== true) {
      context.addIssue({
        code: 'custom',
        path: ['accept_terms'],
        message: 'The terms and the privacy notice must be accepted',
        params: issueCode('account.consent_required'),
      });
      return;
    }
    if (body.terms_version !== LEGAL_DOCUMENTS.terms.version || body.privacy_version !== LEGAL_DOCUMENTS.privacy.version) {
      context.addIssue({
        code: 'custom',
        path: [body.terms_version !== LEGAL_DOCUMENTS.terms.version ? 'terms_version' : 'privacy_version'],
        message: `The terms (${LEGAL_DOCUMENTS.terms.version}) or the privacy notice (${LEGAL_DOCUMENTS.privacy.version}) have changed; reload the page and accept the current versions`,
        params: issueCode('account.consent_outdated'),
      });
      return;
    }
    const weakness = passwordWeakness(body.password, [body.email, body.firstname, body.lastname]);
    if (weakness) context.addIssue({ code: 'custom', path: ['password'], message: weakness, params: issueCode('account.password_too_weak') });
  });
export const userIdParams = z.object({ id: idParam });
