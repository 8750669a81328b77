/**
 * Params of the category and rules endpoints (issue 4). Updates are patches.
 * Routes: /activity/classify/* (the category tree), /system/rules.
 */
import { z } from 'zod';
import { CAP_GROUPS, MODULE_KINDS } from '../classify.js';
import { int, MALFORMED, optionalDecimal, optionalInt, optionalText, text } from './fields.js';
import { pageFields } from './paging.js';
import { flag, orderField } from './structureFields.js';

const nonNegativeHours = () =>
  optionalDecimal().refine((v) => v === undefined || (Number(v) >= 0 && /^\d+(\.\d{1,2})?$/.test(v)), { message: MALFORMED });
const oneOf = <T extends string>(values: T[]) =>
  optionalText({ max: 30 }).refine((v) => v === undefined || (values as string[]).includes(v), { message: MALFORMED });
const bit = () => optionalInt({ min: 0, max: 1 });

export const idParams = z.object({ id: int({ min: 1 }) });

const classifyFields = {
  limitType: optionalInt({ min: 0, max: 2 }),
  orderNumber: orderField(),
  isAssociation: bit(),
  isExistence: bit(),
  minHours: nonNegativeHours(),
  moduleKind: oneOf(MODULE_KINDS),
  /** '' or absent keeps / sets no group on add; 'none' clears it on update. */
  capGroup: oneOf([...CAP_GROUPS, 'none']),
  campus: flag().optional(),
};

export const classifyAddParams = z.object({ name: text({ max: 30 }), parentId: optionalInt({ min: 0 }), ...classifyFields });
export type ClassifyAddParams = z.output<typeof classifyAddParams>;
export const classifyUpdateParams = z.object({ id: int({ min: 1 }), name: text({ max: 30 }).optional(), ...classifyFields });
export type ClassifyUpdateParams = z.output<typeof classifyUpdateParams>;

