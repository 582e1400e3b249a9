import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/http-error';
import { requestLocale } from '../../lib/locale';
import { optionalUser } from '../../plugins/app/auth';
import { sendConfirmation } from '../account';
import { loginResponse, privateUser, publicUser, responses } from '@craft/shared/schemas/responses';
import type { LoginResponse } from '@craft/shared/api/types';
import { z } from 'zod';
import { findUserByEmail, findUserById, insertUser, replacePasswordHash, toPrivateUser, toPublicUser } from './queries';
import { loginBody, operatorLoginResponse, registerBody, userIdParams } from './schema';
import { totpMatches } from '../moderation/operators';

const users: FastifyPluginAsyncZod = async (app) => {
  /** POST /users/login: {access_token, user}; one 401 for unknown e-mail and wrong password alike. */
  app.post('/users/login', { schema: { body: loginBody, response: responses({ 200: z.union([loginResponse, operatorLoginResponse]) }) } }, async (request): Promise<LoginResponse | z.output<typeof operatorLoginResponse>> => {
    const { email, password, totp } = request.body;
    // A busy server says so (503, Retry-After) before the attempt is counted against the account.
    const check = app.passwords.reserveCheck();
    let user: Awaited<ReturnType<typeof findUserByEmail>>;
    let ok: boolean;
    try {
      // Counted as a failure until the password proves otherwise (see LoginThrottle).
      await app.loginThrottle.begin(email, request.ip);
      user = await findUserByEmail(app.db, email);
      ok = user ? await check.verify(user.password_hash, password) : await check.verifyDummy(password).then(() => false);
    } finally {
      check.release();
    }
    if (!user || !ok) throw unauthorized('Email or password is incorrect', 'auth.login_failed');
    // An operator's password alone is not enough. Until the code is right the attempt stays counted
    // as failed, so the throttle also limits guessing codes.
    if (user.role === 'operator') {
      if (!totp) throw unauthorized('Enter the code of your authenticator app', 'auth.totp_required');
      if (!user.totp_secret || !(await totpMatches(user.totp_secret, totp))) throw unauthorized('The authenticator code is wrong or expired', 'auth.totp_invalid');
    }
    await app.loginThrottle.succeeded(email, request.ip);
    // Only after the password: whether an account is suspended is for its owner to learn.
    if (user.suspended_at !== null) {
      throw forbidden('This account is suspended after a moderation decision; the e-mail with the reasons says how to appeal', 'auth.account_suspended');
    }
    if (app.passwords.needsRehash(user.password_hash)) {
      // Today's cost for an older hash, after the answer; a busy pool simply tries at the next login.
      void app.passwords
        .hash(password)
        .then((upgraded) => replacePasswordHash(app.db, user.id, user.password_hash, upgraded))
        .catch((error: unknown) => request.log.info({ err: error }, 'password rehash postponed'));
    }
    const access_token = await app.jwt.sign({ sub: String(user.id), role: user.role, ver: user.token_version });
    if (user.role === 'operator') {
      return { access_token, user: { id: user.id, firstname: user.firstname, lastname: user.lastname, email: user.email, role: 'operator' as const } };
    }
    return { access_token, user: toPrivateUser(user) };
  });

  /** POST /users: registration; created_by/updated_by become the new user's own id. */
  app.post(
    '/users',
    {
      schema: { body: registerBody, response: responses({ 201: privateUser }) },
      config: { rateLimit: { max: app.config.limits.registrations.max, timeWindow: app.config.limits.registrations.windowMs } },
    },
    async (request, reply) => {
      const body = request.body;
      // A taken address is refused before the hash is paid for (the insert below still guards a race).
      if (await findUserByEmail(app.db, body.email)) throw conflict('An account with this email already exists', 'account.email_taken');
      const passwordHash = await app.passwords.hash(body.password);
      const row = await insertUser(app.db, {
        email: body.email,
        passwordHash,
        firstname: body.firstname,
        lastname: body.lastname,
        role: body.role,
        post_number: body.post_number,
        street: body.street,
        phone: body.phone,
        city: body.city || null,
        company_name: body.company_name || null,
        // The form's language, else the browser's: the confirmation below is already in it.
        locale: body.locale ?? requestLocale(request),
        // The schema let only today's versions through; stored with the moment of consent.
        consent: { terms_version: body.terms_version ?? '', privacy_version: body.privacy_version ?? '' },
      });
      if (!row) throw conflict('An account with this email already exists', 'account.email_taken');
      // A craftsman with a prefilled service area is found by postcode searches from now on.
      if (row.service_post_number) app.searchCache.invalidate();
      // The address is confirmed through the e-mailed link; the account works meanwhile.
      await sendConfirmation(app, row, row.email);
      return reply.code(201).send(toPrivateUser(row));
    },
  );

  /** GET /users/{id}: public fields; the user themself also gets contact details. */
  app.get('/users/:id', { schema: { params: userIdParams, response: responses({ 200: z.union([privateUser, publicUser]) }) } }, async (request) => {
    const caller = await optionalUser(request);
    const row = await findUserById(app.db, request.params.id);
    // Operators are staff, not marketplace users: no public profile.
    if (!row || row.role === 'operator') throw notFound('User not found', 'user.not_found');
    return caller?.id === row.id ? toPrivateUser(row) : toPublicUser(row);
  });
};

export default users;
