/**
 * Issue 13, 通知公告 (spec §2 /system/notice, /system/announcement/add and /show):
 *  - notices: a school's announcements — title, plain-text content, the audience ('all',
 *    'students', 'staff', or 'college' with college_id), pinned, status 0 draft / 1 published /
 *    2 unpublished, and the last time it was published;
 *  - notice_reads: who opened which notice, once per user (the reader's read state and the admin
 *    list's read count).
 * Every key includes school_id (Citus-ready: both tables distribute by school_id and co-locate).
 * A college notice goes with its college: deleting the college deletes the notices only it could see.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notices')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('college_id', 'integer')
    .addColumn('pinned', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notices_pk', ['school_id', 'id'])
    .addForeignKeyConstraint('notices_college_fk', ['school_id', 'college_id'], 'colleges', ['school_id', 'id'], (f) => f.onDelete('cascade'))
    .addCheckConstraint('notices_audience_ck', sql`audience in ('all', 'students', 'staff', 'college') and (audience = 'college') = (college_id is not null)`)
    .addCheckConstraint('notices_status_ck', sql`status in (0, 1, 2) and (status = 0 or published_at is not null)`)
    .execute();
  // The admin list filters by status and audience, newest first.
  await db.schema.createIndex('notices_school_status_ix').on('notices').columns(['school_id', 'status', 'audience', 'created_at']).execute();
  // The readers' list: published notices, pinned first, then newest.
  await sql`create index notices_published_ix on notices (school_id, pinned desc, published_at desc, id desc) include (audience, college_id) where status = 1`.execute(db);
  await db.schema.createIndex('notices_school_college_ix').on('notices').columns(['school_id', 'college_id']).where(sql.ref('college_id'), 'is not', null).execute();

  await db.schema
    .createTable('notice_reads')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('notice_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notice_reads_pk', ['school_id', 'notice_id', 'user_id'])
    .addForeignKeyConstraint('notice_reads_notice_fk', ['school_id', 'notice_id'], 'notices', ['school_id', 'id'], (f) => f.onDelete('cascade'))
    .addForeignKeyConstraint('notice_reads_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'], (f) => f.onDelete('cascade'))
    .execute();
  // A user's reads (the unread count; deleting a user).
  await db.schema.createIndex('notice_reads_user_ix').on('notice_reads').columns(['school_id', 'user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notice_reads').ifExists().execute();
  await db.schema.dropTable('notices').ifExists().execute();
}
