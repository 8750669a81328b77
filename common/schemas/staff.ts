/**
 * Params of the staff endpoints (/teacher/user, issue 3), with their Chinese messages.
 * Routes: /system/employees,
 *  /system/employee/{detail,personal,add,update,status,reset-password,roles,delete}.
 */
import { z } from 'zod';
import { looksMasked } from '../personalData.js';
import { isValidPhone } from '../validators/phone.js';
import { int, limitedOptionalText, limitedText, optionalInt, optionalText, text, wire, wireJson, type WireIds } from './fields.js';
import { pageFields } from './paging.js';

export const CODE_MAX = 30;
export const NAME_MAX = 30;
export const TITLE_MAX = 30;
/** 10002 for a mobile that breaks spec §5's rule, or a masked value that is not the stored number's. */
export const PHONE_MESSAGE = '手机号格式不正确';
/** 工号: letters, digits, '_', '.', '-' (it is the sign-in account). */
const CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;

/**
 * A list of ids: an array of integers, or a comma-separated string ('3,5,8'), or one integer.
 * `required` → at least one id; duplicates are dropped.
 */
export function idList(field: string, required: boolean) {
  return wire<WireIds>(wireJson.ids).transform((v, ctx): number[] => parseIds(v, field, required, ctx));
}

/** Like idList, but an absent field stays undefined (update: keep what is stored). */
export function optionalIdList(field: string) {
  return wire<WireIds | null>(wireJson.ids).transform((v, ctx): number[] | undefined => (v === undefined ? undefined : parseIds(v, field, false, ctx))).optional();
}

function parseIds(v: unknown, field: string, required: boolean, ctx: z.RefinementCtx): number[] {
  const parts: unknown[] =
    v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [v];
  const ids: number[] = [];
  for (const p of parts) {
    const s = String(p).trim();
    if (!/^\d{1,9}$/.test(s) || Number(s) < 1) {
      ctx.addIssue({ code: 'custom', message: `参数错误: ${field} 必须为数字` });
      return [];
    }
    ids.push(Number(s));
  }
  if (required && ids.length === 0) ctx.addIssue({ code: 'custom', message: `参数错误: ${field} 不能为空` });
  return [...new Set(ids)];
}

/** GET /system/employees. status: 1 active, 0 disabled; absent → both. */
export const employeeListParams = z.object({
  ...pageFields,
  name: optionalText({ max: 50 }),
  code: optionalText({ max: 50 }),
  roleId: optionalInt({ min: 1 }),
  collegeId: optionalInt({ min: 1 }),
  status: optionalInt({ min: 0, max: 1 }),
});
export type EmployeeListParams = z.output<typeof employeeListParams>;

export const employeeIdParams = z.object({ id: int({ min: 1 }) });

/** POST /system/employee/add | update. */
export const employeeInputParams = z.object({
  id: optionalInt({ min: 1 }),
  code: text({ message: '请输入工号' }).transform((v, ctx) => {
    if (v.length > CODE_MAX) ctx.addIssue({ code: 'custom', message: `工号不能超过${CODE_MAX}个字符` });
    else if (!CODE_PATTERN.test(v)) ctx.addIssue({ code: 'custom', message: '工号只能包含字母、数字、下划线、点或横线' });
    return v;
  }),
  name: limitedText('姓名', NAME_MAX, { message: '请输入姓名' }),
  gender: optionalInt({ min: 1, max: 2 }).transform((v) => v ?? 1),
  // A value with '*' is the masked one the edit form loaded (issue 14 defect 8): the service
  // keeps the stored number when it matches and refuses it otherwise.
  mobile: optionalText({ max: 20 }).transform((v, ctx) => {
    if (v !== undefined && !looksMasked(v) && !isValidPhone(v)) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return v ?? null;
  }),
  collegeId: optionalInt({ min: 1 }).transform((v) => v ?? null),
  title: limitedOptionalText('职称', TITLE_MAX),
  roleIds: optionalIdList('roleIds'),
});
export type EmployeeInputParams = z.output<typeof employeeInputParams>;

/** POST /system/employee/status {ids, status 1 enable | 0 disable}. */
export const employeeStatusParams = z.object({
  ids: idList('ids', true),
  status: int({ min: 0, max: 1 }),
});

/** POST /system/employee/reset-password {ids}. */
export const employeeIdsParams = z.object({ ids: idList('ids', true) });

/** POST /system/employee/roles {id, roleIds}. */
export const employeeRolesParams = z.object({ id: int({ min: 1 }), roleIds: idList('roleIds', false) });
