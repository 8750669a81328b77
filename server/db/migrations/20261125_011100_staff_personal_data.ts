/**
 * Issue 14 defect 8, the staff half: staff members' mobiles are masked too, and holders of
 * 查看完整个人信息 may show one in full (GET /system/employee/personal). Such a view is recorded in
 * personal_data_views like a student's; subject_kind tells whose data it was ('student' for every
 * row written before), the student_* columns then naming the staff member (id, 工号, name).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('personal_data_views')
    .addColumn('subject_kind', 'text', (c) => c.notNull().defaultTo('student').check(sql`subject_kind in ('student', 'staff')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('personal_data_views').dropColumn('subject_kind').execute();
}
