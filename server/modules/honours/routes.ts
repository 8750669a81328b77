/**
 * Honours and employment endpoints (issue 21 "Honours and employment"; spec §2 /honors, /employment;
 * §6 visible data by permission). `kind` ('honour' | 'employment') picks the record kind, its
 * review source (28, 29) and module. All scoped to the session's school; every write runs in one
 * transaction. Errors: 10002 naming the field or saying why (HONOUR_MESSAGES), 10003 without the
 * module. The service: service.ts; the export job: export.ts.
 */
import type { JobStarted } from '../../../common/jobs.js';
import * as s from '../../../common/schemas/honours.js';
import { HONOUR_MESSAGES as M } from '../../../common/honours.js';
import { dataScopeOf } from '../../auth/scope.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { requireAny } from '../practice/access.js';
import { exportFileName, growthExportJob } from './export.js';
import { auditGrowth, declare, growthDetail, growthStatistics, KINDS, listGrowth, myGrowth } from './service.js';

export const honourRoutes: AnyRoute[] = [
  /**
   * POST /honors/add {kind, title ≤60, level 1–5 (honour), issuer? ≤60, job? ≤40 and jobKind 1|2
   * (employment), startDate 'YYYY-MM-DD' (not after today), endDate?, remarks? ≤500, fileIds? ≤3
   * own uploads} → {id}: a student's declaration, under review (spec §2 /honors/my-list).
   */
  defineRoute({
    method: 'POST', path: '/honors/add', summary: 'Declares an honour or an employment record for review.', permission: 'session', schema: s.growthAddParams, transactional: true,
    constraints: { growth_records_same_uq: { field: 'title', message: M.duplicate } },
    handler: ({ db, session, params }) => declare(db, session, params),
  }),
  /** GET /honors/list {kind, current, size, name?, status?, level?, jobKind?, collegeId?} → {list: GrowthRow[], total}: staff, in their data scope (spec §2 /honors/list, /employment/list). */
  defineRoute({ method: 'GET', path: '/honors/list', summary: 'Honours or employment records in the caller’s data scope.', permission: 'session', schema: s.growthListParams, handler: ({ deps, session, params }) => listGrowth(deps.db, session, params) }),
  /** GET /honors/my-list {kind, current, size} → {list: GrowthRow[], total}: the caller's own records (spec §2 /honors/my-list, /employment/my-list). */
  defineRoute({ method: 'GET', path: '/honors/my-list', summary: 'The caller’s own honours or employment records.', permission: 'session', schema: s.myGrowthParams, handler: ({ deps, session, params }) => myGrowth(deps.db, session, params) }),
  /** GET /honors/detail {id} → GrowthDetail (files, review history, canAudit): the owner or staff with it in scope; else 10002 '记录不存在' (spec §2 my-list/details). */
  defineRoute({ method: 'GET', path: '/honors/detail', summary: 'One honour or employment record with its evidence and review history.', permission: 'session', schema: s.growthIdParams, handler: ({ deps, session, params }) => growthDetail(deps.db, session, params.id) }),
  /** GET /honors/statistics {kind} → GrowthStatistics: approved records by level (or 就业/实习) and by college, and how many wait. */
  defineRoute({ method: 'GET', path: '/honors/statistics', summary: 'Counts of approved records by level and college.', permission: 'session', schema: s.growthKindParams, handler: ({ deps, session, params }) => growthStatistics(deps.db, session, params.kind) }),
  /** POST /honors/audit {kind, ids, result 'pass'|'reject', opinion? (required to reject)} → GrowthAuditResult: in batch, all or nothing. */
  defineRoute({
    method: 'POST', path: '/honors/audit', summary: 'Passes or rejects honours or employment records, in batch.', permission: 'session', schema: s.growthAuditParams, transactional: true,
    handler: ({ db, session, params }) => auditGrowth(db, session, params),
  }),
  /** GET /honors/export {kind, name?, status?, level?, jobKind?, collegeId?} → {id} of a 'growth-record-export' job (荣誉记录.xlsx / 就业实习记录.xlsx; result {rows}). */
  defineRoute({
    method: 'GET', path: '/honors/export', summary: 'Exports the filtered records as xlsx, as a job.', permission: 'session', schema: s.growthListParams,
    handler: async ({ deps, session, params }): Promise<JobStarted> => {
      const kind = KINDS[params.kind];
      await requireAny(deps.db, session, [kind.staff]);
      const { kind: _k, current: _c, size: _s, ...filter } = params;
      return { id: await deps.jobs.enqueue(growthExportJob, { schoolId: session.schoolId, createdBy: session.userId, fileName: exportFileName(kind.code) }, { scope: await dataScopeOf(deps.db, session), filter: { ...filter, kind: kind.code } }) };
    },
  }),
];
