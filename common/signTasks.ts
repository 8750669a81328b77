/**
 * 签到任务 Sign tasks (issue 21 "Journals and sign tasks"; spec §2 /communist/signTask, detail, edit):
 * daily, weekly or one-off check-ins (晨读打卡, 志愿服务站值班, 社团例会) of the students an
 * organisation names — the school, a college, a class, its members or a list — within a period, a
 * daily time window and optionally a location window (a point and a radius). One check-in per
 * student and occurrence; optional hours once a student reaches the minimum count. Enums, limits,
 * messages, calendar rules and wire shapes shared by server and web.
 */
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { CHINA_TIME_ZONE } from './time.js';

/** Module paths (server/seed/modules.ts 2560–2561, student 1021): each a page's address and its endpoints' permission. */
export const SIGN_TASK_MODULES = {
  /** The menu folder 签到管理 (not a page). */
  group: '/communist/signIn',
  list: '/communist/signTask',
  /** The student's module 1021 签到打卡 (phone page). */
  mine: '/student/signTask',
} as const;

/** Pages without a menu entry, guarded by the list's module. */
export const SIGN_TASK_PAGES = {
  detail: '/communist/signTask/detail',
  edit: '/communist/signTask/edit',
} as const;

/** Who must check in: 1 全校, 2 学院, 3 班级, 4 组织成员, 5 指定学生. */
export const SignTarget = { SCHOOL: 1, COLLEGE: 2, CLASS: 3, ORGANIZATION: 4, LIST: 5 } as const;
export const SIGN_TARGETS = Object.values(SignTarget);
export const signTargetLabels: Record<number, string> = { 1: '全校', 2: '学院', 3: '班级', 4: '组织成员', 5: '指定学生' };

/** How often: 1 每天, 2 每周指定日, 3 一次. */
export const SignFrequency = { DAILY: 1, WEEKLY: 2, ONCE: 3 } as const;
export const SIGN_FREQUENCIES = Object.values(SignFrequency);
export const signFrequencyLabels: Record<number, string> = { 1: '每天', 2: '每周', 3: '一次' };
/** ISO weekdays 1 (Monday) – 7 (Sunday). */
export const weekdayLabels: Record<number, string> = { 1: '周一', 2: '周二', 3: '周三', 4: '周四', 5: '周五', 6: '周六', 7: '周日' };

/** 1 进行中 (or not yet started / ended: see SignPhase), 2 已取消. */
export const SignTaskStatus = { ACTIVE: 1, CANCELLED: 2 } as const;
export type SignPhase = 'upcoming' | 'open' | 'ended' | 'cancelled';
export const signPhaseLabels: Record<SignPhase, string> = { upcoming: '未开始', open: '进行中', ended: '已结束', cancelled: '已取消' };

export const SIGN_TASK_LIMITS = { name: 50, description: 500, reason: 200, students: 500, radiusMin: 10, radiusMax: 100000, hoursMax: 100, periodDays: 366 } as const;

export const SIGN_TASK_MESSAGES = {
  notFound: '签到任务不存在',
  cancelled: '签到任务已取消',
  targetUnknown: '签到对象不存在',
  organizationUnknown: '组织不存在',
  outsideScope: '只能为本学院或本人负责的组织发起签到任务',
  studentsUnknown: '名单中有不存在的学生',
  scheduleLocked: '已有签到记录,只能修改名称、说明和延长结束日期',
  notParticipant: '您不在本签到任务的名单中',
  notStarted: '签到任务尚未开始',
  ended: '签到任务已结束',
  notToday: '今天不是签到日',
  outsideWindow: (from: string, to: string) => `当前不在签到时间内(${from}–${to})`,
  position: '请允许获取位置后再签到',
  outside: (metres: number, radius: number) => `您不在签到范围内(距离约${metres}米,须在${radius}米内)`,
  already: '今天已签到,请勿重复签到',
  alreadyOnce: '您已完成本任务的签到',
} as const;

/** A task's schedule: what the calendar rules need. */
export interface SignSchedule {
  frequency: number;
  /** ISO weekdays (1–7) for weekly tasks; empty otherwise. */
  weekdays: number[];
  /** 'YYYY-MM-DD', inclusive. */
  startDate: string;
  endDate: string;
  /** 'HH:mm' China time, inclusive. */
  windowStart: string;
  windowEnd: string;
}

const inChina = { in: tz(CHINA_TIME_ZONE) };
/** 'HH:mm' of `now` in China Standard Time. */
export const chinaClock = (now: Date): string => format(now, 'HH:mm', inChina);

/** The calendar day `n` days after 'YYYY-MM-DD' (plain calendar arithmetic, no time zone involved). */
export function addDay(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** ISO weekday (1 Monday – 7 Sunday) of 'YYYY-MM-DD'. */
export function isoWeekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}

/** True when `day` is a check-in day of the schedule (a one-off task: any day of its period). */
export function isSignDay(s: SignSchedule, day: string): boolean {
  if (day < s.startDate || day > s.endDate) return false;
  return s.frequency !== SignFrequency.WEEKLY || s.weekdays.includes(isoWeekday(day));
}

