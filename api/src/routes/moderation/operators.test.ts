import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { generate } from 'otplib';
import { currentConsent } from '@craft/shared/legal';
import { type TestContext, createOperatorAndLogin, createTestContext, registerAndLogin, uniqueEmail } from '../../test/helpers';
import { createOperator } from './operators';
import { auditOf } from './audit';

describe('operators', () => {
  let ctx: TestContext;

  before(async () => {
    ctx = await createTestContext();
  });
  after(async () => {
    await ctx.cleanup();
  });

  test('registration refuses the operator role', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/users',
      payload: { email: uniqueEmail('would-be-operator'), password: 'correct horse battery', firstname: 'Eve', lastname: 'X', post_number: '12345', street: 'S 1', phone: '0', role: 'operator', ...currentConsent() },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json<{ code: string }>().code, 'validation.role');
  });

  test('an operator signs in with password and TOTP code; without a code, or with a wrong one, the login is refused', async () => {
    const email = uniqueEmail('operator');
    const password = 'moderate calmly and fairly';
    const operator = await createOperator(ctx.app, { email, password });
    assert.match(operator.otpauthUri, /^otpauth:\/\/totp\/.+secret=/);
    assert.match(operator.totpSecret, /^[A-Z2-7]+=*$/);

    const withoutCode = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email, password } });
    assert.equal(withoutCode.statusCode, 401);
    assert.equal(withoutCode.json<{ code: string }>().code, 'auth.totp_required');

    const current = await generate({ secret: operator.totpSecret });
    const wrong = String((Number(current) + 1) % 1_000_000).padStart(6, '0');
    const wrongCode = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email, password, totp: wrong } });
    assert.equal(wrongCode.statusCode, 401);
    assert.equal(wrongCode.json<{ code: string }>().code, 'auth.totp_invalid');

    // The right code with a wrong password is still the plain refusal: the code proves nothing alone.
    const wrongPassword = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email, password: 'not the password', totp: current } });
    assert.equal(wrongPassword.statusCode, 401);
    assert.equal(wrongPassword.json<{ code: string }>().code, 'auth.login_failed');

    const ok = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email, password, totp: await generate({ secret: operator.totpSecret }) } });
    assert.equal(ok.statusCode, 200, ok.body);
    const body = ok.json<{ access_token: string; user: { id: number; role: string; email: string } }>();
    assert.deepEqual({ id: body.user.id, role: body.user.role, email: body.user.email }, { id: operator.id, role: 'operator', email });
  });

  test('a buyer never needs a code', async () => {
    const buyer = await registerAndLogin(ctx.app, 'buyer');
    assert.ok(buyer.token);
  });

  test('creating an operator is in the audit log; the operator has no public profile and no marketplace access', async () => {
    const operator = await createOperatorAndLogin(ctx.app);
    const entries = await auditOf(ctx.app.db, 'user', operator.id);
    assert.equal(entries.length, 1);
    assert.equal(entries[0]?.action, 'operator.create');
    assert.equal(entries[0]?.operator_id, operator.id);
    assert.deepEqual(entries[0]?.after, { email: operator.email, role: 'operator' });

    const profile = await ctx.app.inject({ method: 'GET', url: `/users/${operator.id}` });
    assert.equal(profile.statusCode, 404);
    const notifications = await ctx.app.inject({ method: 'GET', url: '/notifications', headers: operator.auth });
    assert.equal(notifications.statusCode, 403);
    assert.equal(notifications.json<{ code: string }>().code, 'auth.operators_not_parties');
  });

  test('a second operator with the same address is refused', async () => {
    const email = uniqueEmail('operator');
    await createOperator(ctx.app, { email, password: 'moderate calmly and fairly' });
    await assert.rejects(createOperator(ctx.app, { email, password: 'moderate calmly and fairly' }), /already exists/);
  });
});
