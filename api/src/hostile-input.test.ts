import assert from 'node:assert/strict';
import diagnostics from 'node:diagnostics_channel';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { type TestContext, type TestUser, createOperatorAndLogin, createService, createTestContext, jpeg, multipart, pdf, png, registerAndLogin } from './test/helpers';
import { type JsonSchema, hostileString, hostileValue, mutatedArbitrary, toJsonSchema, validArbitrary } from './test/schema-arbitrary';
import { zipBomb } from './test/zip-bomb';

/** Property runs per route: about 60 routes, so a couple of thousand requests per database. */
const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? 50);

/** A route as fastify registered it, with its zod schemas turned into JSON Schema. */
interface CapturedRoute {
  method: string;
  url: string;
  params: JsonSchema | null;
  querystring: JsonSchema | null;
  body: JsonSchema | null;
}

/**
 * Builds the app while listening to fastify's route registrations (diagnostics channel
 * 'fastify.initialization' fires before any plugin runs): routes added later are fuzzed too.
 */
async function contextWithRoutes(): Promise<{ ctx: TestContext; routes: CapturedRoute[] }> {
  const routes: CapturedRoute[] = [];
  const channel = diagnostics.channel('fastify.initialization');
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || method === 'OPTIONS' || route.url.includes('*')) continue;
        // A live stream (GET /live) never ends, so inject() would wait forever; its own test covers it.
        if ((route.config as { liveStream?: boolean } | undefined)?.liveStream) continue;
        routes.push({
          method,
          url: route.url,
          params: toJsonSchema(schema.params),
          querystring: toJsonSchema(schema.querystring),
          body: toJsonSchema(schema.body),
        });
      }
    });
  };
  channel.subscribe(onInit);
  try {
    return { ctx: await createTestContext(), routes };
  } finally {
    channel.unsubscribe(onInit);
  }
}

type AuthKind = 'none' | 'buyer' | 'owner' | 'other-seller' | 'garbage' | 'forged' | 'unsigned' | 'basic';