/** The occurrence a check-in on `day` counts for: the day itself, or the start date of a one-off task. */
export const occurrenceOf = (s: SignSchedule, day: string): string => (s.frequency === SignFrequency.ONCE ? s.startDate : day);

/** The occurrences from the start up to `until` (inclusive, capped at the end): days, or the one start date. */
export function occurrencesUntil(s: SignSchedule, until: string): string[] {
  if (s.frequency === SignFrequency.ONCE) return until >= s.startDate ? [s.startDate] : [];
  const out: string[] = [];
  const last = until < s.endDate ? until : s.endDate;
  for (let d = s.startDate; d <= last; d = addDay(d, 1)) if (isSignDay(s, d)) out.push(d);
  return out;
}

/** All occurrences of the schedule. */
export const allOccurrences = (s: SignSchedule): string[] => occurrencesUntil(s, s.endDate);

/**
 * Consecutive occurrences checked in, counted back from the latest one up to `today`; today's
 * occurrence not yet checked does not break the streak (the window may still be ahead).
 */
export function streakOf(s: SignSchedule, checked: ReadonlySet<string>, today: string): number {
  const days = occurrencesUntil(s, today);
  let i = days.length - 1;
  if (i >= 0 && days[i] === today && !checked.has(today)) i -= 1;
  let n = 0;
  for (; i >= 0 && checked.has(days[i]!); i -= 1) n += 1;
  return n;
}

/** Where a task stands at China day `today`. */
export function signPhase(t: { status: number; startDate: string; endDate: string }, today: string): SignPhase {
  if (t.status === SignTaskStatus.CANCELLED) return 'cancelled';
  if (today < t.startDate) return 'upcoming';
  return today <= t.endDate ? 'open' : 'ended';
}

/** The form's fields (POST /signTask/add, /signTask/edit). */
export interface SignTaskForm extends SignSchedule {
  name: string;
  description: string;
  organizationId: number;
  targetType: number;
  targetId: number | null;
  /** The listed students' user ids (targetType 5). */
  studentIds: number[];
  latitude: number | null;
  longitude: number | null;
  radiusM: number | null;
  /** Hours granted at the threshold ('1.5'), with their classify; null: no hours. */
  hours: string | null;
  classifyId: number | null;
  minCheckins: number | null;
}

/** A task in the staff list. */
export interface SignTaskRow {
  id: number;
  name: string;
  organizationId: number;
  organizationName: string;
  targetType: number;
  targetName: string;
  frequency: number;
  frequencyName: string;
  weekdays: number[];
  startDate: string;
  endDate: string;
  windowStart: string;
  windowEnd: string;
  status: number;
  phase: SignPhase;
  participantCount: number;
  checkinCount: number;
  todayCount: number;
  creatorName: string;
  createTime: string;
}

export interface SignTaskDetail extends SignTaskRow, Omit<SignTaskForm, keyof SignSchedule | 'name' | 'organizationId' | 'targetType' | 'targetId'> {
  targetId: number | null;
  cancelReason: string;
  /** True once a check-in exists: only name, description and a later end date may change. */
  locked: boolean;
  /** The listed students (targetType 5) with their names. */
  students: { userId: number; name: string; code: string }[];
}

/** Check-ins of one occurrence (the detail page's chart). */
export interface SignDayStat {
  day: string;
  count: number;
  /** Percent of the participants, 0–100 with one decimal. */
  rate: number;
}

export interface SignTaskStats {
  participants: number;
  occurrences: number;
  checkins: number;
  /** Students who reached the minimum count (0 without a minimum). */
  completed: number;
  days: SignDayStat[];
}

/** A participant with their count (详情 · 参与学生). */
export interface SignParticipantRow {
  userId: number;
  name: string;
  code: string;
  collegeName: string;
  className: string;
  checkins: number;
  lastTime: string | null;
  completed: boolean;
}

/** One check-in (详情 · 签到记录, the export's rows). */
export interface SignCheckinRow {
  id: number;
  userId: number;
  name: string;
  code: string;
  className: string;
  day: string;
  checkinTime: string;
  distanceM: number | null;
}

/** The organisations, colleges, classes and classifies the form may use. */
export interface SignTaskOptions {
  organizations: { id: number; name: string }[];
  colleges: { id: number; name: string }[];
  classes: { id: number; name: string; collegeId: number }[];
  classifies: { id: number; name: string }[];
}

/** A task on the student's phone. */
export interface MySignTask {
  id: number;
  name: string;
  description: string;
  organizationName: string;
  frequency: number;
  weekdays: number[];
  startDate: string;
  endDate: string;
  windowStart: string;
  windowEnd: string;
  phase: SignPhase;
  /** Today is a check-in day of the task. */
  dueToday: boolean;
  /** The student checked in for today's occurrence. */
  doneToday: boolean;
  needsLocation: boolean;
  radiusM: number | null;
  checkins: number;
  streak: number;
  minCheckins: number | null;
  hours: string | null;
}

export interface MySignTaskDetail extends MySignTask {
  history: { day: string; checkinTime: string }[];
}

export interface SignCheckinResult {
  day: string;
  checkinTime: string;
  checkins: number;
  streak: number;
  /** Hours granted by this check-in (the threshold reached now), else null. */
  hoursGranted: string | null;
}
