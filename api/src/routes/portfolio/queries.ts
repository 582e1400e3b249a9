import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { iso, nowIso } from '../../lib/time';
import type { PortfolioProject } from '@craft/shared/api/feature-types';
import type { UrlOf } from '../services/queries';

/** Most images one project may hold. */
export const MAX_IMAGES_PER_PROJECT = 20;
const PROJECT_LIST_LIMIT = 200;

type ProjectRow = Awaited<ReturnType<typeof findProject>> & object;

export function findProject(db: Kysely<Database>, id: number) {
  return db.selectFrom('portfolio_projects').selectAll().where('id', '=', id).executeTakeFirst();
}

export function imageKeysOf(db: Kysely<Database>, projectIds: number[]) {
  if (!projectIds.length) return Promise.resolve([]);
  return db
    .selectFrom('portfolio_images')
    .select(['project_id', 'storage_key', 'thumb_key'])
    .where('project_id', 'in', projectIds)
    .orderBy('project_id')
    .orderBy('id')
    .execute();
}

async function toProjects(db: Kysely<Database>, rows: ProjectRow[], urlOf: UrlOf): Promise<PortfolioProject[]> {
  const images = await imageKeysOf(db, rows.map((r) => r.id));
  return rows.map((row) => ({
    id: row.id,
    seller_id: row.seller_id,
    name: row.name,
    start_date: row.start_date,
    end_date: row.end_date,
    description: row.description,
    images: images
      .filter((image) => image.project_id === row.id)
      .map((image) => urlOf(image.storage_key))
      .filter((url): url is string => url !== null),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }));
}

export async function getProject(db: Kysely<Database>, id: number, urlOf: UrlOf): Promise<PortfolioProject | null> {
  const row = await findProject(db, id);
  return row ? ((await toProjects(db, [row], urlOf))[0] ?? null) : null;
}

/** Newest first. */
export async function listSellerPortfolio(db: Kysely<Database>, sellerId: number, urlOf: UrlOf): Promise<PortfolioProject[]> {
  const rows = await db
    .selectFrom('portfolio_projects')
    .selectAll()
    .where('seller_id', '=', sellerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PROJECT_LIST_LIMIT)
    .execute();
  return toProjects(db, rows, urlOf);
}

// ---- writes -----------------------------------------------------------------------------------

type ProjectWrite = { name: string; start_date: string | null; end_date: string | null; description: string };

export async function insertProject(db: Kysely<Database>, sellerId: number, project: ProjectWrite): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('portfolio_projects')
    .values({ ...project, seller_id: sellerId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateProject(db: Kysely<Database>, id: number, project: ProjectWrite): Promise<void> {
  await db.updateTable('portfolio_projects').set({ ...project, updated_at: nowIso() }).where('id', '=', id).execute();
}

/** Deletes the project; its image rows go with it (ON DELETE CASCADE), their files are the caller's. */
export async function deleteProject(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('portfolio_projects').where('id', '=', id).execute();
}

export async function countImages(db: Kysely<Database>, projectId: number): Promise<number> {
  const count = await db
    .selectFrom('portfolio_images')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

/** Adds an image row and marks the project as changed. */
export async function insertImage(db: Kysely<Database>, projectId: number, keys: { storage_key: string; thumb_key: string }): Promise<void> {
  await db.insertInto('portfolio_images').values({ project_id: projectId, ...keys, created_at: nowIso() }).execute();
  await db.updateTable('portfolio_projects').set({ updated_at: nowIso() }).where('id', '=', projectId).execute();
}
