/**
 * GET /project/apply/list (spec §7: current, size, status, userId, userName, startTime, endTime,
 * relateActivityName, projectName, classId, collegeId, optionName → declaration rows): the
 * school's declarations of students in the caller's data scope (students/scope.ts), newest first;
 * withdrawn ones are never listed. The same filter feeds the export job (export.ts).
 *
 * Filters: status 1|2|3; userId = the student; userName, relateActivityName, projectName and
 * optionName contain (case-insensitive); startTime / endTime 'YYYY-MM-DD' on applyTime, inclusive
 * days in China Standard Time; classId / collegeId = the student's class / college.
 */
import { sql } from 'kysely';
import { DeclarationStatus, type DeclarationRow } from '../../../common/declarations.js';
import type { Page } from '../../../common/envelope.js';
import type { DataScope } from '../../auth/scope.js';
import { pageOffset } from '../../protocol/paging.js';
import { likeContains } from '../../util/like.js';
import { scopeCondition } from '../students/scope.js';
import type { Db } from '../../db/db.js';
import { declarationRowSelect, toDeclarationRow } from './rows.js';
import type { ApplyFilter, ApplyListParams } from './schema.js';
import { dayStart, dayEnd } from '../../../common/time.js';

/** The first instant of a 'YYYY-MM-DD' day in China Standard Time. */

/** The filtered, scoped rows (declarationRowSelect with the filter's conditions). */
export function filteredDeclarations(db: Db, schoolId: number, f: ApplyFilter, scope: DataScope) {
  const inScope = scopeCondition(scope);
  return declarationRowSelect(db, schoolId)
    .where('d.status', '<>', DeclarationStatus.WITHDRAWN)
    .$if(inScope !== null, (q) => q.where(inScope!))
    .$if(f.status !== undefined, (q) => q.where('d.status', '=', f.status!))
    .$if(f.userId !== undefined, (q) => q.where('d.userId', '=', f.userId!))
    .$if(!!f.userName, (q) => q.where('u.name', 'ilike', likeContains(f.userName!)))
    .$if(!!f.startTime, (q) => q.where('d.applyTime', '>=', dayStart(f.startTime!)))
    .$if(!!f.endTime, (q) => q.where('d.applyTime', '<', dayEnd(f.endTime!)))
    .$if(!!f.relateActivityName, (q) => q.where('ra.name', 'ilike', likeContains(f.relateActivityName!)))
    .$if(!!f.projectName, (q) => q.where('p.name', 'ilike', likeContains(f.projectName!)))
    .$if(f.classId !== undefined, (q) => q.where('s.classId', '=', f.classId!))
    .$if(f.collegeId !== undefined, (q) => q.where('s.collegeId', '=', f.collegeId!))
    .$if(!!f.optionName, (q) => q.where('o.name', 'ilike', likeContains(f.optionName!)));
}

/** How many rows the filter matches in scope. */
export async function countDeclarations(db: Db, schoolId: number, f: ApplyFilter, scope: DataScope): Promise<number> {
  const { n } = await db.selectFrom(filteredDeclarations(db, schoolId, f, scope).as('x')).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

/** GET /project/apply/list → {list: DeclarationRow[], total}, newest first (applyTime, then id). */
export async function listDeclarations(db: Db, schoolId: number, scope: DataScope, p: ApplyListParams): Promise<Page<DeclarationRow>> {
  const total = await countDeclarations(db, schoolId, p, scope);
  const rows = await filteredDeclarations(db, schoolId, p, scope).orderBy('d.applyTime', 'desc').orderBy('d.id', 'desc').limit(p.size).offset(pageOffset(p)).execute();
  return { total, list: rows.map(toDeclarationRow) };
}
