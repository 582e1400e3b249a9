// database-independent: nothing here touches a database, so only the SQLite pass runs it (scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { order, publicUser, sellerProfile } from '@craft/shared/schemas/responses';
import { compileResponseSerializer, responseJsonSchema } from './response-serializer';

const row = {
  id: 7,
  firstname: 'Anna',
  lastname: 'Becker',
  role: 'seller',
  company_name: null,
  email: 'anna@example.com',
  phone: '0171 234',
  street: 'Hauptstr. 1',
  post_number: '10115',
  city: 'Berlin',
  password_hash: '$argon2id$v=19$...',
};

test('a public-user response writes only the public fields, whatever the handler passes', () => {
  const body = JSON.parse(compileResponseSerializer(publicUser)(row));
  assert.deepEqual(body, { id: 7, firstname: 'Anna', lastname: 'Becker', role: 'seller', company_name: null });
});

test('nested shapes are stripped too (a seller profile never carries contact details)', () => {
  const profile = {
    ...row,
    display_name: 'Anna Becker',
    services: [],
    portfolio: [],
    rating_average: null,
    rating_count: 0,
    description: null,
    logo_url: null,
    master_business: null,
    founding_year: null,
    response_hours: null,
    verified: false,
    trader: null,
  };
  const body = JSON.parse(compileResponseSerializer(sellerProfile)(profile));
  for (const field of ['email', 'phone', 'street', 'post_number', 'city', 'password_hash', 'role']) assert.equal(field in body, false, field);
});

test('with checks on, a body of the wrong shape throws instead of leaving', () => {
  const checked = compileResponseSerializer(publicUser, true);
  assert.throws(() => checked({ ...row, role: 'admin' }), /does not match its schema/);
  assert.doesNotThrow(() => checked(row));
});

test('the JSON schema handed to fast-json-stringify has no $ref left and folds nullable objects', () => {
  const json = JSON.stringify(responseJsonSchema(z.array(order)));
  assert.equal(json.includes('$ref'), false);
  assert.match(json, /"review":\{[^]*"type":\["object","null"\]/);
});
