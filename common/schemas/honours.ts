/**
 * Params of the honours and employment endpoints (issue 21; spec §2 /honors, /employment). A failing
 * field replies 10002 naming it, or with HONOUR_MESSAGES' own text. Routes: server/modules/honours/routes.ts.
 */
import { z } from 'zod';
import { GROWTH_STATUSES, HONOUR_LEVELS, HONOUR_LIMITS as L, HONOUR_MESSAGES as M, JOB_KINDS } from '../honours.js';
import { PASS_OR_REJECT } from '../review.js';
import { idList, oneOf } from './audits.js';
import { int, limitedOptionalText, limitedText, optionalDay, optionalInt, optionalText, uploadIds } from './fields.js';
import { pageFields } from './paging.js';
import { day } from './practice.js';

const KINDS = ['honour', 'employment'] as const;
/** Which of the two record kinds an endpoint is about. */
export const growthKind = oneOf(KINDS);
export type GrowthKindName = (typeof KINDS)[number];

/** The declaration form of both kinds: an honour needs a level, an employment record a job kind. */
export const growthAddParams = z.object({
  kind: growthKind,
  title: limitedText('名称', L.title),
  level: optionalInt({ min: 1, max: HONOUR_LEVELS.length }),
  issuer: limitedOptionalText('颁发单位', L.issuer),
  job: limitedOptionalText('岗位', L.job),
  jobKind: optionalInt({ min: 1, max: JOB_KINDS.length }),
  startDate: day('startDate'),
  endDate: optionalDay('endDate'),
  remarks: limitedOptionalText('说明', L.remarks),
  fileIds: uploadIds(L.files, `参数错误: fileIds 证明材料最多${L.files}个`).optional().transform((v) => v ?? []),
}).superRefine((v, ctx) => {
  if (v.kind === 'honour' && v.level === undefined) ctx.addIssue({ code: 'custom', path: ['level'], message: M.levelRequired });
  if (v.kind === 'employment' && v.jobKind === undefined) ctx.addIssue({ code: 'custom', path: ['jobKind'], message: M.jobKindRequired });
  if (v.endDate && v.startDate > v.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.dateOrder });
});
export type GrowthAddParams = z.output<typeof growthAddParams>;

/** Staff list and export filters. */
export const growthListParams = z.object({
  ...pageFields,
  kind: growthKind,
  name: optionalText({ max: 50 }),
  status: optionalInt({ min: 1, max: GROWTH_STATUSES.length }),
  level: optionalInt({ min: 1, max: HONOUR_LEVELS.length }),
  jobKind: optionalInt({ min: 1, max: JOB_KINDS.length }),
  collegeId: optionalInt({ min: 1 }),
});
export type GrowthListParams = z.output<typeof growthListParams>;

export const myGrowthParams = z.object({ ...pageFields, kind: growthKind });
export type MyGrowthParams = z.output<typeof myGrowthParams>;

export const growthKindParams = z.object({ kind: growthKind });

export const growthIdParams = z.object({ id: int({ min: 1 }) });

/** A decision on 1–100 records of one kind: all or nothing; a rejection needs its reason. */
export const growthAuditParams = z.object({ kind: growthKind, ids: idList(), result: oneOf(PASS_OR_REJECT), opinion: optionalText({ max: L.opinion }) });
export type GrowthAuditParams = z.output<typeof growthAuditParams>;
