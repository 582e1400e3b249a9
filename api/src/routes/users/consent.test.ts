import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { currentConsent, LEGAL_DOCUMENTS } from '@craft/shared/legal';
import type { PrivateUser } from '@craft/shared/api/types';
import { nowIso } from '../../lib/time';
import { type TestContext, createTestContext, registerAndLogin, uniqueEmail } from '../../test/helpers';

/** Registration asks for consent to the terms (AGB) and the privacy notice, and keeps which versions and when. */
describe('consent to the terms and the privacy notice at registration', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.cleanup());

  const registration = (consent: object) => ({
    email: uniqueEmail('consent'),
    password: 'a long and unusual passphrase',
    firstname: 'Jana',
    lastname: 'Krause',
    post_number: '04109',
    street: 'Markt 1',
    phone: '0341 1',
    ...consent,
  });
  const register = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/users', payload });
  const usersWith = (email: string) => ctx.app.db.selectFrom('users').selectAll().where('email', '=', email).execute();

  test('without consent, or with the box not ticked, the account is refused (400, account.consent_required) and not created', async () => {
    const { accept_terms: _accept, ...versionsOnly } = currentConsent();
    for (const consent of [{}, versionsOnly, { ...currentConsent(), accept_terms: false }]) {
      const body = registration(consent);
      const response = await register(body);
      assert.equal(response.statusCode, 400, response.body);
      const error = response.json<{ error: string; code: string }>();
      assert.equal(error.code, 'account.consent_required');
      assert.match(error.error, /terms and the privacy notice must be accepted/);
      assert.deepEqual(await usersWith(body.email), []);
    }
  });

  test('a stale version of the terms or of the privacy notice is refused (400, account.consent_outdated)', async () => {
    const stale = [
      { ...currentConsent(), terms_version: '2020-01-01' },
      { ...currentConsent(), privacy_version: '2020-01-01' },
      { accept_terms: true },
    ];
    for (const consent of stale) {
      const body = registration(consent);
      const response = await register(body);
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.json<{ code: string }>().code, 'account.consent_outdated', JSON.stringify(consent));
      assert.deepEqual(await usersWith(body.email), []);
    }
  });

  test('the accepted versions and the time are stored, and shown to the user alone', async () => {
    const before = Date.now();
    const body = registration(currentConsent());
    const response = await register(body);
    assert.equal(response.statusCode, 201, response.body);
    const after = Date.now();

    const [row] = await usersWith(body.email);
    assert.ok(row);
    assert.equal(row.terms_version, LEGAL_DOCUMENTS.terms.version);
    assert.equal(row.privacy_version, LEGAL_DOCUMENTS.privacy.version);
    const acceptedAt = new Date(row.legal_accepted_at ?? '').getTime();
    assert.ok(acceptedAt >= before - 1000 && acceptedAt <= after + 1000, `accepted at ${String(row.legal_accepted_at)}`);

    const created = response.json<PrivateUser>();
    assert.deepEqual(created.legal_consent, {
      terms_version: LEGAL_DOCUMENTS.terms.version,
      privacy_version: LEGAL_DOCUMENTS.privacy.version,
      accepted_at: new Date(acceptedAt).toISOString(),
    });

    // The user's own view (login, GET /users/{own id}) has it; anyone else's view never.
    const login = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: body.email, password: body.password } });
    const { access_token, user } = login.json<{ access_token: string; user: PrivateUser }>();
    assert.deepEqual(user.legal_consent, created.legal_consent);
    const own = await ctx.app.inject({ method: 'GET', url: `/users/${user.id}`, headers: { authorization: `Bearer ${access_token}` } });
    assert.deepEqual(own.json<PrivateUser>().legal_consent, created.legal_consent);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/users/${user.id}` });
    assert.equal(anonymous.statusCode, 200);
    assert.equal('legal_consent' in anonymous.json<object>(), false, anonymous.body);
    assert.ok(!anonymous.body.includes(LEGAL_DOCUMENTS.terms.version), anonymous.body);
    const other = await registerAndLogin(ctx.app, 'seller');
    const seen = await ctx.app.inject({ method: 'GET', url: `/users/${user.id}`, headers: other.auth });
    assert.equal('legal_consent' in seen.json<object>(), false, seen.body);
  });

  test('an account from before consent was asked has none (NULL), and says so', async () => {
    const email = uniqueEmail('older');
    const password = 'a long and unusual passphrase';
    const now = nowIso();
    // As 0220_legal_consent finds an older account: a row written without the consent columns.
    const { id } = await ctx.app.db
      .insertInto('users')
      .values({ email, password_hash: await ctx.app.passwords.hash(password), firstname: 'Old', lastname: 'Account', role: 'buyer', post_number: '10115', street: 'S 1', phone: '1', city: null, company_name: null, created_by: null, updated_by: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [row] = await usersWith(email);
    assert.equal(row?.terms_version, null);
    assert.equal(row?.privacy_version, null);
    assert.equal(row?.legal_accepted_at, null);
    const login = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email, password } });
    assert.equal(login.statusCode, 200, login.body);
    const { user } = login.json<{ user: PrivateUser }>();
    assert.equal(user.id, id);
    assert.equal(user.legal_consent, null);
  });
});
