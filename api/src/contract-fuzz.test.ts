import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { type AppConfig, defaultLimits } from './config';
import { findControlCharacter } from './lib/control-characters';
import { type TestContext, type TestUser, createService, createTestContext, jpeg, multipart, pdf, registerAndLogin } from './test/helpers';
import {
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
  breakingArbitrary,
  breakingStringArbitrary,
  brokenObjectArbitrary,
  documentValidators,
  flatten,
  needsToken,
  preferring,
} from './test/openapi-arbitrary';
import { type JsonSchema, validArbitrary } from './test/schema-arbitrary';

/**
 * Contract fuzzing: every operation of the served OpenAPI document, called anonymously, as a
 * buyer and as a seller, with requests generated from the document's own schemas. The document
 * (through ajv) judges each request valid or not, and each answer must be one it describes.
 * FUZZ_SEED and FUZZ_RUNS (per operation, caller and kind of input) override the defaults.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

type Caller = 'anonymous' | 'buyer' | 'seller';
const CALLERS: Caller[] = ['anonymous', 'buyer', 'seller'];

/** Every counted limit out of the way: they are tested on their own and would only mask handlers here. */
function unlimited(): AppConfig['limits'] {
  const limits = { ...defaultLimits } as Record<string, unknown>;
  for (const [key, value] of Object.entries(limits)) {
    if (value && typeof value === 'object' && 'max' in value) limits[key] = { ...value, max: 1_000_000_000 };
  }
  return limits as AppConfig['limits'];
}

/**
 * Rules across fields that the document cannot state (OpenAPI query parameters are described one
 * by one, JSON Schema cannot compare two dates or compute a checksum), so it allows input they refuse: such a refusal,
 * with exactly this code, is expected.
 */
const CROSS_FIELD_RULES: Record<string, RegExp> = {
  // min_price not above max_price; radius_km and sort=distance need a postcode.
  'GET /services/search': /^validation\.(min_price|radius_km|sort)$/,
  // The end date not before the start date.
  'POST /portfolio': /^validation\.end_date$/,
  'PUT /portfolio/{id}': /^validation\.end_date$/,
  // An IBAN's mod-97 checksum, a BIC's country, and a VAT ID or a tax number as the tax status asks.
  'PUT /users/me/payment-details': /^validation\.(iban|bic|vat_id|tax_number)$/,
  // A founding year not after this year (the document cannot name the current year).
  'PUT /sellers/me/company': /^validation\.founding_year$/,
  // A VAT ID's check digit, and a register number in the format of the register type chosen.
  'PUT /sellers/me/trader': /^validation\.(vat_id|register_number)$/,
};

interface Operation {
  method: string;
  path: string;
  op: OpenApiOperation;
  parameters: OpenApiParameter[];
  json: JsonSchema | null;
  form: JsonSchema | null;
}

interface Generated {
  /** One thing was broken on purpose (whether the document agrees is ajv's call). */
  mutated: boolean;
  path: Record<string, string>;
  query: Record<string, string>;
  json?: { value: unknown };
  form?: { fields: Record<string, string>; file: string | null };
}

/** Ids that exist, by the kind of row a parameter or field names. */
type Pools = Record<string, number[]>;

