/**
 * 加减学时 endpoints (issue 21 "Route groups III"; spec §2 /communist/count, plus, sub; §6
 * permissions). All scoped to the session's school and the caller's data scope; every write runs in
 * one transaction. Errors: 10002 naming the field or ADJUSTMENT_MESSAGES, 10003 without the module,
 * outside the scope, or deciding without a school-wide scope. The service: service.ts.
 */
import type { z } from 'zod';
import { ADJUSTMENT_EXPORT_FILE, ADJUSTMENT_PATHS as P } from '../../../common/adjustments.js';
import type { JobStarted } from '../../../common/jobs.js';
import { noParams } from '../../../common/schemas/fields.js';
import * as s from '../../../common/schemas/punishments.js';
import { dataScopeOf } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { requireAny } from '../practice/access.js';
import { adjustmentExportJob } from './export.js';
import { addAdjustment, adjustmentDetail, adjustmentOptions, adjustmentStatistics, auditAdjustment, listAdjustments } from './service.js';

/** Who reads requests: the ledger's holders and the requesters. */
const READERS = [P.count, P.plus, P.sub];

const write = <S extends z.ZodType>(path: string, summary: string, modules: (params: z.output<S>) => readonly string[], schema: S, run: (db: Trx, session: Session, params: z.output<S>) => Promise<unknown>) =>
  defineRoute({
    method: 'POST', path, summary, permission: 'session', schema, transactional: true,
    handler: async ({ db, session, params }) => {
      await requireAny(db, session, modules(params));
      return run(db, session, params);
    },
  });

const read = <S extends z.ZodType>(path: string, summary: string, schema: S, run: (db: Db, session: Session, params: z.output<S>) => Promise<unknown>) =>
  defineRoute({
    method: 'GET', path, summary, permission: 'session', schema,
    handler: async ({ deps, session, params }) => {
      await requireAny(deps.db, session, READERS);
      return run(deps.db, session, params);
    },
  });

export const adjustmentRoutes: AnyRoute[] = [
  /** GET /adjustment/options → AdjustmentOptions {classifies, terms}. */
  read('/adjustment/options', 'Choices of the 加减学时 forms.', noParams, (db, se) => adjustmentOptions(db, se.schoolId)),
  /** POST /adjustment/add {direction, studentCodes, classifyId, termId, hours, reason, fileIds?} → {id}: a request under review. */
  write('/adjustment/add', 'Requests an hours addition or subtraction for students (reviewed).', (p) => [p.direction === 'plus' ? P.plus : P.sub], s.adjustmentAddParams, addAdjustment),
  /** GET /adjustment/list {current, size, direction?, status?, name?} → {list: AdjustmentRow[], total} (spec §2 /communist/count). */
  read('/adjustment/list', 'The 加减学时 ledger: requests with their status.', s.adjustmentListParams, listAdjustments),
  /** GET /adjustment/detail {id} → AdjustmentDetail. */
  read('/adjustment/detail', 'One 加减学时 request with its students, evidence and history.', s.idParams, (db, se, p) => adjustmentDetail(db, se, p.id)),
  /** GET /adjustment/statistics → AdjustmentStatistics. */
  read('/adjustment/statistics', 'Counts by status and approved hours by category.', noParams, (db, se) => adjustmentStatistics(db, se)),
  /** POST /adjustment/audit {id, result, opinion?} → {status}: approval writes the ledger corrections once. */
  write('/adjustment/audit', 'Approves or rejects a 加减学时 request (school administrators).', () => [P.count], s.adjustmentAuditParams, auditAdjustment),
  /** GET /adjustment/export {direction?, status?, name?} → {id} of an 'adjustment-export' job (加减学时台账.xlsx). */
  defineRoute({
    method: 'GET', path: '/adjustment/export', summary: 'Exports the 加减学时 ledger as xlsx, as a job.', permission: 'session', schema: s.adjustmentFilterParams,
    handler: async ({ deps, session, params }): Promise<JobStarted> => {
      await requireAny(deps.db, session, READERS);
      const scope = await dataScopeOf(deps.db, session);
      return { id: await deps.jobs.enqueue(adjustmentExportJob, { schoolId: session.schoolId, createdBy: session.userId, fileName: ADJUSTMENT_EXPORT_FILE }, { filter: params, scope }) };
    },
  }),
];
