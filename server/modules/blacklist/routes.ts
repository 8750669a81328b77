/**
 * Blacklist, appeal and integrity endpoints (issue 4 "Integrity and blacklist"; spec §1 topic 7,
 * §2 /communist/blacklist and /proceeding/wait/blacklist/apply/auditing, §3 credit row, §4 appeals,
 * §7 GET /index/user/credit/list). Everything is scoped to the session's school; the staff lists
 * and actions to the caller's data scope over students. Errors: 10002 with the Chinese message of
 * common/blacklist.ts BLACKLIST_MESSAGES; 10003 without the module.
 */
import { BLACKLIST_MESSAGES as M } from '../../../common/blacklist.js';
import type { ConstraintMessages } from '../../protocol/dbErrors.js';
import type { AnyRoute } from '../../protocol/define.js';
import { defineRoute } from '../../protocol/define.js';
import { noParams } from '../../../common/schemas/fields.js';
import { dataScopeOf } from '../students/scope.js';
import { APPEAL_MODULE, auditAppeals, listAppeals, submitAppeal } from './appeals.js';
import { appealAuditParams, appealListParams, appealParams, blacklistAddParams, blacklistListParams, blacklistRemoveParams } from '../../../common/schemas/blacklist.js';
import { addToBlacklist, creditList, listBlacklist, myBlacklist, removeFromBlacklist } from './service.js';

export const BLACKLIST_MODULE = '/communist/blacklist';
export const STUDENT_ACTIVITY_MODULE = '/student/activity';

/**
 * Concurrent writes that both passed the services' checks: the database keeps one and the others get
 * the checks' own messages (migration 20261125_010000).
 */
export const BLACKLIST_CONSTRAINTS: ConstraintMessages = {
  blacklist_one_active_ex: { message: M.alreadyListed },
  blacklist_appeals_one_pending_uq: { message: M.pendingExists },
};

export const blacklistRoutes: AnyRoute[] = [
  /** GET /blacklist/list {current, size, name?, code?, status?: 'active'|'expired'|'removed'} → {list: BlacklistRow[], total}. */
  defineRoute({
    method: 'GET', path: '/blacklist/list', summary: 'The blacklist, paged, newest first (spec §1 topic 7).',
    permission: BLACKLIST_MODULE, schema: blacklistListParams,
    handler: async ({ deps, session, params }) => listBlacklist(deps.db, session.schoolId, await dataScopeOf(deps.db, session), params),
  }),
  /** POST /blacklist/add {userId, reason, days? 1–3650} → {id}; 10002 '该学生已在黑名单中'. */
  defineRoute({
    method: 'POST', path: '/blacklist/add', summary: 'Puts a student on the blacklist by hand.',
    permission: BLACKLIST_MODULE, schema: blacklistAddParams, constraints: BLACKLIST_CONSTRAINTS,
    transactional: true,
    handler: async ({ db, session, params }) => addToBlacklist(db, session, await dataScopeOf(db, session), params),
  }),
  /** POST /blacklist/remove {id, reason} → null; 10002 '该记录已移出黑名单'. */
  defineRoute({
    method: 'POST', path: '/blacklist/remove', summary: 'Takes an entry off the blacklist early, with a reason.',
    permission: BLACKLIST_MODULE, schema: blacklistRemoveParams,
    transactional: true,
    handler: async ({ db, session, params }) => removeFromBlacklist(db, session, await dataScopeOf(db, session), params),
  }),
  /** GET /index/user/credit/list → CreditRow[] {userName, userCode, credit, unFaithNumdo}, the 10 lowest credit (spec §3 credit row). */
  defineRoute({
    method: 'GET', path: '/index/user/credit/list', summary: 'Dashboard: the students with the lowest integrity value (spec §7).',
    permission: '/dashboard', schema: noParams,
    handler: async ({ deps, session }) => creditList(deps.db, session.schoolId, await dataScopeOf(deps.db, session)),
  }),
  /** GET /blacklist/my → {active: entry|null, appeals, credit, noShowCount} of the signed-in student. */
  defineRoute({
    method: 'GET', path: '/blacklist/my', summary: "The student's own blacklist entry, appeals and integrity.",
    permission: STUDENT_ACTIVITY_MODULE, schema: noParams,
    handler: ({ deps, session }) => myBlacklist(deps.db, session.schoolId, session.userId),
  }),
  /** POST /blacklist/appeal {id, reason} → AppealItem; one pending appeal per entry. */
  defineRoute({
    method: 'POST', path: '/blacklist/appeal', summary: 'The student appeals their blacklist entry (spec §4).',
    permission: STUDENT_ACTIVITY_MODULE, schema: appealParams, constraints: BLACKLIST_CONSTRAINTS,
    transactional: true,
    handler: ({ db, session, params }) => submitAppeal(db, session, params),
  }),
  /** GET /blacklist/appeal/list {current, size, status? 1–3, name?} → {list: AppealRow[], total}. */
  defineRoute({
    method: 'GET', path: '/blacklist/appeal/list', summary: 'Blacklist appeals to audit, pending first.',
    permission: APPEAL_MODULE, schema: appealListParams,
    handler: async ({ deps, session, params }) => listAppeals(deps.db, session.schoolId, await dataScopeOf(deps.db, session), params),
  }),
  /** POST /blacklist/appeal/audit {ids 1–100, result 'pass'|'reject', opinion? (required to reject)} → {done}. */
  defineRoute({
    method: 'POST', path: '/blacklist/appeal/audit', summary: 'Passes (removes the entry) or rejects appeals, in one transaction (spec §4).',
    permission: APPEAL_MODULE, schema: appealAuditParams,
    transactional: true,
    handler: async ({ db, session, params }) => auditAppeals(db, session, await dataScopeOf(db, session), params),
  }),
];
