/**
 * Honours and employment (荣誉, 就业/实习; issue 21 "Honours and employment", spec §2 /honors and
 * /employment): a student's growth records, declared on the phone with evidence (uploads), reviewed
 * through the school's flows (source types 28 and 29), listed by staff within their data scope and,
 * once approved, shown on the transcript's 成长记录 and counted in the student summary's honorCount.
 * One record shape serves both kinds: an honour has a level and an awarding body, an employment
 * record a role, a kind (就业/实习) and an end date.
 */
import type { AuditHistoryItem } from './activities.js';

/** Module paths (server/seed/modules.ts 2100–2104, student 1014 and 1015): each a page's address and the permission of its endpoints. */
export const HONOUR_MODULES = {
  honours: '/honors/list',
  employment: '/employment/list',
  myHonours: '/honors/my-list',
  myEmployment: '/employment/my-list',
} as const;

/** 1 荣誉, 2 就业/实习. */
export const GrowthKind = { HONOUR: 1, EMPLOYMENT: 2 } as const;
export type GrowthKindCode = (typeof GrowthKind)[keyof typeof GrowthKind];
export const growthKindLabels: Record<number, string> = { 1: '荣誉', 2: '就业/实习' };

/** 国家级, 省级, 市级, 校级, 院级 (a lower number is a higher level). */
export const HONOUR_LEVELS = [1, 2, 3, 4, 5] as const;
export const honourLevelLabels: Record<number, string> = { 1: '国家级', 2: '省级', 3: '市级', 4: '校级', 5: '院级' };

/** 就业, 实习. */
export const JOB_KINDS = [1, 2] as const;
export const jobKindLabels: Record<number, string> = { 1: '就业', 2: '实习' };

/** A record's review: 审核中 → 已通过 / 已驳回. */
export const GrowthStatus = { PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;
export const GROWTH_STATUSES = Object.values(GrowthStatus);
export const growthStatusLabels: Record<number, string> = { 1: '审核中', 2: '已通过', 3: '已驳回' };

export const HONOUR_LIMITS = { title: 60, issuer: 60, job: 40, remarks: 500, files: 3, opinion: 200 } as const;

export const HONOUR_MESSAGES = {
  notFound: '记录不存在',
  duplicate: '已申报过相同的记录',
  dateOrder: '开始日期不能晚于结束日期',
  futureDate: '日期不能晚于今天',
  levelRequired: '参数错误: level 请选择荣誉级别',
  jobKindRequired: '参数错误: jobKind 请选择就业或实习',
  notStudent: '只有学生可以申报',
  notPending: '该记录已处理或不在审核中',
} as const;

/** One growth record in lists (staff lists, the student's own, review). */
export interface GrowthRow {
  id: number;
  kind: number;
  userId: number;
  studentName: string;
  studentCode: string;
  collegeName: string | null;
  className: string | null;
  /** 荣誉名称 or 单位名称. */
  title: string;
  level: number | null;
  levelName: string;
  /** 颁发单位 (honours). */
  issuer: string;
  /** 岗位 (employment). */
  job: string;
  jobKind: number | null;
  jobKindName: string;
  /** 获奖日期 or 开始日期 'YYYY-MM-DD'. */
  startDate: string;
  endDate: string | null;
  status: number;
  statusName: string;
  opinion: string;
  createTime: string;
}

export interface GrowthFile {
  id: number;
  name: string;
  url: string;
}

export interface GrowthDetail extends GrowthRow {
  remarks: string;
  files: GrowthFile[];
  history: AuditHistoryItem[];
  /** The caller may decide its open review step. */
  canAudit: boolean;
}

/** GET /honors/statistics: approved records by level (honours) or job kind (employment) and by college. */
export interface GrowthStatistics {
  total: number;
  pending: number;
  byLevel: { level: number; name: string; count: number }[];
  byCollege: { name: string; count: number }[];
}

/** A transcript's 成长记录 line: an approved honour or employment record. */
export interface GrowthItem {
  kind: number;
  title: string;
  /** Level (honours) or 就业/实习 and the role (employment). */
  detail: string;
  date: string;
}

export interface GrowthAuditResult {
  count: number;
  approved: number;
  advanced: number;
  rejected: number;
}

/** '国家级' / '实习 · 前端开发' — the detail of a transcript line. */
export function growthDetail(r: { kind: number; level: number | null; jobKind: number | null; job: string }): string {
  if (r.kind === GrowthKind.HONOUR) return honourLevelLabels[r.level ?? 0] ?? '';
  return [jobKindLabels[r.jobKind ?? 0] ?? '', r.job].filter(Boolean).join(' · ');
}
