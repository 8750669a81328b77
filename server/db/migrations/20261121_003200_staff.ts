/**
 * The staff profile (/teacher/user, issue 3): what a staff member's users row does not hold — the
 * college (院系) they belong to and their title (职称/职务). One row per staff user at most; a staff
 * user without a row has no college and no title. Deleting a college clears college_id.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addColumn('college_id', 'integer')
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('staff_pk', ['school_id', 'user_id'])
    .addForeignKeyConstraint('staff_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'], (f) => f.onDelete('cascade'))
    .execute();
  await sql`alter table staff add constraint staff_college_fk foreign key (school_id, college_id)
    references colleges (school_id, id) on delete set null (college_id)`.execute(db);
  await db.schema.createIndex('staff_college_ix').on('staff').columns(['school_id', 'college_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff').ifExists().execute();
}
