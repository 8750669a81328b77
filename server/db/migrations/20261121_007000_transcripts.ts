/**
 * Issue 7, transcripts (成绩单; spec §2 report pages and /export/transcript/list, §3 school
 * scoreReportModel, waysConvert, hoursUnit):
 *  - transcripts: one issued transcript — the content exactly as issued (jsonb), its verification
 *    code (an HMAC with the server secret over that content, see server/modules/transcripts), and
 *    whether it was revoked or superseded by a later one for the same student;
 *  - transcript_batches: a batch generation (one job): who asked, for which students, and the ZIP
 *    of PDFs it produced (kept in file storage under storage_key).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('transcript_batches')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('scope', 'jsonb', (c) => c.notNull())
    .addColumn('scope_label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('student_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('storage_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('size', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('transcript_batches_school_ix').on('transcript_batches').columns(['school_id', 'created_at']).execute();

  await db.schema
    .createTable('transcripts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('batch_id', 'uuid', (c) => c.references('transcript_batches.id').onDelete('set null'))
    .addColumn('issued_by', 'integer')
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_by', 'integer')
    .addColumn('revoke_reason', 'text')
    .addColumn('superseded_by', 'integer')
    .execute();
  await db.schema.createIndex('transcripts_student_ix').on('transcripts').columns(['school_id', 'user_id', 'issued_at']).execute();
  await db.schema.createIndex('transcripts_batch_ix').on('transcripts').columns(['batch_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('transcripts').execute();
  await db.schema.dropTable('transcript_batches').execute();
}
