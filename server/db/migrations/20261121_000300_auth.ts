/**
 * Sign-in state (DESIGN.md §5): sessions (hashed tokens), image captchas, SMS codes and the SMS
 * outbox of the default provider, and the sign-in failures that drive the lock-out.
 */
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('login_at', 'timestamptz')
    .addColumn('previous_login_at', 'timestamptz')
    .addForeignKeyConstraint('sessions_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'], (f) =>
      f.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('sessions_user_ix').on('sessions').columns(['school_id', 'user_id']).execute();

  await db.schema
    .createTable('captchas')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('captchas_expires_ix').on('captchas').column('expires_at').execute();

  await db.schema
    .createTable('sms_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.references('schools.id').onDelete('cascade'))
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('type', 'smallint', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('sent', 'boolean', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sms_codes_mobile_ix').on('sms_codes').columns(['mobile', 'created_at']).execute();

  await db.schema
    .createTable('sms_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.references('schools.id').onDelete('cascade'))
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('sign_in_failures')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('sign_in_failures_ix')
    .on('sign_in_failures')
    .columns(['school_id', 'username', 'at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['sign_in_failures', 'sms_messages', 'sms_codes', 'captchas', 'sessions'])
    await db.schema.dropTable(t).ifExists().execute();
}
