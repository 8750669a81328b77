/**
 * The Kysely queries of 学分置换 (issue 21): rules, requests with their student, rule, category,
 * term and open review task, filtered within a data scope; the yearly cap's sum; statistics; the
 * form's choices. Every function takes db then the school; every query stays within it.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import { CreditStatus } from '../../../common/creditReplace.js';
import type { CreditFilter } from '../../../common/schemas/creditReplace.js';
import { SourceType } from '../../../common/sourceTypes.js';
import type { DataScope } from '../../auth/scope.js';
import type { Db } from '../../db/db.js';
import type { Database } from '../../db/types.js';
import { pageOf } from '../../db/paging.js';
import { fromSchool, sameSchool, schoolRows } from '../../db/tenant.js';
import { likeContains } from '../../util/like.js';

type Page = { limit: number; offset: number };

// ——— Rules ———

function ruleSelect(db: Db, schoolId: number) {
  return fromSchool(db, 'creditReplaceRules as r', schoolId)
    .innerJoin('classifies as c', sameSchool('c.id', 'r.classifyId'))
    .select([
      'r.id', 'r.name', 'r.classifyId', 'c.name as classifyName', sql<string>`r.hours::text`.as('hours'), sql<string | null>`r.year_cap::text`.as('yearCap'),
      'r.enabled', 'r.evidenceRequired', 'r.remarks',
      sql<number>`(select count(*)::int from credit_replace_requests q where q.school_id = r.school_id and q.rule_id = r.id)`.as('requestCount'),
    ]);
}

export function findRules(db: Db, schoolId: number, f: { name?: string; enabled?: number }, page: Page) {
  const q = ruleSelect(db, schoolId)
    .$if(!!f.name, (b) => b.where('r.name', 'ilike', likeContains(f.name!)))
    .$if(f.enabled !== undefined, (b) => b.where('r.enabled', '=', f.enabled === 1))
    .orderBy('r.enabled', 'desc').orderBy('r.id');
  return pageOf(q, page);
}

export function findRule(db: Db, schoolId: number, id: number) {
  return ruleSelect(db, schoolId).where('r.id', '=', id).executeTakeFirst();
}

export function enabledRules(db: Db, schoolId: number) {
  return ruleSelect(db, schoolId).where('r.enabled', '=', true).orderBy('r.id').execute();
}

export function insertRule(db: Db, row: Insertable<Database['creditReplaceRules']>) {
  return db.insertInto('creditReplaceRules').values(row).returning('id').executeTakeFirstOrThrow();
}

export function updateRule(db: Db, schoolId: number, id: number, values: Updateable<Database['creditReplaceRules']>) {
  return db.updateTable('creditReplaceRules').set(values).where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
}

/** Categories below the modules (what hours count into). */
export function classifyChoices(db: Db, schoolId: number) {
  return schoolRows(db, 'classifies', schoolId).select(['id', 'name']).where('parentId', '<>', 0).orderBy('parentId').orderBy('orderNumber').orderBy('id').execute();
}

export async function classifyExists(db: Db, schoolId: number, id: number) {
  return (await schoolRows(db, 'classifies', schoolId, { id }).select('id').where('parentId', '<>', 0).executeTakeFirst()) !== undefined;
}

// ——— Requests ———

/** Requests as CreditRequestRow columns: `q` the request, `u`/`s` the student, `co` college, `r` rule, `c` category, `t` term, `at` the open task. */
function requestSelect(db: Db, schoolId: number) {
  return fromSchool(db, 'creditReplaceRequests as q', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'q.userId'))
    .leftJoin('students as s', sameSchool('s.userId', 'q.userId'))
    .leftJoin('colleges as co', sameSchool('co.id', 'q.collegeId'))
    .leftJoin('creditReplaceRules as r', sameSchool('r.id', 'q.ruleId'))
    .innerJoin('classifies as c', sameSchool('c.id', 'q.classifyId'))
    .leftJoin('terms as t', sameSchool('t.id', 'q.termId'))
    .leftJoin('auditTasks as at', (j) => j.onRef('at.schoolId', '=', 'q.schoolId').onRef('at.relationId', '=', 'q.id').on('at.sourceType', '=', SourceType.CREDIT_REPLACE).on('at.doneAt', 'is', null))
    .select([
      'q.id', 'q.userId', 'u.name as studentName', sql<string>`coalesce(s.code, '')`.as('studentCode'), 'co.name as collegeName', 'q.ruleId', 'r.name as ruleName',
      'q.classifyId', 'c.name as classifyName', 't.name as termName', 'q.academicYear', 'q.name', sql<string>`q.achieved_on::text`.as('achievedOn'), 'q.issuer',
      'q.certificateNo', sql<string>`q.hours::text`.as('hours'), sql<string | null>`q.granted_hours::text`.as('grantedHours'), 'q.status', 'q.opinion', 'q.remarks',
      'q.fileIds', 'q.createdAt', 'q.decidedAt', 'at.auditorIds',
    ]);
}
export type CreditRaw = Awaited<ReturnType<ReturnType<typeof requestSelect>['executeTakeFirstOrThrow']>>;

