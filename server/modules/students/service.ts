/**
 * The school's student list (spec §3 "Student list row", §7 GET /school/students), scoped to the
 * session's school. hours, credit and score are numeric sums that stay zero until the hours ledger
 * exists (a later issue); they are sent as strings with 2 decimals.
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { StudentRow } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import type { Session } from '../../auth/sessions.js';
import type { Database } from '../../db/types.js';
import { pageOffset } from '../../protocol/paging.js';
import type { StudentListParams } from './schema.js';

/** Totals per student; replaced by sums over the ledger when it arrives. */
const hoursExpr = sql<string>`0::numeric`;
const creditExpr = sql<string>`0::numeric`;
const scoreExpr = sql<string>`0::numeric`;

/** `text` with LIKE wildcards escaped, wrapped for a contains match. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function baseQuery(db: Kysely<Database>, schoolId: number) {
  return db
    .selectFrom('students as s')
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 's.userId').onRef('u.schoolId', '=', 's.schoolId'))
    .leftJoin('campuses as cp', (j) => j.onRef('cp.id', '=', 's.campusId').onRef('cp.schoolId', '=', 's.schoolId'))
    .leftJoin('colleges as co', (j) => j.onRef('co.id', '=', 's.collegeId').onRef('co.schoolId', '=', 's.schoolId'))
    .leftJoin('majors as mj', (j) => j.onRef('mj.id', '=', 's.majorId').onRef('mj.schoolId', '=', 's.schoolId'))
    .leftJoin('classes as cl', (j) => j.onRef('cl.id', '=', 's.classId').onRef('cl.schoolId', '=', 's.schoolId'))
    .where('s.schoolId', '=', schoolId);
}

function applyFilters<QB extends SelectQueryBuilder<any, any, any>>(q: QB, p: StudentListParams): QB {
  const range = (qb: QB, expr: typeof hoursExpr, min?: string, max?: string): QB => {
    let out = qb;
    if (min !== undefined) out = out.where(sql<boolean>`${expr} >= ${min}::numeric`) as QB;
    if (max !== undefined) out = out.where(sql<boolean>`${expr} <= ${max}::numeric`) as QB;
    return out;
  };
  let out = q.where('s.status', '=', p.status) as QB;
  if (p.name) out = out.where('u.name', 'like', likeContains(p.name)) as QB;
  if (p.code) out = out.where('s.code', 'like', likeContains(p.code)) as QB;
  if (p.campusId) out = out.where('s.campusId', '=', p.campusId) as QB;
  if (p.collegeId) out = out.where('s.collegeId', '=', p.collegeId) as QB;
  if (p.majorId) out = out.where('s.majorId', '=', p.majorId) as QB;
  if (p.classId) out = out.where('s.classId', '=', p.classId) as QB;
  if (p.grade) out = out.where('s.grade', '=', p.grade) as QB;
  out = range(out, hoursExpr, p.minHours, p.maxHours);
  out = range(out, creditExpr, p.minCredit, p.maxCredit);
  return range(out, scoreExpr, p.minScore, p.maxScore);
}

/** GET /school/students → {list: StudentRow[], total}, ordered by student number. */
export async function listStudents(db: Kysely<Database>, session: Session, p: StudentListParams): Promise<Page<StudentRow>> {
  const school = await db.selectFrom('schools').select('scoreReportModel').where('id', '=', session.schoolId).executeTakeFirstOrThrow();
  const countRow = await applyFilters(baseQuery(db, session.schoolId), p)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await applyFilters(baseQuery(db, session.schoolId), p)
    .select([
      's.userId as id', 'u.name', 's.code', 'u.gender', 's.politics', 's.grade', 's.status',
      sql<string>`coalesce(cp.name, '')`.as('campusName'),
      sql<string>`coalesce(co.name, '')`.as('collegeName'),
      sql<string>`coalesce(mj.name, '')`.as('majorName'),
      sql<string>`coalesce(cl.name, '')`.as('className'),
      sql<string>`round(${creditExpr}, 2)::text`.as('credit'),
      sql<string>`round(${hoursExpr}, 2)::text`.as('hours'),
      sql<string>`round(${scoreExpr}, 2)::text`.as('score'),
    ])
    .orderBy('s.code')
    .limit(p.size)
    .offset(pageOffset(p))
    .execute();
  return {
    list: rows.map((r) => ({ ...r, grade: r.grade ?? '', scoreReportModel: school.scoreReportModel })),
    total: Number(countRow.total),
  };
}
