/**
 * Params of the party and league endpoints (issue 20 "Party and league work (/ideology)"). A failing
 * field replies 10002 naming it ('参数错误: toStage …') or with IDEOLOGY_MSG's own text.
 * Routes: server/modules/ideology/routes.ts and routesMore.ts.
 */
import { z } from 'zod';
import { IDEOLOGY_MSG, STAGE_MAX } from '../ideology.js';
import { windowTime } from './declarations.js';
import { int, isCalendarDate, limitedOptionalText, limitedText, MALFORMED, optionalInt, optionalText, REQUIRED, text, uploadIds, wire, type WireScalar } from './fields.js';
import { pageFields } from './paging.js';
import { flag } from './structureFields.js';

export { auditParams as decisionParams, type AuditParams as DecisionParams } from './venues.js';

const fieldMsg = (field: string, what: string) => `参数错误: ${field} ${what}`;
const kind = () => int({ min: 1, max: 2 });
const stage = () => int({ min: 1, max: STAGE_MAX });
/** A month 'YYYY-MM', else IDEOLOGY_MSG.monthFormat. */
export const month = () => text({ max: 7 }).refine((v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v), { message: IDEOLOGY_MSG.monthFormat }).meta({ type: 'string', examples: ['2026-03'] });
const optionalMonth = () => optionalText({ max: 7 }).refine((v) => v === undefined || /^\d{4}-(0[1-9]|1[0-2])$/.test(v), { message: IDEOLOGY_MSG.monthFormat });
const day = (field: string) => text({ max: 10 }).refine(isCalendarDate, { message: fieldMsg(field, '日期格式应为 yyyy-MM-dd') }).meta({ type: 'string', format: 'date' });
/** Yuan or hours with at most two decimals, 0–`max`. */
const amount = (max: number) =>
  wire<WireScalar>({ type: ['string', 'number'], pattern: '^\\d{1,6}(\\.\\d{1,2})?$', maximum: max }).transform((v, ctx): string => {
    const s = v === undefined || v === null ? '' : String(v).trim();
    if (s === '') {
      ctx.addIssue({ code: 'custom', message: REQUIRED });
      return z.NEVER;
    }
    if (!/^\d{1,6}(\.\d{1,2})?$/.test(s) || Number(s) > max) {
      ctx.addIssue({ code: 'custom', message: MALFORMED });
      return z.NEVER;
    }
    return s;
  });
const ids = (field: string, max: number) => uploadIds(max, fieldMsg(field, `最多${max}个`));

export const kindParams = z.object({ kind: kind() });
export const memberListParams = z.object({ ...pageFields, name: optionalText({ max: 50 }), branchId: optionalInt({ min: 1 }), stage: optionalInt({ min: 1, max: STAGE_MAX }) });
export type MemberListParams = z.output<typeof memberListParams>;
/** POST …/member/add {userId, branchId, stage, stageDate}: an existing member entered at any stage (e.g. records before the platform). */
export const memberAddParams = z.object({ userId: int({ min: 1 }), branchId: int({ min: 1 }), stage: stage(), stageDate: day('stageDate') });
export type MemberAddParams = z.output<typeof memberAddParams>;
export const memberUpdateParams = z.object({ id: int({ min: 1 }), branchId: int({ min: 1 }) });
/** POST …/member/apply {memberId, toStage, reason?}: the next stage only. */
export const stageApplyParams = z.object({ memberId: int({ min: 1 }), toStage: stage(), reason: limitedOptionalText('申请理由', 500) });
export type StageApplyParams = z.output<typeof stageApplyParams>;
export const branchAddParams = z.object({ name: limitedText('支部名称', 30), parentId: optionalInt({ min: 1 }) });

export const duesRuleParams = z.object({ kind: kind(), rules: z.array(z.object({ stage: stage(), amount: amount(1000) }), { message: MALFORMED }).max(STAGE_MAX) });
export type DuesRuleParams = z.output<typeof duesRuleParams>;
export const duesPayParams = z.object({ memberId: int({ min: 1 }), month: month(), amount: amount(100000).optional() });
export type DuesPayParams = z.output<typeof duesPayParams>;
const duesFilterFields = { kind: optionalInt({ min: 1, max: 2 }), name: optionalText({ max: 50 }), fromMonth: optionalMonth(), toMonth: optionalMonth() };
const monthOrder = (v: { fromMonth?: string; toMonth?: string }, ctx: z.RefinementCtx) => {
  if (v.fromMonth && v.toMonth && v.fromMonth > v.toMonth) ctx.addIssue({ code: 'custom', path: ['toMonth'], message: fieldMsg('toMonth', '不能早于开始月份') });
};
export const duesFilterParams = z.object(duesFilterFields).superRefine(monthOrder);
export const arrearsListParams = z.object({ ...pageFields, ...duesFilterFields }).superRefine(monthOrder);
export type DuesFilter = z.output<typeof duesFilterParams>;
export const duesListParams = z.object({ ...pageFields, kind: optionalInt({ min: 1, max: 2 }), name: optionalText({ max: 50 }), month: optionalMonth() });
export type DuesListParams = z.output<typeof duesListParams>;

