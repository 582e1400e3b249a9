import type { MigrationDb } from './helpers';

/** Reference data: the category catalogue. Order matters: Painter gets id 1, the form's default. */
export const CATEGORIES: ReadonlyArray<{ name: string; description: string }> = [
  { name: 'Painter', description: 'Interior and exterior painting, wallpapering and decorative finishes.' },
  { name: 'Drywall', description: 'Partition walls, suspended ceilings, insulation and plasterboard repairs.' },
  { name: 'Surface treatment', description: 'Plastering, sanding, sealing and coating of walls, floors and facades.' },
  { name: 'Tiling', description: 'Wall and floor tiles for bathrooms, kitchens, terraces and more.' },
  { name: 'Plumbing', description: 'Pipes, bathrooms, heating and water installations and repairs.' },
  { name: 'Electrical', description: 'Wiring, sockets, lighting, fuse boxes and safety checks.' },
  { name: 'Roofing', description: 'Roof repairs, new roofing, gutters and roof windows.' },
  { name: 'Carpentry', description: 'Doors, stairs, built-in furniture and timber construction.' },
  { name: 'Flooring', description: 'Laminate, parquet, vinyl (LVT) and carpet laying and renovation.' },
  { name: 'Garden', description: 'Garden design, paving, fences, hedges and lawn care.' },
];

export async function up(db: MigrationDb): Promise<void> {
  // One row at a time so ids follow the list order on both dialects.
  for (const category of CATEGORIES) await db.insertInto('categories').values(category).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.deleteFrom('categories').where('name', 'in', CATEGORIES.map((c) => c.name)).execute();
}
