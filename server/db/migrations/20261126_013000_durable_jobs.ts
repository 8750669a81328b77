/**
 * Durable jobs on pg-boss (issue 17, DESIGN.md §4 jobs):
 *  - the `pgboss` schema, from pg-boss's own construction plan, so that it is part of every
 *    migrated database (and of the test fixture's dump) instead of being created by each app's
 *    start. Its BEGIN/COMMIT and session settings are dropped: the migration's transaction is the
 *    one transaction, and its lock timeout must not outlive this migration. A later pg-boss release
 *    with a new schema version gets a migration of its own (getMigrationPlans); pg-boss itself is
 *    started with `migrate: false` and refuses to run on a schema of another version.
 *  - jobs.input: what the job's handler needs (JSON: the session's school and user, data scope,
 *    filters, mode), so that any node can run it; jobs.attempt: which attempt owns the row (a
 *    worker taken for dead may still be running: its writes are refused once another attempt
 *    owns the row); jobs.checkpoints: the results of the handler's once-only writes, in order, so a
 *    re-run after a lost worker replays them instead of writing twice.
 *  - job_inputs: an import's uploaded file, kept with the job so that another node can run it.
 */
import { sql, type Kysely } from 'kysely';
import { getConstructionPlans } from 'pg-boss';
import { splitSqlStatements } from '../splitSql.js';

export const PGBOSS_SCHEMA = 'pgboss';

/** pg-boss's construction plan without its own transaction control and session settings. */
export function pgBossSchemaStatements(): string[] {
  return splitSqlStatements(getConstructionPlans(PGBOSS_SCHEMA)).filter((s) => !/^(BEGIN|COMMIT|SET LOCAL\b)/i.test(s));
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of pgBossSchemaStatements()) await sql.raw(statement).execute(db);

  await db.schema
    .alterTable('jobs')
    .addColumn('input', 'jsonb')
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('checkpoints', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();

  // Jobs of the in-process runner that were queued or running when it stopped cannot be resumed
  // (their work was a closure): they end as failed, as the old runner's restart left them for good.
  await sql`update jobs set status = 'failed', error = '任务执行中断,请重新发起', finished_at = now() where status in ('queued', 'running')`.execute(db);

  await db.schema
    .createTable('job_inputs')
    .addColumn('job_id', 'uuid', (c) => c.primaryKey().references('jobs.id').onDelete('cascade'))
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_inputs').ifExists().execute();
  await db.schema.alterTable('jobs').dropColumn('checkpoints').dropColumn('attempt').dropColumn('input').execute();
  await sql.raw(`drop schema if exists ${PGBOSS_SCHEMA} cascade`).execute(db);
}
