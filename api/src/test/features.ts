import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { NotifyInput } from '../plugins/app/notify';
import { type TestContext, type TestUser, createService, createTestContext, multipart, pdf, registerAndLogin } from './helpers';

/** The .eml files the mailer wrote so far (after every pending send finished). */
export async function outbox(ctx: TestContext): Promise<string[]> {
  await ctx.app.mailer.idle();
  const dir = path.join(ctx.config.dataDir, 'outbox');
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  return Promise.all(names.filter((n) => n.endsWith('.eml')).map((n) => fs.readFile(path.join(dir, n), 'utf8')));
}

/** The mails to one address whose text matches. */
export async function mailsTo(ctx: TestContext, address: string, pattern: RegExp): Promise<string[]> {
  return (await outbox(ctx)).filter((m) => m.includes(`To: ${address}`) && pattern.test(m));
}

/** Uploads a PDF through POST /quotation/upload and answers its reference. */
export async function uploadDocument(ctx: TestContext): Promise<string> {
  const form = multipart({}, { field: 'document_url', filename: 'offer.pdf', contentType: 'application/pdf', data: pdf() });
  const response = await ctx.app.inject({ method: 'POST', url: '/quotation/upload', ...form });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<{ file_url: string }>().file_url;
}

/** Status and `{error}` shape in one assertion-friendly value. */
export function errorOf(response: LightMyRequestResponse): { status: number; hasError: boolean } {
  const body = response.json<{ error?: unknown }>();
  return { status: response.statusCode, hasError: typeof body.error === 'string' && body.error.length > 0 };
}

/**
 * Records every `app.notify` call from now on (and still passes it on), so a test can say who was
 * told what without the notifications module. Call it again after `ctx.restart()` (a new app).
 */
export function recordNotifications(app: FastifyInstance): NotifyInput[] {
  const calls: NotifyInput[] = [];
  const notify = app.notify.bind(app);
  app.notify = (input) => {
    calls.push(input);
    notify(input);
  };
  return calls;
}

/** Two craftsmen (the first with a company and a service) and two buyers, in a fresh app. */
export interface Marketplace {
  ctx: TestContext;
  seller: TestUser;
  otherSeller: TestUser;
  buyer: TestUser;
  otherBuyer: TestUser;
  serviceId: number;
}

export async function openMarketplace(company: string, service: Record<string, unknown>, buyerDetails: Record<string, unknown> = {}): Promise<Marketplace> {
  const ctx = await createTestContext();
  const seller = await registerAndLogin(ctx.app, 'seller', { company_name: company });
  const otherSeller = await registerAndLogin(ctx.app, 'seller');
  const buyer = await registerAndLogin(ctx.app, 'buyer', buyerDetails);
  const otherBuyer = await registerAndLogin(ctx.app, 'buyer');
  const serviceId = await createService(ctx.app, seller, service);
  return { ctx, seller, otherSeller, buyer, otherBuyer, serviceId };
}

/** A fresh app with one craftsman and one buyer. */
export async function sellerAndBuyer(): Promise<{ ctx: TestContext; seller: TestUser; buyer: TestUser }> {
  const ctx = await createTestContext();
  return { ctx, seller: await registerAndLogin(ctx.app, 'seller'), buyer: await registerAndLogin(ctx.app, 'buyer') };
}
