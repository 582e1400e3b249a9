import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { type ApiProcess, type HttpUser, httpRequest, jsonOf, registerOverHttp, startApiProcess, tempStorage } from './test/api-process';
import { createService, createTestContext, jpeg, multipart, registerAndLogin, uniqueEmail } from './test/helpers';
import { uploadDocument } from './test/features';
import type { Service } from '@craft/shared/api/types';

const pathOf = (url: string): string => new URL(url, 'http://relative.invalid').pathname;

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null;
const CREATIONS = 500;
/**
 * Kill once this many photos were acknowledged and most flows have started: service creations and
 * photo uploads are both in flight then (photos are the slow part: sniffing, resizing, fsync).
 */
const KILL_AFTER_PHOTOS = 30;
const KILL_AFTER_STARTED = 350;
/**
 * The clients spread over three loopback addresses: the upload limit (200 per IP per 10 min) is a
 * feature, and 500 uploads from one address would mostly test it instead of the crash.
 */
const CLIENT_ADDRESSES = ['127.0.0.2', '127.0.0.3', '127.0.0.4'];
/** Flows start a few ms apart, so the kill finds creations as well as photo uploads in flight. */
const STAGGER_MS = 10;

interface Creation {
  title: string;
  serviceId: number | null;
  photoUrl: string | null;
  thumbnailUrl: string | null;
  /** Status codes answered before the kill (a transport error is not an answer). */
  statuses: number[];
}

function multipartBody(fields: Record<string, string>, data: Buffer): { body: Buffer; contentType: string } {
  const form = multipart(fields, { field: 'photo', filename: 'photo.jpg', contentType: 'image/jpeg', data });
  if (!Buffer.isBuffer(form.payload)) throw new Error('multipart() builds a Buffer');
  return { body: form.payload, contentType: String(form.headers?.['content-type']) };
}

/** POST /services then POST /services/photos; records what the server acknowledged. */
async function createOne(api: ApiProcess, seller: HttpUser, creation: Creation, image: Buffer, localAddress: string, agent: http.Agent, onPhoto: () => void) {
  const auth = { authorization: `Bearer ${seller.token}` };
  const created = await httpRequest(api.url, 'POST', '/services', {
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ seller_id: seller.id, category_id: 1 + (creation.title.length % 5), title: creation.title, description: 'Crash test', price: 10 }),
    localAddress,
    agent,
  });
  creation.statuses.push(created.status);
  if (created.status !== 201) return;
  creation.serviceId = jsonOf<Service>(created).id;
  const form = multipartBody({ service_id: String(creation.serviceId) }, image);
  const photo = await httpRequest(api.url, 'POST', '/services/photos', { headers: { ...auth, 'content-type': form.contentType }, body: form.body, localAddress, agent });
  creation.statuses.push(photo.status);
  if (photo.status !== 201) return;
  const urls = jsonOf<{ photo_url: string; thumbnail_url: string }>(photo);
  // File URLs are absolute against the address asked; the restarted API listens elsewhere, so compare paths.
  creation.photoUrl = pathOf(urls.photo_url);
  creation.thumbnailUrl = pathOf(urls.thumbnail_url);
  onPhoto();
}

