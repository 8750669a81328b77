/**
 * Display and input helpers of the activity pages: the detail path, the limit-type name (spec §3
 * "limitType 0 none, 1 compulsory, 2 elective; the names come from compulsoryName and
 * electiveName"), the wire ↔ date-time-picker conversion (both 'YYYY-MM-DD HH:mm'; the wire may
 * carry seconds or an ISO 'T') and the date-range rule of spec §5.
 */
import { readSession } from '../../authProvider/session';
import { builtInName } from '../../i18n/labels';

/** Where a row opens (spec §2 "row opens /communist/activity/detail?id={id}"). */
export const activityDetailPath = (id: number | string) => `/communist/activity/detail?id=${id}`;
export const activityEditPath = (id: number | string) => `/communist/activity/launch?id=${id}`;
export const activityCopyPath = (id: number | string) => `/activity/copy?id=${id}`;
export const LIST_PATH = '/communist/activity';
export const HISTORY_PATH = '/communist/historyActivity';
/** Issue 21: 再次发起 a history activity — the launch form prefilled from it (?copyId=). */
export const HISTORY_LAUNCH_PATH = '/communist/history/launch';
export const historyLaunchPath = (id: number | string) => `${HISTORY_LAUNCH_PATH}?copyId=${id}`;
export const LAUNCH_PATH = '/activity/launch';
export const TEMPLATES_PATH = '/communist/activity/templates';
/** The launch form and the templates as bare pages, without the shell (spec §2). */
export const BARE_LAUNCH_PATH = '/activity/createLaunch';
export const BARE_TEMPLATES_PATH = '/communist-templates';
export const qrScreenPath = (id: number | string, kind: 'in' | 'out' = 'in') => `/communist/onlyActivity?id=${id}&kind=${kind}`;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The name of a limit type: the school's compulsoryName / electiveName from the session for 1 / 2,
 * the catalogue's 必修 / 选修 when the school set none or kept the default (so English shows
 * Compulsory / Elective, issue 18 item 6), '-' for 0 (none).
 */
export function limitTypeName(translate: Translate, limitType: number | null | undefined): string {
  const s = readSession();
  if (limitType === 1) return builtInName(translate, s.compulsoryName, 'activities.limitType.1');
  if (limitType === 2) return builtInName(translate, s.electiveName, 'activities.limitType.2');
  return '-';
}

/** A wire time 'YYYY-MM-DD HH:mm[:ss]' (or ISO) → a date-time picker's value 'YYYY-MM-DD HH:mm'; '' when absent. */
export function toPickerTime(wire: string | null | undefined): string {
  if (!wire) return '';
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(wire);
  return m ? `${m[1]} ${m[2]}` : '';
}

/** A picker value ('YYYY-MM-DD HH:mm', or with a 'T') → 'YYYY-MM-DD HH:mm' as the API takes it; '' stays ''. */
export function toWireTime(picker: string): string {
  return picker ? picker.replace('T', ' ').slice(0, 16) : '';
}

/** 'YYYY-MM-DD HH:mm – YYYY-MM-DD HH:mm', dropping the second date when both are on the same day. */
export function timeRange(start: string | null | undefined, end: string | null | undefined): string {
  if (!start && !end) return '-';
  if (!start || !end) return start || end || '-';
  return start.slice(0, 10) === end.slice(0, 10) ? `${start} – ${end.slice(11)}` : `${start} – ${end}`;
}

/** Spec §5 date range ('yyyy-MM-dd'): true when both ends are set and the start is after the end. */
export function dateRangeProblem(start: string, end: string): boolean {
  return !!start && !!end && start > end;
}

/** True for a 'yyyy-MM-dd' date. */
export const isIsoDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** Hours with two decimals (spec §9 "hours shown with 2 decimals"). */
export function formatHours(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const n = Number(value);
  return Number.isFinite(n) ? n.toFixed(2) : '-';
}
