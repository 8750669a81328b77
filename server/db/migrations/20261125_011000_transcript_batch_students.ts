/**
 * Issue 14 (data scope of batch transcripts): the students a batch covers, one row each, so that a
 * college administrator lists and downloads only batches whose every student is in their scope.
 * Existing batches are filled from the transcripts they issued; a batch that issued nothing keeps no
 * rows and is then visible to school-wide staff only.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('transcript_batch_students')
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addColumn('batch_id', 'uuid', (c) => c.notNull().references('transcript_batches.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('transcript_batch_students_pk', ['school_id', 'batch_id', 'user_id'])
    .execute();
  await sql`insert into transcript_batch_students (school_id, batch_id, user_id)
    select distinct t.school_id, t.batch_id, t.user_id from transcripts t where t.batch_id is not null
    on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('transcript_batch_students').ifExists().execute();
}
