import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { currentConsent } from '@craft/shared/legal';
import { type TestContext, createTestContext, mailedToken, registerAndLogin, uniqueEmail } from '../../test/helpers';

describe('users', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.cleanup());

  const registration = (overrides: Record<string, unknown> = {}) => ({
    email: uniqueEmail(),
    password: 'long enough password',
    firstname: 'Ada',
    lastname: 'Lovelace',
    post_number: '10115',
    street: 'Main Street 1',
    phone: '+49 30 1',
    role: 'seller',
    company_name: 'Ada Bau',
    created_by: 1,
    updated_by: 1,
    ...currentConsent(),
    ...overrides,
  });

  test('POST /users registers; created_by/updated_by are the new id, never the body; no password comes back', async () => {
    const body = registration();
    const response = await ctx.app.inject({ method: 'POST', url: '/users', payload: body });
    assert.equal(response.statusCode, 201);
    const user = response.json();
    assert.equal(user.email, body.email);
    assert.equal(user.role, 'seller');
    assert.equal(user.company_name, 'Ada Bau');
    assert.equal(user.password, undefined);
    assert.equal(user.password_hash, undefined);
    const row = await ctx.app.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    assert.equal(row.created_by, user.id);
    assert.equal(row.updated_by, user.id);
    assert.notEqual(row.password_hash, body.password);
    assert.match(row.password_hash, /^\$argon2id\$/);
  });

  test('role defaults to buyer; any other role is 400', async () => {
    const { role: _role, ...withoutRole } = registration();
    const created = await ctx.app.inject({ method: 'POST', url: '/users', payload: withoutRole });
    assert.equal(created.statusCode, 201);
    assert.equal(created.json().role, 'buyer');
    const admin = await ctx.app.inject({ method: 'POST', url: '/users', payload: registration({ role: 'admin' }) });
    assert.equal(admin.statusCode, 400);
    assert.match(admin.json().error, /role/);
  });

  test('a duplicate e-mail, in any letter case, is 409', async () => {
    const body = registration();
    assert.equal((await ctx.app.inject({ method: 'POST', url: '/users', payload: body })).statusCode, 201);
    const again = await ctx.app.inject({ method: 'POST', url: '/users', payload: { ...body, email: body.email.toUpperCase() } });
    assert.equal(again.statusCode, 409);
    assert.equal(typeof again.json().error, 'string');
  });

  test('required registration fields missing is 400 with a readable reason', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/users', payload: { email: uniqueEmail() } });
    assert.equal(response.statusCode, 400);
    assert.match(response.json().error, /password|firstname/);
  });

  test('POST /users/login answers {access_token, user} with the role and without secrets', async () => {
    const body = registration();
    await ctx.app.inject({ method: 'POST', url: '/users', payload: body });
    const response = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: body.email.toUpperCase(), password: body.password } });
    assert.equal(response.statusCode, 200);
    const { access_token, user } = response.json();
    assert.equal(typeof access_token, 'string');
    assert.equal(user.role, 'seller');
    assert.equal(user.email, body.email);
    assert.equal(user.password_hash, undefined);
    const claims = ctx.app.jwt.decode<{ sub: string; exp: number }>(access_token);
    assert.equal(claims?.sub, String(user.id));
    assert.ok(claims && claims.exp > Date.now() / 1000, 'token expires in the future');
  });

  test('bad e-mail and bad password answer the same 401', async () => {
    const body = registration();
    await ctx.app.inject({ method: 'POST', url: '/users', payload: body });
    const wrongPassword = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: body.email, password: 'nope nope' } });
    const unknownEmail = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: uniqueEmail(), password: 'nope nope' } });
    assert.equal(wrongPassword.statusCode, 401);
    assert.equal(unknownEmail.statusCode, 401);
    assert.deepEqual(wrongPassword.json(), unknownEmail.json());
  });

  test('login without e-mail or password is 400', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: 'a@b.c' } });
    assert.equal(response.statusCode, 400);
  });

  test('GET /users/{id} shows public fields to others and contact details to the user themself', async () => {
    const seller = await registerAndLogin(ctx.app, 'seller', { company_name: 'Co' });
    const other = await registerAndLogin(ctx.app, 'buyer');

    const anonymous = (await ctx.app.inject({ method: 'GET', url: `/users/${seller.id}` })).json();
    assert.deepEqual(Object.keys(anonymous).sort(), ['company_name', 'firstname', 'id', 'lastname', 'role']);

    const byOther = (await ctx.app.inject({ method: 'GET', url: `/users/${seller.id}`, headers: other.auth })).json();
    assert.equal(byOther.email, undefined);
    assert.equal(byOther.phone, undefined);

    const own = (await ctx.app.inject({ method: 'GET', url: `/users/${seller.id}`, headers: seller.auth })).json();
    assert.equal(own.email, seller.email);
    assert.equal(own.street, 'Street 1');
    assert.equal(own.post_number, '12345');
    assert.equal(own.phone, '0123');
  });

  test('GET /users/{id}: unknown id is 404, a bad token is 401, a bad id is 400', async () => {
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/users/999999' })).statusCode, 404);
    const badToken = await ctx.app.inject({ method: 'GET', url: '/users/1', headers: { authorization: 'Bearer not.a.token' } });
    assert.equal(badToken.statusCode, 401);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/users/abc' })).statusCode, 400);
  });

  test('weak passwords are refused with a message saying why: spaces, 12345678, the e-mail address itself, the site\'s words, a common password', async () => {
    const cases: Array<[string, (email: string) => string, RegExp]> = [
      ['eight spaces', () => '        ', /repeats characters/],
      ['12345678', () => '12345678', /most common passwords/],
      ['the e-mail address', (email) => email, /your name, your e-mail address/],
      ['the site\'s name', () => 'handwerker', /the name of this site/],
      ['the site\'s name and a digit', () => 'marktplatz1', /the name of this site/],
      ['a common password', () => 'Passwort123', /too easy to guess/],
    ];
    for (const [name, password, reason] of cases) {
      const body = registration();
      const response = await ctx.app.inject({ method: 'POST', url: '/users', payload: { ...body, password: password(body.email) } });
      assert.equal(response.statusCode, 400, `${name}: ${response.body}`);
      assert.match(response.json<{ error: string }>().error, /^body password: This password is too easy to guess/, name);
      assert.match(response.json<{ error: string }>().error, reason, name);
    }
    const strong = await ctx.app.inject({ method: 'POST', url: '/users', payload: { ...registration(), password: 'plum ladder orbit' } });
    assert.equal(strong.statusCode, 201, strong.body);
  });

  test('failed logins are throttled per account and address: 429 after 5 failures from one address, even with the right password', async () => {
    const body = registration();
    await ctx.app.inject({ method: 'POST', url: '/users', payload: body });
    for (let i = 0; i < 5; i += 1) {
      const failed = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: body.email, password: 'wrong-password' }, remoteAddress: '10.0.0.1' });
      assert.equal(failed.statusCode, 401);
    }
    const blocked = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: body.email, password: body.password }, remoteAddress: '10.0.0.1' });
    assert.equal(blocked.statusCode, 429);
    assert.match(blocked.json().error, /Too many/);
    assert.ok(Number(blocked.headers['retry-after']) > 0);
  });

  test('someone else\'s failures do not lock the owner out: the right password from an address that did not fail logs in', async () => {
    const body = registration();
    await ctx.app.inject({ method: 'POST', url: '/users', payload: body });
    // The attacker spreads wrong passwords over several addresses, five each.
    for (let address = 0; address < 3; address += 1) {
      for (let i = 0; i < 6; i += 1) {
        await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: body.email, password: `guess-${i}` }, remoteAddress: `10.0.3.${address}` });
      }
    }
    const owner = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: body.email, password: body.password }, remoteAddress: '10.0.4.1' });
    assert.equal(owner.statusCode, 200, owner.body);
  });

  test('lock-out never hits the owner: after 10 addresses x 5 failures the owner logs in from an eleventh, even past the per-account limit', async () => {
    const body = registration();
    await ctx.app.inject({ method: 'POST', url: '/users', payload: body });
    const fail = (address: string) => ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: body.email, password: 'wrong guess' }, remoteAddress: address });
    for (let address = 0; address < 10; address += 1) {
      for (let i = 0; i < 5; i += 1) assert.equal((await fail(`10.1.0.${address}`)).statusCode, 401);
    }
    // One more address fails too: the account is now past its per-account limit (50).
    assert.equal((await fail('10.1.1.1')).statusCode, 401);
    const owner = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: body.email, password: body.password }, remoteAddress: '10.1.2.1' });
    assert.equal(owner.statusCode, 200, owner.body);
  });

  test('an account guessed at from many addresses gives each address one failure only, pointing to a reset; a reset clears the account', async () => {
    const body = registration();
    await ctx.app.inject({ method: 'POST', url: '/users', payload: body });
    const { max } = ctx.config.limits.loginFailuresPerAccount;
    const attempt = (address: string, password = 'wrong guess') => ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: body.email, password }, remoteAddress: address });
    for (let i = 0; i < max; i += 1) assert.equal((await attempt(`10.3.${Math.floor(i / 250)}.${i % 250}`)).statusCode, 401);
    // A fresh address is still checked once; its second failure in the window is refused.
    assert.equal((await attempt('10.4.0.1')).statusCode, 401);
    const second = await attempt('10.4.0.1');
    assert.equal(second.statusCode, 429);
    assert.match(second.json().error, /Forget Password/);
    // Even with the right password from there, until the owner resets the password through the mailed link.
    assert.equal((await attempt('10.4.0.1', body.password)).statusCode, 429);
    assert.equal((await ctx.app.inject({ method: 'POST', url: '/users/password-reset', payload: { email: body.email }, remoteAddress: '10.4.0.1' })).statusCode, 202);
    const token = await mailedToken(ctx.app, body.email, '/reset-password');
    const newPassword = 'velvet harbor compass';
    const reset = await ctx.app.inject({ method: 'POST', url: '/users/password-reset/confirm', payload: { token, password: newPassword }, remoteAddress: '10.4.0.1' });
    assert.equal(reset.statusCode, 204, reset.body);
    assert.equal((await attempt('10.4.0.1', newPassword)).statusCode, 200);
    // The account's count started afresh: an address gets its five failures again.
    for (let i = 0; i < 2; i += 1) assert.equal((await attempt('10.5.0.1')).statusCode, 401);
  });

  test('failed logins are throttled per IP: 429 after 20 failures from one address', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 20; i += 1) {
      const failed = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: uniqueEmail(), password: 'x' }, remoteAddress: ip });
      assert.equal(failed.statusCode, 401);
    }
    const blocked = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: uniqueEmail(), password: 'x' }, remoteAddress: ip });
    assert.equal(blocked.statusCode, 429);
    const elsewhere = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: uniqueEmail(), password: 'x' }, remoteAddress: '10.9.9.10' });
    assert.equal(elsewhere.statusCode, 401);
  });

  test('wrong passwords sent all at once cannot slip past the limit: at most 5 are checked, the rest are 429', async () => {
    const body = registration();
    await ctx.app.inject({ method: 'POST', url: '/users', payload: body });
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: body.email, password: `guess-${i}` }, remoteAddress: '10.0.2.1' }),
      ),
    );
    const statuses = attempts.map((response) => response.statusCode);
    assert.equal(statuses.filter((status) => status === 401).length, 5, statuses.join(' '));
    assert.equal(statuses.filter((status) => status === 429).length, 25, statuses.join(' '));
  });

  test('a successful login does not count against the user', async () => {
    const user = await registerAndLogin(ctx.app, 'buyer');
    for (let i = 0; i < 8; i += 1) {
      const ok = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: user.email, password: user.password } });
      assert.equal(ok.statusCode, 200);
    }
  });
});
