/**
 * 通知公告 on the wire (issue 13; spec §2 /system/notice, /system/announcement/add and /show):
 * the audiences and statuses, the wire types, and the zod parameter schemas — declared once here:
 * the server validates with them (server/modules/notices/routes.ts) and the web form checks its
 * values with them (src/resources/notices/noticeForm.ts).
 *
 * The schemas read values as deployed clients send them: numbers may come as digit strings, flags
 * as 0/1 or 'true'/'false', and unset optional filters as '' or null. A failing field gives the
 * 10002 text '参数错误: <field> 不能为空' or '参数错误: <field> <what is wrong>' (DESIGN.md §2).
 */
import { z } from 'zod';
import { PAGE_SIZES } from './envelope.js';
import { wireJson } from './schemas/fields.js';

/** Who a notice is for: everyone, students, staff, or the students and staff of one college. */
export const NOTICE_AUDIENCES = ['all', 'students', 'staff', 'college'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

/** 0 草稿 (draft), 1 已发布 (published), 2 已撤回 (unpublished). Only published notices reach readers. */
export const NOTICE_STATUS = { draft: 0, published: 1, unpublished: 2 } as const;
export type NoticeStatus = (typeof NOTICE_STATUS)[keyof typeof NOTICE_STATUS];
export const NOTICE_STATUSES: readonly NoticeStatus[] = [0, 1, 2];

export const NOTICE_TITLE_MAX = 100;
export const NOTICE_CONTENT_MAX = 20_000;
/** Ids are PostgreSQL integers. */
export const INT32_MAX = 2_147_483_647;

/** 10002 messages of the notice endpoints that name no field. */
export const NOTICE_MESSAGES = {
  notFound: '通知不存在',
  notPublished: '通知未发布,无需撤回',
} as const;

/** A row of GET /system/notice/list (times 'YYYY-MM-DD HH:mm:ss', China Standard Time). */
export interface NoticeRow {
  id: number;
  title: string;
  audience: NoticeAudience;
  /** Set when audience is 'college'. */
  collegeId: number | null;
  collegeName: string | null;
  pinned: boolean;
  status: NoticeStatus;
  /** The last time it was published; null for a draft. */
  publishedAt: string | null;
  createdBy: number;
  createdByName: string;
  createdAt: string;
  updatedAt: string;
  /** Readers who opened it. */
  readCount: number;
  /** Active accounts in the audience now. */
  audienceSize: number;
}

/** GET /system/announcement/show, and the reply of add/update/publish/unpublish. */
export interface NoticeDetail extends NoticeRow {
  /** Plain text; line breaks are kept. */
  content: string;
}

/** A row of GET /notice/my/list: a published notice the caller is in the audience of. */
export interface MyNoticeRow {
  id: number;
  title: string;
  audience: NoticeAudience;
  collegeName: string | null;
  pinned: boolean;
  publishedAt: string;
  /** The first characters of the content on one line. */
  summary: string;
  read: boolean;
}

/** GET /notice/my/detail (reading it marks it read). */
export interface MyNoticeDetail extends MyNoticeRow {
  content: string;
}

/** GET /notice/my/unread/count. */
export interface UnreadCount {
  count: number;
}

// ---- parameter schemas -------------------------------------------------------------------------

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const required = (field: string) => `参数错误: ${field} 不能为空`;
const malformed = (field: string) => `参数错误: ${field} 格式不正确`;
const tooLong = (field: string, max: number) => `参数错误: ${field} 不能超过${max}个字符`;

function readInt(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

/** A required id: a positive int32, as a number or a digit string. */
function idField(field: string) {
  return z.unknown().meta(wireJson.int({ min: 1 })).transform((v, ctx): number => {
    if (isBlank(v)) {
      ctx.addIssue({ code: 'custom', message: required(field) });
      return z.NEVER;
    }
    const n = readInt(v);
    if (n === null || n < 1 || n > INT32_MAX) {
      ctx.addIssue({ code: 'custom', message: malformed(field) });
      return z.NEVER;
    }
    return n;
  });
}

/** An optional id; '' / null / absent → undefined. */
function optionalIdField(field: string) {
  return z.unknown().meta(wireJson.int({ min: 1 }, true)).transform((v, ctx): number | undefined => {
    if (isBlank(v)) return undefined;
    const n = readInt(v);
    if (n === null || n < 1 || n > INT32_MAX) {
      ctx.addIssue({ code: 'custom', message: malformed(field) });
      return z.NEVER;
    }
    return n;
  }).optional();
}

/**
 * Text of 1..max characters after trimming, without NUL characters (PostgreSQL refuses them).
 * Line breaks are kept and normalised to '\n'; `optional` reads blank as undefined.
 */
function textField(field: string, max: number) {
  return z.unknown().meta(wireJson.text(max)).transform((v, ctx): string => {
    if (isBlank(v)) {
      ctx.addIssue({ code: 'custom', message: required(field) });
      return z.NEVER;
    }
    if (typeof v !== 'string' && typeof v !== 'number') {
      ctx.addIssue({ code: 'custom', message: malformed(field) });
      return z.NEVER;
    }
    const s = String(v).replace(/\r\n?/g, '\n').trim();
    if (s.includes('\u0000')) {
      ctx.addIssue({ code: 'custom', message: malformed(field) });
      return z.NEVER;
    }
    if (s.length > max) {
      ctx.addIssue({ code: 'custom', message: tooLong(field, max) });
      return z.NEVER;
    }
    return s;
  });
}

function optionalTextField(field: string, max: number) {
  return z.unknown().meta(wireJson.text(max, true)).transform((v, ctx): string | undefined => {
    if (isBlank(v)) return undefined;
    if (typeof v !== 'string' && typeof v !== 'number') {
      ctx.addIssue({ code: 'custom', message: malformed(field) });
      return z.NEVER;
    }
    const s = String(v).trim();
    if (s.includes('\u0000') || s.length > max) {
      ctx.addIssue({ code: 'custom', message: s.length > max ? tooLong(field, max) : malformed(field) });
      return z.NEVER;
    }
    return s;
  }).optional();
}

/** true/false, 1/0, '1'/'0', 'true'/'false'; blank → undefined. */
function optionalFlag(field: string) {
  return z.unknown().meta(wireJson.optionalFlag).transform((v, ctx): boolean | undefined => {
    if (isBlank(v)) return undefined;
    if (v === true || v === 1 || v === '1' || v === 'true') return true;
    if (v === false || v === 0 || v === '0' || v === 'false') return false;
    ctx.addIssue({ code: 'custom', message: malformed(field) });
    return z.NEVER;
  }).optional();
}

/** One of `values` (numbers may come as digit strings). */
function oneOf<T extends string | number>(field: string, values: readonly T[]) {
  return z.unknown().meta(wireJson.oneOf(values)).transform((v, ctx): T => {
    if (isBlank(v)) {
      ctx.addIssue({ code: 'custom', message: required(field) });
      return z.NEVER;
    }
    const found = values.find((x) => String(x) === String(v).trim());
    if (found === undefined) {
      ctx.addIssue({ code: 'custom', message: malformed(field) });
      return z.NEVER;
    }
    return found;
  });
}

/** One of `values`, or undefined when blank (an unset filter). */
function optionalOneOf<T extends string | number>(field: string, values: readonly T[]) {
  return z.unknown().meta(wireJson.oneOf(values, true)).transform((v, ctx): T | undefined => {
    if (isBlank(v)) return undefined;
    const found = values.find((x) => String(x) === String(v).trim());
    if (found === undefined) {
      ctx.addIssue({ code: 'custom', message: malformed(field) });
      return z.NEVER;
    }
    return found;
  }).optional();
}

/** Paging as everywhere (DESIGN.md §2): current from 1; size clamped to 10/20/30/40, never unbounded. */
const pageFields = {
  current: z.unknown().meta(wireJson.int({ min: 1 }, true)).optional().transform((v) => {
    const n = readInt(v);
    return n === null || n < 1 ? 1 : Math.min(n, INT32_MAX);
  }),
  size: z.unknown().meta(wireJson.oneOf(PAGE_SIZES, true)).optional().transform((v) => {
    const n = readInt(v) ?? PAGE_SIZES[0];
    let out: number = PAGE_SIZES[0];
    for (const s of PAGE_SIZES) if (n >= s) out = s;
    return out;
  }),
};

/** {id}: show, publish, unpublish, delete, the reader's detail and read. */
export const noticeIdParams = z.object({ id: idField('id') });
export type NoticeIdParams = z.output<typeof noticeIdParams>;

/** The editable fields of a notice (add and update); the web form checks against them too. */
export const noticeFields = {
  title: textField('title', NOTICE_TITLE_MAX),
  content: textField('content', NOTICE_CONTENT_MAX),
  audience: oneOf('audience', NOTICE_AUDIENCES),
  /** Required when audience is 'college', ignored otherwise. */
  collegeId: optionalIdField('collegeId'),
  pinned: optionalFlag('pinned'),
  /** Publish at once (the form's 发布) rather than keep or make a draft (保存草稿). */
  publish: optionalFlag('publish'),
};

/** A college notice names its college. */
export const collegeNamed = (v: { audience: NoticeAudience; collegeId?: number }, ctx: z.RefinementCtx) => {
  if (v.audience === 'college' && v.collegeId === undefined) ctx.addIssue({ code: 'custom', path: ['collegeId'], message: required('collegeId') });
};

/** POST /system/announcement/add. */
export const noticeAddParams = z.object(noticeFields).superRefine(collegeNamed);
export type NoticeAddParams = z.output<typeof noticeAddParams>;

/** POST /system/announcement/update: every editable field again (the form sends the whole notice). */
export const noticeUpdateParams = z.object({ id: idField('id'), ...noticeFields }).superRefine(collegeNamed);
export type NoticeUpdateParams = z.output<typeof noticeUpdateParams>;

/** GET /system/notice/list. */
export const noticeListParams = z.object({
  ...pageFields,
  title: optionalTextField('title', NOTICE_TITLE_MAX),
  status: optionalOneOf('status', NOTICE_STATUSES),
  audience: optionalOneOf('audience', NOTICE_AUDIENCES),
});
export type NoticeListParams = z.output<typeof noticeListParams>;

/** GET /notice/my/list: unread true → only the notices the caller has not opened. */
export const myNoticeListParams = z.object({ ...pageFields, unread: optionalFlag('unread') });
export type MyNoticeListParams = z.output<typeof myNoticeListParams>;
