/** Params of GET /school/students (spec §7). */
import { z } from 'zod';
import { optionalDecimal, optionalInt, optionalText } from '../../protocol/fields.js';
import { pageFields } from '../../protocol/paging.js';

export const studentListParams = z.object({
  ...pageFields,
  name: optionalText({ max: 50 }),
  code: optionalText({ max: 50 }),
  /** Spec §3 student status; default 1 (normal). */
  status: optionalInt({ min: 0, max: 6 }).transform((v) => v ?? 1),
  campusId: optionalInt({ min: 1 }),
  collegeId: optionalInt({ min: 1 }),
  majorId: optionalInt({ min: 1 }),
  classId: optionalInt({ min: 1 }),
  grade: optionalText({ max: 10 }),
  minHours: optionalDecimal(),
  maxHours: optionalDecimal(),
  minCredit: optionalDecimal(),
  maxCredit: optionalDecimal(),
  minScore: optionalDecimal(),
  maxScore: optionalDecimal(),
});
export type StudentListParams = z.output<typeof studentListParams>;
