/**
 * Params of the role endpoints (/system/teacher/role, spec §4 permission tree, issue 3 data scope).
 * Routes: /system/roles, /system/role/{options,detail,tree,add,update,delete}.
 */
import { z } from 'zod';
import { int, limitedOptionalText, limitedText, optionalInt, optionalText } from './fields.js';
import { pageFields } from './paging.js';

export const ROLE_NAME_MAX = 30;
export const ROLE_REMARKS_MAX = 200;

/** GET /system/roles. */
export const roleListParams = z.object({
  ...pageFields,
  name: optionalText({ max: 50 }),
});
export type RoleListParams = z.output<typeof roleListParams>;

/** GET /system/role/detail, POST /system/role/delete. */
export const roleIdParams = z.object({ id: int({ min: 1 }) });

/** GET /system/role/tree: identity 0 (staff modules, default) or 2 (the student role's modules). */
export const roleTreeParams = z.object({
  identity: optionalInt({ min: 0, max: 2 }).transform((v, ctx) => {
    if (v !== undefined && v !== 0 && v !== 2) ctx.addIssue({ code: 'custom', message: '参数错误: identity 只能为 0 或 2' });
    return v ?? 0;
  }),
});

const dataScope = int({ min: 1, max: 3, message: '请选择数据范围' }).pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]));

/** POST /system/role/add | /system/role/update. */
export const roleInputParams = z
  .object({
    id: optionalInt({ min: 1 }),
    name: limitedText('角色名称', ROLE_NAME_MAX, { message: '请输入角色名称' }),
    remarks: limitedOptionalText('备注', ROLE_REMARKS_MAX),
    dataScope,
    scopeCollegeId: optionalInt({ min: 1 }),
    /** Comma-separated checked module ids plus api ids (spec §4); the api ids are ignored. */
    permission: optionalText({ max: 20_000 }).transform((v) => v ?? ''),
  })
  .superRefine((v, ctx) => {
    if (v.dataScope === 2 && v.scopeCollegeId === undefined)
      ctx.addIssue({ code: 'custom', path: ['scopeCollegeId'], message: '数据范围为指定学院时请选择学院' });
  });
export type RoleInputParams = z.output<typeof roleInputParams>;
