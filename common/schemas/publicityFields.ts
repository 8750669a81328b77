/**
 * Params of the publicity field (宣传阵地) endpoints and of 组织工作安排 (issue 21; spec §2
 * /system/field/*, /system/schedule/organ). A failing field replies 10002 naming it, or with
 * FIELD_MESSAGES' / SCHEDULE_MESSAGES' text. Routes: server/modules/fields/routes.ts,
 * server/modules/orgLifecycle/schedule.ts.
 */
import { z } from 'zod';
import { FIELD_APPLY_STATUSES, FIELD_KINDS, FIELD_LIMITS as L, FIELD_MESSAGES as M } from '../fields.js';
import { SCHEDULE_KINDS, SCHEDULE_MESSAGES } from '../orgSchedule.js';
import { PASS_OR_REJECT } from '../review.js';
import { idList, oneOf } from './audits.js';
import { int, limitedOptionalText, limitedText, optionalInt, optionalText, uploadIds } from './fields.js';
import { pageFields } from './paging.js';
import { day } from './practice.js';
import { flag } from './structureFields.js';

/** POST /system/field/save: a new field (no id) or a change. */
export const fieldSaveParams = z.object({
  id: optionalInt({ min: 1 }),
  name: limitedText('名称', L.name),
  kind: int({ min: 1, max: FIELD_KINDS.length }),
  location: limitedOptionalText('位置或账号', L.location),
  /** Omitted: school-wide. */
  collegeId: optionalInt({ min: 1 }),
  capacity: int({ min: 1, max: L.capacityMax }),
  rules: limitedOptionalText('使用规则', L.rules),
  photoIds: uploadIds(L.photos, `参数错误: photoIds 照片最多${L.photos}张`).optional().transform((v) => v ?? []),
  enabled: flag(),
});
export type FieldSaveParams = z.output<typeof fieldSaveParams>;

/** GET /system/field/list and /export filters. */
export const fieldFilterParams = z.object({
  name: optionalText({ max: 50 }),
  kind: optionalInt({ min: 1, max: FIELD_KINDS.length }),
  collegeId: optionalInt({ min: 1 }),
  enabled: optionalInt({ min: 0, max: 1 }),
});
export type FieldFilter = z.output<typeof fieldFilterParams>;
export const fieldListParams = fieldFilterParams.extend(pageFields);
export type FieldListParams = z.output<typeof fieldListParams>;

export const fieldIdParams = z.object({ id: int({ min: 1 }) });

/** POST /system/field/apply/add: an organisation asks for a field for a period (days, both included). */
export const fieldApplyParams = z.object({
  fieldId: int({ min: 1 }),
  organizationId: int({ min: 1 }),
  startDate: day('startDate'),
  endDate: day('endDate'),
  purpose: limitedText('用途', L.purpose),
  content: limitedOptionalText('宣传内容', L.content),
  fileIds: uploadIds(L.files, `参数错误: fileIds 附件最多${L.files}个`).optional().transform((v) => v ?? []),
}).superRefine((v, ctx) => {
  if (v.startDate > v.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: `参数错误: endDate ${M.dateOrder}` });
});
export type FieldApplyParams = z.output<typeof fieldApplyParams>;

/** GET /system/field/apply/list filters. */
export const fieldApplyListParams = z.object({
  ...pageFields,
  fieldId: optionalInt({ min: 1 }),
  status: optionalInt({ min: 1, max: FIELD_APPLY_STATUSES.length }),
  name: optionalText({ max: 50 }),
  /** Only those whose open step waits for the caller. */
  mine: optionalInt({ min: 0, max: 1 }),
});
export type FieldApplyListParams = z.output<typeof fieldApplyListParams>;

/** POST /system/field/apply/audit: 1–100 applications, pass or reject (a reason to reject). */
export const fieldAuditParams = z.object({ ids: idList(), result: oneOf(PASS_OR_REJECT), opinion: optionalText({ max: L.opinion }) });
export type FieldAuditParams = z.output<typeof fieldAuditParams>;

/** GET /organization/schedule {academicYear?}: omitted → the current one. */
export const scheduleParams = z.object({ academicYear: optionalInt({ min: 2000, max: 2100 }) });

const window = z.object({
  kind: int({ min: 1, max: SCHEDULE_KINDS.length }),
  startDate: day('startDate'),
  endDate: day('endDate'),
  remarks: limitedOptionalText('说明', 200),
});

/** POST /organization/schedule/save {academicYear, windows}: the year's windows, replacing the ones there (an empty list clears them). */
export const scheduleSaveParams = z.object({
  academicYear: int({ min: 2000, max: 2100 }),
  windows: z.array(window).max(SCHEDULE_KINDS.length),
}).superRefine((v, ctx) => {
  const seen = new Set<number>();
  const [from, to] = [`${v.academicYear}-08-01`, `${v.academicYear + 1}-07-31`];
  v.windows.forEach((w, i) => {
    if (w.startDate > w.endDate) ctx.addIssue({ code: 'custom', path: ['windows', i, 'endDate'], message: `参数错误: windows.${i}.endDate ${SCHEDULE_MESSAGES.dateOrder}` });
    else if (w.startDate < from || w.endDate > to) ctx.addIssue({ code: 'custom', path: ['windows', i, 'startDate'], message: `参数错误: windows.${i}.startDate ${SCHEDULE_MESSAGES.outsideYear}` });
    if (seen.has(w.kind)) ctx.addIssue({ code: 'custom', path: ['windows', i, 'kind'], message: `参数错误: windows.${i}.kind ${SCHEDULE_MESSAGES.kindTwice}` });
    seen.add(w.kind);
  });
});
export type ScheduleSaveParams = z.output<typeof scheduleSaveParams>;
