/**
 * The Kysely queries of course ratings (issue 20 "review": students' anonymous ratings and comments,
 * statistics per course and teacher), always within one school. Staff reads never select who rated.
 */
import { sql } from 'kysely';
import type { RatingFilter } from '../../../common/schemas/courses.js';
import type { Db } from '../../db/db.js';
import { pageOf } from '../../db/paging.js';
import { fromSchool, sameSchool } from '../../db/tenant.js';

type Page = { limit: number; offset: number };

/** A rating with its section, course and teacher — without the student. */
function ratingSelect(db: Db, schoolId: number) {
  return fromSchool(db, 'courseRatings as r', schoolId)
    .innerJoin('courseSections as s', sameSchool('s.id', 'r.sectionId'))
    .innerJoin('courses as c', sameSchool('c.id', 's.courseId'))
    .leftJoin('users as t', sameSchool('t.id', 's.teacherId'))
    .select([
      'r.id', 'r.sectionId', 's.name as sectionName', 's.courseId', 'c.name as courseName', 's.teacherId', 'r.courseStars', 'r.teacherStars', 'r.comment', 'r.createdAt',
      sql<string>`coalesce(t.name, '')`.as('teacherName'),
    ]);
}
export type RatingRecord = Awaited<ReturnType<ReturnType<typeof ratingSelect>['executeTakeFirstOrThrow']>>;

const ratingFiltered = (db: Db, schoolId: number, f: RatingFilter) =>
  ratingSelect(db, schoolId)
    .$if(f.courseId !== undefined, (q) => q.where('s.courseId', '=', f.courseId!))
    .$if(f.teacherId !== undefined, (q) => q.where('s.teacherId', '=', f.teacherId!))
    .$if(f.sectionId !== undefined, (q) => q.where('r.sectionId', '=', f.sectionId!))
    .$if(f.maxStars !== undefined, (q) => q.where('r.courseStars', '<=', f.maxStars!));

/** One page of ratings matching the filter, newest first; and how many match. */
export function findRatings(db: Db, schoolId: number, f: RatingFilter, page: Page) {
  return pageOf(ratingFiltered(db, schoolId, f).orderBy('r.createdAt', 'desc').orderBy('r.id', 'desc'), page);
}

/** Every rating matching the filter, newest first (the export: a school has at most some tens of thousands). */
export function findAllRatings(db: Db, schoolId: number, f: RatingFilter) {
  return ratingFiltered(db, schoolId, f).orderBy('r.createdAt', 'desc').orderBy('r.id', 'desc').execute();
}

/** Averages (two decimals) and counts per course or per teacher, best course average first; teacherId narrows to one teacher. */
export function ratingStats(db: Db, schoolId: number, by: 'course' | 'teacher', teacherId?: number) {
  const key = by === 'course' ? sql.ref<number>('s.course_id') : sql.ref<number>('s.teacher_id');
  const name = by === 'course' ? sql<string>`min(c.name)` : sql<string>`coalesce(min(t.name), '')`;
  return fromSchool(db, 'courseSections as s', schoolId)
    .innerJoin('courses as c', sameSchool('c.id', 's.courseId'))
    .leftJoin('users as t', sameSchool('t.id', 's.teacherId'))
    .leftJoin('courseRatings as r', sameSchool('r.sectionId', 's.id'))
    .select([
      key.as('id'), name.as('name'),
      sql<number>`count(distinct s.id)::int`.as('sectionCount'),
      sql<number>`count(r.id)::int`.as('ratingCount'),
      sql<string | null>`round(avg(r.course_stars), 2)::text`.as('courseAvg'),
      sql<string | null>`round(avg(r.teacher_stars), 2)::text`.as('teacherAvg'),
    ])
    .$if(teacherId !== undefined, (q) => q.where('s.teacherId', '=', teacherId!))
    .groupBy(key)
    .orderBy(sql`avg(r.course_stars) desc nulls last`)
    .orderBy(key)
    .execute();
}

/** How many ratings gave each number of stars in `column` (teacherId narrows to one teacher's sections). */
export function starCounts(db: Db, schoolId: number, column: 'courseStars' | 'teacherStars', teacherId?: number) {
  return fromSchool(db, 'courseRatings as r', schoolId)
    .innerJoin('courseSections as s', sameSchool('s.id', 'r.sectionId'))
    .select([`r.${column} as stars`, sql<number>`count(*)::int`.as('count')])
    .$if(teacherId !== undefined, (q) => q.where('s.teacherId', '=', teacherId!))
    .groupBy(`r.${column}`)
    .execute();
}

export function insertRating(db: Db, values: { schoolId: number; sectionId: number; userId: number; courseStars: number; teacherStars: number; comment: string; createdAt: Date }) {
  return db.insertInto('courseRatings').values(values).onConflict((oc) => oc.columns(['schoolId', 'sectionId', 'userId']).doNothing()).returning('id').executeTakeFirst();
}
