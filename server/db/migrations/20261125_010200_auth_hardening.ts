/**
 * Issue 14 defect 7 (lock-out per client and captcha step-up, server/auth/lockout.ts and
 * captcha.ts): sign-in failures remember the client address they came from, so a lock-out holds one
 * client out of one account; captchas remember the client they were drawn for, whether they are
 * strong, and whether their sign-in asked that client to step up (which makes its next captchas
 * strong). Rows written before this migration keep an empty client and age out within the hour.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sign_in_failures').addColumn('client', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema
    .createIndex('sign_in_failures_client_ix')
    .on('sign_in_failures')
    .columns(['school_id', 'username', 'client', 'at'])
    .execute();
  await db.schema
    .alterTable('captchas')
    .addColumn('client', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('strong', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('step_up', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('captchas_step_up_ix')
    .on('captchas')
    .columns(['client', 'created_at'])
    .where(sql.ref('step_up'), '=', true)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('captchas_step_up_ix').ifExists().execute();
  await db.schema.alterTable('captchas').dropColumn('step_up').dropColumn('strong').dropColumn('client').execute();
  await db.schema.dropIndex('sign_in_failures_client_ix').ifExists().execute();
  await db.schema.alterTable('sign_in_failures').dropColumn('client').execute();
}
