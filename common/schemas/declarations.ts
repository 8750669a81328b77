/**
 * Params of the declaration endpoints (issue 5; spec §3 self-declaration row, §5 attachment upload
 * and date range, §7 GET /project/apply/list). A failing field replies 10002 naming it
 * ('参数错误: options.1.hours …') or with the spec's / DECLARATION_MESSAGES' own text.
 * Routes: /project/{list,detail,options,add,update,enable,delete}, /project/form/options,
 *  /project/apply, /project/apply/{list,detail,export,withdraw,import-template,import},
 *  /student/project/*, /declare/audit/list, /declare/audit.
 */
import { z } from 'zod';
import { DECLARATION_DESCRIPTION_MAX, DECLARATION_MESSAGES, PROJECT_NAME_MAX, PROJECT_OPTIONS_MAX } from '../declarations.js';
import { ATTACHMENT_MAX_FILES } from '../activities.js';
import { dayOrder as dayOrderOf, int, INT4_MAX, MALFORMED, uploadIds, optionalDay, optionalInt, optionalText, REQUIRED, text, wire, wireJson, type WireFlag, type WireScalar } from './fields.js';
import { pageFields } from './paging.js';
import { parseWireTime } from '../time.js';
import { idList } from './audits.js';
import { REVIEW_DECISION_CODES, type PassOrReject } from '../review.js';

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const fieldMsg = (field: string, what: string) => `参数错误: ${field} ${what}`;

/** Highest hours an option may carry (numeric(8,2) would allow more; a level is never worth more). */
export const OPTION_HOURS_MAX = '999.99';
export const PROJECT_DESCRIPTION_MAX = 2000;
export const PROJECT_EVIDENCE_MAX = 500;
export const OPINION_MAX = 500;

/**
 * A window bound: 'YYYY-MM-DD HH:mm' (China Standard Time) or ISO; a bare 'YYYY-MM-DD' reads as the
 * start of that day, or its last minute when `endOfDay`.
 */
export const windowTime = (field: string, endOfDay: boolean) =>
  wire<string>({ ...wireJson.time, examples: ['2026-03-01 08:30', '2026-03-01'] }).transform((v, ctx): Date => {
    if (isBlank(v)) {
      ctx.addIssue({ code: 'custom', message: REQUIRED });
      return z.NEVER;
    }
    const s = typeof v === 'string' ? v.trim() : '';
    const d = /^\d{4}-\d{2}-\d{2}$/.test(s) ? parseWireTime(`${s} ${endOfDay ? '23:59' : '00:00'}`) : parseWireTime(s);
    if (!d) {
      ctx.addIssue({ code: 'custom', message: fieldMsg(field, '时间格式应为 YYYY-MM-DD HH:mm') });
      return z.NEVER;
    }
    return d;
  });

/** Option hours as given; checkProject names the option when they are not > 0, two decimals, ≤ 999.99 (null). */
const optionHours = wire<WireScalar>({ type: ['string', 'number'], pattern: '^\\d{1,3}(\\.\\d{1,2})?$', exclusiveMinimum: 0, maximum: 999.99 }).transform((v): string | null => {
  const s = typeof v === 'number' || typeof v === 'string' ? String(v).trim() : '';
  return /^\d{1,3}(\.\d{1,2})?$/.test(s) && Number(s) > 0 ? s : null;
});

const optionItem = z.object({
  id: optionalInt({ min: 1 }),
  name: text({ max: 30 }),
  hours: optionHours,
});

/** true/false, 1/0 or '1'/'0'. */
const flag = () =>
  wire<WireFlag | null>(wireJson.optionalFlag).transform((v, ctx): boolean | undefined => {
    if (isBlank(v)) return undefined;
    if (v === true || v === 1 || v === '1' || v === 'true') return true;
    if (v === false || v === 0 || v === '0' || v === 'false') return false;
    ctx.addIssue({ code: 'custom', message: MALFORMED });
    return z.NEVER;
  }).optional();

/** The fields of a project (add and update); the web form checks against them too. */
export const projectFields = {
  name: text({ max: PROJECT_NAME_MAX }),
  classifyId: int({ min: 1 }),
  organizationId: optionalInt({ min: 1 }),
  flowTemplateId: int({ min: 1 }),
  description: optionalText({ max: PROJECT_DESCRIPTION_MAX }),
  evidence: optionalText({ max: PROJECT_EVIDENCE_MAX }),
  applyStart: windowTime('applyStart', false),
  applyEnd: windowTime('applyEnd', true),
  enabled: flag(),
  options: z.preprocess((v: z.input<typeof optionItem>[]) => (isBlank(v) ? [] : v), z.array(optionItem, { message: MALFORMED })),
};

/** Window order, option count, option hours and distinct option names (the messages name the field). */
function checkProject(v: { applyStart: Date; applyEnd: Date; options: { name: string; hours: string | null }[] }, ctx: z.RefinementCtx) {
  const fail = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (v.applyStart > v.applyEnd) fail(['applyEnd'], '开始时间不能晚于结束时间');
  if (v.options.length === 0) fail(['options'], fieldMsg('options', '至少填写1个奖项级别'));
  if (v.options.length > PROJECT_OPTIONS_MAX) fail(['options'], fieldMsg('options', `最多${PROJECT_OPTIONS_MAX}个奖项级别`));
  const seen = new Set<string>();
  v.options.forEach((o, i) => {
    if (o.hours === null) fail(['options', i, 'hours'], fieldMsg(`options.${i}.hours`, `必须大于0且不超过${OPTION_HOURS_MAX},最多两位小数`));
    if (seen.has(o.name)) fail(['options', i, 'name'], fieldMsg(`options.${i}.name`, `奖项级别「${o.name}」重复`));
    seen.add(o.name);
  });
}

