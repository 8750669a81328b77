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
import type { DeclarationRow } from '../../../common/declarations.js';
import type { Page } from '../../../common/envelope.js';
import type { DataScope } from '../../auth/scope.js';
import { pageOffset } from '../../protocol/paging.js';
import { scopeCondition } from '../students/scope.js';
import type { Db } from '../../db/db.js';
import { toDeclarationRow } from './rows.js';
import { findDeclarations } from './repositories/declarations.js';
import type { ApplyListParams } from '../../../common/schemas/declarations.js';

/** GET /project/apply/list → {list: DeclarationRow[], total}, newest first (applyTime, then id). */
export async function listDeclarations(db: Db, schoolId: number, scope: DataScope, p: ApplyListParams): Promise<Page<DeclarationRow>> {
  const { rows, total } = await findDeclarations(db, schoolId, p, scopeCondition(scope), { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map(toDeclarationRow) };
}
