/**
 * 组织工作安排 (issue 21; spec §2 /system/schedule/organ, our reading of "schedule organ"): per
 * academic year, the window (first and last day, China time, both included) in which each
 * organisation process of the lifecycle (common/orgLifecycle.ts OrgApplyKind: 成立, 注册, 年审, 评优,
 * 注销) accepts applications. A process without a window for the current academic year is open all
 * year, as before. Endpoints: server/modules/orgLifecycle/schedule.ts.
 */
import { ORG_APPLY_KINDS, orgApplyKindLabels } from './orgLifecycle.js';

export const SCHEDULE_MODULE = '/system/schedule/organ';
export const SCHEDULE_KINDS = ORG_APPLY_KINDS;
/** The process names of the page (the application kinds without 申请). */
export const scheduleKindLabels: Record<number, string> = { 1: '组织成立', 2: '年度注册', 3: '年审', 4: '评优', 5: '组织注销' };

/** One window of a year. */
export interface ScheduleWindow {
  kind: number;
  kindName: string;
  /** 'YYYY-MM-DD'. */
  startDate: string;
  endDate: string;
  remarks: string;
}

/** GET /organization/schedule: a year's windows by kind, and whether each is open today. */
export interface ScheduleYear {
  academicYear: number;
  /** 'YYYY-MM-DD', China time. */
  today: string;
  windows: (ScheduleWindow & { open: boolean })[];
}

/** The refusal of a submission outside its window. */
export const outsideWindowMessage = (kind: number, startDate: string, endDate: string) =>
  `${orgApplyKindLabels[kind] ?? ''}的办理时间为 ${startDate} 至 ${endDate},当前不在办理时间内`;

export const SCHEDULE_MESSAGES = {
  dateOrder: '结束日期不能早于开始日期',
  outsideYear: '时间须在该学年内(8月1日至次年7月31日)',
  kindTwice: '同一事项只能设置一个时间段',
} as const;
