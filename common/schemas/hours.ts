/**
 * Params of the hours endpoints (issue 5). The student's own ones take no userId: extra keys are
 * dropped; /hours/student/classify is the staff view of one student.
 * Routes: /hours/student/classify, /student/hours/records.
 */
import { z } from 'zod';
import { LEDGER_SOURCE_MAX, LedgerSource } from '../ledger.js';
import { int, optionalInt } from './fields.js';
import { pageFields } from './paging.js';

/** GET /student/hours/records {current, size, classifyId?, termId?, sourceType? 1–6}. */
export const recordsParams = z.object({
  ...pageFields,
  classifyId: optionalInt({ min: 1 }),
  termId: optionalInt({ min: 1 }),
  sourceType: optionalInt({ min: LedgerSource.ACTIVITY, max: LEDGER_SOURCE_MAX }),
});
export type RecordsParams = z.output<typeof recordsParams>;

/** GET /hours/student/classify {userId}: a student's hours per module (staff). */
export const studentClassifyParams = z.object({ userId: int({ min: 1 }) });
