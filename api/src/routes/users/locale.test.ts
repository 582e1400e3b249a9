import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { acceptLanguageLocale } from '../../lib/locale';
import { nowIso } from '../../lib/time';
import type { PrivateUser } from '@craft/shared/api/types';
import { type TestContext, type TestUser, createTestContext, registerAndLogin, uniqueEmail } from '../../test/helpers';
import { currentConsent } from '@craft/shared/legal';

/** Every account has a language ('de' | 'en'), chosen at registration or from the browser, and changeable. */
describe('the user\'s language', () => {
  let ctx: TestContext;
  let buyer: TestUser;
  before(async () => {
    ctx = await createTestContext();
    buyer = await registerAndLogin(ctx.app, 'buyer');
  });
  after(() => ctx.cleanup());

  const register = (extra: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/users',
      headers,
      payload: { email: uniqueEmail(), password: 'a long and unusual passphrase', firstname: 'Jana', lastname: 'Krause', post_number: '04109', street: 'Markt 1', phone: '0341 1', ...currentConsent(), ...extra },
    });
  const localeOf = async (response: Awaited<ReturnType<typeof register>>) => {
    assert.equal(response.statusCode, 201, response.body);
    return response.json<PrivateUser>().locale;
  };

  test('registration takes the form\'s locale, else the browser\'s (de* = German), else English', async () => {
    assert.equal(await localeOf(await register({ locale: 'de' })), 'de');
    assert.equal(await localeOf(await register({ locale: 'en' }, { 'accept-language': 'de-DE,de;q=0.9' })), 'en', 'the form wins over the header');
    assert.equal(await localeOf(await register({}, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })), 'de');
    assert.equal(await localeOf(await register({}, { 'accept-language': 'de-AT' })), 'de');
    assert.equal(await localeOf(await register({}, { 'accept-language': 'en-US,en;q=0.9,de;q=0.8' })), 'en');
    assert.equal(await localeOf(await register({}, { 'accept-language': 'fr-FR' })), 'en');
    assert.equal(await localeOf(await register({})), 'en', 'no header: English');
    const refused = await register({ locale: 'fr' });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json<{ code: string }>().code, 'validation.locale');
  });

  test('Accept-Language: the most preferred language decides; q=0 and junk are ignored', () => {
    assert.equal(acceptLanguageLocale('en;q=0.5, de;q=0.9'), 'de');
    assert.equal(acceptLanguageLocale('de;q=0, en'), 'en');
    assert.equal(acceptLanguageLocale('*'), 'en');
    assert.equal(acceptLanguageLocale('deutsch'), 'en', 'a tag that only starts with "de"');
    assert.equal(acceptLanguageLocale(';;;,,,'), 'en');
    assert.equal(acceptLanguageLocale(undefined), 'en');
  });

  test('PUT /users/me/locale stores the language; login and GET /users/{id} show it', async () => {
    const changed = await ctx.app.inject({ method: 'PUT', url: '/users/me/locale', headers: buyer.auth, payload: { locale: 'de' } });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json<PrivateUser>().locale, 'de');
    assert.equal(changed.json<PrivateUser>().email, buyer.email, 'the whole private user, for the stored session');
    const own = await ctx.app.inject({ method: 'GET', url: `/users/${buyer.id}`, headers: buyer.auth });
    assert.equal(own.json<PrivateUser>().locale, 'de');
    const login = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: buyer.email, password: buyer.password } });
    assert.equal(login.json<{ user: PrivateUser }>().user.locale, 'de');
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/users/${buyer.id}` });
    assert.equal('locale' in anonymous.json(), false, 'not part of the public user');
    const back = await ctx.app.inject({ method: 'PUT', url: '/users/me/locale', headers: buyer.auth, payload: { locale: 'en' } });
    assert.equal(back.json<PrivateUser>().locale, 'en');
  });

  test('PUT /users/me/locale: 401 without a token, 400 for another language or an unknown field', async () => {
    const anonymous = await ctx.app.inject({ method: 'PUT', url: '/users/me/locale', payload: { locale: 'de' } });
    assert.deepEqual([anonymous.statusCode, anonymous.json<{ code: string }>().code], [401, 'auth.required']);
    for (const payload of [{ locale: 'fr' }, { locale: 'de', theme: 'dark' }, {}]) {
      const refused = await ctx.app.inject({ method: 'PUT', url: '/users/me/locale', headers: buyer.auth, payload });
      assert.equal(refused.statusCode, 400, JSON.stringify(payload));
      assert.match(refused.json<{ code: string }>().code, /^validation\.(locale|theme)$/);
    }
  });

  test('accounts from before the column (and the demo seed) are English', async () => {
    const stamp = nowIso();
    const row = await ctx.app.db
      .insertInto('users')
      .values({ email: uniqueEmail('old'), password_hash: 'x', firstname: 'Old', lastname: 'Timer', role: 'buyer', post_number: '1', street: 's', phone: '1', city: null, company_name: null, created_by: null, updated_by: null, created_at: stamp, updated_at: stamp })
      .returning('locale')
      .executeTakeFirstOrThrow();
    assert.equal(row.locale, 'en');
  });
});
