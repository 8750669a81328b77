/** Params of the student's own hours endpoints (issue 5). None takes a userId: extra keys are dropped. */
import { z } from 'zod';
import { optionalInt } from '../../protocol/fields.js';
import { pageFields } from '../../protocol/paging.js';

/** GET /student/hours/records {current, size, classifyId?, termId?, sourceType? 1–4}. */
export const recordsParams = z.object({
  ...pageFields,
  classifyId: optionalInt({ min: 1 }),
  termId: optionalInt({ min: 1 }),
  sourceType: optionalInt({ min: 1, max: 4 }),
});
export type RecordsParams = z.output<typeof recordsParams>;
