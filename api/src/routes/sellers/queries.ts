import { type InferResult, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { iso, now, nowIso } from '../../lib/time';
import type { CompanyProfile, CompanyProfileWrite, Onboarding, SellerProfile, SellerSummary } from '@craft/shared/api/feature-types';
import type { ServiceArea } from '@craft/shared/api/search-types';
import { ratingOf } from '../orders/queries';
import { listSellerPortfolio } from '../portfolio/queries';
import { type UrlOf, listSellerServices } from '../services/queries';
import { displayName } from './names';
import { publicTrader } from './trader';

/** The provider dropdown lists every craftsman; bounded all the same. */
const SELLER_LIST_LIMIT = 1000;

/** Only public columns are ever selected: no e-mail, phone or address leaves through here. */
function sellerSelect(db: Kysely<Database>) {
  // A deleted craftsman is no longer listed nor has a profile; their orders still name them "Former craftsman".
  // A suspended one neither, while the suspension lasts (routes/moderation).
  return db
    .selectFrom('users')
    .select(['id', 'firstname', 'lastname', 'company_name', 'company_description', 'logo_key', 'master_business', 'founding_year'])
    .where('role', '=', 'seller')
    .where('deleted_at', 'is', null)
    .where('suspended_at', 'is', null);
}

type SellerRow = InferResult<ReturnType<typeof sellerSelect>>[number];

function toSummary(row: SellerRow): SellerSummary {
  return { id: row.id, firstname: row.firstname, company_name: row.company_name, display_name: displayName(row) };
}

export async function listSellers(db: Kysely<Database>): Promise<SellerSummary[]> {
  const rows = await sellerSelect(db).orderBy('id').limit(SELLER_LIST_LIMIT).execute();
  return rows.map(toSummary).sort((a, b) => a.display_name.localeCompare(b.display_name));
}

export async function getSellerProfile(db: Kysely<Database>, id: number, urlOf: UrlOf): Promise<SellerProfile | null> {
  const row = await sellerSelect(db).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [services, portfolio, rating, response_hours, trader] = await Promise.all([
    listSellerServices(db, id, urlOf),
    listSellerPortfolio(db, id, urlOf),
    ratingOf(db, { sellerId: id }),
    responseHours(db, id),
    publicTrader(db, id),
  ]);
  const { description, logo_url, master_business, founding_year } = toCompanyProfile(row, urlOf);
  return { ...toSummary(row), lastname: row.lastname, services, portfolio, ...rating, description, logo_url, master_business, founding_year, response_hours, ...trader };
}

type CompanyColumns = Pick<SellerRow, 'company_description' | 'logo_key' | 'master_business' | 'founding_year'>;

function toCompanyProfile(row: CompanyColumns, urlOf: UrlOf): CompanyProfile {
  return {
    description: row.company_description || null,
    logo_url: row.logo_key ? urlOf(row.logo_key) : null,
    master_business: row.master_business === null ? null : row.master_business === 1,
    founding_year: row.founding_year,
  };
}

function companyColumns(db: Kysely<Database>, sellerId: number) {
  return db
    .selectFrom('users')
    .select(['company_description', 'logo_key', 'logo_thumb_key', 'master_business', 'founding_year'])
    .where('id', '=', sellerId)
    .executeTakeFirstOrThrow();
}

/** The craftsman's own company profile. */
export async function getCompanyProfile(db: Kysely<Database>, sellerId: number, urlOf: UrlOf): Promise<CompanyProfile> {
  return toCompanyProfile(await companyColumns(db, sellerId), urlOf);
}

export async function setCompanyProfile(db: Kysely<Database>, sellerId: number, profile: CompanyProfileWrite): Promise<void> {
  await db
    .updateTable('users')
    .set({
      company_description: profile.description?.trim() || null,
      master_business: profile.master_business === null ? null : profile.master_business ? 1 : 0,
      founding_year: profile.founding_year,
      updated_by: sellerId,
      updated_at: nowIso(),
    })
    .where('id', '=', sellerId)
    .execute();
}

/** Stores the new logo's keys; returns the old logo's keys (to delete its files), if any. */
export async function replaceLogo(
  db: Kysely<Database>,
  sellerId: number,
  keys: { storage_key: string; thumb_key: string },
): Promise<{ storage_key: string; thumb_key: string } | null> {
  const old = await companyColumns(db, sellerId);
  await db
    .updateTable('users')
    .set({ logo_key: keys.storage_key, logo_thumb_key: keys.thumb_key, updated_by: sellerId, updated_at: nowIso() })
    .where('id', '=', sellerId)
    .execute();
  return old.logo_key && old.logo_thumb_key ? { storage_key: old.logo_key, thumb_key: old.logo_thumb_key } : null;
}

/**
 * The first-day checklist, from what is stored: a confirmed address; a complete company profile
 * (description, logo, Meisterbetrieb answered, founding year); trader details submitted (or
 * verified; asked-for changes are not done yet); a service area; a service with at least one
 * photo (live, or held until the trader details are in: the trader item says what is missing).
 */
export async function getOnboarding(db: Kysely<Database>, sellerId: number): Promise<Onboarding> {
  const user = await db
    .selectFrom('users')
    .select(['email_confirmed_at', 'company_description', 'logo_key', 'master_business', 'founding_year', 'service_post_number'])
    .where('id', '=', sellerId)
    .executeTakeFirstOrThrow();
  const photographed = await db
    .selectFrom('services as s')
    .innerJoin('service_photos as p', 'p.service_id', 's.id')
    .select('s.id')
    .where('s.seller_id', '=', sellerId)
    .where((eb) => eb.or([eb('s.deleted_at', 'is', null), eb('s.held_at', 'is not', null)]))
    .limit(1)
    .executeTakeFirst();
  const trader = await db.selectFrom('trader_details').select('status').where('seller_id', '=', sellerId).executeTakeFirst();
  const items: Onboarding['items'] = [
    { id: 'email', done: user.email_confirmed_at !== null },
    {
      id: 'company',
      done: Boolean(user.company_description?.trim()) && user.logo_key !== null && user.master_business !== null && user.founding_year !== null,
    },
    { id: 'trader', done: trader?.status === 'submitted' || trader?.status === 'verified' },
    { id: 'service_area', done: user.service_post_number !== null },
    { id: 'service', done: photographed !== undefined },
  ];
  return { complete: items.every((item) => item.done), items };
}

/** The window and the fewest replies the public response time is computed from. */
export const RESPONSE_WINDOW_DAYS = 90;
export const RESPONSE_MIN_REPLIES = 3;

/**
 * The craftsman's usual response time in whole hours (at least 1), rounded up: the median of
 * his first replies of the last 90 days, to buyers' conversations (the buyer's first message to
 * the craftsman's first message after it) and to quotation requests (the request, from its
 * confirmation, to his quote). Null with fewer than 3 replies: too few to promise anything.
 */
export async function responseHours(db: Kysely<Database>, sellerId: number): Promise<number | null> {
  const since = new Date(now().getTime() - RESPONSE_WINDOW_DAYS * 86_400_000).toISOString();
  const conversations = await sql<{ asked: Date | string; replied: Date | string | null }>`
    select q.asked, (
      select min(r.created_at) from messages r
      where r.conversation_id = q.id and r.sender_id = ${sellerId} and r.created_at >= q.asked
    ) as replied
    from (
      select c.id, min(m.created_at) as asked
      from conversations c join messages m on m.conversation_id = c.id and m.sender_id = c.buyer_id
      where c.seller_id = ${sellerId}
      group by c.id
    ) q
    where q.asked >= ${since}`.execute(db);
  const quotes = await db
    .selectFrom('quotation_answers as a')
    .innerJoin('quotations as q', 'q.id', 'a.quotation_id')
    .select(['a.created_at as replied', 'q.created_at', 'q.email_confirmed_at'])
    .where('a.seller_id', '=', sellerId)
    .where('a.created_at', '>=', since)
    .execute();
  const pairs: Array<[Date | string, Date | string]> = [
    ...conversations.rows.flatMap((row): Array<[Date | string, Date | string]> => (row.replied ? [[row.asked, row.replied]] : [])),
    ...quotes.map((row): [Date | string, Date | string] => [row.email_confirmed_at ?? row.created_at, row.replied]),
  ];
  const hours = pairs
    .map(([asked, replied]) => (Date.parse(iso(replied)) - Date.parse(iso(asked))) / 3_600_000)
    .filter((value) => Number.isFinite(value) && value >= 0)
    .sort((a, b) => a - b);
  if (hours.length < RESPONSE_MIN_REPLIES) return null;
  const middle = Math.floor(hours.length / 2);
  const median = hours.length % 2 ? (hours[middle] as number) : ((hours[middle - 1] as number) + (hours[middle] as number)) / 2;
  return Math.max(1, Math.ceil(median));
}

/** The seller's service area with the place of its postcode. */
export async function getServiceArea(db: Kysely<Database>, sellerId: number): Promise<ServiceArea> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('postcodes as p', 'p.postcode', 'u.service_post_number')
    .select(['u.service_post_number', 'u.service_radius_km', 'p.place'])
    .where('u.id', '=', sellerId)
    .executeTakeFirstOrThrow();
  return { post_number: row.service_post_number, radius_km: row.service_radius_km, place: row.service_post_number ? (row.place ?? null) : null };
}

/** Sets the area; false (nothing written) when the postcode is not a German postcode we know. */
export async function setServiceArea(db: Kysely<Database>, sellerId: number, area: { post_number: string; radius_km: number }): Promise<boolean> {
  const known = await db.selectFrom('postcodes').select('postcode').where('postcode', '=', area.post_number).executeTakeFirst();
  if (!known) return false;
  await db
    .updateTable('users')
    .set({ service_post_number: area.post_number, service_radius_km: area.radius_km, updated_by: sellerId, updated_at: nowIso() })
    .where('id', '=', sellerId)
    .execute();
  return true;
}