export const projectAddParams = z.object(projectFields).superRefine(checkProject);
export type ProjectAddParams = z.output<typeof projectAddParams>;
export const projectUpdateParams = z.object({ id: int({ min: 1 }), ...projectFields }).superRefine(checkProject);
export type ProjectUpdateParams = z.output<typeof projectUpdateParams>;

export const idParams = z.object({ id: int({ min: 1 }) });
export const enableParams = z.object({
  id: int({ min: 1 }),
  enabled: wire<WireFlag>(wireJson.flag).transform((v, ctx): boolean => {
    const r = flag().safeParse(v);
    if (!r.success || r.data === undefined) {
      ctx.addIssue({ code: 'custom', message: r.success ? REQUIRED : MALFORMED });
      return z.NEVER;
    }
    return r.data;
  }),
});

export const projectListParams = z.object({
  ...pageFields,
  name: optionalText({ max: 50 }),
  classifyId: optionalInt({ min: 1 }),
  open: optionalInt({ min: 0, max: 1 }),
  enabled: optionalInt({ min: 0, max: 1 }),
});
export type ProjectListParams = z.output<typeof projectListParams>;

export const studentProjectListParams = z.object({ ...pageFields, name: optionalText({ max: 50 }) });

/** POST /project/apply (DeclarationInput). */
export const applyParams = z.object({
  projectId: int({ min: 1 }),
  optionId: int({ min: 1 }),
  relateActivityId: optionalInt({ min: 1 }),
  description: wire<string>(wireJson.text(DECLARATION_DESCRIPTION_MAX)).transform((v, ctx): string => {
    const s = typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
    if (!s) {
      ctx.addIssue({ code: 'custom', message: '请填写申报说明' });
      return z.NEVER;
    }
    if (s.length > DECLARATION_DESCRIPTION_MAX) {
      ctx.addIssue({ code: 'custom', message: fieldMsg('description', `最多${DECLARATION_DESCRIPTION_MAX}个字`) });
      return z.NEVER;
    }
    return s;
  }),
  fileIds: uploadIds(ATTACHMENT_MAX_FILES, '附件最多9个'),
});
export type ApplyParams = z.output<typeof applyParams>;

export const ownListParams = z.object({ ...pageFields, status: optionalInt({ min: 1, max: 3 }) });

/** Spec §7 GET /project/apply/list filters (without paging: the export uses them too). */
export const applyFilterFields = {
  status: optionalInt({ min: 1, max: 3 }),
  userId: optionalInt({ min: 1 }),
  userName: optionalText({ max: 50 }),
  startTime: optionalDay('startTime'),
  endTime: optionalDay('endTime'),
  relateActivityName: optionalText({ max: 50 }),
  projectName: optionalText({ max: 50 }),
  classId: optionalInt({ min: 1 }),
  collegeId: optionalInt({ min: 1 }),
  optionName: optionalText({ max: 30 }),
};
const dayOrder = dayOrderOf('startTime', 'endTime', '开始时间不能晚于结束时间');
export const applyFilterParams = z.object(applyFilterFields).superRefine(dayOrder);
export type ApplyFilter = z.output<typeof applyFilterParams>;
export const applyListParams = z.object({ ...pageFields, ...applyFilterFields }).superRefine(dayOrder);
export type ApplyListParams = z.output<typeof applyListParams>;

export const auditListParams = z.object({
  ...pageFields,
  projectId: optionalInt({ min: 1 }),
  name: optionalText({ max: 50 }),
  scope: optionalText({ max: 4 }).refine((v) => v === undefined || v === 'mine' || v === 'all', { message: MALFORMED }),
});
export type AuditListParams = z.output<typeof auditListParams>;

/**
 * POST /declare/audit (DeclarationAuditInput): distinct ids, result 1 pass / 2 reject on the wire
 * (REVIEW_DECISION_CODES), 'pass' / 'reject' after parsing.
 */
export const auditParams = z.object({
  ids: idList().refine((ids) => new Set(ids).size === ids.length, { message: fieldMsg('ids', '不能重复') }),
  result: int({ min: REVIEW_DECISION_CODES.pass, max: REVIEW_DECISION_CODES.reject }).transform(
    (n): PassOrReject => (n === REVIEW_DECISION_CODES.reject ? 'reject' : 'pass'),
  ),
  opinion: optionalText({ max: OPINION_MAX }),
}).superRefine((v, ctx) => {
  if (v.result === 'reject' && !v.opinion) ctx.addIssue({ code: 'custom', path: ['opinion'], message: DECLARATION_MESSAGES.rejectReason });
});
export type AuditParams = z.output<typeof auditParams>;

export { IMPORT_MODES, importParams, type ImportMode } from './imports.js';
