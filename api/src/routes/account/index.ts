import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiErrorCode } from '@craft/shared/api/error-codes';
import type { RateLimit } from '../../config';
import type { UserRow } from '../../db/types';
import { badRequest, conflict, forbidden, tooManyRequests, unauthorized } from '../../lib/http-error';
import { passwordWeakness } from '../../lib/password-strength';
import { nowIso } from '../../lib/time';
import { currentUser } from '../../plugins/app/auth';
import { accepted, accountExport, noContent, privateUser, responses } from '@craft/shared/schemas/responses';
import { findUserByEmail, isUniqueViolation, toPrivateUser } from '../users/queries';
import { buildExport } from './export';
import { backgroundWork } from '../../lib/background-work';
import { addressTakenMail, confirmEmailMail, emailChangeNoticeMail, partyDeletedMail, passwordResetMail } from '../../mail/templates/account';
import {
  type Consumed,
  bumpTokenVersion,
  confirmAddress,
  consumeToken,
  eraseAccount,
  findLiveUser,
  findToken,
  issueToken,
  setPassword,
  setLocale,
  setPendingEmail,
  updateProfile,
} from './queries';
import {
  changeEmailBody,
  changePasswordBody,
  confirmEmailBody,
  deleteAccountBody,
  localeBody,
  passwordResetBody,
  passwordResetConfirmBody,
  profileUpdateBody,
  userIdParams,
} from './schema';

const MINUTE = 60_000;
/** A reset link is a key to the account: short-lived (the issue's 30 minutes). */
export const RESET_TTL_MS = 30 * MINUTE;
/**
 * A confirmation link only proves the address and unlocks publishing: 7 days, so a craftsman who
 * reads mail once a week can still use it (and ask for a new one on the banner after that).
 */
const CONFIRM_TTL_DAYS = 7;
export const CONFIRM_TTL_MS = CONFIRM_TTL_DAYS * 24 * 60 * MINUTE;

const LINK_ERRORS: Record<Exclude<Consumed, { ok: true }>['reason'], [string, ApiErrorCode]> = {
  unknown: ['This link is not valid. Please ask for a new one.', 'account.link_unknown'],
  used: ['This link has already been used. Please ask for a new one.', 'account.link_used'],
  expired: ['This link has expired. Please ask for a new one.', 'account.link_expired'],
};
const linkError = (reason: keyof typeof LINK_ERRORS) => badRequest(...LINK_ERRORS[reason]);

const confirmLink = (app: FastifyInstance, token: string) => `${app.config.publicWebUrl}/confirm-email?token=${token}`;

/**
 * True while `email` may still get an account mail today. Such mails go to addresses that may not
 * have asked for them (someone else's address typed in at registration or as a new address), so
 * beyond a few a day they are dropped silently: the answer stays the same, and says nothing.
 */
export async function mayMail(app: FastifyInstance, email: string): Promise<boolean> {
  const { accountMailsPerRecipient } = app.config.limits;
  const { count } = await app.counters.increment(`account-mail:${email.toLowerCase()}`, accountMailsPerRecipient.windowMs);
  return count <= accountMailsPerRecipient.max;
}

/** Sends a confirmation link for `email` (the login address at registration, or a pending new one). */
export async function sendConfirmation(app: FastifyInstance, user: UserRow, email: string): Promise<void> {
  if (!(await mayMail(app, email))) return;
  const token = await issueToken(app.db, user.id, 'confirm-email', email, CONFIRM_TTL_MS);
  app.mailer.send(confirmEmailMail({ email, locale: user.locale }, confirmLink(app, token), CONFIRM_TTL_DAYS, email !== user.email));
}

/** 429 once `key` has been counted more than `limit.max` times in its window. */
async function throttle(app: FastifyInstance, key: string, limit: RateLimit, message = 'Too many requests. Try again later.'): Promise<void> {
  const { count, resetAt } = await app.counters.increment(key, limit.windowMs);
  if (count > limit.max) throw tooManyRequests(message, 'request.rate_limited', (resetAt - Date.now()) / 1000);
}

/** A route-level limit per client address, checked when the request arrives: before its body is parsed, validated or hashed. */
const perAddress = (limit: RateLimit) => ({ rateLimit: { max: limit.max, timeWindow: limit.windowMs } });

