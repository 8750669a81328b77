/**
 * Params of the organisation lifecycle endpoints (issue 19 "Organisation lifecycle", volunteer
 * teams). One application schema serves the five kinds: what a kind needs is required by
 * superRefine with the field named ('参数错误: <field> 不能为空').
 * Routes: /organization/lifecycle/{list,detail,apply,resubmit,audit/list,audit,mine,organization,
 *  year/summary,options}, /voluntary/team/{list,detail,export}.
 */
import { z } from 'zod';
import { flag } from './structureFields.js';
import { int, MALFORMED, optionalInt, optionalText, REQUIRED, wire, wireJson, type WireFlag } from './fields.js';
import { pageFields } from './paging.js';
import { idList } from './audits.js';
import { REVIEW_DECISION_CODES, type PassOrReject } from '../review.js';
import { OrgApplyKind, STAR_MAX, TEAM_NATURE } from '../orgLifecycle.js';

export const idParams = z.object({ id: int({ min: 1 }) });

/** Most founders one 成立 application names. */
export const FOUNDERS_MAX = 50;
export const CHARTER_MAX = 5000;
export const TEXT_MAX = 1000;

const scopeField = () =>
  optionalText({ max: 4 }).refine((v) => v === undefined || v === 'mine' || v === 'all', { message: MALFORMED }).meta(wireJson.oneOf(['mine', 'all'], true));

/** An optional boolean flag: absent → false. */
const optionalFlag = () => wire<WireFlag | null>(wireJson.flag).transform((v, ctx): boolean => {
  if (v === undefined || v === null || v === '') return false;
  const parsed = flag().safeParse(v);
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: MALFORMED });
    return z.NEVER;
  }
  return parsed.data;
}).optional();

/** 'code,code' / whitespace / Chinese commas → distinct student numbers. */
const codeList = () => optionalText({ max: 2000 }).transform((v, ctx): string[] => {
  const codes = [...new Set((v ?? '').split(/[\s,，;；、]+/).map((c) => c.trim()).filter(Boolean))];
  if (codes.length > FOUNDERS_MAX) ctx.addIssue({ code: 'custom', message: `参数错误: founderCodes 最多 ${FOUNDERS_MAX} 人` });
  return codes;
});

const applyFields = {
  kind: int({ min: 1, max: 5 }),
  /** The organisation (every kind but 成立). */
  organizationId: optionalInt({ min: 1 }),
  /** 成立: the new organisation's name, nature (1–5) and optional parent. */
  name: optionalText({ max: 50 }),
  nature: optionalInt({ min: 1, max: 5 }),
  parentId: optionalInt({ min: 1 }),
  charter: optionalText({ max: CHARTER_MAX }),
  /** 指导教师: a staff user of the school. */
  advisorId: optionalInt({ min: 1 }),
  /** 服务领域 of a volunteer team (required for nature 3). */
  serviceArea: optionalText({ max: 100 }),
  collegeId: optionalInt({ min: 1 }),
  /** 成立: the founders' student numbers (they become members; the first, or the applying student, leads). */
  founderCodes: codeList(),
  /** 注册 / 年审: the academic year's first calendar year (2025 → 2025-2026学年). */
  academicYear: optionalInt({ min: 2000, max: 2100 }),
  /** 年审: the year's finances in words. */
  financeSummary: optionalText({ max: TEXT_MAX }),
  /** 评优: stars asked for (1–5) and whether 优秀组织 is asked for. */
  requestedStar: optionalInt({ min: 1, max: STAR_MAX }),
  requestedExcellent: optionalFlag(),
  /** Why (注销, 评优) or anything the applicant adds. */
  reason: optionalText({ max: TEXT_MAX }),
};

type ApplyShape = { kind: number; organizationId?: number; name?: string; nature?: number; charter?: string; serviceArea?: string; academicYear?: number; requestedStar?: number; reason?: string };

/** Each kind's required fields. */
function requireByKind(v: ApplyShape, ctx: z.RefinementCtx) {
  const need = (field: keyof ApplyShape) => {
    if (v[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED });
  };
  if (v.kind === OrgApplyKind.CREATE) {
    need('name');
    need('nature');
    need('charter');
    if (v.nature === TEAM_NATURE) need('serviceArea');
  } else need('organizationId');
  if (v.kind === OrgApplyKind.REGISTER || v.kind === OrgApplyKind.YEAR) need('academicYear');
  if (v.kind === OrgApplyKind.APPRAISING) need('requestedStar');
  if (v.kind === OrgApplyKind.CANCEL) need('reason');
}

export const applyParams = z.object(applyFields).superRefine(requireByKind);
export type OrgApplyParams = z.output<typeof applyParams>;

/** POST /organization/lifecycle/resubmit: the rejected application's id and all its fields corrected (kind and organisation must stay). */
export const resubmitParams = z.object({ ...applyFields, id: int({ min: 1 }) }).superRefine(requireByKind);
export type OrgResubmitParams = z.output<typeof resubmitParams>;

export const applicationListParams = z.object({
  ...pageFields,
  kind: optionalInt({ min: 1, max: 5 }),
  status: optionalInt({ min: 1, max: 3 }),
  /** Organisation name contains. */
  name: optionalText({ max: 50 }),
  organizationId: optionalInt({ min: 1 }),
});
export type OrgApplicationListParams = z.output<typeof applicationListParams>;

export const mineParams = z.object({ ...pageFields, status: optionalInt({ min: 1, max: 3 }) });

export const queueParams = z.object({
  ...pageFields,
  /** 5 volunteer team, 10 成立, 11 注册, 12 年审, 13 评优, 14 注销. */
  sourceType: int({ min: 5, max: 14 }).refine((n) => n === 5 || n >= 10, { message: MALFORMED }),
  name: optionalText({ max: 50 }),
  scope: scopeField(),
});
export type OrgQueueParams = z.output<typeof queueParams>;

/** 1 | 'pass' → 'pass', 2 | 'reject' → 'reject' (the declaration queue sends codes, the shared review lists words). */
const passOrReject = () => wire<number | PassOrReject>(wireJson.oneOf(['pass', 'reject'])).transform((v, ctx): PassOrReject => {
  if (v === 'pass' || v === REVIEW_DECISION_CODES.pass || v === String(REVIEW_DECISION_CODES.pass)) return 'pass';
  if (v === 'reject' || v === REVIEW_DECISION_CODES.reject || v === String(REVIEW_DECISION_CODES.reject)) return 'reject';
  ctx.addIssue({ code: 'custom', message: v === undefined || v === null || v === '' ? REQUIRED : MALFORMED });
  return z.NEVER;
});

/** POST /organization/lifecycle/audit {ids 1–100, result 1 | 'pass' or 2 | 'reject', opinion? (required to reject)}. */
export const auditParams = z.object({
  ids: idList(),
  result: passOrReject(),
  opinion: optionalText({ max: TEXT_MAX }),
});
export type OrgAuditParams = z.output<typeof auditParams>;

export const yearSummaryParams = z.object({ organizationId: int({ min: 1 }), academicYear: int({ min: 2000, max: 2100 }) });

export const teamFilterFields = {
  name: optionalText({ max: 50 }),
  collegeId: optionalInt({ min: 1 }),
  status: optionalInt({ min: 1, max: 2 }),
};
export const teamFilterParams = z.object(teamFilterFields);
export type TeamFilter = z.output<typeof teamFilterParams>;
export const teamListParams = z.object({ ...pageFields, ...teamFilterFields });
export type TeamListParams = z.output<typeof teamListParams>;
