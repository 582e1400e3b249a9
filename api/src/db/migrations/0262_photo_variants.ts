import type { MigrationDb } from './helpers';

/**
 * A service photo's sizes for the screens (JSON: its width and height and the widths stored as
 * WebP and JPEG next to it, lib/photo-variants.ts). Null for the photos stored before: the
 * start-up job (plugins/app/photo-variants.ts) converts them and fills it in.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('service_photos').addColumn('variants', 'varchar(200)').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('service_photos').dropColumn('variants').execute();
}