/**
 * Account self-service: confirmation of the address, password reset, changes of password
 * and address, sign-out everywhere, data export and deletion. Every session-ending write bumps the
 * user's token version and tells `app.sessions`, which forgets it on every instance.
 */
/** 400 when a new password is made of the account's own words (its e-mail address or names). */
function rejectOwnWords(field: string, password: string, user: Pick<UserRow, 'email' | 'firstname' | 'lastname'>): void {
  const weakness = passwordWeakness(password, [user.email, user.firstname, user.lastname]);
  if (weakness) throw badRequest(`${field}: ${weakness}`, 'account.password_too_weak');
}

const account: FastifyPluginAsyncZod = async (app) => {
  const resetLink = (token: string) => `${app.config.publicWebUrl}/reset-password?token=${token}`;
  const {
    passwordResetsPerIp,
    passwordResetMailsPerEmail,
    passwordResetMailsPerEmailPerDay,
    confirmationResends,
    confirmationResendsPerIp,
    passwordResetConfirmsPerIp,
    passwordResetConfirmsPerAccount,
    emailChangesPerIp,
    emailChangesPerAccount,
  } = app.config.limits;

  /** Password-reset work runs after the answer is sent. */
  const afterAnswer = backgroundWork(app);

  /** The caller on a /users/{id}/… route: 401 without a token, 403 for another user's id. */
  async function ownAccount(request: FastifyRequest<{ Params: { id: number } }>): Promise<UserRow> {
    const caller = currentUser(request);
    if (caller.id !== request.params.id) throw forbidden('You can only manage your own account', 'account.not_own');
    const user = await findLiveUser(app.db, caller.id);
    if (!user) throw unauthorized('Your session has ended. Please log in again.', 'auth.session_ended');
    return user;
  }

  /** The current password, counted by the login throttle so a stolen token cannot guess it. */
  async function checkPassword(request: FastifyRequest, user: UserRow, password: string, message: string, code: ApiErrorCode): Promise<void> {
    await app.loginThrottle.begin(user.email, request.ip);
    if (!(await app.passwords.verify(user.password_hash, password))) throw forbidden(message, code);
    await app.loginThrottle.succeeded(user.email, request.ip);
  }

  app.post('/users/confirm-email', { schema: { body: confirmEmailBody, response: responses({ 204: noContent }) } }, async (request, reply) => {
    let userId: number;
    try {
      userId = await app.db.transaction().execute(async (trx) => {
        const consumed = await consumeToken(trx, 'confirm-email', request.body.token);
        if (!consumed.ok) throw linkError(consumed.reason);
        const user = await findLiveUser(trx, consumed.userId);
        // A link for an address the account no longer uses or waits for (changed again since) does nothing.
        if (!user || (consumed.email !== user.email && consumed.email !== user.pending_email)) throw linkError('unknown');
        await confirmAddress(trx, user, consumed.email);
        return user.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('This e-mail address now belongs to another account', 'account.email_taken_meanwhile');
      throw error;
    }
    app.sessions.changed(userId);
    return reply.code(204).send(null);
  });

  app.post(
    '/users/confirm-email/resend',
    { schema: { response: responses({ 204: noContent }) }, preHandler: app.requireUser, config: perAddress(confirmationResendsPerIp) },
    async (request, reply) => {
      const user = await findLiveUser(app.db, currentUser(request).id);
      if (!user) throw unauthorized('Your session has ended. Please log in again.', 'auth.session_ended');
      const target = user.pending_email ?? (user.email_confirmed_at === null ? user.email : null);
      if (!target) throw conflict('Your e-mail address is already confirmed', 'account.already_confirmed');
      const { count, resetAt } = await app.counters.increment(`confirm-resend:${user.id}`, confirmationResends.windowMs);
      if (count > confirmationResends.max) throw tooManyRequests('We have just sent you this e-mail. Please check your inbox or try again later.', 'account.resend_throttled', (resetAt - Date.now()) / 1000);
      await sendConfirmation(app, user, target);
      return reply.code(204).send(null);
    },
  );

  /**
   * Answers 202 before looking the address up: the answer, its body and its timing are the same
   * whether an account exists or not. Per IP it is throttled (429); per address the mails stop
   * silently after a few, since a 429 there would tell which addresses were asked for.
   */
  app.post('/users/password-reset', { schema: { body: passwordResetBody, response: responses({ 202: accepted }) } }, async (request, reply) => {
    const { count, resetAt } = await app.counters.increment(`reset:ip:${request.ip}`, passwordResetsPerIp.windowMs);
    if (count > passwordResetsPerIp.max) throw tooManyRequests('Too many requests. Try again later.', 'request.rate_limited', (resetAt - Date.now()) / 1000);
    const email = request.body.email.toLowerCase();
    afterAnswer(
      (async () => {
        const perEmail = await app.counters.increment(`reset:email:${email}`, passwordResetMailsPerEmail.windowMs);
        if (perEmail.count > passwordResetMailsPerEmail.max) return;
        const perDay = await app.counters.increment(`reset:email-day:${email}`, passwordResetMailsPerEmailPerDay.windowMs);
        if (perDay.count > passwordResetMailsPerEmailPerDay.max) return;
        const user = await findUserByEmail(app.db, email);
        if (!user) return;
        const token = await issueToken(app.db, user.id, 'password-reset', user.email, RESET_TTL_MS);
        app.mailer.send(passwordResetMail({ ...user, firstname: user.email_confirmed_at ? user.firstname : null }, resetLink(token)));
      })(),
      'password reset mail failed',
    );
    return reply.code(202).send({ status: 'accepted' as const });
  });

  /**
   * The cheap refusals first, so made-up tokens cannot keep the hasher busy for real logins: the
   * address's limit (before the body is even validated), then the link itself, then the account's
   * limit; only then is the new password hashed. The link is used up in the same transaction as
   * the new hash is stored.
   */
  app.post(
    '/users/password-reset/confirm',
    { schema: { body: passwordResetConfirmBody, response: responses({ 204: noContent }) }, config: perAddress(passwordResetConfirmsPerIp) },
    async (request, reply) => {
      const found = await findToken(app.db, 'password-reset', request.body.token);
      if (!found.ok) throw linkError(found.reason);
      const owner = await findLiveUser(app.db, found.userId);
      if (!owner || owner.email !== found.email) throw linkError('unknown');
      await throttle(app, `reset-confirm:user:${owner.id}`, passwordResetConfirmsPerAccount);
      // Refused before hashing: the link stays usable for a better password.
      rejectOwnWords('password', request.body.password, owner);
      const passwordHash = await app.passwords.hash(request.body.password);
      const user = await app.db.transaction().execute(async (trx) => {
        const consumed = await consumeToken(trx, 'password-reset', request.body.token);
        if (!consumed.ok) throw linkError(consumed.reason);
        const live = await findLiveUser(trx, consumed.userId);
        if (!live || live.email !== consumed.email) throw linkError('unknown');
        await setPassword(trx, live.id, passwordHash, live.email_confirmed_at === null ? nowIso() : null);
        return live;
      });
      app.sessions.changed(user.id);
      // Whoever holds the mailed link owns the account: earlier failures on it no longer hold anyone back.
      await app.loginThrottle.cleared(user.email, request.ip);
      return reply.code(204).send(null);
    },
  );

  /**
   * PUT /users/{id}: Personal Information. A buyer has no company; a craftsman's name is on
   * every card of theirs, so the cached catalogue is rebuilt.
   */
  app.put(
    '/users/:id',
    { schema: { params: userIdParams, body: profileUpdateBody, response: responses({ 200: privateUser }) }, preHandler: app.requireUser },
    async (request) => {
      const user = await ownAccount(request);
      const body = request.body;
      const profile = {
        firstname: body.firstname,
        lastname: body.lastname,
        post_number: body.post_number,
        street: body.street,
        phone: body.phone,
        company_name: user.role === 'seller' ? body.company_name || null : null,
      };
      await updateProfile(app.db, user, profile);
      if (user.role === 'seller') {
        app.searchCache.invalidate();
        await app.catalogueCache.invalidate();
      }
      return toPrivateUser({ ...user, ...profile });
    },
  );

  /**
   * PUT /users/me/locale {locale}: the language of the user's e-mails, set by the language
   * switch. Its own route, like the mail preferences, rather than a field of PUT /users/{id}: the
   * switch changes the language alone, at once, without sending (and validating) the whole
   * profile form. Answers the private user, so the stored session can take the new value.
   */
  app.put('/users/me/locale', { schema: { body: localeBody, response: responses({ 200: privateUser }) }, preHandler: app.requireUser }, async (request) => {
    const user = await findLiveUser(app.db, currentUser(request).id);
    if (!user) throw unauthorized('Your session has ended. Please log in again.', 'auth.session_ended');
    await setLocale(app.db, user.id, request.body.locale);
    return toPrivateUser({ ...user, locale: request.body.locale });
  });

  app.put(
    '/users/:id/password',
    { schema: { params: userIdParams, body: changePasswordBody, response: responses({ 204: noContent }) }, preHandler: app.requireUser },
    async (request, reply) => {
      const user = await ownAccount(request);
      await checkPassword(request, user, request.body.current_password, 'The current password is not correct', 'account.wrong_current_password');
      rejectOwnWords('new_password', request.body.new_password, user);
      await setPassword(app.db, user.id, await app.passwords.hash(request.body.new_password), null);
      app.sessions.changed(user.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/users/:id/email',
    {
      schema: { params: userIdParams, body: changeEmailBody, response: responses({ 202: privateUser }) },
      preHandler: app.requireUser,
      config: perAddress(emailChangesPerIp),
    },
    async (request, reply) => {
      const user = await ownAccount(request);
      const email = request.body.email.toLowerCase();
      if (email === user.email) throw badRequest('This is already your e-mail address', 'account.same_email');
      // Counted before the password check, which costs a hash, and before any mail.
      await throttle(app, `email-change:user:${user.id}`, emailChangesPerAccount);
      await checkPassword(request, user, request.body.password, 'The password is not correct', 'account.wrong_password');
      await setPendingEmail(app.db, user.id, email);
      // An address nobody confirmed may not be the account's owner's: it is told neither the name nor the new address.
      const proven = user.email_confirmed_at !== null;
      if (await mayMail(app, user.email)) app.mailer.send(emailChangeNoticeMail({ ...user, firstname: proven ? user.firstname : null }, proven ? email : null));
      // The same answer either way; only the new address's owner learns that it is taken.
      const owner = await findUserByEmail(app.db, email);
      if (owner) {
        if (await mayMail(app, email)) app.mailer.send(addressTakenMail(owner));
      } else await sendConfirmation(app, user, email);
      return reply.code(202).send(toPrivateUser({ ...user, pending_email: email }));
    },
  );

  app.post(
    '/users/:id/sign-out-everywhere',
    { schema: { params: userIdParams, response: responses({ 204: noContent }) }, preHandler: app.requireUser },
    async (request, reply) => {
      const user = await ownAccount(request);
      await bumpTokenVersion(app.db, user.id);
      app.sessions.changed(user.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/users/:id/export',
    { schema: { params: userIdParams, response: responses({ 200: accountExport }) }, preHandler: app.requireUser },
    async (request, reply) => {
      const user = await ownAccount(request);
      const data = await buildExport(app.db, user, app.fileUrls(request));
      return reply
        .header('content-disposition', `attachment; filename="craft-account-${user.id}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.delete(
    '/users/:id',
    { schema: { params: userIdParams, body: deleteAccountBody, response: responses({ 204: noContent }) }, preHandler: app.requireUser },
    async (request, reply) => {
      const user = await ownAccount(request);
      await checkPassword(request, user, request.body.password, 'The password is not correct', 'account.wrong_password');
      const { fileKeys, notices } = await eraseAccount(app.db, user);
      app.sessions.changed(user.id);
      // A craftsman's services were hidden with the account: they leave the cached catalogue too.
      if (user.role === 'seller') {
        app.serviceCache.invalidate();
        app.searchCache.invalidate();
        await app.catalogueCache.invalidate();
      }
      for (const notice of notices) app.mailer.send(partyDeletedMail(notice.to, notice.item, notice.deletedParty));
      // After the commit: a failed file delete leaves an orphan file, never a half-deleted account.
      await Promise.all(fileKeys.map((key) => app.storage.delete(key).catch((error: unknown) => request.log.warn({ err: error, key }, 'could not delete a file'))));
      return reply.code(204).send(null);
    },
  );
};

export default account;
