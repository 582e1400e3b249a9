import { sql } from 'kysely';
import { type MigrationDb, notNull, timestampType, withId } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  const ts = timestampType(db);

  await withId(db, db.schema.createTable('users'))
    .addColumn('email', 'varchar(254)', notNull)
    .addColumn('password_hash', 'varchar(255)', notNull)
    .addColumn('firstname', 'varchar(100)', notNull)
    .addColumn('lastname', 'varchar(100)', notNull)
    .addColumn('role', 'varchar(10)', (c) => c.notNull().defaultTo('buyer').check(sql`role in ('buyer', 'seller')`))
    .addColumn('post_number', 'varchar(20)', notNull)
    .addColumn('street', 'varchar(200)', notNull)
    .addColumn('phone', 'varchar(40)', notNull)
    .addColumn('city', 'varchar(100)')
    .addColumn('company_name', 'varchar(150)')
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer')
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .execute();
  // Case-insensitive uniqueness even if a row ever bypasses the app's lower-casing.
  await db.schema.createIndex('users_email_lower_uq').on('users').unique().expression(sql`lower(email)`).execute();

  await withId(db, db.schema.createTable('categories'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('description', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .execute();

  await withId(db, db.schema.createTable('services'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('title', 'varchar(150)', notNull)
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('created_by', 'integer', notNull)
    .addColumn('updated_by', 'integer', notNull)
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .execute();
  // Newest-first per category (landing, paging) and per seller (dashboard).
  await db.schema.createIndex('services_category_newest_idx').on('services').columns(['category_id', 'created_at desc', 'id desc']).execute();
  await db.schema.createIndex('services_seller_idx').on('services').columns(['seller_id', 'created_at desc']).execute();

  await withId(db, db.schema.createTable('service_photos'))
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('storage_key', 'varchar(200)', notNull)
    .addColumn('thumb_key', 'varchar(200)', notNull)
    .addColumn('created_by', 'integer', notNull)
    .addColumn('updated_by', 'integer', notNull)
    .addColumn('created_at', ts, notNull)
    .execute();
  await db.schema.createIndex('service_photos_service_idx').on('service_photos').columns(['service_id', 'id']).execute();

  await withId(db, db.schema.createTable('quotations'))
    .addColumn('category_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('document_ref', 'varchar(100)')
    .addColumn('description', 'text')
    .addColumn('firstname', 'varchar(100)', notNull)
    .addColumn('lastname', 'varchar(100)', notNull)
    .addColumn('street', 'varchar(200)', notNull)
    .addColumn('post_number', 'varchar(20)', notNull)
    .addColumn('phone', 'varchar(40)', notNull)
    .addColumn('email', 'varchar(254)', notNull)
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('open'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .execute();
  await db.schema.createIndex('quotations_created_idx').on('quotations').columns(['created_at desc', 'id desc']).execute();
  await db.schema.createIndex('quotations_user_idx').on('quotations').column('user_id').execute();

  await withId(db, db.schema.createTable('documents'))
    .addColumn('ref', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('storage_key', 'varchar(200)', notNull)
    .addColumn('mime', 'varchar(100)', notNull)
    .addColumn('size', 'integer', notNull)
    .addColumn('quotation_id', 'integer', (c) => c.references('quotations.id').onDelete('set null'))
    .addColumn('created_at', ts, notNull)
    .execute();
  await db.schema.createIndex('documents_quotation_idx').on('documents').column('quotation_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['documents', 'quotations', 'service_photos', 'services', 'categories', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