/** Files that lie about what they are, are cut short, or are simply odd. */
interface FileCase {
  name: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** encodeURIComponent throws on a lone surrogate; such a string goes raw (percent-escaped by hand). */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

describe('hostile input: every registered route, property-based (fast-check)', () => {
  let ctx: TestContext;
  let routes: CapturedRoute[];
  let owner: TestUser;
  let otherSeller: TestUser;
  let buyer: TestUser;
  let files: FileCase[];
  let bomb: Buffer;
  const statuses = new Map<number, number>();
  let sent = 0;

  before(async () => {
    ({ ctx, routes } = await contextWithRoutes());
    owner = await registerAndLogin(ctx.app, 'seller');
    otherSeller = await registerAndLogin(ctx.app, 'seller');
    buyer = await registerAndLogin(ctx.app, 'buyer');
    // A little real data, so small generated ids sometimes reach a handler's happy path.
    for (let i = 0; i < 3; i += 1) await createService(ctx.app, owner, { title: `Fuzz target ${i}` });
    await ctx.app.inject({ method: 'POST', url: '/portfolio', headers: owner.auth, payload: { name: 'Fuzz project', description: '' } });
    await ctx.app.inject({
      method: 'POST',
      url: '/quotation',
      headers: buyer.auth,
      payload: { category_id: 1, description: 'Fuzz', firstname: 'a', lastname: 'b', street: 'c', post_number: '1', phone: '2', email: buyer.email },
    });
    const realJpeg = await jpeg();
    const realPng = await png();
    bomb = zipBomb();
    files = [
      { name: 'jpeg', filename: 'photo.jpg', contentType: 'image/jpeg', data: realJpeg },
      { name: 'png', filename: 'photo.png', contentType: 'image/png', data: realPng },
      { name: 'pdf', filename: 'offer.pdf', contentType: 'application/pdf', data: pdf() },
      { name: 'text claiming jpeg', filename: 'photo.jpg', contentType: 'image/jpeg', data: Buffer.from('definitely not an image') },
      { name: 'png magic, garbage after', filename: 'x.png', contentType: 'image/png', data: Buffer.concat([realPng.subarray(0, 24), Buffer.alloc(300, 7)]) },
      { name: 'truncated jpeg', filename: 'cut.jpg', contentType: 'image/jpeg', data: realJpeg.subarray(0, 120) },
      { name: 'svg with script', filename: 'x.svg', contentType: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
      { name: 'html claiming pdf', filename: 'offer.pdf', contentType: 'application/pdf', data: Buffer.from('<html><script>alert(1)</script></html>') },
      { name: 'exe claiming docx', filename: 'offer.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512)]) },
      { name: 'gzip of zeros', filename: 'a.zip', contentType: 'application/zip', data: zlib.gzipSync(Buffer.alloc(4 * 1024 * 1024)) },
      { name: 'zip bomb', filename: 'plans.zip', contentType: 'application/zip', data: bomb },
      { name: 'empty', filename: 'empty.jpg', contentType: 'image/jpeg', data: Buffer.alloc(0) },
      { name: 'path in name', filename: '../../../etc/passwd', contentType: 'image/jpeg', data: realJpeg },
      { name: 'header-breaking name', filename: 'a"\r\nContent-Type: text/html\r\n\r\n.jpg', contentType: 'image/jpeg', data: realJpeg },
      { name: 'unicode name', filename: `${'😀'.repeat(300)}.jpg`, contentType: 'image/jpeg', data: realJpeg },
    ];
  });
  after(() => ctx.cleanup());

  function authHeader(kind: AuthKind): Record<string, string> {
    switch (kind) {
      case 'none':
        return {};
      case 'buyer':
        return buyer.auth;
      case 'owner':
        return owner.auth;
      case 'other-seller':
        return otherSeller.auth;
      case 'garbage':
        return { authorization: 'Bearer not.a.token' };
      case 'forged':
        // Right shape, claims another user, signed with a secret the server does not know.
        return { authorization: `${owner.auth.authorization.split('.').slice(0, 1).join('.')}.${b64({ id: buyer.id, role: 'seller' })}.c2lnbmF0dXJl` };
      case 'unsigned':
        return { authorization: `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ id: owner.id, role: 'seller' })}.` };
      case 'basic':
        return { authorization: 'Basic YWRtaW46YWRtaW4=' };
    }
  }

  const authArbitrary = fc.constantFrom<AuthKind>('none', 'buyer', 'owner', 'owner', 'other-seller', 'garbage', 'forged', 'unsigned', 'basic');

  /** A path segment: an existing-looking id, a schema-valid value, or something hostile (URL-encoded or raw). */
  function segmentArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<string> {
    return fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: 1, max: 4 }).map(String) },
      { weight: 1, arbitrary: schema ? validArbitrary(schema).map(String) : fc.constant('1') },
      { weight: 3, arbitrary: fc.constantFrom('-1', '0', '1.5', '-0', '1e3', '0x10', '%00', '..%2F..%2Fetc%2Fpasswd', '..', '%E0%A4%A', '99999999999999999999', '2147483648', 'null', '%20', "1'--") },
      { weight: 2, arbitrary: hostileString.filter((s) => s.length < 3000).map(encodeSegment) },
    );
  }

