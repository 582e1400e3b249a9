import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { setClock } from '../../lib/time';
import {
  type TestContext,
  type TestUser,
  createService,
  createTestContext,
  jpeg,
  mailedToken,
  mailedTokens,
  multipart,
  outboxMails,
  registerAndLogin,
  uniqueEmail,
} from '../../test/helpers';
import { currentConsent } from '@craft/shared/legal';
import { uploadDocument } from '../../test/features';

describe('accounts', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.cleanup());
  afterEach(() => setClock(null));

  const MINUTE = 60_000;
  const shiftClock = (ms: number) => setClock(() => Date.now() + ms);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser | null, payload?: object) =>
    ctx.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
  /** The same from a given client address: the per-address limits of one test leave the others alone. */
  const callFrom = (remoteAddress: string, method: 'POST' | 'PUT', url: string, user: TestUser, payload: object) =>
    ctx.app.inject({ method, url, headers: user.auth, payload, remoteAddress });
  const requestResetFrom = (email: string, remoteAddress: string) => ctx.app.inject({ method: 'POST', url: '/users/password-reset', payload: { email }, remoteAddress });
  const login = (email: string, password: string) => ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email, password } });
  const loginAs = async (user: TestUser): Promise<TestUser> => {
    const response = await login(user.email, user.password);
    assert.equal(response.statusCode, 200, response.body);
    const token = response.json<{ access_token: string }>().access_token;
    return { ...user, token, auth: { authorization: `Bearer ${token}` } };
  };
  const errorOf = (response: LightMyRequestResponse) => ({ status: response.statusCode, error: response.json<{ error?: string }>().error });
  const confirm = (token: string) => call('POST', '/users/confirm-email', null, { token });
  const me = async (user: TestUser) => (await call('GET', `/users/${user.id}`, user)).json<Record<string, unknown>>();

  describe('e-mail confirmation', () => {
    test('registration mails a link to the web page; unconfirmed accounts log in but cannot publish or answer; the link confirms once', async () => {
      const seller = await registerAndLogin(ctx.app, 'seller', {}, { confirmed: false });
      const [mail] = await outboxMails(ctx.app, seller.email);
      assert.ok(mail, 'a confirmation mail was sent');
      assert.match(mail, /Subject: Please confirm your e-mail address/);
      assert.match(mail, /http:\/\/localhost:3000\/confirm-email\?token=[A-Za-z0-9_-]{43}/);
      assert.equal((await me(seller)).email_confirmed, false);
      assert.equal((await login(seller.email, seller.password)).json<{ user: { email_confirmed: boolean } }>().user.email_confirmed, false);

      const publish = await call('POST', '/services', seller, { seller_id: seller.id, category_id: 1, title: 'T', description: 'D', price: 1 });
      assert.equal(publish.statusCode, 403);
      assert.match(publish.json().error, /confirm your e-mail/);
      const answer = await call('PUT', '/quotation/1/answer', seller, { price: 10, message: 'x' });
      assert.deepEqual(errorOf(answer).status, 403);
      assert.match(errorOf(answer).error ?? '', /confirm your e-mail/);

      const token = await mailedToken(ctx.app, seller.email, '/confirm-email');
      assert.equal((await confirm(token)).statusCode, 204);
      assert.equal((await me(seller)).email_confirmed, true, 'the same session sees it at once');
      assert.equal((await call('POST', '/services', seller, { seller_id: seller.id, category_id: 1, title: 'T', description: 'D', price: 1 })).statusCode, 201);

      const reused = errorOf(await confirm(token));
      assert.equal(reused.status, 400);
      assert.match(reused.error ?? '', /already been used/);
      const unknown = errorOf(await confirm('A'.repeat(43)));
      assert.equal(unknown.status, 400);
      assert.match(unknown.error ?? '', /not valid/);
      assert.equal((await confirm('short')).statusCode, 400);
    });

    test('only the hash of a link token is stored', async () => {
      const user = await registerAndLogin(ctx.app, 'buyer', {}, { confirmed: false });
      const token = await mailedToken(ctx.app, user.email, '/confirm-email');
      const rows = await ctx.app.db.selectFrom('account_tokens').select('token_hash').where('user_id', '=', user.id).execute();
      assert.equal(rows.length, 1);
      assert.notEqual(rows[0]?.token_hash, token);
      assert.match(rows[0]?.token_hash ?? '', /^[0-9a-f]{64}$/);
    });

    test('a confirmation link expires after 7 days (clock moved on)', async () => {
      const user = await registerAndLogin(ctx.app, 'buyer', {}, { confirmed: false });
      const token = await mailedToken(ctx.app, user.email, '/confirm-email');
      shiftClock(7 * 24 * 60 * MINUTE + MINUTE);
      const expired = errorOf(await confirm(token));
      assert.equal(expired.status, 400);
      assert.match(expired.error ?? '', /expired/);
    });

    test('resend: 401 without a token; a new link replaces the old; 409 once confirmed; throttled after 3', async () => {
      assert.equal((await call('POST', '/users/confirm-email/resend', null)).statusCode, 401);
      const user = await registerAndLogin(ctx.app, 'seller', {}, { confirmed: false });
      const first = await mailedToken(ctx.app, user.email, '/confirm-email');
      assert.equal((await call('POST', '/users/confirm-email/resend', user)).statusCode, 204);
      const second = await mailedToken(ctx.app, user.email, '/confirm-email', 1);
      assert.notEqual(first, second);
      assert.equal((await confirm(first)).statusCode, 400, 'the earlier link stopped working');
      assert.equal((await confirm(second)).statusCode, 204);
      assert.equal(errorOf(await call('POST', '/users/confirm-email/resend', user)).status, 409);

      const other = await registerAndLogin(ctx.app, 'buyer', {}, { confirmed: false });
      for (let i = 0; i < 3; i += 1) assert.equal((await call('POST', '/users/confirm-email/resend', other)).statusCode, 204);
      const throttled = await call('POST', '/users/confirm-email/resend', other);
      assert.equal(throttled.statusCode, 429);
      assert.ok(Number(throttled.headers['retry-after']) > 0);
    });
  });

  describe('password reset', () => {
    const requestReset = (email: string, ip = '10.1.0.1') =>
      ctx.app.inject({ method: 'POST', url: '/users/password-reset', payload: { email }, remoteAddress: ip });

    test('known and unknown addresses get the identical 202; only the known one gets a mail', async () => {
      const user = await registerAndLogin(ctx.app, 'buyer');
      const unknown = uniqueEmail('nobody');
      const known = await requestReset(user.email.toUpperCase());
      const missing = await requestReset(unknown);
      assert.equal(known.statusCode, 202);
      assert.equal(missing.statusCode, 202);
      assert.equal(known.body, missing.body);
      assert.deepEqual(known.json(), { status: 'accepted' });
      const headersOf = (r: LightMyRequestResponse) => Object.keys(r.headers).filter((h) => !['date', 'x-request-id'].includes(h)).sort();
      assert.deepEqual(headersOf(known), headersOf(missing));
      const token = await mailedToken(ctx.app, user.email, '/reset-password');
      assert.match(token, /^[A-Za-z0-9_-]{43}$/);
      const [mail] = await outboxMails(ctx.app, user.email).then((mails) => mails.filter((m) => m.includes('/reset-password')));
      assert.match(mail ?? '', /http:\/\/localhost:3000\/reset-password\?token=/);
      assert.match(mail ?? '', /30 minutes/);
      // The work behind both answers runs after them; shutting down waits for it (and for its mails).
      await ctx.restart();
      assert.deepEqual(await outboxMails(ctx.app, unknown), []);
    });

    test('the answer does not wait for the lookup: known and unknown addresses are answered while their lookups are held', async () => {
      const user = await registerAndLogin(ctx.app, 'buyer');
      const unknown = uniqueEmail('nobody');
      const counters = ctx.app.counters;
      const increment = counters.increment.bind(counters);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const reached: string[] = [];
      // The per-address count is the work's first step: holding it holds the lookup and the token write behind it.
      counters.increment = async (key, windowMs) => {
        if (key.startsWith('reset:email:')) {
          reached.push(key);
          await held;
        }
        return increment(key, windowMs);
      };
      // An answer that waited for the held lookup would never come; the bound turns that into a failure.
      const answered = (response: Promise<LightMyRequestResponse>) =>
        Promise.race([response, new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000).unref())]);
      try {
        const known = await answered(requestReset(user.email, '10.1.9.9'));
        const missing = await answered(requestReset(unknown, '10.1.9.9'));
        assert.equal(known?.statusCode, 202, 'the known address is answered while its lookup is held');
        assert.equal(missing?.statusCode, 202, 'the unknown address is answered while its lookup is held');
        assert.deepEqual(reached, [`reset:email:${user.email.toLowerCase()}`, `reset:email:${unknown.toLowerCase()}`]);
        assert.deepEqual(await mailedTokens(ctx.app, user.email, '/reset-password'), [], 'nothing is mailed before the lookup');
      } finally {
        counters.increment = increment;
        release();
      }
      assert.match(await mailedToken(ctx.app, user.email, '/reset-password'), /^[A-Za-z0-9_-]{43}$/, 'the held work goes on after the answer');
    });

    test('the link sets a new password once; every earlier session ends; reuse is 400', async () => {
      const user = await registerAndLogin(ctx.app, 'buyer');
      const second = await loginAs(user);
      assert.equal((await requestReset(user.email)).statusCode, 202);
      const token = await mailedToken(ctx.app, user.email, '/reset-password');
      const weak = await call('POST', '/users/password-reset/confirm', null, { token, password: 'short' });
      assert.equal(weak.statusCode, 400, 'checked like a registration password');
      assert.match(weak.json().error, /password/);
      for (const guessable of ['12345678', user.email]) {
        const refused = await call('POST', '/users/password-reset/confirm', null, { token, password: guessable });
        assert.equal(refused.statusCode, 400, `strength-checked too: ${guessable}`);
        assert.match(refused.json().error, /password: This password is too easy to guess/);
      }
      assert.equal((await call('POST', '/users/password-reset/confirm', null, { token, password: 'a brand new password' })).statusCode, 204, 'the refusals left the link usable');
      for (const session of [user, second]) {
        const revoked = errorOf(await me(session).then(() => call('GET', '/orders', session)));
        assert.equal(revoked.status, 401, 'an earlier token stops working');
      }
      assert.equal((await login(user.email, user.password)).statusCode, 401);
      assert.equal((await login(user.email, 'a brand new password')).statusCode, 200);
      const reused = errorOf(await call('POST', '/users/password-reset/confirm', null, { token, password: 'yet another password' }));
      assert.equal(reused.status, 400);
      assert.match(reused.error ?? '', /already been used/);
    });

    test('a reset link expires after 30 minutes (clock moved on); a newer link replaces an older one', async () => {
      const user = await registerAndLogin(ctx.app, 'buyer');
      await requestReset(user.email);
      const first = await mailedToken(ctx.app, user.email, '/reset-password');
      await requestReset(user.email);
      const second = await mailedToken(ctx.app, user.email, '/reset-password', 1);
      assert.equal(errorOf(await call('POST', '/users/password-reset/confirm', null, { token: first, password: 'a brand new password' })).status, 400);
      shiftClock(30 * MINUTE + 1_000);
      const expired = errorOf(await call('POST', '/users/password-reset/confirm', null, { token: second, password: 'a brand new password' }));
      assert.equal(expired.status, 400);
      assert.match(expired.error ?? '', /expired/);
      setClock(null);
      assert.equal((await login(user.email, user.password)).statusCode, 200, 'the password is unchanged');
    });

    test('made-up reset tokens are refused before any hashing, 429 beyond the per-address limit; a real login elsewhere still works', async () => {
      const user = await registerAndLogin(ctx.app, 'buyer');
      const { max } = ctx.config.limits.passwordResetConfirmsPerIp;
      const passwords = ctx.app.passwords;
      const hash = passwords.hash;
      let hashed = 0;
      passwords.hash = (password) => {
        hashed += 1;
        return hash(password);
      };
      try {
        const statuses: number[] = [];
        for (let i = 0; i < max + 5; i += 1) {
          const token = `made-up-token-${i}-${'x'.repeat(30)}`;
          const answer = await ctx.app.inject({ method: 'POST', url: '/users/password-reset/confirm', payload: { token, password: 'plum ladder orbit' }, remoteAddress: '10.7.0.1' });
          statuses.push(answer.statusCode);
        }
        assert.deepEqual(statuses, [...Array<number>(max).fill(400), ...Array<number>(5).fill(429)]);
        assert.equal(hashed, 0, 'no password was hashed for a token that does not exist');
      } finally {
        passwords.hash = hash;
      }
      const owner = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: user.email, password: user.password }, remoteAddress: '10.7.0.2' });
      assert.equal(owner.statusCode, 200, owner.body);
    });

    test('a real link is limited per account too: weak passwords tried again and again get 429', async () => {
      const user = await registerAndLogin(ctx.app, 'buyer');
      assert.equal((await requestReset(user.email, '10.7.1.1')).statusCode, 202);
      const token = await mailedToken(ctx.app, user.email, '/reset-password');
      const { max } = ctx.config.limits.passwordResetConfirmsPerAccount;
      const tryWith = (password: string, i: number) =>
        ctx.app.inject({ method: 'POST', url: '/users/password-reset/confirm', payload: { token, password }, remoteAddress: `10.7.2.${i}` });
      for (let i = 0; i < max; i += 1) assert.equal((await tryWith(user.email, i)).statusCode, 400);
      assert.equal((await tryWith('plum ladder orbit', max)).statusCode, 429);
    });

    test('throttled per IP (429); per address the mails stop silently after 3', async () => {
      const user = await registerAndLogin(ctx.app, 'buyer');
      for (let i = 0; i < 5; i += 1) assert.equal((await requestReset(user.email, '10.1.2.3')).statusCode, 202);
      for (let i = 5; i < 20; i += 1) assert.equal((await requestReset(uniqueEmail(), '10.1.2.3')).statusCode, 202);
      const blocked = await requestReset(uniqueEmail(), '10.1.2.3');
      assert.equal(blocked.statusCode, 429);
      assert.equal((await requestReset(uniqueEmail(), '10.1.2.4')).statusCode, 202);
      // The mails are sent after the answers; shutting down waits for that work, so all five have had their say.
      await ctx.restart();
      assert.equal((await mailedTokens(ctx.app, user.email, '/reset-password')).length, 3);
    });
  });

  describe('own account routes', () => {
    test('every /users/{id}/… route: 401 without a token, 403 on another user', async () => {
      const owner = await registerAndLogin(ctx.app, 'buyer');
      const other = await registerAndLogin(ctx.app, 'seller');
      const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object | undefined]> = [
        ['PUT', `/users/${owner.id}/password`, { current_password: owner.password, new_password: 'another long password' }],
        ['PUT', `/users/${owner.id}/email`, { password: owner.password, email: uniqueEmail() }],
        ['POST', `/users/${owner.id}/sign-out-everywhere`, undefined],
        ['GET', `/users/${owner.id}/export`, undefined],
        ['DELETE', `/users/${owner.id}`, { password: owner.password }],
      ];
      for (const [method, url, payload] of routes) {
        assert.equal((await call(method, url, null, payload)).statusCode, 401, `${method} ${url} without token`);
        const foreign = errorOf(await call(method, url, other, payload));
        assert.equal(foreign.status, 403, `${method} ${url} by another user`);
        assert.match(foreign.error ?? '', /own account/);
      }
      assert.equal((await login(owner.email, owner.password)).statusCode, 200, 'nothing happened to the owner');
    });

    test('PUT /users/{id}: own details only, validated; a buyer has no company, a craftsman\'s cards show the new name', async () => {
      const buyer = await registerAndLogin(ctx.app, 'buyer');
      const seller = await registerAndLogin(ctx.app, 'seller');
      const details = { firstname: 'Lena', lastname: 'Schmidt', post_number: '10115', street: 'Invalidenstr. 1', phone: '+49 30 1234567', company_name: 'Schmidt GmbH' };
      assert.equal((await call('PUT', `/users/${buyer.id}`, null, details)).statusCode, 401);
      assert.equal((await call('PUT', `/users/${buyer.id}`, seller, details)).statusCode, 403);
      const tooLong = errorOf(await call('PUT', `/users/${buyer.id}`, buyer, { ...details, firstname: 'x'.repeat(101) }));
      assert.equal(tooLong.status, 400);
      assert.match(tooLong.error ?? '', /firstname/);
      assert.equal((await call('PUT', `/users/${buyer.id}`, buyer, { ...details, phone: '' })).statusCode, 400, 'required as at registration');

      const saved = await call('PUT', `/users/${buyer.id}`, buyer, details);
      assert.equal(saved.statusCode, 200, saved.body);
      assert.deepEqual(
        { ...saved.json<Record<string, unknown>>(), id: undefined, email: undefined, role: undefined },
        { ...(await me(buyer)), id: undefined, email: undefined, role: undefined },
        'the answer is the stored record',
      );
      const stored = await me(buyer);
      assert.equal(stored.firstname, 'Lena');
      assert.equal(stored.street, 'Invalidenstr. 1');
      assert.equal(stored.company_name, null, 'a buyer has no company');
      assert.equal(stored.email, buyer.email, 'the address changes only through its confirmed route');

      const serviceId = await createService(ctx.app, seller);
      const cardName = async () => {
        const categories = (await ctx.app.inject({ method: 'GET', url: '/categories' })).json<Array<{ services?: Array<{ id: number; seller_company_name: string | null }> }>>();
        return categories.flatMap((c) => c.services ?? []).find((s) => s.id === serviceId)?.seller_company_name;
      };
      await cardName();
      assert.equal((await call('PUT', `/users/${seller.id}`, seller, { ...details, company_name: 'Keller Fliesen' })).statusCode, 200);
      assert.equal((await me(seller)).company_name, 'Keller Fliesen');
      assert.equal(await cardName(), 'Keller Fliesen', 'the cached catalogue shows the new company name');
    });

    test('PUT /users/{id}/password: wrong current password 403; then 204, other sessions revoked, new password works', async () => {
      const user = await registerAndLogin(ctx.app, 'buyer');
      const other = await loginAs(user);
      const wrong = errorOf(await call('PUT', `/users/${user.id}/password`, user, { current_password: 'not my password', new_password: 'another long password' }));
      assert.equal(wrong.status, 403);
      assert.match(wrong.error ?? '', /current password/);
      assert.equal((await call('PUT', `/users/${user.id}/password`, user, { current_password: user.password, new_password: 'x' })).statusCode, 400);
      for (const guessable of ['        ', user.email]) {
        const refused = errorOf(await call('PUT', `/users/${user.id}/password`, user, { current_password: user.password, new_password: guessable }));
        assert.equal(refused.status, 400, `strength-checked: ${JSON.stringify(guessable)}`);
        assert.match(refused.error ?? '', /new_password: This password is too easy to guess/);
      }
      assert.equal((await call('PUT', `/users/${user.id}/password`, user, { current_password: user.password, new_password: 'another long password' })).statusCode, 204);
      assert.equal((await call('GET', '/orders', other)).statusCode, 401, 'another session ended');
      assert.equal((await call('GET', '/orders', user)).statusCode, 401, 'this token too: the client logs in again with the new password');
      assert.equal((await login(user.email, user.password)).statusCode, 401);
      assert.equal((await login(user.email, 'another long password')).statusCode, 200);
    });

    test('PUT /users/{id}/email: 202 with the pending address; the old address is told; the new one counts after its link', async () => {
      const user = await registerAndLogin(ctx.app, 'buyer');
      const newEmail = uniqueEmail('moved');
      assert.equal(errorOf(await call('PUT', `/users/${user.id}/email`, user, { password: 'wrong password', email: newEmail })).status, 403);
      assert.equal(errorOf(await call('PUT', `/users/${user.id}/email`, user, { password: user.password, email: user.email })).status, 400);
      assert.equal((await call('PUT', `/users/${user.id}/email`, user, { password: user.password, email: 'not an address' })).statusCode, 400);
      const changed = await call('PUT', `/users/${user.id}/email`, user, { password: user.password, email: newEmail.toUpperCase() });
      assert.equal(changed.statusCode, 202);
      assert.equal(changed.json().email, user.email);
      assert.equal(changed.json().pending_email, newEmail);
      assert.equal((await me(user)).pending_email, newEmail);
      const notice = (await outboxMails(ctx.app, user.email)).find((m) => m.includes('is being changed'));
      assert.ok(notice?.includes(newEmail), 'the old address is told, with the new one');
      assert.equal((await login(user.email, user.password)).statusCode, 200, 'still the login address');
      assert.equal((await login(newEmail, user.password)).statusCode, 401);

      const token = await mailedToken(ctx.app, newEmail, '/confirm-email');
      assert.equal((await confirm(token)).statusCode, 204);
      assert.equal((await login(newEmail, user.password)).statusCode, 200);
      assert.equal((await login(user.email, user.password)).statusCode, 401);
      const now = await me(user);
      assert.equal(now.email, newEmail);
      assert.equal(now.pending_email, null);
      assert.equal(now.email_confirmed, true);
    });

    test('changing to an address that has an account answers the same 202; its owner gets a notice without a link', async () => {
      const user = await registerAndLogin(ctx.app, 'buyer');
      const taken = await registerAndLogin(ctx.app, 'seller');
      const before = (await mailedTokens(ctx.app, taken.email, '/confirm-email')).length;
      const response = await call('PUT', `/users/${user.id}/email`, user, { password: user.password, email: taken.email });
      assert.equal(response.statusCode, 202);
      assert.equal(response.json().pending_email, taken.email);
      assert.ok((await outboxMails(ctx.app, taken.email)).some((m) => m.includes('already belongs to an account')));
      assert.equal((await mailedTokens(ctx.app, taken.email, '/confirm-email')).length, before, 'no link to the taken address');
    });

    test('mails to an address that did not ask carry no words of the asker: no first name in the confirmation, none in a change', async () => {
      const victim = uniqueEmail('victim');
      const bait = 'Payment failed call 0800 123';
      const registered = await ctx.app.inject({
        method: 'POST',
        url: '/users',
        payload: { email: victim, password: 'plum ladder orbit', firstname: bait, lastname: 'X', post_number: '12345', street: 'S 1', phone: '0123', role: 'seller', company_name: 'Fake Bank GmbH', ...currentConsent() },
      });
      assert.equal(registered.statusCode, 201, registered.body);
      const user = await registerAndLogin(ctx.app, 'buyer', { firstname: bait });
      const target = uniqueEmail('target');
      assert.equal((await callFrom('10.8.2.1', 'PUT', `/users/${user.id}/email`, user, { password: user.password, email: target })).statusCode, 202);
      const mails = [...(await outboxMails(ctx.app, victim)), ...(await outboxMails(ctx.app, target))];
      assert.equal(mails.length, 2);
      for (const mail of mails) {
        assert.match(mail, /\/confirm-email\?token=/);
        assert.match(mail, /Hello,/);
        assert.ok(!mail.includes('Payment failed') && !mail.includes('Fake Bank'), 'no text the asker chose');
      }
    });

    test('account mails to one address are capped per day: changes to it from several accounts answer 202, the mails stop after the cap', async () => {
      const target = uniqueEmail('flooded');
      const { max } = ctx.config.limits.accountMailsPerRecipient;
      const askers = await Promise.all([0, 1, 2].map(() => registerAndLogin(ctx.app, 'buyer')));
      let asked = 0;
      for (const asker of askers) {
        for (let i = 0; i < 3; i += 1) {
          const answer = await callFrom('10.8.0.1', 'PUT', `/users/${asker.id}/email`, asker, { password: asker.password, email: target });
          assert.equal(answer.statusCode, 202, answer.body);
          asked += 1;
        }
      }
      assert.ok(asked > max);
      assert.equal((await outboxMails(ctx.app, target)).length, max);
    });

    test('the per-recipient cap cannot be used to keep an owner from their reset mail', async () => {
      const owner = await registerAndLogin(ctx.app, 'buyer');
      const { max } = ctx.config.limits.accountMailsPerRecipient;
      const askers = await Promise.all([0, 1].map(() => registerAndLogin(ctx.app, 'buyer')));
      for (const asker of askers) {
        for (let i = 0; i < 3; i += 1) await callFrom('10.8.3.1', 'PUT', `/users/${asker.id}/email`, asker, { password: asker.password, email: owner.email });
      }
      assert.equal((await outboxMails(ctx.app, owner.email)).filter((m) => m.includes('already belongs to an account')).length, max - 1, 'capped, the confirmation at registration counted');
      assert.equal((await requestResetFrom(owner.email, '10.8.3.2')).statusCode, 202);
      await mailedToken(ctx.app, owner.email, '/reset-password');
    });

    test('e-mail changes are limited per account (429), before the password is checked', async () => {
      const user = await registerAndLogin(ctx.app, 'buyer');
      const { max } = ctx.config.limits.emailChangesPerAccount;
      const change = (password: string) => callFrom('10.8.1.1', 'PUT', `/users/${user.id}/email`, user, { password, email: uniqueEmail('next') });
      for (let i = 0; i < max; i += 1) assert.equal((await change(user.password)).statusCode, 202);
      const refused = await change('a wrong password');
      assert.equal(refused.statusCode, 429);
      assert.ok(Number(refused.headers['retry-after']) > 0);
    });

    test('POST /users/{id}/sign-out-everywhere: every token issued before it stops working, this one included', async () => {
      const user = await registerAndLogin(ctx.app, 'seller');
      const other = await loginAs(user);
      assert.equal((await call('GET', '/orders/received', other)).statusCode, 200, 'cached as valid before');
      assert.equal((await call('POST', `/users/${user.id}/sign-out-everywhere`, user)).statusCode, 204);
      for (const session of [user, other]) {
        const revoked = errorOf(await call('GET', '/orders/received', session));
        assert.equal(revoked.status, 401);
        assert.match(revoked.error ?? '', /session has ended/);
      }
      const fresh = await loginAs(user);
      assert.equal((await call('GET', '/orders/received', fresh)).statusCode, 200);
    });
  });

  describe('export and deletion', () => {
    let seller: TestUser;
    let buyer: TestUser;
    let serviceId: number;
    let photoUrl: string;
    let openOrderId: number;
    let doneOrderId: number;

    before(async () => {
      seller = await registerAndLogin(ctx.app, 'seller', { company_name: 'Meister Bau', lastname: 'Sellerlast', phone: '0301111' });
      buyer = await registerAndLogin(ctx.app, 'buyer', { lastname: 'Buyerlast', phone: '0302222', street: 'Buyer Street 9' });
      serviceId = await createService(ctx.app, seller, { title: 'Tiling', price: 80 });
      const form = multipart({ service_id: String(serviceId) }, { field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: await jpeg() });
      const uploaded = await ctx.app.inject({ method: 'POST', url: '/services/photos', headers: { ...form.headers, ...seller.auth }, payload: form.payload });
      assert.equal(uploaded.statusCode, 201, uploaded.body);
      photoUrl = uploaded.json<{ photo_url: string }>().photo_url;
      const place = async () => {
        const r = await call('POST', '/orders', buyer, { service_id: serviceId, payment_method: 'credit-card', amount: 80, description: 'Bathroom' });
        assert.equal(r.statusCode, 201, r.body);
        return r.json<{ id: number }>().id;
      };
      doneOrderId = await place();
      for (const [user, step] of [[seller, 'accept'], [seller, 'work-done'], [buyer, 'confirm']] as const) {
        assert.equal((await call('POST', `/orders/${doneOrderId}/${step}`, user)).statusCode, 200, step);
      }
      assert.equal((await call('PUT', `/orders/${doneOrderId}/review`, buyer, { rating: 4, text: 'Clean work' })).statusCode, 201);
      openOrderId = await place();
    });

    test('GET /users/{id}/export: a JSON attachment with profile, orders, services, reviews and files; no other user\'s personal data', async () => {
      const talk = await call('POST', '/conversations', buyer, { seller_id: seller.id, text: 'Can you start in May?' });
      assert.equal(talk.statusCode, 201, talk.body);
      const sellerExport = await call('GET', `/users/${seller.id}/export`, seller);
      assert.equal(sellerExport.statusCode, 200);
      assert.match(String(sellerExport.headers['content-disposition']), /^attachment; filename="craft-account-\d+\.json"$/);
      assert.match(String(sellerExport.headers['content-type']), /application\/json/);
      const data = sellerExport.json();
      assert.equal(data.profile.email, seller.email);
      assert.equal(data.services[0].title, 'Tiling');
      assert.deepEqual(data.orders_received.map((o: { id: number }) => o.id).sort(), [doneOrderId, openOrderId].sort());
      assert.equal(data.reviews_received[0].text, 'Clean work');
      assert.ok(data.files.some((f: { kind: string; url: string }) => f.kind === 'service-photo' && f.url === photoUrl));
      // Conversations: every message, the customer by id only.
      assert.deepEqual(
        data.conversations.map((c: { other_party_id: number; messages: Array<{ text: string }> }) => [c.other_party_id, c.messages.map((m) => m.text)]),
        [[buyer.id, ['Can you start in May?']]],
      );
      for (const secret of [buyer.email, 'Buyerlast', '0302222', 'Buyer Street 9']) assert.ok(!sellerExport.body.includes(secret), `no ${secret}`);
      assert.ok(!sellerExport.body.includes('password_hash'));

      const buyerExport = (await call('GET', `/users/${buyer.id}/export`, buyer)).json();
      assert.equal(buyerExport.profile.phone, '0302222');
      assert.equal(buyerExport.orders_placed.length, 2);
      assert.equal(buyerExport.reviews_written[0].text, 'Clean work');
      assert.equal(buyerExport.conversations[0].messages[0].text, 'Can you start in May?');
      assert.ok(!JSON.stringify(buyerExport).includes(seller.email));
    });

    test('DELETE /users/{id} by the customer: wrong password 403; then erased, open order cancelled and the craftsman told, history kept as "Former customer"', async () => {
      assert.equal(errorOf(await call('DELETE', `/users/${buyer.id}`, buyer, { password: 'wrong password' })).status, 403);
      assert.equal((await call('DELETE', `/users/${buyer.id}`, buyer, { password: buyer.password })).statusCode, 204);

      assert.equal((await call('GET', '/orders', buyer)).statusCode, 401, 'tokens stop working');
      assert.equal((await login(buyer.email, buyer.password)).statusCode, 401);

      const received = await call('GET', '/orders/received', seller);
      const orders = received.json<Array<{ id: number; status: string; buyer_name: string; review: { buyer_firstname: string } | null }>>();
      const done = orders.find((o) => o.id === doneOrderId);
      const open = orders.find((o) => o.id === openOrderId);
      assert.equal(done?.status, 'completed');
      assert.equal(done?.buyer_name, 'Former customer');
      assert.equal(done?.review?.buyer_firstname, 'Former customer');
      assert.equal(open?.status, 'cancelled');
      const reviews = await call('GET', `/services/${serviceId}/reviews`, null);
      assert.equal(reviews.json()[0].buyer_firstname, 'Former customer');
      assert.equal(reviews.json()[0].text, 'Clean work');
      for (const response of [received, reviews, await call('GET', `/orders/${doneOrderId}`, seller), await call('GET', `/users/${buyer.id}`, seller), await call('GET', '/reviews/received', seller)]) {
        for (const pii of [buyer.email, 'Buyerlast', '0302222', 'Buyer Street 9']) assert.ok(!response.body.includes(pii), `${pii} in ${response.body}`);
      }
      const told = (await outboxMails(ctx.app, seller.email)).find((m) => m.includes(`order #${openOrderId}`) && m.includes('deleted their account'));
      assert.match(told ?? '', /customer of your order .* has deleted their account/);

      const again = await ctx.app.inject({
        method: 'POST',
        url: '/users',
        payload: { email: buyer.email, password: 'a new long password', firstname: 'New', lastname: 'Person', post_number: '12345', street: 'S 1', phone: '1', ...currentConsent() },
      });
      assert.equal(again.statusCode, 201, 'the address is free to register again');
    });

    test('DELETE /users/{id} by the craftsman: services hidden, photos deleted, no profile; the customer\'s history shows "Former craftsman"', async () => {
      const customer = await registerAndLogin(ctx.app, 'buyer');
      const r = await call('POST', '/orders', customer, { service_id: serviceId, payment_method: 'paypal', amount: 80 });
      assert.equal(r.statusCode, 201);
      const orderId = r.json<{ id: number }>().id;
      assert.equal((await ctx.app.inject({ method: 'GET', url: photoUrl })).statusCode, 200);

      assert.equal((await call('DELETE', `/users/${seller.id}`, seller, { password: seller.password })).statusCode, 204);
      const mine = await call('GET', `/orders/${orderId}`, customer);
      assert.equal(mine.json().seller_name, 'Former craftsman');
      assert.equal(mine.json().status, 'cancelled');
      assert.ok((await outboxMails(ctx.app, customer.email)).some((m) => m.includes('craftsman of your order')));
      assert.equal((await call('GET', `/services/${serviceId}`, null)).statusCode, 404);
      assert.equal((await ctx.app.inject({ method: 'GET', url: photoUrl })).statusCode, 404, 'the photo file is gone');
      assert.equal((await call('GET', `/sellers/${seller.id}`, null)).statusCode, 404);
      const sellers = await call('GET', '/sellers', null);
      for (const response of [mine, sellers, await call('GET', '/orders', customer)]) {
        for (const pii of [seller.email, 'Meister Bau', 'Sellerlast', '0301111']) assert.ok(!response.body.includes(pii), `${pii} in ${response.body}`);
      }
      assert.equal((await login(seller.email, seller.password)).statusCode, 401);
    });
  });

  /**
   * Erasure reaches what the account wrote to others: its messages and their attachments, and its
   * quotation requests, also one sent without signing in from the account's address.
   */
  describe('deletion erases messages, attachments and quotation requests', () => {
    test('after the customer deletes their account the craftsman sees a placeholder, the attachment is gone, and so are their requests', async () => {
      const seller = await registerAndLogin(ctx.app, 'seller');
      const buyer = await registerAndLogin(ctx.app, 'buyer');
      const talk = await call('POST', '/conversations', buyer, { seller_id: seller.id, text: 'My door code is 4711', document_url: await uploadDocument(ctx) });
      assert.equal(talk.statusCode, 201, talk.body);
      const { conversation, message } = talk.json<{ conversation: { id: number }; message: { id: number } }>();
      const reply = await call('POST', `/conversations/${conversation.id}/messages`, seller, { text: 'Thanks, see you Monday' });
      assert.equal(reply.statusCode, 201, reply.body);
      const attachmentUrl = `/conversations/${conversation.id}/messages/${message.id}/attachment`;
      assert.equal((await call('GET', attachmentUrl, seller)).statusCode, 200);
      const attachmentKey = (await ctx.app.db.selectFrom('documents').select('storage_key').where('attached_to', '=', `message:${message.id}`).executeTakeFirstOrThrow()).storage_key;

      const request = { category_id: 1, description: 'Rooftop terrace, call me', firstname: 'Ann', lastname: 'Requester', street: 'Hidden Lane 3', post_number: '10115', phone: '0309999', email: buyer.email.toUpperCase() };
      const signedIn = await call('POST', '/quotation', buyer, request);
      const anonymous = await call('POST', '/quotation', null, { ...request, description: 'Sent without signing in' });
      assert.equal(signedIn.statusCode, 201, signedIn.body);
      assert.equal(anonymous.statusCode, 201, anonymous.body);
      const requestIds = [signedIn, anonymous].map((r) => r.json<{ id: number }>().id);
      const someoneElse = await call('POST', '/quotation', null, { ...request, email: uniqueEmail('other'), description: 'Not theirs' });
      const listed = async () => (await call('GET', '/quotation?size=100', seller)).json<Array<{ id: number }>>().map((q) => q.id);
      await createService(ctx.app, seller);
      // Requests reach the craftsmen whose service area covers their postcode (Berlin, 10115).
      const area = await call('PUT', '/sellers/me/service-area', seller, { post_number: '10115', radius_km: 30 });
      assert.equal(area.statusCode, 200, area.body);
      const noticesOf = async () =>
        (await call('GET', '/notifications?size=100', seller)).json<{ items: Array<{ subject: { type: string; id: number } }> }>().items.filter((n) => n.subject.type === 'quotation').map((n) => n.subject.id);
      const announced = await call('POST', '/quotation', null, { ...request, description: 'Announced to craftsmen' });
      requestIds.push(announced.json<{ id: number }>().id);
      // Craftsmen of the category hear of a request in the background: wait (bounded) for the notice.
      for (let i = 0; i < 100 && !(await noticesOf()).includes(requestIds[2]!); i++) await new Promise((resolve) => setTimeout(resolve, 20));
      assert.ok((await noticesOf()).includes(requestIds[2]!), 'the craftsman was told of the request');
      const answered = await call('PUT', `/quotation/${requestIds[1]}/answer`, seller, { price: 900, message: 'Can do' });
      assert.equal(answered.statusCode, 201, answered.body);
      for (const id of requestIds) assert.ok((await listed()).includes(id), `request ${id} listed before`);

      assert.equal((await call('DELETE', `/users/${buyer.id}`, buyer, { password: buyer.password })).statusCode, 204);

      const page = await call('GET', `/conversations/${conversation.id}/messages`, seller);
      assert.equal(page.statusCode, 200, page.body);
      const items = page.json<{ items: Array<{ id: number; text: string; has_attachment: boolean; erased: boolean }> }>().items;
      assert.deepEqual(
        items.map((m) => [m.text, m.has_attachment, m.erased]),
        [
          ['', false, true],
          ['Thanks, see you Monday', false, false],
        ],
      );
      const summary = (await call('GET', '/conversations', seller)).json<Array<{ id: number; last_message: { erased: boolean } }>>();
      assert.equal(summary.find((c) => c.id === conversation.id)?.last_message.erased, false, 'the craftsman\'s own last message stays');
      const download = await call('GET', attachmentUrl, seller);
      assert.equal(download.statusCode, 404, download.body);
      assert.equal(await ctx.app.storage.read(attachmentKey), null, 'the attachment\'s file is deleted from storage');
      const exported = await call('GET', `/users/${seller.id}/export`, seller);
      assert.ok(!exported.body.includes('4711'), 'not in the craftsman\'s export either');

      const after = await listed();
      for (const id of requestIds) assert.ok(!after.includes(id), `request ${id} is gone`);
      assert.ok(after.includes(someoneElse.json<{ id: number }>().id), 'a request from another address stays');
      assert.deepEqual((await noticesOf()).filter((id) => requestIds.includes(id)), [], 'no notice points at an erased request');
      const answer = await call('GET', `/quotation/${requestIds[1]}/answer`, seller);
      assert.equal(answer.statusCode, 404, answer.body);
      assert.equal(answer.json<{ code: string }>().code, 'quotation.not_found');
    });

    test('a craftsman\'s deletion erases their messages for the customer too', async () => {
      const seller = await registerAndLogin(ctx.app, 'seller');
      const buyer = await registerAndLogin(ctx.app, 'buyer');
      const serviceId = await createService(ctx.app, seller);
      const talk = await call('POST', '/conversations', buyer, { seller_id: seller.id, service_id: serviceId, text: 'Is Monday fine?' });
      const id = talk.json<{ conversation: { id: number } }>().conversation.id;
      assert.equal((await call('POST', `/conversations/${id}/messages`, seller, { text: 'Call me on 0171 555' })).statusCode, 201);
      assert.equal((await call('DELETE', `/users/${seller.id}`, seller, { password: seller.password })).statusCode, 204);
      const page = await call('GET', `/conversations/${id}/messages`, buyer);
      assert.deepEqual(
        page.json<{ items: Array<{ text: string; erased: boolean }> }>().items.map((m) => [m.text, m.erased]),
        [
          ['Is Monday fine?', false],
          ['', true],
        ],
      );
      const list = await call('GET', '/conversations', buyer);
      assert.ok(!list.body.includes('0171 555'));
    });
  });
});