/** Which pool an id parameter or field draws from: by its name, else by the path it is in. */
function poolOf(name: string, path: string): string | null {
  const byName: Record<string, string> = {
    sellerId: 'sellers', serviceId: 'services', messageId: 'messages', service_id: 'services', seller_id: 'sellers',
    buyer_id: 'buyers', category_id: 'categories', order_id: 'orders', quotation_id: 'quotations', direct_offer_id: 'offers',
    answer_id: 'answers', ids: 'notifications',
  };
  if (byName[name]) return byName[name];
  if (name !== 'id') return null;
  const byPath: Array<[RegExp, string]> = [
    // /services/photos/{id} names the service whose photos they are.
    [/^\/services\//, 'services'], [/^\/users\//, 'users'], [/^\/orders\//, 'orders'],
    [/^\/direct-offers\//, 'offers'], [/^\/quotation\//, 'quotations'], [/^\/portfolio\//, 'portfolio'],
    [/^\/conversations\//, 'conversations'], [/^\/categories\//, 'categories'], [/^\/sellers\//, 'sellers'],
  ];
  return byPath.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/** encodeURIComponent throws on a lone surrogate; such a string goes raw (percent-escaped by hand). */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

/** Postcodes the bundled postcode table knows (a made-up one is refused as postcode.unknown). */
const KNOWN_POSTCODES = ['10115', '53111'];
const POSTCODE_FIELDS = new Set(['postcode', 'post_number']);

const asText = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

let ctx: TestContext;
let base: string;
let doc: OpenApiDocument;
let validators: ReturnType<typeof documentValidators>;
const users: Record<Exclude<Caller, 'anonymous'>, TestUser[]> = { buyer: [], seller: [] };
const pools: Pools = {};
const photoNames: string[] = [];
const documentUrls: string[] = [];
let photo: Buffer;

before(async () => {
  ctx = await createTestContext({ limits: unlimited(), quotationMailSweepMs: 0, liveStreams: { perAccount: 1000, perAddress: 1000, lifetimeMs: 60_000 } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  doc = (await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json<OpenApiDocument>();
  validators = documentValidators(doc);
  photo = await jpeg(32, 24);

  // Rows for generated ids to hit: two of each role, services (one with a photo), a portfolio project, a
  // quotation with an answer, an order, a direct offer and a conversation.
  const [seller, otherSeller] = [await registerAndLogin(ctx.app, 'seller'), await registerAndLogin(ctx.app, 'seller')] as [TestUser, TestUser];
  const [buyer, otherBuyer] = [await registerAndLogin(ctx.app, 'buyer'), await registerAndLogin(ctx.app, 'buyer')] as [TestUser, TestUser];
  users.seller.push(seller, otherSeller);
  users.buyer.push(buyer, otherBuyer);
  const services = [await createService(ctx.app, seller, { title: 'Fuzz painting' }), await createService(ctx.app, otherSeller, { title: 'Fuzz tiling' })];
  const call = async <T>(request: InjectOptions, status: number): Promise<T> => {
    const response = await ctx.app.inject(request);
    assert.equal(response.statusCode, status, `${request.method} ${request.url}: ${response.body}`);
    return response.json<T>();
  };
  const uploaded = await call<unknown>({ method: 'POST', url: '/services/photos', ...withAuth(multipart({ service_id: String(services[0]) }, { field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: photo }), seller) }, 201);
  const photoName = JSON.stringify(uploaded).match(/[A-Za-z0-9_-]{10,64}(\.thumb)?\.webp/)?.[0];
  if (photoName) photoNames.push(photoName);
  const project = await call<{ id: number }>({ method: 'POST', url: '/portfolio', headers: seller.auth, payload: { name: 'Fuzz project', description: 'Walls' } }, 201);
  const contact = { firstname: 'Fuzz', lastname: 'Buyer', street: 'Street 1', post_number: '12345', phone: '0123', email: buyer.email, category_id: 1, description: 'Paint' };
  const quotation = await call<{ id: number }>({ method: 'POST', url: '/quotation', headers: buyer.auth, payload: contact }, 201);
  const answer = await call<{ id: number }>({ method: 'PUT', url: `/quotation/${quotation.id}/answer`, headers: seller.auth, payload: { price: 300, message: 'Two days' } }, 201);
  const order = await call<{ id: number }>({ method: 'POST', url: '/orders', headers: buyer.auth, payload: { service_id: services[0], payment_method: 'bank-transfer', amount: 100 } }, 201);
  const offer = await call<{ id: number }>({ method: 'POST', url: '/direct-offers', headers: buyer.auth, payload: { seller_id: seller.id, description: 'Fix the roof', price: 250 } }, 201);
  const { conversation: opened } = await call<{ conversation: { id: number } }>({ method: 'POST', url: '/conversations', headers: buyer.auth, payload: { seller_id: seller.id, text: 'Hello' } }, 201);
  const message = await call<{ id: number }>({ method: 'POST', url: `/conversations/${opened.id}/messages`, headers: seller.auth, payload: { text: 'Hi' } }, 201);
  const document = await call<{ file_url: string }>({ method: 'POST', url: '/quotation/upload', ...multipart({}, { field: 'document', filename: 'plan.pdf', contentType: 'application/pdf', data: pdf() }) }, 201);
  documentUrls.push(document.file_url);
  const notifications = (await ctx.app.inject({ method: 'GET', url: '/notifications', headers: seller.auth })).json<{ items?: Array<{ id: number }> }>();

  Object.assign(pools, {
    users: [...users.seller, ...users.buyer].map((u) => u.id),
    sellers: users.seller.map((u) => u.id),
    buyers: users.buyer.map((u) => u.id),
    services,
    categories: [1, 2],
    portfolio: [project.id],
    quotations: [quotation.id],
    answers: [answer.id],
    orders: [order.id],
    offers: [offer.id],
    conversations: [opened.id],
    messages: [message.id],
    notifications: (notifications.items ?? []).map((n) => n.id).slice(0, 3),
  });
});
after(() => ctx.cleanup());

function withAuth(body: Pick<InjectOptions, 'payload' | 'headers'>, user: TestUser): Pick<InjectOptions, 'payload' | 'headers'> {
  return { ...body, headers: { ...(body.headers as Record<string, string>), ...user.auth } };
}

/** The operations of the document, with each body schema picked out. */
function operations(): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content = op.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        op,
        parameters: op.parameters ?? [],
        json: content['application/json']?.schema ?? null,
        form: content['multipart/form-data']?.schema ? flatten(content['multipart/form-data'].schema) : null,
      };
    }),
  );
}

/**
 * A schema to generate from: id fields prefer ids of rows that exist, and rules between fields
 * (`oneOf`/`not` of `required` lists) are left to ajv's verdict, as the generator knows none.
 */
function withRealIds(schema: JsonSchema, path: string): JsonSchema {
  if (schema.anyOf) return { ...schema, anyOf: schema.anyOf.map((part) => withRealIds(part, path)) };
  if (!schema.properties) return schema;
  if (schema.oneOf?.every((part) => !part.type && !part.properties)) {
    const { oneOf: _oneOf, not: _not, ...rest } = schema as JsonSchema & { not?: unknown };
    return withRealIds(rest, path);
  }
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([key, value]) => {
      const pool = poolOf(key, path);
      if (key === 'document_url' && documentUrls.length) return [key, { anyOf: [{ enum: documentUrls }, value] }];
      if (POSTCODE_FIELDS.has(key)) return [key, { anyOf: [{ enum: KNOWN_POSTCODES }, { enum: KNOWN_POSTCODES }, value] }];
      return [key, pool ? preferring(value, pools[pool] ?? []) : value];
    }),
  );
  return { ...schema, properties };
}