const meetingFields = {
  kind: int({ min: 1, max: 8 }),
  branchId: int({ min: 1 }),
  title: limitedText('会议主题', 50),
  startTime: windowTime('startTime', false),
  endTime: windowTime('endTime', true),
  place: limitedText('地点', 50),
  agenda: limitedOptionalText('议程', 2000),
};
const endAfterStart = (v: { startTime: Date; endTime: Date }, ctx: z.RefinementCtx) => {
  if (v.endTime <= v.startTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: IDEOLOGY_MSG.endBeforeStart });
};
export const meetingAddParams = z.object(meetingFields).superRefine(endAfterStart);
export type MeetingInput = z.output<typeof meetingAddParams>;
export const meetingUpdateParams = z.object({ id: int({ min: 1 }), ...meetingFields }).superRefine(endAfterStart);
export const meetingListParams = z.object({ ...pageFields, title: optionalText({ max: 50 }), kind: optionalInt({ min: 1, max: 8 }), branchId: optionalInt({ min: 1 }) });
export type MeetingListParams = z.output<typeof meetingListParams>;
export const meetingMinutesParams = z.object({ id: int({ min: 1 }), minutes: limitedText('会议纪要', 5000), photoIds: ids('photoIds', 9) });
export const meetingAttendParams = z.object({ id: int({ min: 1 }), userIds: ids('userIds', 500) });
export const meetingSignParams = z.object({ id: int({ min: 1 }), code: text({ max: 12 }) });
export const settingsParams = z.object({ meetingHours: flag(), meetingHoursValue: amount(10) });

export const studioFields = {
  name: limitedText('工作室名称', 30),
  branchId: int({ min: 1 }),
  leaderId: int({ min: 1 }),
  description: limitedOptionalText('简介', 1000),
  memberIds: ids('memberIds', 200),
};
export const studioAddParams = z.object(studioFields);
export type StudioInput = z.output<typeof studioAddParams>;
export const studioUpdateParams = z.object({ id: int({ min: 1 }), ...studioFields });
export const nameListParams = z.object({ ...pageFields, name: optionalText({ max: 50 }) });

const selectionFields = {
  year: int({ min: 2000, max: 2100 }),
  title: limitedText('评选名称', 50),
  nominateEnd: day('nominateEnd'),
  publicityStart: day('publicityStart'),
  publicityEnd: day('publicityEnd'),
};
const datesInOrder = (v: { nominateEnd: string; publicityStart: string; publicityEnd: string }, ctx: z.RefinementCtx) => {
  if (v.publicityStart < v.nominateEnd) ctx.addIssue({ code: 'custom', path: ['publicityStart'], message: fieldMsg('publicityStart', '公示开始不能早于提名截止') });
  if (v.publicityEnd < v.publicityStart) ctx.addIssue({ code: 'custom', path: ['publicityEnd'], message: fieldMsg('publicityEnd', '公示结束不能早于公示开始') });
};
export const selectionAddParams = z.object(selectionFields).superRefine(datesInOrder);
export type SelectionInput = z.output<typeof selectionAddParams>;
export const nominateParams = z.object({
  selectionId: int({ min: 1 }), category: int({ min: 1, max: 4 }), userId: optionalInt({ min: 1 }), branchId: optionalInt({ min: 1 }), reason: limitedText('推荐理由', 1000),
});
export type NominateParams = z.output<typeof nominateParams>;
export const nominationListParams = z.object({ ...pageFields, selectionId: optionalInt({ min: 1 }), status: optionalInt({ min: 1, max: 4 }) });

const activityFields = {
  branchId: int({ min: 1 }),
  name: limitedText('活动名称', 50),
  startTime: windowTime('startTime', false),
  endTime: windowTime('endTime', true),
  place: limitedText('地点', 50),
  content: limitedOptionalText('活动内容', 2000),
  hours: amount(20),
  participantIds: ids('participantIds', 500),
};
export const activityAddParams = z.object(activityFields).superRefine(endAfterStart);
export type IdeologyActivityInput = z.output<typeof activityAddParams>;
export const activityUpdateParams = z.object({ id: int({ min: 1 }), ...activityFields }).superRefine(endAfterStart);
export const activityListParams = z.object({ ...pageFields, name: optionalText({ max: 50 }), status: optionalInt({ min: 1, max: 7 }) });
export type IdeologyActivityListParams = z.output<typeof activityListParams>;
export const queueListParams = z.object({ ...pageFields, name: optionalText({ max: 50 }) });

export const bannerFields = {
  title: limitedText('标题', 30),
  fileId: int({ min: 1 }),
  link: limitedOptionalText('链接', 200),
  orderId: optionalInt({ min: 0, max: 999 }).transform((v) => v ?? 0),
  enabled: flag(),
};
export const bannerAddParams = z.object(bannerFields);
export type BannerInput = z.output<typeof bannerAddParams>;
export const bannerUpdateParams = z.object({ id: int({ min: 1 }), ...bannerFields });