describe('durability: SIGKILL in the middle of 500 concurrent service creations', () => {
  const storage = tempStorage(TEST_DATABASE_URL, 'craft-durability-');
  let api: ApiProcess | null = null;
  after(async () => {
    await api?.stop();
    await (await storage).drop();
  });

  test('every acknowledged creation (and photo) survives the restart; no half-written file or row is left', async () => {
    const data = await storage;
    api = await startApiProcess(data);
    const sellers = [
      await registerOverHttp(api.url, 'seller', uniqueEmail('crash-a'), { localAddress: CLIENT_ADDRESSES[0], dataDir: data.dataDir }),
      await registerOverHttp(api.url, 'seller', uniqueEmail('crash-b'), { localAddress: CLIENT_ADDRESSES[1], dataDir: data.dataDir }),
    ];
    const image = await jpeg(320, 240);
    const creations: Creation[] = Array.from({ length: CREATIONS }, (_, i) => ({
      title: `Crash ${i} ${'x'.repeat(1 + (i % 7))}`,
      serviceId: null,
      photoUrl: null,
      thumbnailUrl: null,
      statuses: [],
    }));

    const agent = new http.Agent({ keepAlive: true, maxSockets: CREATIONS });
    const running = api;
    let photos = 0;
    let killed: Promise<void> | null = null;
    let inFlight = 0;
    let started = 0;
    let inFlightAtKill = 0;
    const killNow = () => {
      if (killed) return;
      inFlightAtKill = inFlight;
      killed = running.kill();
    };
    const maybeKill = () => {
      if ((photos >= KILL_AFTER_PHOTOS / 3 && started >= KILL_AFTER_STARTED) || photos >= KILL_AFTER_PHOTOS) killNow();
    };
    // A slow machine may never reach the threshold: then the kill lands wherever the run is.
    const fallback = setTimeout(killNow, 40_000);
    const flows = creations.map(async (creation, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * STAGGER_MS));
      if (killed) return;
      inFlight += 1;
      started += 1;
      const seller = sellers[i % sellers.length] as HttpUser;
      const address = CLIENT_ADDRESSES[i % CLIENT_ADDRESSES.length] as string;
      const onPhoto = () => {
        photos += 1;
        maybeKill();
      };
      maybeKill();
      try {
        await createOne(running, seller, creation, image, address, agent, onPhoto);
      } finally {
        inFlight -= 1;
      }
    });
    const settled = await Promise.allSettled(flows);
    clearTimeout(fallback);
    killNow();
    await killed;
    agent.destroy();

    const interrupted = settled.filter((s) => s.status === 'rejected').length;
    const acknowledged = creations.filter((c) => c.serviceId !== null);
    const withPhoto = creations.filter((c) => c.photoUrl !== null);
    console.log(
      `# durability (${data.label}): ${acknowledged.length} services and ${withPhoto.length} photos acknowledged; ` +
        `${inFlightAtKill} creations in flight at the SIGKILL (${creations.filter((c) => !c.statuses.length).length - (CREATIONS - started)} ` +
        `of them before their service was answered), ${interrupted} cut by it, ${CREATIONS - started} never started`,
    );
    assert.ok(inFlightAtKill > 0 && interrupted > 0, 'the kill landed while requests were in flight');
    const statuses = creations.flatMap((c) => c.statuses);
    // 503 + Retry-After is the bounded image pool shedding a burst: refused, nothing half-stored.
    assert.deepEqual(statuses.filter((s) => s >= 500 && s !== 503), [], 'no 5xx but load shedding before the kill');
    assert.deepEqual(statuses.filter((s) => s !== 201 && s !== 503), [], 'every answer before the kill was a success or a refusal to retry');

    api = await startApiProcess(data);
    const restarted = api;

    // Every acknowledged creation is there, readable, with its acknowledged photo.
    for (const creation of acknowledged) {
      const answer = await httpRequest(restarted.url, 'GET', `/services/${creation.serviceId}`);
      assert.equal(answer.status, 200, `service ${creation.serviceId} (acknowledged) is readable`);
      const service = jsonOf<Service>(answer);
      assert.equal(service.title, creation.title);
      if (creation.photoUrl) assert.ok(service.photos.map(pathOf).includes(creation.photoUrl), `service ${creation.serviceId} keeps its acknowledged photo`);
    }

    // Nothing half-written: every photo the API shows has its files, every file belongs to a photo row.
    const visible = new Set<string>();
    for (const seller of sellers) {
      const list = jsonOf<Service[]>(await httpRequest(restarted.url, 'GET', `/services/seller/${seller.id}`));
      for (const service of list) {
        const detail = jsonOf<Service>(await httpRequest(restarted.url, 'GET', `/services/${service.id}`));
        const variants = detail.images.flatMap((image) => image.variants.flatMap((variant) => [variant.webp, variant.jpeg]));
        for (const url of [...detail.photos, detail.thumbnail, ...variants].filter((u): u is string => Boolean(u))) visible.add(pathOf(url));
      }
    }
    for (const creation of withPhoto) {
      assert.ok(creation.thumbnailUrl && visible.has(creation.thumbnailUrl), 'the acknowledged thumbnail is listed');
    }
    for (const url of visible) {
      const file = await httpRequest(restarted.url, 'GET', url);
      assert.equal(file.status, 200, `${url} is served`);
      assert.equal(file.headers['content-type'], url.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');
      assert.ok(file.body.length > 0);
    }
    const onDisk = await fs.readdir(path.join(data.dataDir, 'uploads', 'photos')).catch(() => [] as string[]);
    const orphans = onDisk.filter((name) => !visible.has(`/files/photos/${name}`));
    assert.deepEqual(orphans, [], 'no photo file without its row (and no temp file) after the restart');
  });
});

describe('start-up sweep of interrupted uploads', () => {
  test('removes unreferenced photo and document files and temp files, keeps every referenced one', async () => {
    const ctx = await createTestContext();
    try {
      const seller = await registerAndLogin(ctx.app, 'seller');
      const serviceId = await createService(ctx.app, seller);
      const photo = multipart({ service_id: String(serviceId) }, { field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: await jpeg() });
      assert.equal((await ctx.app.inject({ method: 'POST', url: '/services/photos', payload: photo.payload, headers: { ...photo.headers, ...seller.auth } })).statusCode, 201);
      const project = await ctx.app.inject({ method: 'POST', url: '/portfolio', headers: seller.auth, payload: { name: 'Roof', description: 'Done' } });
      assert.equal(project.statusCode, 201, project.body);
      const image = multipart({}, { field: 'image', filename: 'i.jpg', contentType: 'image/jpeg', data: await jpeg() });
      const projectId = project.json<{ id: number }>().id;
      assert.equal((await ctx.app.inject({ method: 'POST', url: `/portfolio/${projectId}/images`, payload: image.payload, headers: { ...image.headers, ...seller.auth } })).statusCode, 201);
      await uploadDocument(ctx);

      const uploads = path.join(ctx.config.dataDir, 'uploads');
      const list = async () => (await Promise.all(['photos', 'documents'].map(async (area) => (await fs.readdir(path.join(uploads, area))).map((n) => `${area}/${n}`)))).flat().sort();
      const referenced = await list();
      assert.equal(referenced.length, 7, 'photo + thumbnail + its variant (one width, WebP and JPEG), portfolio image + thumbnail, document');
      const leftovers = ['photos/orphanorphanorphan.webp', 'photos/orphanorphanorphan.thumb.webp', 'photos/orphanorphanorphan.w320.jpg', 'documents/orphanorphanorphan.pdf', 'photos/abcdefghijkl.webp.x1y2z3.tmp'];
      for (const key of leftovers) await fs.writeFile(path.join(uploads, key), 'left by a crash');

      await ctx.restart();
      assert.deepEqual(await list(), referenced);
    } finally {
      await ctx.cleanup();
    }
  });
});
