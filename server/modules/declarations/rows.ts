/**
 * The declaration row query (spec §3 self-declaration row: userName, code, projectName, optionName,
 * category, relateActivityName, hours, status, type, auditor, applyTime; common/declarations.ts
 * DeclarationRow), shared by the staff list and its export, the student's own list, the review
 * queue and the detail. The student's placement is joined as `s` so that the students' data-scope
 * condition (students/scope.ts) applies as is.
 */
import { sql } from 'kysely';
import { declarationStatusLabel, type DeclarationRow } from '../../../common/declarations.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import { formatMinute } from '../../../common/time.js';
import type { Db } from '../../db/db.js';

/** Two-decimal hours from a numeric column ('12.5' → '12.50'). */
export const hours2 = (v: string): string => fromHundredths(toHundredths(v));

/**
 * SELECT of the DeclarationRow columns from `declarations as d` of the school, joined: `u` the
 * student's account, `s` their student row, `p` project, `o` option, `c` category, `ra` related
 * activity, `au` auditor. Callers add where / orderBy / limit and map with toDeclarationRow.
 */
export function declarationRowSelect(db: Db, schoolId: number) {
  return db
    .selectFrom('declarations as d')
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 'd.userId').onRef('u.schoolId', '=', 'd.schoolId'))
    .innerJoin('students as s', (j) => j.onRef('s.userId', '=', 'd.userId').onRef('s.schoolId', '=', 'd.schoolId'))
    .innerJoin('declarationProjects as p', (j) => j.onRef('p.id', '=', 'd.projectId').onRef('p.schoolId', '=', 'd.schoolId'))
    .innerJoin('declarationProjectOptions as o', (j) => j.onRef('o.id', '=', 'd.optionId').onRef('o.schoolId', '=', 'd.schoolId'))
    .innerJoin('classifies as c', (j) => j.onRef('c.id', '=', 'p.classifyId').onRef('c.schoolId', '=', 'p.schoolId'))
    .leftJoin('colleges as co', (j) => j.onRef('co.id', '=', 's.collegeId').onRef('co.schoolId', '=', 's.schoolId'))
    .leftJoin('classes as cl', (j) => j.onRef('cl.id', '=', 's.classId').onRef('cl.schoolId', '=', 's.schoolId'))
    .leftJoin('activities as ra', (j) => j.onRef('ra.id', '=', 'd.relateActivityId').onRef('ra.schoolId', '=', 'd.schoolId'))
    .leftJoin('users as au', (j) => j.onRef('au.id', '=', 'd.auditedBy').onRef('au.schoolId', '=', 'd.schoolId'))
    .where('d.schoolId', '=', schoolId)
    .select([
      'd.id', 'd.userId', 'u.name as userName', 's.code', 'd.projectId', 'p.name as projectName', 'd.optionId', 'o.name as optionName',
      'c.name as category', 'd.relateActivityId', 'd.status', 'd.type', 'd.applyTime', 'd.opinion',
      sql<string>`d.hours::text`.as('hours'),
      sql<string | null>`d.granted_hours::text`.as('grantedHours'),
      sql<string>`coalesce(co.name, '')`.as('collegeName'),
      sql<string>`coalesce(cl.name, '')`.as('className'),
      sql<string>`coalesce(ra.name, '')`.as('relateActivityName'),
      sql<string>`coalesce(au.name, '')`.as('auditor'),
    ]);
}

export type DeclarationRowRaw = Awaited<ReturnType<ReturnType<typeof declarationRowSelect>['executeTakeFirstOrThrow']>>;

/** One raw row → the wire DeclarationRow (hours '4.00', applyTime 'YYYY-MM-DD HH:mm' in China Standard Time). */
export function toDeclarationRow(r: DeclarationRowRaw): DeclarationRow {
  return {
    id: r.id,
    userId: r.userId,
    userName: r.userName,
    code: r.code,
    collegeName: r.collegeName,
    className: r.className,
    projectId: r.projectId,
    projectName: r.projectName,
    optionId: r.optionId,
    optionName: r.optionName,
    category: r.category,
    relateActivityId: r.relateActivityId,
    relateActivityName: r.relateActivityName,
    hours: hours2(r.hours),
    grantedHours: r.grantedHours === null ? null : hours2(r.grantedHours),
    status: r.status,
    statusName: declarationStatusLabel(r.status),
    type: r.type,
    auditor: r.auditor,
    applyTime: formatMinute(r.applyTime),
    opinion: r.opinion,
  };
}
