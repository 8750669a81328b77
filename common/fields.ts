/**
 * 宣传阵地 — publicity fields (issue 21 "the remaining system pages"; spec §2 /system/field list,
 * add, show, apply, apply/show; our reading of "field"): the school's publicity channels and spaces
 * (宣传栏, LED 屏, 公众号推送…) that organisations may use for a period, each application reviewed
 * through the school's flow of kind 35 (阵地申请审核). A field takes at most `capacity` approved
 * applications at once on any day. Also 组织工作安排 (/system/schedule/organ): per academic year the
 * windows of the organisation processes. Endpoints: server/modules/fields and orgLifecycle/schedule.ts.
 */
import type { AuditHistoryItem } from './activities.js';

/** Module paths (server/seed/modules.ts 751–754, under 系统设置): each a page and its endpoints' permission. */
export const FIELD_MODULES = {
  list: '/system/field/list',
  add: '/system/field/add',
  apply: '/system/field/apply',
  schedule: '/system/schedule/organ',
} as const;
/** Pages that are not menu entries: a field's details and an application beside its decision. */
export const FIELD_SHOW_PATH = '/system/field/show';
export const FIELD_APPLY_SHOW_PATH = '/system/field/apply/show';

/** Kinds of publicity field. */
export const FIELD_KINDS = [1, 2, 3, 4, 5, 6, 7] as const;
export const fieldKindLabels: Record<number, string> = { 1: '宣传栏', 2: '展板位', 3: 'LED屏', 4: '公众号推送', 5: '官网栏目', 6: '广播站', 7: '橱窗' };

/** An application: 待审核 → 已通过 / 已驳回 (with the reason), or 已撤回 by its applicant while pending. */
export const FieldApplyStatus = { PENDING: 1, APPROVED: 2, REJECTED: 3, WITHDRAWN: 4 } as const;
export const FIELD_APPLY_STATUSES = [1, 2, 3, 4] as const;
export const fieldApplyStatusLabels: Record<number, string> = { 1: '待审核', 2: '已通过', 3: '已驳回', 4: '已撤回' };

export const FIELD_LIMITS = {
  name: 50, location: 100, rules: 1000, purpose: 200, content: 1000, opinion: 500, photos: 9, files: 9, capacityMax: 100, periodDays: 366,
} as const;

export const FIELD_MESSAGES = {
  notFound: '阵地不存在',
  applyNotFound: '申请不存在',
  nameTaken: '已存在同名阵地',
  disabled: '该阵地已停用,不能申请',
  collegeOnly: '该阵地仅供本学院的组织使用',
  ownCollege: '只能管理本学院的阵地',
  dateOrder: '结束日期不能早于开始日期',
  tooLong: `单次申请不能超过${FIELD_LIMITS.periodDays}天`,
  past: '开始日期不能早于今天',
  notOrganization: '只能为您负责或管理的组织申请',
  hasApplications: '该阵地已有申请,不能删除(可停用)',
  notWithdrawable: '只有待审核的申请可以撤回',
  filesMissing: '文件不存在,请重新上传',
} as const;

/** The refusal of an approval that would put more than `capacity` approved applications on one day. */
export const fullMessage = (capacity: number, day: string) => `该阵地${day}已有${capacity}个已通过的申请,超出容量(${capacity})`;

/** A photo or attachment: an upload of the school. */
export interface FieldFile {
  id: number;
  name: string;
  url: string;
}

/** A field in the list (GET /system/field/list). */
export interface FieldRow {
  id: number;
  name: string;
  kind: number;
  kindName: string;
  location: string;
  collegeId: number | null;
  /** '全校' when school-wide. */
  collegeName: string;
  capacity: number;
  enabled: boolean;
  /** Approved applications not yet ended, and pending ones. */
  upcoming: number;
  pending: number;
}

/** GET /system/field/detail: the field with its rules, photos and its approved bookings from 30 days ago on. */
export interface FieldDetail extends FieldRow {
  rules: string;
  photos: FieldFile[];
  bookings: FieldApplyRow[];
}

/** An application in lists (GET /system/field/apply/list) and on a field's timeline. */
export interface FieldApplyRow {
  id: number;
  fieldId: number;
  fieldName: string;
  kindName: string;
  organizationId: number;
  organizationName: string;
  collegeName: string;
  applicantName: string;
  /** 'YYYY-MM-DD', both days included. */
  startDate: string;
  endDate: string;
  purpose: string;
  status: number;
  statusName: string;
  opinion: string;
  /** 'YYYY-MM-DD HH:mm:ss'. */
  createTime: string;
}

/** GET /system/field/apply/detail. */
export interface FieldApplyDetail extends FieldApplyRow {
  content: string;
  files: FieldFile[];
  capacity: number;
  /** Approved applications of the field overlapping this one's period (what an approval must fit beside). */
  overlapping: FieldApplyRow[];
  history: AuditHistoryItem[];
  /** The caller may decide its open step now. */
  canAudit: boolean;
  /** The caller applied and it is still pending. */
  canWithdraw: boolean;
}

/** POST /system/field/apply/audit's reply. */
export interface FieldAuditResult {
  count: number;
  approved: number;
  advanced: number;
  rejected: number;
}

/** An organisation the caller may apply for (GET /system/field/apply/options). */
export interface FieldApplyOptions {
  organizations: { id: number; name: string }[];
  fields: { id: number; name: string; kindName: string; capacity: number }[];
}

/** Page addresses of the web (a field's details, its edit form, an application beside its decision). */
export const fieldShowPath = (id: number) => `${FIELD_SHOW_PATH}?id=${id}`;
export const fieldEditPath = (id: number) => `${FIELD_MODULES.add}?id=${id}`;
export const fieldApplyShowPath = (id: number) => `${FIELD_APPLY_SHOW_PATH}?id=${id}`;
