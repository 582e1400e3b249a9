import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import type { CatalogueService, Category } from '@craft/shared/api/types';
import { type UrlOf, catalogueSelect, toCatalogueService } from '../services/queries';

export async function categoryExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst());
}

/**
 * Every category with its `previewSize` newest services and its total count: three queries
 * whatever the catalogue size (a window function picks the newest per category).
 */
export async function listCategoriesWithPreview(db: Kysely<Database>, previewSize: number, urlOf: UrlOf): Promise<Category[]> {
  const categories = await db.selectFrom('categories').select(['id', 'name', 'description']).orderBy('id').execute();
  const counts = await db
    .selectFrom('services')
    .select((eb) => ['category_id', eb.fn.countAll<number>().as('count')])
    .where('deleted_at', 'is', null)
    .groupBy('category_id')
    .execute();
  const ranked = db
    .selectFrom('services')
    .select((eb) => [
      'id',
      sql<number>`row_number() over (partition by ${eb.ref('category_id')} order by ${eb.ref('created_at')} desc, ${eb.ref('id')} desc)`.as('rank'),
    ])
    .where('deleted_at', 'is', null)
    .as('ranked');
  const newest = await catalogueSelect(db)
    .innerJoin(ranked, 'ranked.id', 's.id')
    .where('ranked.rank', '<=', previewSize)
    .orderBy('s.category_id')
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();

  const countOf = new Map(counts.map((c) => [c.category_id, Number(c.count)]));
  const servicesOf = new Map<number, CatalogueService[]>();
  for (const row of newest) {
    const list = servicesOf.get(row.category_id) ?? [];
    list.push(toCatalogueService(row, urlOf));
    servicesOf.set(row.category_id, list);
  }
  return categories.map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    services: servicesOf.get(c.id) ?? [],
    service_count: countOf.get(c.id) ?? 0,
  }));
}

/** One category with its `previewSize` newest services and its count: the cache's rebuild after a write in it. */
export async function categoryWithPreview(db: Kysely<Database>, id: number, previewSize: number, urlOf: UrlOf): Promise<Category | null> {
  const category = await db.selectFrom('categories').select(['id', 'name', 'description']).where('id', '=', id).executeTakeFirst();
  if (!category) return null;
  const { items, total } = await listCategoryServices(db, id, 1, previewSize, urlOf);
  return { ...category, services: items, service_count: total };
}

export async function listCategoryServices(
  db: Kysely<Database>,
  categoryId: number,
  page: number,
  size: number,
  urlOf: UrlOf,
): Promise<{ items: CatalogueService[]; total: number }> {
  const { total } = await db
    .selectFrom('services')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('category_id', '=', categoryId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  const rows = await catalogueSelect(db)
    .where('s.category_id', '=', categoryId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return { items: rows.map((row) => toCatalogueService(row, urlOf)), total: Number(total) };
}