function paramArbitrary(operation: Operation, parameter: OpenApiParameter): fc.Arbitrary<string> {
  if (POSTCODE_FIELDS.has(parameter.name)) return fc.oneof(fc.constantFrom(...KNOWN_POSTCODES), validArbitrary(parameter.schema).map(asText));
  if (parameter.name === 'name' && photoNames.length) return fc.oneof(fc.constantFrom(...photoNames), validArbitrary(parameter.schema).map(asText));
  const pool = poolOf(parameter.name, operation.path);
  return validArbitrary(pool ? preferring(parameter.schema, pools[pool] ?? []) : parameter.schema).map(asText);
}

const fileFor = (field: string) => (field === 'photo' || field === 'image' ? 'jpeg' : 'pdf');

/** A request the document allows, or (`breakIt`) one with exactly one thing wrong; ajv has the last word. */
function requestArbitrary(operation: Operation, breakIt: boolean): fc.Arbitrary<Generated> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const path = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, paramArbitrary(operation, p)])) as Record<string, fc.Arbitrary<string>>);
  const query = fc.record(
    Object.fromEntries(queryParams.map((p) => [p.name, paramArbitrary(operation, p)])) as Record<string, fc.Arbitrary<string>>,
    { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) },
  );
  const jsonSchema = operation.json ? withRealIds(operation.json, operation.path) : null;
  const formSchema = operation.form ? withRealIds(operation.form, operation.path) : null;
  const fileField = Object.entries(formSchema?.properties ?? {}).find(([, s]) => s.format === 'binary')?.[0] ?? null;
  const textSchema: JsonSchema | null = formSchema
    ? { ...formSchema, properties: Object.fromEntries(Object.entries(formSchema.properties ?? {}).filter(([key]) => key !== fileField)), required: (formSchema.required ?? []).filter((key) => key !== fileField) }
    : null;
  const validForm = textSchema
    ? fc.record({ fields: validArbitrary(textSchema).map((value) => Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, asText(v)]))), file: fc.constant(fileField) })
    : null;
  // JSON when both are documented half the time, else the one there is.
  const body: fc.Arbitrary<Pick<Generated, 'json' | 'form'>> = jsonSchema && validForm
    ? fc.oneof(validArbitrary(jsonSchema).map((value) => ({ json: { value } })), validForm.map((form) => ({ form })))
    : jsonSchema
      ? validArbitrary(jsonSchema).map((value) => ({ json: { value } }))
      : validForm
        ? validForm.map((form) => ({ form }))
        : fc.constant({});
  const valid = fc.record({ path, query, body }).map(({ path, query, body }): Generated => ({ mutated: false, path, query, ...body }));
  if (!breakIt) return valid;

  // One thing broken: a path or query parameter, the JSON body, a form field or the file.
  const breakers: Array<fc.Arbitrary<(request: Generated) => Generated>> = [];
  for (const p of pathParams) breakers.push(breakingStringArbitrary(p.schema).map((bad) => (r) => ({ ...r, path: { ...r.path, [p.name]: bad } })));
  for (const p of queryParams) breakers.push(breakingStringArbitrary(p.schema).map((bad) => (r) => ({ ...r, query: { ...r.query, [p.name]: bad } })));
  if (jsonSchema) breakers.push(brokenObjectArbitrary(jsonSchema).map((value) => (r) => ({ ...r, form: undefined, json: { value } })));
  if (textSchema && validForm) {
    for (const [key, schema] of Object.entries(textSchema.properties ?? {})) {
      breakers.push(breakingArbitrary(schema).map((bad) => (r) => (r.form ? { ...r, form: { ...r.form, fields: { ...r.form.fields, [key]: asText(bad) } } } : r)));
    }
    for (const key of textSchema.required ?? []) {
      breakers.push(fc.constant((r: Generated) => {
        if (!r.form) return r;
        const fields = { ...r.form.fields };
        delete fields[key];
        return { ...r, form: { ...r.form, fields } };
      }));
    }
    if (fileField && formSchema?.required?.includes(fileField)) breakers.push(fc.constant((r: Generated) => (r.form ? { ...r, form: { ...r.form, file: null } } : r)));
  }
  if (!breakers.length) return valid;
  return fc.tuple(valid, fc.oneof(...breakers)).map(([request, breakOne]) => ({ ...breakOne(request), mutated: true }));
}

