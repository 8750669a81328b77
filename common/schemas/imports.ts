/**
 * The `mode` of a spreadsheet import (issue 14): 'dryRun' checks only (the default), 'importAll'
 * refuses the file when any row fails, 'importValid' writes the valid rows and reports the rest.
 * Routes: POST /school/student/import, /project/apply/import.
 */
import { z } from 'zod';
import { optionalText, wireJson } from './fields.js';

export const IMPORT_MODES = ['dryRun', 'importAll', 'importValid'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export const importParams = z.object({
  mode: optionalText({ max: 20 })
    .transform((v) => v ?? 'dryRun')
    .refine((v): v is ImportMode => (IMPORT_MODES as readonly string[]).includes(v), { message: '参数错误: mode 必须为 dryRun、importAll 或 importValid' })
    .meta({ ...wireJson.oneOf(IMPORT_MODES, true), description: "default 'dryRun'" }),
});
