import { LEGAL_DOCUMENTS } from '@craft/shared/legal';
import { idParam, loginSchema, registerSchema } from '@craft/shared/schemas';
import { z } from 'zod';
import { passwordWeakness } from '../../lib/password-strength';
import { issueCode } from '../../lib/validate';

/** The fields an object schema needs in its input (those that refuse `undefined`). */
function requiredFields(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape).filter(([, field]) => !field.safeParse(undefined).success).map(([name]) => name);
}

/** The browser form's schemas, reused as-is: one definition validates both ends. */
export const loginBody = loginSchema.extend({
  totp: z.string().regex(/^\d{6}$/, 'Six digits').optional().meta({ description: "Operators only: the six-digit code of the authenticator app (without it an operator's login answers 401 auth.totp_required)" }),
});

/** An operator's own view after login: no address or phone (operators have none), role 'operator'. */
export const operatorSelf = z
  .object({ id: z.number().int(), firstname: z.string(), lastname: z.string(), email: z.string(), role: z.literal('operator') })
  .meta({ id: 'OperatorSelf' });
export const operatorLoginResponse = z.object({ access_token: z.string(), user: operatorSelf }).meta({ id: 'OperatorLoginResponse' });
/**
 * Plus the strength estimate, on the server only: its dictionaries (~400 KB) would weigh down the
 * register page, which shows the rule as a hint and this message when it fails.
 */
export const registerBody = registerSchema
  .extend({
    password: registerSchema.shape.password.meta({
      description: 'At least 8 characters and strong enough for the strength estimate (zxcvbn score 3): not guessable from a dictionary or from the name and e-mail (else 400 account.password_too_weak)',
    }),
    // Loosened here and checked below: a missing, false or outdated consent is refused with a code
    // of its own (the screens explain it), not as a malformed `validation.accept_terms`.
    // The document states the rule (true and today's versions, all three required); the answer
    // to a request that breaks it is the 400 with its own code described below.
    accept_terms: z.boolean().optional().meta({ const: true, description: 'Must be true: the terms and the privacy notice are accepted (else 400 account.consent_required)' }),
    terms_version: z.string().max(40).optional().meta({
      const: LEGAL_DOCUMENTS.terms.version,
      description: 'The terms version shown to the user, from GET /legal/versions (another one: 400 account.consent_outdated)',
    }),
    privacy_version: z.string().max(40).optional().meta({
      const: LEGAL_DOCUMENTS.privacy.version,
      description: 'The privacy notice version shown to the user, from GET /legal/versions (another one: 400 account.consent_outdated)',
    }),
  })
  .meta({ required: [...new Set([...requiredFields(registerSchema), 'accept_terms', 'terms_version', 'privacy_version'])] })
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
