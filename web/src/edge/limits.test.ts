import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { test } from 'node:test';
import { addressKey, concurrencyGate, EdgeRefusal, readBody } from './limits';

test('addressKey: an IPv4 address is itself, an IPv6 address counts as its /64 network', () => {
  assert.equal(addressKey('203.0.113.7'), '203.0.113.7');
  assert.equal(addressKey('::ffff:203.0.113.7'), '203.0.113.7');
  assert.equal(addressKey('2001:db8:1:2:aaaa::1'), '2001:db8:1:2::/64');
  assert.equal(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'), '2001:db8:1:2::/64');
  assert.equal(addressKey('2001:db8::1'), '2001:db8:0:0::/64');
  assert.equal(addressKey('2001:0db8:0000:0002::9'), addressKey('2001:db8:0:2:ffff::'));
  assert.notEqual(addressKey('2001:db8:1:2::1'), addressKey('2001:db8:1:3::1'));
});

test('concurrencyGate: a cap per key and in all; a release counts once', () => {
  const gate = concurrencyGate({ perKey: 2, total: 3 });
  const a1 = gate.acquire('a');
  assert.ok(a1 && gate.acquire('a'));
  assert.equal(gate.acquire('a'), null, 'a third for one key');
  assert.ok(gate.acquire('b'));
  assert.equal(gate.acquire('c'), null, 'a fourth in all');
  a1?.();
  a1?.();
  assert.equal(gate.size(), 2);
  assert.ok(gate.acquire('c'));
});

test('readBody: a body beyond the memory budget is refused with 503, one within it is read whole', async () => {
  let left = 10;
  const reserve = (bytes: number) => {
    if (bytes > left) return false;
    left -= bytes;
    return true;
  };
  const options = { limit: 1_000, idleMs: 1_000, deadline: Date.now() + 5_000, reserve };
  const small = new PassThrough();
  const read = readBody(small, options);
  small.end(Buffer.from('12345678'));
  assert.equal((await read).toString(), '12345678');
  const large = new PassThrough();
  const refused = readBody(large, options);
  large.write(Buffer.from('12345'));
  await assert.rejects(refused, (error) => error instanceof EdgeRefusal && error.statusCode === 503);
});