/** The document's verdict: null when it allows the request, else why not. */
function verdict(operation: Operation, request: Generated): string | null {
  const key = `${operation.method} ${operation.path}`;
  // The document's description refuses control characters in any text, a rule no field schema repeats.
  const control = findControlCharacter([request.path, request.query, request.json?.value, request.form?.fields]);
  if (control) return `control character ${control.codePoint} (documented for all text)`;
  for (const p of operation.parameters) {
    const value = p.in === 'path' ? request.path[p.name] : p.in === 'query' ? request.query[p.name] : undefined;
    if (value === undefined) {
      if (p.required) return `${p.in} ${p.name} missing`;
      continue;
    }
    // A path segment is never empty (the URL would name another route).
    if (p.in === 'path' && value === '') return `path ${p.name} empty`;
    const error = validators.checkString(`${key} ${p.in} ${p.name}`, p.schema, value);
    if (error) return `${p.in} ${p.name}: ${error}`;
  }
  if (request.json) {
    const error = validators.check(`${key} json`, operation.json, request.json.value);
    if (error) return `body: ${error}`;
  }
  if (request.form && operation.form) {
    for (const [name, schema] of Object.entries(operation.form.properties ?? {})) {
      if (schema.format === 'binary') {
        if (request.form.file !== name && operation.form.required?.includes(name)) return `file ${name} missing`;
        continue;
      }
      const value = request.form.fields[name];
      if (value === undefined) {
        if (operation.form.required?.includes(name)) return `field ${name} missing`;
        continue;
      }
      const error = validators.checkString(`${key} form ${name}`, schema, value);
      if (error) return `field ${name}: ${error}`;
    }
  }
  return null;
}

