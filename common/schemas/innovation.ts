/**
 * Params of the innovation endpoints (issue 20 "Innovation and entrepreneurship"; spec §2 /innovate,
 * /innovation). A failing field replies 10002 naming it, or with INNOVATION_MESSAGES' own text.
 * Routes: server/modules/innovation/routes.ts.
 */
import { z } from 'zod';
import { AWARD_LEVELS, INNOVATION_LEVELS, INNOVATION_LIMITS as L, INNOVATION_MESSAGES as M, INNOVATION_STAGES, PROJECT_STATUSES } from '../innovation.js';
import { PASS_OR_REJECT } from '../review.js';
import { idList, oneOf } from './audits.js';
import { int, limitedOptionalText, limitedText, MALFORMED, optionalInt, optionalText, wire } from './fields.js';
import { pageFields } from './paging.js';
import { day, money } from './practice.js';
import { flag } from './structureFields.js';

/** Students' numbers (学号): an array or a comma/space separated string, duplicates dropped, at most `max`. */
const codes = (field: string, max: number) =>
  wire<string[] | string>({ type: ['array', 'string'], items: { type: 'string' } }).transform((v, ctx): string[] => {
    const parts = Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v.split(/[\s,，、]+/) : v == null ? [] : null;
    if (parts === null) {
      ctx.addIssue({ code: 'custom', message: MALFORMED });
      return z.NEVER;
    }
    const out = [...new Set(parts.map((s) => s.trim()).filter(Boolean))];
    if (out.length > max || out.some((c) => c.length > 30)) {
      ctx.addIssue({ code: 'custom', message: `参数错误: ${field} 最多${max}人` });
      return z.NEVER;
    }
    return out;
  }).optional().transform((v) => v ?? []);

const level = int({ min: 1, max: INNOVATION_LEVELS.length });
const optionalId = optionalInt({ min: 1 });
const dateOrder = (v: { startDate: string; endDate: string }, ctx: z.RefinementCtx) => {
  if (v.startDate > v.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.dateOrder });
};

export const idParams = z.object({ id: int({ min: 1 }) });
export type IdParams = z.output<typeof idParams>;

/** The project form: 立项申请. */
export const projectAddParams = z.object({
  name: limitedText('项目名称', L.name),
  level,
  type: int({ min: 1, max: 3 }),
  fieldId: optionalId,
  classifyId: int({ min: 1 }),
  /** Staff filing for a team name its leader; a student filing is the leader. */
  leaderCode: optionalText({ max: 30 }),
  memberCodes: codes('memberCodes', L.members),
  teacherIds: wire<number[]>({ type: 'array', items: { type: 'integer' } }).transform((v, ctx): number[] => {
    const ids = Array.isArray(v) ? [...new Set(v.map(Number))] : null;
    if (!ids || ids.length === 0 || ids.length > L.teachers || ids.some((n) => !Number.isSafeInteger(n) || n < 1)) {
      ctx.addIssue({ code: 'custom', message: `参数错误: teacherIds 请选择1至${L.teachers}名指导教师` });
      return z.NEVER;
    }
    return ids;
  }),
  startDate: day('startDate'),
  endDate: day('endDate'),
  plan: limitedText('项目计划', L.text),
  budget: money('参数错误: budget 预算须为不超过999999.99的金额', L.budgetMax),
}).superRefine(dateOrder);
export type ProjectAddParams = z.output<typeof projectAddParams>;

export const projectListParams = z.object({
  ...pageFields,
  name: optionalText({ max: 50 }),
  status: optionalInt({ min: 1, max: PROJECT_STATUSES.length }),
  level: optionalInt({ min: 1, max: INNOVATION_LEVELS.length }),
  fieldId: optionalId,
});
export type ProjectListParams = z.output<typeof projectListParams>;

/** 中期检查 (report) and 结题 (report and each member's hours). */
export const midtermParams = z.object({ id: int({ min: 1 }), report: limitedText('中期报告', L.text) });
export type MidtermParams = z.output<typeof midtermParams>;
export const finishParams = z.object({
  id: int({ min: 1 }), report: limitedText('结题报告', L.text),
  hours: money(`参数错误: hours 学时须为大于0且不超过${L.hoursMax}的数`, L.hoursMax, true),
});
export type FinishParams = z.output<typeof finishParams>;

export const auditListParams = z.object({
  ...pageFields,
  stage: oneOf(INNOVATION_STAGES),
  name: optionalText({ max: 50 }),
  scope: optionalText({ max: 4 }).refine((v) => v === undefined || v === 'mine' || v === 'all', { message: MALFORMED }),
});
export type AuditListParams = z.output<typeof auditListParams>;

