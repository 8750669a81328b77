/**
 * Background jobs (issue 3 contract (d), DESIGN.md §4 "Long work runs as a job with progress"):
 * roster imports, student exports and, later, batch transcripts. A job belongs to one school and
 * the user who started it; `job_files` keeps a finished job's file (an export's xlsx) in the
 * database so that any API node can serve GET /jobs/download.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('progress', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('result', 'jsonb')
    .addColumn('error', 'text')
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addCheckConstraint('jobs_status_ck', sql`status in ('queued', 'running', 'done', 'failed')`)
    .addCheckConstraint('jobs_progress_ck', sql`progress between 0 and 100`)
    .addForeignKeyConstraint('jobs_creator_fk', ['school_id', 'created_by'], 'users', ['school_id', 'id'], (f) => f.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('jobs_school_creator_ix').on('jobs').columns(['school_id', 'created_by', 'kind', 'created_at']).execute();

  await db.schema
    .createTable('job_files')
    .addColumn('job_id', 'uuid', (c) => c.primaryKey().references('jobs.id').onDelete('cascade'))
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_files').ifExists().execute();
  await db.schema.dropTable('jobs').ifExists().execute();
}
