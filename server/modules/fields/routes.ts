/**
 * Publicity field endpoints (宣传阵地; issue 21, spec §2 /system/field/list, /add, /show, /apply,
 * /apply/show; §5 at most 9 attachments; §6 scope). All scoped to the session's school; every write
 * runs in one transaction. Errors: 10002 naming the field or FIELD_MESSAGES' text, 10003 without the
 * module or outside the caller's college. Who: access.ts; fields: fields.ts; applications:
 * applications.ts; the review and its capacity rule: review.ts.
 */
import type { z } from 'zod';
import { FIELD_MODULES as P } from '../../../common/fields.js';
import { noParams } from '../../../common/schemas/fields.js';
import * as s from '../../../common/schemas/publicityFields.js';
import type { JobStarted } from '../../../common/jobs.js';
import type { Session } from '../../auth/sessions.js';
import type { Trx } from '../../db/db.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { moduleRead, moduleWrite } from '../../protocol/moduleRoutes.js';
import { FIELD_READERS } from './access.js';
import { applicationDetail, applyField, applyOptions, listApplications, withdrawApplication } from './applications.js';
import { FIELD_EXPORT_FILE, fieldExportJob } from './export.js';
import { deleteField, FIELD_CONSTRAINTS, fieldDetail, listFields, saveField } from './fields.js';
import { auditApplications } from './review.js';

const write = <S extends z.ZodType>(path: string, summary: string, modules: readonly string[], schema: S, run: (db: Trx, session: Session, params: z.output<S>) => Promise<unknown>) =>
  moduleWrite(path, summary, modules, schema, run, FIELD_CONSTRAINTS);

const APPLY = [P.apply, P.add];

export const fieldRoutes: AnyRoute[] = [
  /**
   * GET /system/field/list {current, size, name? (name or location contains), kind? 1–7, collegeId?, enabled? 0|1}
   * → {list: FieldRow[] {id, name, kind, kindName, location, collegeId, collegeName ('全校' when school-wide),
   * capacity, enabled, upcoming, pending}, total}, by kind then name, within the caller's college.
   */
  moduleRead('/system/field/list', 'Publicity fields with filters (spec §2 /system/field/list).', FIELD_READERS, s.fieldListParams, listFields),
  /** GET /system/field/export {the filters of /system/field/list} → {id} of a 'field-export' job (宣传阵地.xlsx). */
  defineRoute({
    method: 'GET', path: '/system/field/export', summary: 'Exports the filtered publicity fields as xlsx, as a job.', permission: P.list, schema: s.fieldFilterParams,
    handler: async ({ deps, session, params }): Promise<JobStarted> => ({
      id: await deps.jobs.enqueue(fieldExportJob, { schoolId: session.schoolId, createdBy: session.userId, fileName: FIELD_EXPORT_FILE }, { filter: params, userId: session.userId }),
    }),
  }),
  /** GET /system/field/detail {id} → FieldDetail {…FieldRow, rules, photos [{id, name, url}], bookings: approved FieldApplyRow[] ending 30 days ago or later}; 10002 '阵地不存在'. */
  moduleRead('/system/field/detail', 'One publicity field with its photos and approved bookings (spec §2 /system/field/show).', FIELD_READERS, s.fieldIdParams, (db, se, p) => fieldDetail(db, se, p.id)),
  /**
   * POST /system/field/save {id?, name ≤ 50 (unique in the school), kind 1–7, location? ≤ 100, collegeId? (none:
   * school-wide), capacity 1–100 (approved applications a day), rules? ≤ 1000, photoIds? (≤ 9 uploads), enabled}
   * → {id}. 10002 '参数错误: name 已存在同名阵地' (also for two saves at once); 10003 '只能管理本学院的阵地'.
   */
  write('/system/field/save', 'Adds or changes a publicity field (spec §2 /system/field/add).', [P.add], s.fieldSaveParams, saveField),
  /** POST /system/field/delete {id} → null; 10002 '该阵地已有申请,不能删除(可停用)'. */
  write('/system/field/delete', 'Deletes a publicity field nobody applied for.', [P.add], s.fieldIdParams, (db, se, p) => deleteField(db, se, p.id)),

  /** GET /system/field/apply/options → FieldApplyOptions {organizations [{id, name}] the caller may apply for, fields [{id, name, kindName, capacity}] enabled for them}. */
  moduleRead('/system/field/apply/options', 'What the apply form offers: the caller’s organisations and the fields.', APPLY, noParams, (db, se) => applyOptions(db, se)),
  /**
   * POST /system/field/apply/add {fieldId, organizationId, startDate, endDate ('YYYY-MM-DD', both included, ≤ 366
   * days, not before today), purpose ≤ 200, content? ≤ 1000, fileIds? (≤ 9 own uploads)} → {id}, pending review
   * (source 35). Refusals in applications.ts.
   */
  write('/system/field/apply/add', 'An organisation applies to use a publicity field for a period.', APPLY, s.fieldApplyParams, applyField),
  /**
   * GET /system/field/apply/list {current, size, fieldId?, status? 1–4, name? (purpose, organisation or field
   * contains), mine? 1 (waiting for the caller's decision)} → {list: FieldApplyRow[], total}, newest first.
   */
  moduleRead('/system/field/apply/list', 'Field applications with status filters (spec §2 /system/field/apply).', APPLY, s.fieldApplyListParams, listApplications),
  /**
   * GET /system/field/apply/detail {id} → FieldApplyDetail {…FieldApplyRow, content, files, capacity, overlapping
   * (approved ones of the period), history, canAudit, canWithdraw}: its applicant, its step's auditors or staff
   * of the module within their scope; 10002 '申请不存在' otherwise.
   */
  defineRoute({
    method: 'GET', path: '/system/field/apply/detail', summary: 'One field application beside its decision (spec §2 /system/field/apply/show).', permission: 'session', schema: s.fieldIdParams,
    handler: ({ deps, session, params }) => applicationDetail(deps.db, session, params.id),
  }),
  /** POST /system/field/apply/withdraw {id} → {id}: the applicant withdraws a pending application. */
  write('/system/field/apply/withdraw', 'The applicant withdraws a pending field application.', APPLY, s.fieldIdParams, (db, se, p) => withdrawApplication(db, se, p.id)),
  /**
   * POST /system/field/apply/audit {ids 1–100, result 'pass'|'reject', opinion? (required to reject)} →
   * {count, approved, advanced, rejected}, all or nothing. An approval that would put more than the field's
   * capacity of approved applications on a day is refused, naming the day.
   */
  moduleWrite('/system/field/apply/audit', 'Passes or rejects field applications, in batch.', null, s.fieldAuditParams, auditApplications),
];