export const auditParams = z.object({ stage: oneOf(INNOVATION_STAGES), ids: idList(), result: oneOf(PASS_OR_REJECT), opinion: optionalText({ max: 500 }) });
export type AuditParams = z.output<typeof auditParams>;

/** A name dictionary entry (领域, 承办单位): new without id. */
export const dictSaveParams = z.object({ id: optionalId, name: limitedText('名称', 50), contact: limitedOptionalText('联系方式', 100) });
export type DictSaveParams = z.output<typeof dictSaveParams>;
export const dictListParams = z.object({ ...pageFields, name: optionalText({ max: 50 }) });
export type DictListParams = z.output<typeof dictListParams>;

export const competitionSaveParams = z.object({
  id: optionalId,
  name: limitedText('竞赛名称', L.name),
  level,
  organizer: limitedText('主办单位', 100),
  undertakerId: optionalId,
  fieldId: optionalId,
  classifyId: int({ min: 1 }),
  startDate: day('startDate'),
  endDate: day('endDate'),
  description: limitedOptionalText('竞赛简介', L.text),
}).superRefine(dateOrder);
export type CompetitionSaveParams = z.output<typeof competitionSaveParams>;
export const competitionListParams = z.object({ ...pageFields, name: optionalText({ max: 50 }), level: optionalInt({ min: 1, max: INNOVATION_LEVELS.length }) });
export type CompetitionListParams = z.output<typeof competitionListParams>;

/** A team registration: the leader (a student registering is the leader), members, an optional teacher. */
export const teamAddParams = z.object({
  competitionId: int({ min: 1 }),
  name: limitedText('团队名称', L.name),
  leaderCode: optionalText({ max: 30 }),
  memberCodes: codes('memberCodes', L.members),
  teacherId: optionalId,
});
export type TeamAddParams = z.output<typeof teamAddParams>;
export const teamListParams = z.object({ ...pageFields, competitionId: optionalId, name: optionalText({ max: 50 }) });
export type TeamListParams = z.output<typeof teamListParams>;

/** A result: one student's award in one competition (of a registered team or alone). */
export const resultAddParams = z.object({
  competitionId: int({ min: 1 }),
  studentCode: text30(),
  awardLevel: int({ min: 1, max: AWARD_LEVELS.length }),
  teamId: optionalId,
});
export type ResultAddParams = z.output<typeof resultAddParams>;
export const resultListParams = z.object({ ...pageFields, competitionId: optionalId, status: optionalInt({ min: 1, max: 3 }), name: optionalText({ max: 50 }) });
export type ResultListParams = z.output<typeof resultListParams>;

function text30() {
  return limitedText('学号', 30);
}

export const hatchingAddParams = z.object({
  name: limitedText('项目名称', L.name),
  company: limitedOptionalText('企业名称', 100),
  stage: int({ min: 1, max: 4 }),
  leaderCode: optionalText({ max: 30 }),
  mentorId: int({ min: 1 }),
  fieldId: optionalId,
  description: limitedText('项目简介', L.text),
});
export type HatchingAddParams = z.output<typeof hatchingAddParams>;
export const hatchingListParams = z.object({ ...pageFields, name: optionalText({ max: 50 }), status: optionalInt({ min: 1, max: 3 }), stage: optionalInt({ min: 1, max: 4 }) });
export type HatchingListParams = z.output<typeof hatchingListParams>;

export const bonusSaveParams = z.object({
  id: optionalId,
  studentCode: text30(),
  title: limitedText('奖励名称', L.name),
  amount: money('参数错误: amount 金额须为不超过999999.99的数', L.budgetMax),
  reason: limitedOptionalText('奖励事由', 500),
  awardedOn: day('awardedOn'),
});
export type BonusSaveParams = z.output<typeof bonusSaveParams>;

export const bannerSaveParams = z.object({
  id: optionalId,
  title: limitedText('标题', L.name),
  fileId: int({ min: 1 }),
  link: limitedOptionalText('链接', 300),
  sort: optionalInt({ min: 0, max: 999 }).transform((v) => v ?? 0),
  enabled: flag(),
});
export type BannerSaveParams = z.output<typeof bannerSaveParams>;

/** Lists of people: members and teachers of projects, guidance, students' records. */
export const peopleListParams = z.object({ ...pageFields, name: optionalText({ max: 50 }) });
export type PeopleListParams = z.output<typeof peopleListParams>;