  function urlArbitrary(route: CapturedRoute): fc.Arbitrary<string> {
    const names = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string);
    const segments = fc.tuple(...names.map((name) => segmentArbitrary(route.params?.properties?.[name])));
    const query = route.querystring ? fc.option(mutatedArbitrary(route.querystring), { nil: undefined }) : fc.constant(undefined);
    return fc.tuple(segments, query, fc.boolean()).map(([values, params, repeat]) => {
      let url = route.url;
      names.forEach((name, i) => {
        url = url.replace(`:${name}`, values[i] ?? '1');
      });
      if (params === undefined || params === null || typeof params !== 'object') return url;
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(params)) {
        const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
        search.append(key, text);
        // A repeated key arrives as an array, which schemas expecting a scalar must refuse cleanly.
        if (repeat) search.append(key, text);
      }
      return `${url}?${search.toString()}`;
    });
  }

  type Body = Pick<InjectOptions, 'payload' | 'headers'>;

  function multipartArbitrary(): fc.Arbitrary<Body> {
    const fileField = fc.constantFrom('photo', 'image', 'document_url', 'document', 'file', 'unexpected');
    const fields = fc.dictionary(
      fc.constantFrom('service_id', 'category_id', 'description', 'firstname', 'lastname', 'street', 'post_number', 'phone', 'email', 'status', 'x'),
      fc.oneof(fc.integer({ min: 1, max: 4 }).map(String), fc.constantFrom('a', 'a@b.de', 'open', ''), hostileString.filter((s) => s.length < 5000)),
      { maxKeys: 9 },
    );
    return fc
      .tuple(fields, fc.option(fc.tuple(fileField, fc.nat({ max: files.length - 1 }))), fc.option(fc.double({ min: 0, max: 1, noNaN: true })))
      .map(([textFields, file, cut]) => {
        const chosen = file ? files[file[1]] : undefined;
        const form = multipart(textFields, chosen && file ? { field: file[0], filename: chosen.filename, contentType: chosen.contentType, data: chosen.data } : undefined);
        if (cut === null || !Buffer.isBuffer(form.payload)) return form;
        // Truncated multipart: the body stops anywhere, even inside a boundary.
        return { ...form, payload: form.payload.subarray(0, Math.floor(form.payload.length * cut)) };
      });
  }

  function bodyArbitrary(route: CapturedRoute): fc.Arbitrary<Body | null> {
    const json = (value: unknown): Body => ({ payload: JSON.stringify(value) ?? 'null', headers: { 'content-type': 'application/json' } });
    const jsonBody = route.body ? mutatedArbitrary(route.body).map(json) : hostileValue.map(json);
    const odd = fc.constantFrom<Body>(
      { payload: '{"a":', headers: { 'content-type': 'application/json' } },
      { payload: '', headers: { 'content-type': 'application/json' } },
      { payload: 'title=x&price=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { payload: '<xml/>', headers: { 'content-type': 'application/xml' } },
      { payload: 'hello', headers: { 'content-type': 'text/plain' } },
      { payload: '{"title":"x"}', headers: { 'content-type': 'application/json; charset=utf-16' } },
      { payload: '{"title":"x"}', headers: { 'content-type': 'application/vnd.api+json' } },
      { payload: '--x\r\n', headers: { 'content-type': 'multipart/form-data' } },
      { payload: '--x\r\n', headers: { 'content-type': 'multipart/form-data; boundary=' } },
      { payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]), headers: { 'content-type': 'application/json' } },
      { payload: '{"a":1}', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } },
    );
    return fc.oneof(
      { weight: 4, arbitrary: jsonBody },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 2, arbitrary: odd },
      { weight: route.body ? 1 : 4, arbitrary: multipartArbitrary() },
    );
  }

  function requestArbitrary(route: CapturedRoute): fc.Arbitrary<InjectOptions> {
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    return fc
      .tuple(urlArbitrary(route), authArbitrary, hasBody ? bodyArbitrary(route) : fc.constant(null), fc.nat({ max: 255 ** 3 }))
      .map(([url, auth, body, ip]) => ({
        method: route.method as InjectOptions['method'],
        url,
        // Many client addresses: the per-IP limits are tested elsewhere and would mask handlers here.
        remoteAddress: `10.${ip % 255}.${Math.floor(ip / 255) % 255}.${Math.floor(ip / 65025) % 255}`,
        headers: { ...authHeader(auth), ...(body?.headers ?? {}) },
        ...(body ? { payload: body.payload } : {}),
      }));
  }

  function assertCleanRefusal(request: InjectOptions, response: LightMyRequestResponse): void {
    sent += 1;
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    const where = `${request.method} ${String(request.url).slice(0, 200)} -> ${response.statusCode}`;
    assert.ok(response.statusCode < 500, `${where}: ${response.body.slice(0, 300)}`);
    if (response.statusCode < 400) return;
    assert.match(String(response.headers['content-type']), /^application\/json/, where);
    const body = response.json<{ error?: unknown }>();
    assert.ok(typeof body.error === 'string' && body.error.length > 0, `${where}: ${response.body.slice(0, 300)}`);
  }

  test('generated and mutated requests never produce a 5xx, and every refusal is a JSON { error }', async () => {
    assert.ok(routes.length >= 40, `found ${routes.length} routes`);
    const started = Date.now();
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async (request) => {
          assertCleanRefusal(request, await ctx.app.inject(request));
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
    const health = await ctx.app.inject({ method: 'GET', url: '/health' });
    assert.equal(health.statusCode, 200, 'the API is still healthy after the barrage');
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}:${count}`).join(' ');
    console.log(
      `# hostile input (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}): ${sent} requests over ${routes.length} routes in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s; statuses ${summary}`,
    );
  });

  /** The value with `char` put into its `pick`-th string (counting strings depth first), or null when it has none. */
  function withControlCharacter(value: unknown, char: string, pick: number): unknown {
    const strings: Array<(next: string) => void> = [];
    const copy = structuredClone(value);
    const visit = (node: unknown, set: (next: string) => void) => {
      if (typeof node === 'string') strings.push((c) => set(`${node.slice(0, 1)}${c}${node.slice(1)}`));
      else if (Array.isArray(node)) node.forEach((child, i) => visit(child, (next) => { node[i] = next; }));
      else if (node && typeof node === 'object') {
        const record = node as Record<string, unknown>;
        for (const key of Object.keys(record)) visit(record[key], (next) => { record[key] = next; });
      }
    };
    let root = copy;
    visit(copy, (next) => { root = next; });
    if (strings.length === 0) return null;
    strings[pick % strings.length]?.(char);
    return root;
  }

  /** Path parameters that are not ids: a value the route accepts, so the body or query is what gets judged. */
  const VALID_PATH_VALUES: Partial<Record<string, string>> = { remote: 'buyer', release: '0', sha256: '0'.repeat(64) };

  test('a schema-valid body or query with a control character in any string is refused with 400 on every route', async () => {
    const controls = fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u000b', '\u202e', '\u2066');
    let refused = 0;
    // The token is checked before the body, and the fuzzing above may have ended sessions
    // (sign-out-everywhere): tokens of the current versions, the buyer's where a route is for buyers.
    const currentAuth = async (user: TestUser, role: 'buyer' | 'seller') => {
      const { token_version } = await ctx.app.db.selectFrom('users').select('token_version').where('id', '=', user.id).executeTakeFirstOrThrow();
      return { authorization: `Bearer ${await ctx.app.jwt.sign({ sub: String(user.id), role, ver: token_version })}` };
    };
    const sellerAuth = await currentAuth(owner, 'seller');
    const buyerAuth = await currentAuth(buyer, 'buyer');
    // The moderation routes answer operators only, before they read the body.
    const operatorAuth = (await createOperatorAndLogin(ctx.app)).auth;
    for (const route of routes) {
      const part = route.body ? 'body' : route.querystring ? 'query' : null;
      const schema = route.body ?? route.querystring;
      if (!part || !schema) continue;
      await fc.assert(
        fc.asyncProperty(validArbitrary(schema), controls, fc.nat(), async (valid, char, pick) => {
          const hostile = withControlCharacter(valid, char, pick);
          // A route without strings has nothing to try; oversized values are another test's matter (413).
          if (hostile === null || JSON.stringify(hostile).length > 8_000) return;
          let url = route.url.replace(/:([A-Za-z_]+)/g, (_match, name: string) => VALID_PATH_VALUES[name] ?? '1');
          const request: InjectOptions = { method: route.method as InjectOptions['method'], url, headers: sellerAuth };
          if (part === 'body') {
            request.payload = JSON.stringify(hostile);
            request.headers = { ...sellerAuth, 'content-type': 'application/json' };
          } else {
            const search = new URLSearchParams();
            for (const [key, value] of Object.entries(hostile as Record<string, unknown>)) search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
            url += `?${search.toString()}`;
            request.url = url;
          }
          let response = await ctx.app.inject(request);
          if (response.statusCode === 403 && response.json<{ code: string }>().code === 'auth.buyers_only') {
            response = await ctx.app.inject({ ...request, headers: { ...request.headers, ...buyerAuth } });
          }
          if (response.statusCode === 403 && response.json<{ code: string }>().code === 'auth.operators_only') {
            response = await ctx.app.inject({ ...request, headers: { ...request.headers, ...operatorAuth } });
          }
          assert.equal(response.statusCode, 400, `${route.method} ${url}: ${response.body.slice(0, 300)}`);
          assert.match(response.json<{ error: string }>().error, /control character/, `${route.method} ${route.url}`);
          refused += 1;
        }),
        { numRuns: 10 },
      );
    }
    assert.ok(refused >= 100, `refused ${refused} requests`);
  });

  test('a zip bomb as a quotation document is stored byte for byte, never expanded', async () => {
    const rssBefore = process.memoryUsage().rss;
    const started = Date.now();
    const upload = multipart({}, { field: 'document_url', filename: 'plans.zip', contentType: 'application/zip', data: bomb });
    const uploaded = await ctx.app.inject({ method: 'POST', url: '/quotation/upload', ...upload });
    assertCleanRefusal({ method: 'POST', url: '/quotation/upload' }, uploaded);
    assert.equal(uploaded.statusCode, 201, 'a ZIP is an allowed document type');
    const direct = multipart(
      { category_id: '1', firstname: 'a', lastname: 'b', street: 'c', post_number: '1', phone: '2', email: 'bomb@example.com' },
      { field: 'document', filename: 'plans.zip', contentType: 'application/zip', data: bomb },
    );
    const quotation = await ctx.app.inject({ method: 'POST', url: '/quotation', ...direct });
    assertCleanRefusal({ method: 'POST', url: '/quotation' }, quotation);
    assert.equal(quotation.statusCode, 201);
    const elapsed = Date.now() - started;
    const grown = process.memoryUsage().rss - rssBefore;

    // The fuzzing may have ended the owner's sessions (sign-out-everywhere): a token of the current version.
    const { token_version } = await ctx.app.db.selectFrom('users').select('token_version').where('id', '=', owner.id).executeTakeFirstOrThrow();
    const token = await ctx.app.jwt.sign({ sub: String(owner.id), role: 'seller', ver: token_version });
    // A request's document is for the craftsmen it reaches: one who answered it is one of them.
    const quotationId = quotation.json<{ id: number }>().id;
    const answered = await ctx.app.inject({ method: 'PUT', url: `/quotation/${quotationId}/answer`, headers: { authorization: `Bearer ${token}` }, payload: { price: 100, message: 'Seen the plans' } });
    assert.ok(answered.statusCode === 201 || answered.statusCode === 200, answered.body);
    const stored = await ctx.app.inject({ method: 'GET', url: `/quotation/${quotationId}/document`, headers: { authorization: `Bearer ${token}` } });
    assert.equal(stored.statusCode, 200);
    assert.ok(stored.rawPayload.equals(bomb), 'the stored document is the uploaded bytes, not their expansion');
    const expanded = 12 * 32 * 1024 * 1024;
    console.log(`# zip bomb: ${bomb.length} bytes that would inflate to ${expanded} bytes; stored as is in ${elapsed} ms, RSS +${Math.round(grown / 1024 / 1024)} MB`);
    assert.ok(elapsed < 10_000, `handled in ${elapsed} ms`);
    assert.ok(grown < expanded / 2, `memory grew by ${grown} bytes, far less than the expansion`);
  });
});
