import { generateSecret, generateURI, verify } from 'otplib';
import type { FastifyInstance } from 'fastify';
import { passwordWeakness } from '../../lib/password-strength';
import { insertUser } from '../users/queries';
import { recordAudit } from './audit';

/** The name authenticator apps show next to the code. */
const TOTP_ISSUER = 'Craft Marketplace';

export interface CreatedOperator {
  id: number;
  email: string;
  /** Base32, for typing into an authenticator app by hand. */
  totpSecret: string;
  /** otpauth://totp/… for a QR code. */
  otpauthUri: string;
}

/**
 * Makes an operator account (the only way one comes to be: registration refuses the role) with a
 * fresh TOTP secret, and records it in the audit log under the new operator's own id.
 */
export async function createOperator(app: FastifyInstance, input: { email: string; password: string; firstname?: string; lastname?: string }): Promise<CreatedOperator> {
  const weakness = passwordWeakness(input.password, [input.email]);
  if (weakness) throw new Error(`The password is too weak: ${weakness}`);
  const totpSecret = generateSecret();
  const row = await insertUser(app.db, {
    email: input.email,
    passwordHash: await app.passwords.hash(input.password),
    firstname: input.firstname ?? 'Operator',
    lastname: input.lastname ?? '',
    role: 'operator',
    post_number: '',
    street: '',
    phone: '',
    city: null,
    company_name: null,
    locale: 'de',
    consent: { terms_version: '', privacy_version: '' },
    totpSecret,
  });
  if (!row) throw new Error(`An account with the e-mail ${input.email} already exists`);
  await recordAudit(app.db, { operatorId: row.id, action: 'operator.create', targetType: 'user', targetId: row.id, reason: null, before: null, after: { email: row.email, role: row.role } });
  return { id: row.id, email: row.email, totpSecret, otpauthUri: generateURI({ issuer: TOTP_ISSUER, label: row.email, secret: totpSecret }) };
}

/** Whether `code` is the operator's current TOTP code (one 30-second step of clock drift either way). */
export async function totpMatches(secret: string, code: string): Promise<boolean> {
  try {
    const result = await verify({ secret, token: code, epochTolerance: 30 });
    return result.valid;
  } catch {
    // A malformed code (letters, wrong length) is simply not the code.
    return false;
  }
}