async function tokenOf(caller: Caller): Promise<Record<string, string>> {
  if (caller === 'anonymous') return {};
  const user = users[caller][0] as TestUser;
  // A generated call may have ended the sessions (sign-out-everywhere): a token of the current version.
  const row = await ctx.app.db.selectFrom('users').select(['token_version', 'role']).where('id', '=', user.id).executeTakeFirst();
  if (!row) return user.auth;
  return { authorization: `Bearer ${await ctx.app.jwt.sign({ sub: String(user.id), role: row.role, ver: row.token_version })}` };
}

interface Answer {
  status: number;
  contentType: string;
  body: Buffer;
}

async function send(operation: Operation, request: Generated, caller: Caller, photoData: Buffer): Promise<Answer> {
  let url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeSegment(request.path[name] ?? ''));
  const search = new URLSearchParams(request.query).toString();
  if (search) url += `?${search}`;
  const headers: Record<string, string> = await tokenOf(caller);
  if (operation.path === '/live') {
    // An event stream never ends: its status and type are all there is to check.
    const controller = new AbortController();
    const response = await fetch(`${base}${url}`, { headers, signal: controller.signal });
    const body = response.headers.get('content-type')?.startsWith('text/event-stream') ? Buffer.alloc(0) : Buffer.from(await response.arrayBuffer());
    controller.abort();
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', body };
  }
  const options: InjectOptions = { method: operation.method as InjectOptions['method'], url, headers };
  if (request.json) {
    options.payload = JSON.stringify(request.json.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (request.form) {
    const file = request.form.file;
    const form = multipart(
      request.form.fields,
      file ? (fileFor(file) === 'jpeg'
        ? { field: file, filename: 'photo.jpg', contentType: 'image/jpeg', data: photoData }
        : { field: file, filename: 'plan.pdf', contentType: 'application/pdf', data: pdf() }) : undefined,
    );
    options.payload = form.payload;
    Object.assign(headers, form.headers);
  }
  const response = await ctx.app.inject(options);
  return { status: response.statusCode, contentType: String(response.headers['content-type'] ?? ''), body: response.rawPayload };
}

const problems = new Map<string, string>();
const statuses = new Map<string, number>();
const refusedValid = new Map<string, number>();
/** Operations that answered a 2xx at least once: the happy paths the generated ids reached. */
const succeeded = new Set<string>();
const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** Everything the document promises about one answer; the first broken promise is noted once per kind. */
function judge(operation: Operation, request: Generated, caller: Caller, why: string | null, answer: Answer, url: string): void {
  const key = `${operation.method} ${operation.path}`;
  const note = (kind: string, detail: string) => {
    const id = `${key} [${caller}] ${kind}`;
    if (!problems.has(id)) problems.set(id, `${detail} (${url})`.slice(0, 600));
  };
  const text = answer.body.toString('utf8');
  count(statuses, String(answer.status));
  if (answer.status >= 500) return note('5xx', `${answer.status}: ${text.slice(0, 200)}`);
  const statusKey = [String(answer.status), `${String(answer.status)[0]}XX`, 'default'].find((k) => operation.op.responses[k]);
  if (!statusKey) return note('undocumented status', String(answer.status));
  const documented = operation.op.responses[statusKey]?.content ?? {};
  const mediaType = answer.contentType.split(';')[0]?.trim() ?? '';
  if (Object.keys(documented).length === 0) {
    if (answer.body.length) note('body where none documented', `${answer.status} ${mediaType}`);
  } else if (!(mediaType in documented)) {
    return note('undocumented media type', `${answer.status} ${mediaType || '(none)'}; documented ${Object.keys(documented).join(', ')}`);
  } else if (/json/.test(mediaType)) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return note('unparsable JSON', text.slice(0, 200));
    }
    const error = validators.check(`${key} ${statusKey} ${mediaType}`, documented[mediaType]?.schema ?? {}, body);
    if (error) return note(`response ${answer.status} off schema`, `${error}: ${text.slice(0, 300)}`);
    if (answer.status >= 400) {
      const { error: message, code } = body as { error?: unknown; code?: unknown };
      if (typeof message !== 'string' || typeof code !== 'string') return note('refusal without { error, code }', text.slice(0, 200));
    }
  }
  const code = answer.status >= 400 ? (JSON.parse(text) as { code: string }).code : '';
  if (answer.status < 300) succeeded.add(key);
  if (why === null) {
    if (answer.status < 400) return;
    if (caller === 'anonymous' && needsToken(operation.op) && answer.status === 401) return;
    if (caller !== 'anonymous' && answer.status === 401) return note('token refused', text.slice(0, 200));
    if (CROSS_FIELD_RULES[key]?.test(code)) return void count(refusedValid, `${answer.status} ${code} (rule across fields)`);
    // The server refusing a request as malformed that the document allows: the two disagree.
    if (code.startsWith('validation.') || /^request\.(bad_request|malformed|control|unsupported)/.test(code)) {
      return note(`valid input refused (${code})`, `${JSON.stringify(request).slice(0, 300)} -> ${text.slice(0, 200)}`);
    }
    count(refusedValid, `${answer.status} ${code}`);
    return;
  }
  if (answer.status < 400) note('invalid input accepted', `${why.slice(0, 150)}: ${JSON.stringify(request).slice(0, 300)} -> ${answer.status}`);
}

