/**
 * Params of the activity endpoints (issue 4; spec §3 activity row, §5 date range, §7 GET
 * /activity/list). Messages name the field ('参数错误: capacity 必须是正整数') or are the spec's
 * own texts; windows must be in order (enrollStart ≤ enrollEnd ≤ startTime ≤ endTime).
 * Routes: /activity/list, /activity/export, /activity/detail, /activity/options, /activity/add,
 *  /activity/update, /activity/launch, /activity/copy, /activity/resubmit,
 *  /activity/template/{list,save,use,delete}, /activity/organised/list,
 *  /activity/classify/{lists,hoursAvg}.
 */
import { z } from 'zod';
import { ACTIVITY_ADDRESS_MAX, ACTIVITY_DESCRIPTION_MAX, ACTIVITY_NAME_MAX, ATTACHMENT_MAX_FILES } from '../activities.js';
import { ACTIVITY_STATUSES } from '../activityStatus.js';
import { dayOrder as dayOrderOf, int, isIntId, MALFORMED, optionalDay, optionalInt, optionalText, REQUIRED, text, wire, wireJson, type WireScalar } from './fields.js';
import { pageFields } from './paging.js';
import { parseWireTime } from '../time.js';

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const fieldMsg = (field: string, what: string) => `参数错误: ${field} ${what}`;

/** A required time 'YYYY-MM-DD HH:mm' (Asia/Shanghai) or ISO → Date. */
export const wireTime = (field: string) =>
  wire<string>(wireJson.time).transform((v, ctx): Date => {
    if (isBlank(v)) {
      ctx.addIssue({ code: 'custom', message: REQUIRED });
      return z.NEVER;
    }
    const d = typeof v === 'string' ? parseWireTime(v) : null;
    if (!d) {
      ctx.addIssue({ code: 'custom', message: fieldMsg(field, '时间格式应为 YYYY-MM-DD HH:mm') });
      return z.NEVER;
    }
    return d;
  });

/** Hours: > 0, at most 2 decimals, below 10000 → decimal string. */
export const hoursField = () =>
  wire<WireScalar>({ type: ['string', 'number'], pattern: '^\\d{1,4}(\\.\\d{1,2})?$', exclusiveMinimum: 0, maximum: 9999.99 }).transform((v, ctx): string => {
    if (isBlank(v)) {
      ctx.addIssue({ code: 'custom', message: REQUIRED });
      return z.NEVER;
    }
    const s = String(v).trim();
    if ((typeof v !== 'string' && typeof v !== 'number') || !/^\d{1,4}(\.\d{1,2})?$/.test(s) || Number(s) <= 0) {
      ctx.addIssue({ code: 'custom', message: fieldMsg('hours', '必须是大于0且最多两位小数的数字') });
      return z.NEVER;
    }
    return s;
  });

const positiveInt = (field: string, max: number) =>
  wire<WireScalar>(wireJson.int({ min: 1, max })).transform((v, ctx): number => {
    if (isBlank(v)) {
      ctx.addIssue({ code: 'custom', message: REQUIRED });
      return z.NEVER;
    }
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > max) {
      ctx.addIssue({ code: 'custom', message: fieldMsg(field, '必须是正整数') });
      return z.NEVER;
    }
    return n;
  });

const optionalNumber = (field: string, min: number, max: number) =>
  wire<WireScalar | null>({ type: ['number', 'string', 'null'], minimum: min, maximum: max })
    .transform((v, ctx): number | null | undefined => {
      if (v === undefined) return undefined;
      if (isBlank(v)) return null;
      const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: fieldMsg(field, `必须在 ${min} 到 ${max} 之间`) });
        return z.NEVER;
      }
      return n;
    })
    .optional();

const bit = () => optionalInt({ min: 0, max: 1 });

/** An attachment as the upload replied it: the url (or id) names a file of the school. */
const attachmentItem = z.object({ id: optionalInt({ min: 1 }), url: optionalText({ max: 200 }), name: optionalText({ max: 100 }) });

/** The editable fields of an activity or template (common/activities.ts ActivityInput). */
export const activityFields = {
  name: text({ max: ACTIVITY_NAME_MAX }),
  organizationId: int({ min: 1 }),
  classifyId: int({ min: 1 }),
  flowTemplateId: int({ min: 1 }),
  reportFlowTemplateId: int({ min: 1 }),
  administratorId: optionalInt({ min: 1 }),
  description: optionalText({ max: ACTIVITY_DESCRIPTION_MAX }),
  posterUrl: optionalText({ max: 200 }),
  attachments: z
    .array(attachmentItem)
    .nullish()
    .transform((v) => v ?? [])
    .refine((v) => v.length <= ATTACHMENT_MAX_FILES, { message: fieldMsg('attachments', `最多 ${ATTACHMENT_MAX_FILES} 个`) }),
  limitType: optionalInt({ min: 0, max: 2 }),
  hours: hoursField(),
  ecology: bit(),
  isRecommend: bit(),
  activityLevel: optionalInt({ min: 1, max: 2 }),
  collegeId: optionalInt({ min: 1 }),
  capacity: positiveInt('capacity', 100000),
  enrollStart: wireTime('enrollStart'),
  enrollEnd: wireTime('enrollEnd'),
  startTime: wireTime('startTime'),
  endTime: wireTime('endTime'),
  address: optionalText({ max: ACTIVITY_ADDRESS_MAX }),
  latitude: optionalNumber('latitude', -90, 90),
  longitude: optionalNumber('longitude', -180, 180),
  radiusM: optionalNumber('radiusM', 10, 100000),
  enrollMode: optionalInt({ min: 1, max: 3 }),
  signMode: optionalInt({ min: 1, max: 2 }),
};