/** Within the scope (null: no restriction): the school, their colleges, or none (an organisation scope). */
function scoped(db: Db, schoolId: number, scope: DataScope | null, f: CreditFilter & { userId?: number }) {
  const colleges = scope?.kind === 'college' ? scope.collegeIds : scope?.kind === 'organization' ? [] : null;
  return requestSelect(db, schoolId)
    .$if(colleges !== null, (q) => q.where('q.collegeId', 'in', colleges!.length ? colleges! : [0]))
    .$if(f.status !== undefined, (q) => q.where('q.status', '=', f.status!))
    .$if(f.collegeId !== undefined, (q) => q.where('q.collegeId', '=', f.collegeId!))
    .$if(f.ruleId === 0, (q) => q.where('q.ruleId', 'is', null))
    .$if(!!f.ruleId, (q) => q.where('q.ruleId', '=', f.ruleId!))
    .$if(f.termId !== undefined, (q) => q.where('q.termId', '=', f.termId!))
    .$if(f.userId !== undefined, (q) => q.where('q.userId', '=', f.userId!))
    .$if(!!f.name, (q) => q.where((eb) => eb.or([eb('q.name', 'ilike', likeContains(f.name!)), eb('u.name', 'ilike', likeContains(f.name!)), eb('s.code', 'ilike', likeContains(f.name!))])));
}

export function findRequests(db: Db, schoolId: number, scope: DataScope | null, f: CreditFilter & { userId?: number }, page: Page) {
  return pageOf(scoped(db, schoolId, scope, f).orderBy('q.id', 'desc'), page);
}

/** Every request of the filter (the export), newest first. */
export function allRequests(db: Db, schoolId: number, scope: DataScope, f: CreditFilter) {
  return scoped(db, schoolId, scope, f).orderBy('q.id', 'desc').execute();
}

export function findRequest(db: Db, schoolId: number, scope: DataScope | null, id: number) {
  return scoped(db, schoolId, scope, {}).where('q.id', '=', id).executeTakeFirst();
}

export function lockRequest(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'creditReplaceRequests', schoolId, { id })
    .select(['id', 'userId', 'ruleId', 'classifyId', 'termId', 'academicYear', 'name', 'status', sql<string>`hours::text`.as('hours')])
    .forUpdate().executeTakeFirst();
}

/** Inserts the request; undefined when the same achievement (credit_replace_requests_same_uq) is there already. */
export function insertRequest(db: Db, row: Insertable<Database['creditReplaceRequests']>) {
  return db.insertInto('creditReplaceRequests').values(row)
    .onConflict((oc) => oc.expression(sql`school_id, user_id, coalesce(rule_id, 0), certificate_no`).doNothing())
    .returning('id').executeTakeFirst();
}

export function updateRequest(db: Db, schoolId: number, id: number, values: Updateable<Database['creditReplaceRequests']>) {
  return db.updateTable('creditReplaceRequests').set(values).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** Hours already granted to the student under the rule in the academic year. */
export async function grantedInYear(db: Db, schoolId: number, userId: number, ruleId: number, year: number): Promise<string> {
  const row = await schoolRows(db, 'creditReplaceRequests', schoolId)
    .select(sql<string>`coalesce(sum(granted_hours), 0)::numeric(8,2)::text`.as('sum'))
    .where('userId', '=', userId).where('ruleId', '=', ruleId).where('academicYear', '=', year).where('status', '=', CreditStatus.APPROVED)
    .executeTakeFirstOrThrow();
  return row.sum;
}

/** Locks the student's row (the yearly cap's sum is read under it, so two approvals for one student queue). */
export function lockStudent(db: Db, schoolId: number, userId: number) {
  return schoolRows(db, 'students', schoolId).select(['userId', 'collegeId']).where('userId', '=', userId).forUpdate().executeTakeFirst();
}

export function studentOf(db: Db, schoolId: number, userId: number) {
  return schoolRows(db, 'students', schoolId).select(['userId', 'collegeId']).where('userId', '=', userId).executeTakeFirst();
}

/** The term holding the day, else null. */
export async function termOfDay(db: Db, schoolId: number, day: string): Promise<number | null> {
  const row = await schoolRows(db, 'terms', schoolId).select('id').where('startDate', '<=', day).where('endDate', '>=', day).orderBy('startDate', 'desc').executeTakeFirst();
  return row?.id ?? null;
}

export function terms(db: Db, schoolId: number) {
  return schoolRows(db, 'terms', schoolId).select(['id', 'name']).orderBy('startDate', 'desc').execute();
}

/** The caller's uploads among `ids` (uploadedBy), or any files of the school. */
export function findFiles(db: Db, schoolId: number, ids: number[], uploadedBy?: number) {
  if (!ids.length) return Promise.resolve([]);
  return schoolRows(db, 'files', schoolId).select(['id', 'name', 'storageKey']).where('id', 'in', ids).$if(uploadedBy !== undefined, (q) => q.where('uploadedBy', '=', uploadedBy!)).execute();
}

/** Counts by status, and per rule the approved requests and granted hours (within the scope and filter). */
export function statistics(db: Db, schoolId: number, scope: DataScope, f: CreditFilter) {
  const base = () => scoped(db, schoolId, scope, { ...f, status: undefined }).clearSelect();
  return Promise.all([
    base().select(['q.status', sql<number>`count(*)::int`.as('n')]).groupBy('q.status').execute(),
    base().where('q.status', '=', CreditStatus.APPROVED)
      .select([sql<string>`coalesce(r.name, '其他')`.as('ruleName'), sql<number>`count(*)::int`.as('count'), sql<string>`sum(q.granted_hours)::numeric(12,2)::text`.as('hours')])
      .groupBy('r.name').orderBy(sql`sum(q.granted_hours)`, 'desc').execute(),
  ]);
}

/** The hours the ledger row of the request holds (after a term cap of the category's cap group), or null. */
export async function ledgerGranted(db: Db, schoolId: number, sourceType: number, relationId: number, userId: number): Promise<string | null> {
  const row = await schoolRows(db, 'hoursLedger', schoolId).select(sql<string>`granted_hours::numeric(8,2)::text`.as('hours'))
    .where('sourceType', '=', sourceType).where('relationId', '=', relationId).where('userId', '=', userId).executeTakeFirst();
  return row?.hours ?? null;
}