test('contract fuzz: every documented operation, anonymous, buyer and seller, valid and invalid input, answered as the document says', async () => {
  // Deletions last, so the rows they remove are there for every other operation first.
  const all = operations().sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  assert.ok(all.length >= 90, `${all.length} operations`);
  const started = Date.now();
  let cases = 0;
  let invalidCases = 0;
  console.log(`# contract fuzz: seed ${SEED} (FUZZ_SEED), ${RUNS} runs per operation, caller and kind (FUZZ_RUNS)`);
  for (const [index, operation] of all.entries()) {
    for (const [callerIndex, caller] of CALLERS.entries()) {
      for (const breakIt of [false, true]) {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(operation, breakIt), async (request) => {
            const why = verdict(operation, request);
            if (why) invalidCases += 1;
            cases += 1;
            const answer = await send(operation, request, caller, photo);
            judge(operation, request, caller, why, answer, `${JSON.stringify(request).slice(0, 200)}`);
          }),
          { seed: SEED + index * 6 + callerIndex * 2 + Number(breakIt), numRuns: RUNS, endOnFailure: true },
        );
      }
    }
  }
  const summary = [...statuses].sort(([a], [b]) => a.localeCompare(b)).map(([status, n]) => `${status}:${n}`).join(' ');
  console.log(
    `# contract fuzz (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}): ${all.length} operations x ${CALLERS.length} callers, ` +
      `${cases} cases (${cases - invalidCases} valid, ${invalidCases} invalid), ${succeeded.size} operations answered 2xx at least once, in ${((Date.now() - started) / 1000).toFixed(1)} s; statuses ${summary}`,
  );
  console.log(`# valid input refused for a documented reason: ${[...refusedValid].sort(([, a], [, b]) => b - a).map(([k, n]) => `${k}:${n}`).join(' ')}`);
  const neverAccepted = all.map(({ method, path }) => `${method} ${path}`).filter((key) => !succeeded.has(key));
  console.log(`# never answered 2xx (the generated input did not reach the happy path): ${neverAccepted.join(', ')}`);
  for (const [id, detail] of problems) console.log(`# FINDING ${id}: ${detail}`);
  assert.deepEqual([...problems.keys()], []);
});