type Windowed = { enrollStart: Date; enrollEnd: Date; startTime: Date; endTime: Date; latitude?: number | null; longitude?: number | null; radiusM?: number | null };

/** Spec §5 date range: each window's start may not be after its end, and enrollment closes before the activity starts. */
function checkWindows(v: Windowed, ctx: z.RefinementCtx): void {
  const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.enrollEnd < v.enrollStart) fail('enrollEnd', '报名截止时间不能早于报名开始时间');
  else if (v.startTime < v.enrollEnd) fail('startTime', '活动开始时间不能早于报名截止时间');
  else if (v.endTime < v.startTime) fail('endTime', '活动结束时间不能早于活动开始时间');
  else if (v.radiusM != null && (v.latitude == null || v.longitude == null)) fail('radiusM', '设置签到范围时必须填写活动地点的经纬度');
  else if (v.radiusM != null && !Number.isInteger(v.radiusM)) fail('radiusM', fieldMsg('radiusM', '必须是整数'));
}

export const activityInputParams = z.object(activityFields).superRefine(checkWindows);
export type ActivityInputParams = z.output<typeof activityInputParams>;

export const activityUpdateParams = z.object({ id: int({ min: 1 }), ...activityFields }).superRefine(checkWindows);
export type ActivityUpdateParams = z.output<typeof activityUpdateParams>;

export const idParams = z.object({ id: int({ min: 1 }) });

const ignored = () => z.unknown().optional().transform((): undefined => undefined).meta({ description: 'Ignored.' });

/**
 * POST /activity/template/save: the activity fields, but a template keeps no windows (they are
 * ignored: the launch form fills them) and capacity is optional; `id` overwrites that template.
 */
export const templateSaveParams = z.object({
  ...activityFields,
  id: optionalInt({ min: 1 }),
  capacity: wire<WireScalar | null>(wireJson.int({ min: 1, max: 100000 }, true)).transform((v, ctx): number | undefined => {
    if (isBlank(v)) return undefined;
    const r = positiveInt('capacity', 100000).safeParse(v);
    if (!r.success) {
      ctx.addIssue({ code: 'custom', message: fieldMsg('capacity', '必须是正整数') });
      return z.NEVER;
    }
    return r.data;
  }).optional(),
  enrollStart: ignored(),
  enrollEnd: ignored(),
  startTime: ignored(),
  endTime: ignored(),
}).superRefine((v, ctx) => {
  if (v.radiusM != null && (v.latitude == null || v.longitude == null))
    ctx.addIssue({ code: 'custom', path: ['radiusM'], message: '设置签到范围时必须填写活动地点的经纬度' });
});
export type TemplateSaveParams = z.output<typeof templateSaveParams>;

export const templateListParams = z.object({ ...pageFields, name: optionalText({ max: 50 }) });

/** Spec §7 GET /activity/list filters (without paging: the export uses them too). */
export const activityFilterFields = {
  /** 1 current (status 1–10), 2 history (11, 12), 3 held (HELD_STATUSES, the dashboard's 活动数量); absent: all. */
  type: optionalInt({ min: 1, max: 3 }),
  classify: optionalInt({ min: 1 }),
  /** Organisation ids '3,5,8', each a positive int4. */
  organizerList: optionalText({ max: 2000 }).refine((v) => v === undefined || (/^\d+(\s*,\s*\d+)*$/.test(v) && v.split(',').every(isIntId)), { message: MALFORMED }),
  startDate: optionalDay('startDate'),
  endDate: optionalDay('endDate'),
  ecology: bit(),
  status: optionalInt().refine((v) => v === undefined || (ACTIVITY_STATUSES as number[]).includes(v), { message: MALFORMED }),
  flowTemplateId: optionalInt({ min: 1 }),
  sponsorId: optionalInt({ min: 1 }),
  name: optionalText({ max: 50 }),
  classifyId: optionalInt({ min: 1 }),
};
const dayOrder = dayOrderOf('startDate', 'endDate', '结束日期不能早于开始日期');
export const activityFilterParams = z.object(activityFilterFields).superRefine(dayOrder);
export type ActivityFilter = z.output<typeof activityFilterParams>;
export const activityListParams = z.object({ ...pageFields, ...activityFilterFields }).superRefine(dayOrder);
export type ActivityListParams = z.output<typeof activityListParams>;
