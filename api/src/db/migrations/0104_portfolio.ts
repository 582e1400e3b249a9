import { type MigrationDb, notNull, timestampType, withId } from './helpers';

/** A seller's finished projects with their images (stored like service photos). */
export async function up(db: MigrationDb): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('portfolio_projects'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(150)', notNull)
    // Calendar dates (YYYY-MM-DD), not instants: no time zone may shift them.
    .addColumn('start_date', 'varchar(10)')
    .addColumn('end_date', 'varchar(10)')
    .addColumn('description', 'text', notNull)
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .execute();
  await db.schema.createIndex('portfolio_seller_newest_idx').on('portfolio_projects').columns(['seller_id', 'created_at desc']).execute();

  await withId(db, db.schema.createTable('portfolio_images'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('portfolio_projects.id').onDelete('cascade'))
    .addColumn('storage_key', 'varchar(200)', notNull)
    .addColumn('thumb_key', 'varchar(200)', notNull)
    .addColumn('created_at', ts, notNull)
    .execute();
  await db.schema.createIndex('portfolio_images_project_idx').on('portfolio_images').columns(['project_id', 'id']).execute();

  // GET /sellers lists users by role.
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('users_role_idx').execute();
  await db.schema.dropTable('portfolio_images').execute();
  await db.schema.dropTable('portfolio_projects').execute();
}
