/**
 * 学期设置 (spec §2 /system/term; issue 13): academic years and their terms — regular, summer and
 * winter — with dates that never overlap within a school, and the current term derived from today
 * (China time). Scoped to the session's school; every change is a
 * `transactional` route (one transaction, opened by the protocol layer).
 *
 * Errors: 10002 '参数错误: <field> <text>' for bad input, a taken name, reversed or overlapping
 * dates, an unknown id (or another school's); 10002 with the reason a delete is refused; 10003
 * without the module /system/term (the current term needs only a session).
 */
import type { TermCurrent } from '../../../common/terms.js';
import type { ConstraintMessages } from '../../protocol/dbErrors.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { noParams } from '../../../common/schemas/fields.js';
import { recordRoutes } from '../../protocol/records.js';
import * as s from '../../../common/schemas/terms.js';
import { addTerm, currentTerm, deleteTerm, listTerms, updateTerm } from './service.js';


const TERM = '/system/term';

/**
 * Concurrent writes that both passed the service's checks: the database keeps one and the others
 * get the same fields the checks would have named (migrations 004500, 009100 and 010000).
 */
export const TERM_CONSTRAINTS: ConstraintMessages = {
  terms_school_name_uq: { field: 'name', message: '学期名称已存在' },
  terms_no_overlap: { field: 'startDate', message: '与已有学期的日期重叠' },
  terms_dates_ck: { field: 'endDate', message: '不能早于开始日期' },
  // A ledger row or an activity written for the term while it was being deleted.
  hours_ledger_term_id_fkey: { message: '该学期已有学时记录,无法删除' },
  activities_term_id_fkey: { message: '该学期已有活动,无法删除' },
};

export const termRoutes: AnyRoute[] = [
  /**
   * GET /system/term/current → {today 'YYYY-MM-DD', academicYear, term: TermRow | null}: the term
   * containing today in China time. Any signed-in user: pages show the current term.
   */
  defineRoute({
    method: 'GET', path: '/system/term/current', summary: 'The current term (issue 13).', permission: 'session', schema: noParams,
    handler: ({ deps, session }): Promise<TermCurrent> => currentTerm(deps.db, session.schoolId),
  }),
  /**
   * /system/term:
   * - list {current, size, name?, kind? 1|2|3, academicYear?} → {list: TermRow[] ({id, name, kind,
   *   academicYear, startDate, endDate, current}), total}, latest start first;
   * - add {name 1–50, kind 1|2|3, academicYear?, startDate, endDate 'YYYY-MM-DD'} → TermRow.
   *   academicYear defaults to the start date's (Aug–Dec → that year, Jan–Jul → the year before).
   *   10002: name taken, dates reversed or overlapping another term, academic year not fitting;
   * - update {id, name?, kind?, academicYear?, startDate?, endDate?} → TermRow; 10002 as add, or unknown id;
   * - delete {id} → null; 10002 while ledger rows or activities belong to the term, or unknown id.
   */
  ...recordRoutes({
    base: '/system/term', permission: TERM, constraints: TERM_CONSTRAINTS,
    list: { summary: 'Terms of the school (spec §2 /system/term).', schema: s.termListParams, run: listTerms },
    add: { summary: 'Adds a term.', schema: s.termAddParams, run: addTerm },
    update: { summary: 'Changes a term.', schema: s.termUpdateParams, run: updateTerm },
    delete: { summary: 'Deletes a term.', schema: s.termIdParams, run: deleteTerm, constraints: TERM_CONSTRAINTS },
  }),
];
