import type { Kysely } from 'kysely';
import { iso, nowIso } from '../../lib/time';
import type { Database, UserRow, UsersTable } from '../../db/types';
import type { Locale, Role } from '@craft/shared/api/types';
import type { PrivateUser, PublicUser } from '@craft/shared/api/types';

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).where('deleted_at', 'is', null).executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The profile columns of a new user, as the users table types them, plus the password hash. */
export type NewUserInput = Pick<
  UsersTable,
  'email' | 'firstname' | 'lastname' | 'role' | 'post_number' | 'street' | 'phone' | 'city' | 'company_name'
> & { passwordHash: string; locale: Locale; consent: { terms_version: string; privacy_version: string }; /** Operators only. */ totpSecret?: string };

/** Inserts a user whose created_by/updated_by are their own new id. Null when the e-mail is taken. */
export async function insertUser(db: Kysely<Database>, input: NewUserInput): Promise<UserRow | null> {
  const now = nowIso();
  try {
    return await db.transaction().execute(async (trx) => {
      // A craftsman works where his company is until he says otherwise: his postcode, when we know
      // it, is his service area (30 km), so searches there find him from the first day.
      const known =
        input.role === 'seller'
          ? await trx.selectFrom('postcodes').select('postcode').where('postcode', '=', input.post_number).executeTakeFirst()
          : undefined;
      const { id } = await trx
        .insertInto('users')
        .values({
          email: input.email.toLowerCase(),
          password_hash: input.passwordHash,
          firstname: input.firstname,
          lastname: input.lastname,
          role: input.role,
          post_number: input.post_number,
          street: input.street,
          phone: input.phone,
          city: input.city,
          company_name: input.company_name,
          service_post_number: known ? input.post_number : null,
          locale: input.locale,
          totp_secret: input.totpSecret ?? null,
          terms_version: input.consent.terms_version,
          privacy_version: input.consent.privacy_version,
          legal_accepted_at: now,
          created_by: null,
          updated_by: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return trx
        .updateTable('users')
        .set({ created_by: id, updated_by: id })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** SQLite and PostgreSQL report a unique-constraint hit differently. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * The role of a buyer or seller. Operators are no party of the marketplace: the routes that show
 * or act on a user refuse them before this is reached, so meeting one here is a bug.
 */
export function marketplaceRole(row: Pick<UserRow, 'role'>): Role {
  if (row.role === 'operator') throw new Error('An operator is no marketplace user');
  return row.role;
}

export function toPublicUser(row: UserRow): PublicUser {
  return { id: row.id, firstname: row.firstname, lastname: row.lastname, role: marketplaceRole(row), company_name: row.company_name };
}

export function toPrivateUser(row: UserRow): PrivateUser {
  return {
    ...toPublicUser(row),
    email: row.email,
    street: row.street,
    post_number: row.post_number,
    phone: row.phone,
    city: row.city,
    created_at: iso(row.created_at),
    email_confirmed: row.email_confirmed_at !== null,
    pending_email: row.pending_email,
    locale: row.locale,
    // The user's own record of consent; never part of the public view above.
    legal_consent:
      row.terms_version && row.privacy_version && row.legal_accepted_at
        ? { terms_version: row.terms_version, privacy_version: row.privacy_version, accepted_at: iso(row.legal_accepted_at) }
        : null,
  };
}

/** Swaps an outdated hash for one of today's cost, only if nobody changed the password meanwhile. */
export async function replacePasswordHash(db: Kysely<Database>, userId: number, oldHash: string, newHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: newHash }).where('id', '=', userId).where('password_hash', '=', oldHash).execute();
}
