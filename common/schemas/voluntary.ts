/**
 * Params of the volunteering endpoints (issue 19 "Volunteering"; server/modules/voluntary):
 * /volunteer/register, /voluntary/volunteer/{list,export,detail,stats}, /voluntary/hours/{list,
 * record,correct,submit}; the review takes the activity review's params (schemas/audits.ts queueParams,
 * firstAuditParams).
 */
import { z } from 'zod';
import { isValidPhone } from '../validators/phone.js';
import { VOLUNTEER_MSG } from '../voluntary.js';
import { idSelection, int, limitedOptionalText, optionalInt, optionalText, text } from './fields.js';
import { pageFields } from './paging.js';
import { PHONE_MESSAGE } from './students.js';

/** POST /volunteer/register {organizationId (a volunteer organisation), phone (11 digits), intentions? ≤ 200}. */
export const volunteerRegisterParams = z.object({
  organizationId: int({ min: 1, message: '请选择志愿组织' }),
  phone: text({ message: '请填写联系电话', max: 20 }).refine(isValidPhone, PHONE_MESSAGE),
  intentions: limitedOptionalText('服务意向', 200),
});
export type VolunteerRegisterParams = z.output<typeof volunteerRegisterParams>;

/** The filters of the volunteer list and its export. */
export const volunteerFilterFields = {
  name: optionalText({ max: 50 }),
  volunteerNo: optionalText({ max: 30 }),
  collegeId: optionalInt({ min: 1 }),
  organizationId: optionalInt({ min: 1 }),
  status: optionalInt({ min: 1, max: 2 }),
};
export const volunteerFilterParams = z.object(volunteerFilterFields);
export type VolunteerFilter = z.output<typeof volunteerFilterParams>;

/** GET /voluntary/volunteer/list {current, size, ...filters}. */
export const volunteerListParams = z.object({ ...pageFields, ...volunteerFilterFields });
export type VolunteerListParams = z.output<typeof volunteerListParams>;

/** GET /voluntary/volunteer/stats {termId?}: the team and college bars of one term, or of all time. */
export const volunteerStatsParams = z.object({ termId: optionalInt({ min: 1 }) });

/** GET /voluntary/hours/list {current, size, activityId?, status? 0–3, name?}. */
export const serviceHoursListParams = z.object({
  ...pageFields,
  activityId: optionalInt({ min: 1 }),
  status: optionalInt({ min: 0, max: 3 }),
  name: optionalText({ max: 50 }),
});
export type ServiceHoursListParams = z.output<typeof serviceHoursListParams>;

/** POST /voluntary/hours/record {activityId}: a record per participant who signed in. */
export const serviceHoursRecordParams = z.object({ activityId: int({ min: 1 }) });

/** POST /voluntary/hours/correct {id, minutes 0–1440, reason (required)}. */
export const serviceHoursCorrectParams = z.object({
  id: int({ min: 1 }),
  minutes: int({ min: 0, max: 1440 }),
  reason: text({ message: VOLUNTEER_MSG.correctReason, max: 200 }),
});
export type ServiceHoursCorrectParams = z.output<typeof serviceHoursCorrectParams>;

/** POST /voluntary/hours/submit {ids}. */
export const serviceHoursSubmitParams = z.object({ ids: idSelection('ids', '请选择时长记录', 100) });
