/**
 * Issue 20 "Courses and review" (spec §2 /course and /review, six sub-pages each):
 *  - courses: the second-classroom course catalogue (classify, hours, grading), opening reviewed
 *    through the flow of kind 26 (audit source type COURSE_OPEN);
 *  - course_sections: sections (教学班) with teacher, capacity and the seat count
 *    (enroll_count <= capacity, a check constraint backing the one-statement seat taking), windows,
 *    place, the QR secret of attendance, the rating window and completion;
 *  - course_enrollments: one row per section and student (unique), attendance and grade;
 *  - course_ratings: one rating per section and student (unique), 1–5 stars for course and teacher;
 *  - course_controls: 课程管控, which roles or colleges may open courses of a classify.
 * Every key includes school_id (Citus). Menu entries: 第二课堂课程 (1800–1806) and 课程评价
 * (1810–1816) before 数据大屏, the students' 我的课程 (1011).
 */
import { sql, type Kysely } from 'kysely';
import { addMenuEntries, dropMenuEntries, type MenuEntry } from './menuEntries.js';

/** The entries as server/seed/modules.ts writes them on a fresh database (kept here as they were at this migration). */
const COURSE_MENU_ENTRIES: MenuEntry[] = [
  { id: 1800, name: '第二课堂课程', nameEn: 'Courses', path: '/course', parentId: null, orderId: 15, icon: 'School', before: 900 },
  { id: 1801, name: '课程目录', nameEn: 'Catalogue', path: '/course/catalog', parentId: 1800, orderId: 1, api: '/school/structure/options' },
  { id: 1802, name: '开课审核', nameEn: 'Opening review', path: '/course/audit', parentId: 1800, orderId: 2 },
  { id: 1803, name: '教学班', nameEn: 'Sections', path: '/course/section', parentId: 1800, orderId: 3 },
  { id: 1804, name: '考勤签到', nameEn: 'Attendance', path: '/course/attendance', parentId: 1800, orderId: 4 },
  { id: 1805, name: '成绩与结课', nameEn: 'Grades', path: '/course/grade', parentId: 1800, orderId: 5 },
  { id: 1806, name: '课程管控', nameEn: 'Course control', path: '/course/control', parentId: 1800, orderId: 6 },
  { id: 1810, name: '课程评价', nameEn: 'Course evaluation', path: '/review', parentId: null, orderId: 16, icon: 'RateReview', before: 900 },
  { id: 1811, name: '评价列表', nameEn: 'Ratings', path: '/review/list', parentId: 1810, orderId: 1 },
  { id: 1812, name: '课程评价统计', nameEn: 'By course', path: '/review/course', parentId: 1810, orderId: 2 },
  { id: 1813, name: '教师评价统计', nameEn: 'By teacher', path: '/review/teacher', parentId: 1810, orderId: 3 },
  { id: 1814, name: '评价分析', nameEn: 'Analysis', path: '/review/statistics', parentId: 1810, orderId: 4 },
  { id: 1815, name: '评价设置', nameEn: 'Rating windows', path: '/review/settings', parentId: 1810, orderId: 5 },
  { id: 1816, name: '我的授课评价', nameEn: 'My teaching ratings', path: '/review/my', parentId: 1810, orderId: 6 },
  { id: 1011, name: '我的课程', nameEn: 'My courses', path: '/student/course', parentId: null, orderId: 12, icon: 'School', identity: 2 },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('courses')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('classify_id', 'integer', (c) => c.notNull())
    .addColumn('hours', sql`numeric(6,2)`, (c) => c.notNull())
    .addColumn('college_id', 'integer')
    .addColumn('grade_mode', 'smallint', (c) => c.notNull())
    .addColumn('pass_score', 'smallint', (c) => c.notNull().defaultTo(60))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('opinion', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('courses_pkey', ['school_id', 'id'])
    .addUniqueConstraint('courses_name_uq', ['school_id', 'name'])
    .addForeignKeyConstraint('courses_classify_fk', ['school_id', 'classify_id'], 'classifies', ['school_id', 'id'])
    .addForeignKeyConstraint('courses_creator_fk', ['school_id', 'created_by'], 'users', ['school_id', 'id'])
    .addCheckConstraint('courses_hours_ck', sql`hours > 0`)
    .addCheckConstraint('courses_grade_ck', sql`grade_mode in (1, 2) and pass_score between 0 and 100`)
    .addCheckConstraint('courses_status_ck', sql`status between 1 and 4`)
    .execute();

  await db.schema
    .createTable('course_sections')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('teacher_id', 'integer', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('enroll_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enroll_start', 'timestamptz', (c) => c.notNull())
    .addColumn('enroll_end', 'timestamptz', (c) => c.notNull())
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('schedule', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('qr_secret', 'text', (c) => c.notNull())
    .addColumn('rate_end', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('course_sections_pkey', ['school_id', 'id'])
    .addUniqueConstraint('course_sections_name_uq', ['school_id', 'course_id', 'name'])
    .addForeignKeyConstraint('course_sections_course_fk', ['school_id', 'course_id'], 'courses', ['school_id', 'id'])
    .addForeignKeyConstraint('course_sections_teacher_fk', ['school_id', 'teacher_id'], 'users', ['school_id', 'id'])
    .addCheckConstraint('course_sections_seats_ck', sql`capacity > 0 and enroll_count between 0 and capacity`)
    .addCheckConstraint('course_sections_times_ck', sql`enroll_end > enroll_start and end_at > start_at`)
    .addCheckConstraint('course_sections_status_ck', sql`status in (1, 2)`)
    .execute();
  await db.schema.createIndex('course_sections_teacher_ix').on('course_sections').columns(['school_id', 'teacher_id']).execute();

  await db.schema
    .createTable('course_enrollments')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('section_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('enrolled_at', 'timestamptz', (c) => c.notNull())
    .addColumn('signed_at', 'timestamptz')
    .addColumn('passed', 'boolean')
    .addColumn('score', sql`numeric(5,2)`)
    .addColumn('graded_by', 'integer')
    .addColumn('graded_at', 'timestamptz')
    .addPrimaryKeyConstraint('course_enrollments_pkey', ['school_id', 'id'])
    .addUniqueConstraint('course_enrollments_uq', ['school_id', 'section_id', 'user_id'])
    .addForeignKeyConstraint('course_enrollments_section_fk', ['school_id', 'section_id'], 'course_sections', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('course_enrollments_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'])
    .addCheckConstraint('course_enrollments_status_ck', sql`status in (1, 2)`)
    .execute();
  await db.schema.createIndex('course_enrollments_user_ix').on('course_enrollments').columns(['school_id', 'user_id']).execute();

  await db.schema
    .createTable('course_ratings')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('section_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('course_stars', 'smallint', (c) => c.notNull())
    .addColumn('teacher_stars', 'smallint', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('course_ratings_pkey', ['school_id', 'id'])
    .addUniqueConstraint('course_ratings_uq', ['school_id', 'section_id', 'user_id'])
    .addForeignKeyConstraint('course_ratings_section_fk', ['school_id', 'section_id'], 'course_sections', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('course_ratings_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'])
    .addCheckConstraint('course_ratings_stars_ck', sql`course_stars between 1 and 5 and teacher_stars between 1 and 5`)
    .execute();

  await db.schema
    .createTable('course_controls')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('classify_id', 'integer', (c) => c.notNull())
    .addColumn('role_id', 'integer')
    .addColumn('college_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('course_controls_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('course_controls_classify_fk', ['school_id', 'classify_id'], 'classifies', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('course_controls_role_fk', ['school_id', 'role_id'], 'roles', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('course_controls_college_fk', ['school_id', 'college_id'], 'colleges', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addCheckConstraint('course_controls_who_ck', sql`role_id is not null or college_id is not null`)
    .execute();
  // One rule per (classify, role, college); nulls compare equal here (PostgreSQL 15).
  await sql`alter table course_controls add constraint course_controls_uq unique nulls not distinct (school_id, classify_id, role_id, college_id)`.execute(db);

  await addMenuEntries(db, COURSE_MENU_ENTRIES);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropMenuEntries(db, COURSE_MENU_ENTRIES.map((e) => e.id));
  await db.schema.dropTable('course_controls').execute();
  await db.schema.dropTable('course_ratings').execute();
  await db.schema.dropTable('course_enrollments').execute();
  await db.schema.dropTable('course_sections').execute();
  await db.schema.dropTable('courses').execute();
}
