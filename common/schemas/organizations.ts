/**
 * Params of the student-organisation endpoints (issue 3; spec §3 "Organisation tree node").
 * Updates are patches: an absent key keeps the stored value; parentId 0 makes a root and userId 0
 * removes the leader.
 * Routes: /organization/{tree,list,detail,add,update,delete},
 *  /organization/member/{list,add,remove,leader}, /voluntary/organization/tree.
 */
import { z } from 'zod';
import { int, MALFORMED, optionalInt, optionalText, REQUIRED, text, wire, wireJson, type WireIds } from './fields.js';
import { pageFields } from './paging.js';
import { clearableId, clearableText, flag, nameField, orderField, patchName } from './structureFields.js';

const natureField = () => int({ min: 1, max: 5 });
const identityField = () => optionalInt({ min: 1, max: 2 });

export const idParams = z.object({ id: int({ min: 1 }) });
export const treeParams = z.object({ nature: natureField() });

export const organizationListParams = z.object({
  ...pageFields,
  nature: optionalInt({ min: 1, max: 5 }),
  name: optionalText({ max: 50 }),
  /** 0 → roots only. */
  parentId: optionalInt({ min: 0 }),
});
export type OrganizationListParams = z.output<typeof organizationListParams>;

export const organizationAddParams = z.object({
  name: nameField(),
  /** Required for a root; under a parent it defaults to (and must equal) the parent's nature. */
  nature: optionalInt({ min: 1, max: 5 }),
  parentId: clearableId(),
  identity: identityField(),
  remarks: clearableText(500),
  secretaryName: clearableText(30),
  userId: clearableId(),
  orderId: orderField(),
});
export type OrganizationAddParams = z.output<typeof organizationAddParams>;

export const organizationUpdateParams = organizationAddParams.omit({ nature: true }).extend({ id: int({ min: 1 }), name: patchName() });
export type OrganizationUpdateParams = z.output<typeof organizationUpdateParams>;

export const memberListParams = z.object({
  ...pageFields,
  organizationId: int({ min: 1 }),
  /** Matches the member's name or student number. */
  name: optionalText({ max: 50 }),
});
export type MemberListParams = z.output<typeof memberListParams>;

/** Most codes one request may add. */
export const MAX_MEMBER_CODES = 1000;

/** 'a, b，c' / whitespace / newlines → distinct codes in input order. */
export function splitCodes(raw: string): string[] {
  return [...new Set(raw.split(/[\s,，;；、]+/).map((c) => c.trim()).filter(Boolean))];
}

export const memberAddParams = z.object({
  organizationId: int({ min: 1 }),
  userCodes: text({ max: 20_000 }).transform((v, ctx) => {
    const codes = splitCodes(v);
    if (codes.length === 0) ctx.addIssue({ code: 'custom', message: REQUIRED });
    if (codes.length > MAX_MEMBER_CODES) ctx.addIssue({ code: 'custom', message: `参数错误: userCodes 一次最多添加 ${MAX_MEMBER_CODES} 个学号` });
    return codes;
  }),
});

/** userIds: '1,2,3' or [1, 2, 3]. */
const idList = wire<WireIds>(wireJson.ids).transform((v, ctx): number[] => {
  const parts = Array.isArray(v) ? v : typeof v === 'string' || typeof v === 'number' ? String(v).split(',') : null;
  const ids = parts?.map((p) => String(p).trim()).filter(Boolean) ?? [];
  if (ids.length === 0) {
    ctx.addIssue({ code: 'custom', message: REQUIRED });
    return z.NEVER;
  }
  if (!ids.every((p) => /^\d{1,9}$/.test(p) && Number(p) > 0) || ids.length > MAX_MEMBER_CODES) {
    ctx.addIssue({ code: 'custom', message: MALFORMED });
    return z.NEVER;
  }
  return [...new Set(ids.map(Number))];
});

export const memberRemoveParams = z.object({ organizationId: int({ min: 1 }), userIds: idList });
export const memberLeaderParams = z.object({ organizationId: int({ min: 1 }), userId: int({ min: 1 }), isLeader: flag() });
