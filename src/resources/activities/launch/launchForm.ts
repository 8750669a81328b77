/**
 * The activity form's values, their checks and their conversion to and from the wire
 * (ActivityInput of common/activities.ts; POST /activity/add, /activity/update,
 * /activity/template/save). Pickers and the wire both hold 'YYYY-MM-DD HH:mm'.
 * The checks are the endpoint's own field schema (common/schemas/activities.ts activityFields) over
 * the body the form would send; `launchResolver` turns its messages into the form's texts
 * ('activities.launch.validation').
 */
import {
  ActivityLevel,
  ACTIVITY_ADDRESS_MAX,
  ACTIVITY_DESCRIPTION_MAX,
  ACTIVITY_NAME_MAX,
  type ActivityDetail,
  type ActivityInput,
  type TemplateForm,
  type UploadedFile,
} from '../../../../common/activities';
import { z } from 'zod';
import { activityFields } from '../../../../common/schemas/activities';
import { schemaResolver } from '../../shared/schemaForm';
import { toPickerTime, toWireTime } from '../format';

export interface LaunchValues {
  name: string;
  organizationId: number | '';
  classifyId: number | '';
  flowTemplateId: number | '';
  reportFlowTemplateId: number | '';
  administratorId: number | '';
  limitType: number;
  hours: string;
  capacity: string;
  activityLevel: number;
  /** The college of a college-level activity; ignored (and not sent) at school level. */
  collegeId: number | '';
  ecology: boolean;
  isRecommend: boolean;
  enrollStart: string;
  enrollEnd: string;
  startTime: string;
  endTime: string;
  address: string;
  latitude: string;
  longitude: string;
  radiusM: string;
  enrollMode: number;
  signMode: number;
  description: string;
  posterUrl: string;
  attachments: UploadedFile[];
}

export const emptyLaunchValues = (): LaunchValues => ({
  name: '', organizationId: '', classifyId: '', flowTemplateId: '', reportFlowTemplateId: '', administratorId: '',
  limitType: 0, hours: '', capacity: '', activityLevel: 1, collegeId: '', ecology: false, isRecommend: false,
  enrollStart: '', enrollEnd: '', startTime: '', endTime: '',
  address: '', latitude: '', longitude: '', radiusM: '', enrollMode: 1, signMode: 1,
  description: '', posterUrl: '', attachments: [],
});

const idOrBlank = (v: number | null | undefined): number | '' => (v === null || v === undefined || v === 0 ? '' : Number(v));
const textOf = (v: number | string | null | undefined): string => (v === null || v === undefined ? '' : String(v));

/** A stored activity's fields (a template, a detail) as form values; windows too when present. */
export function fromInput(input: Partial<TemplateForm>): LaunchValues {
  const base = emptyLaunchValues();
  return {
    ...base,
    name: input.name ?? '',
    organizationId: idOrBlank(input.organizationId),
    classifyId: idOrBlank(input.classifyId),
    flowTemplateId: idOrBlank(input.flowTemplateId),
    reportFlowTemplateId: idOrBlank(input.reportFlowTemplateId),
    administratorId: idOrBlank(input.administratorId),
    limitType: Number(input.limitType ?? 0),
    hours: textOf(input.hours),
    capacity: textOf(input.capacity),
    activityLevel: Number(input.activityLevel ?? 1),
    collegeId: idOrBlank(input.collegeId),
    ecology: Number(input.ecology) === 1,
    isRecommend: Number(input.isRecommend) === 1,
    enrollStart: toPickerTime(input.enrollStart),
    enrollEnd: toPickerTime(input.enrollEnd),
    startTime: toPickerTime(input.startTime),
    endTime: toPickerTime(input.endTime),
    address: input.address ?? '',
    latitude: textOf(input.latitude),
    longitude: textOf(input.longitude),
    radiusM: textOf(input.radiusM),
    enrollMode: Number(input.enrollMode ?? 1),
    signMode: Number(input.signMode ?? 1),
    description: input.description ?? '',
    posterUrl: input.posterUrl ?? '',
    attachments: input.attachments ?? [],
  };
}

/** A detail as form values: for editing as it is; for a copy, named '…（复制）' with blank windows. */
export function fromDetail(d: ActivityDetail, copySuffix?: string): LaunchValues {
  const values = fromInput({ ...d, capacity: d.applyPeopleNumber, flowTemplateId: d.flowTemplateId ?? undefined, reportFlowTemplateId: d.reportFlowTemplateId ?? undefined });
  if (copySuffix === undefined) return values;
  return { ...values, name: `${d.name}${copySuffix}`.slice(0, ACTIVITY_NAME_MAX), enrollStart: '', enrollEnd: '', startTime: '', endTime: '' };
}

// react-admin's inputs hold null for a cleared field: read it as blank.
const str = (v: string | null | undefined): string => v ?? '';
const optNumber = (v: string | null): number | null => (str(v).trim() === '' ? null : Number(v));
const optId = (v: number | '' | null): number | undefined => (v === '' || v === null ? undefined : v);

/** Form values → ActivityInput (blank optional fields left out or null; collegeId only for a college-level activity). */
export function toInput(v: LaunchValues): ActivityInput {
  return {
    name: str(v.name).trim(),
    organizationId: v.organizationId as number,
    classifyId: v.classifyId as number,
    flowTemplateId: v.flowTemplateId as number,
    reportFlowTemplateId: v.reportFlowTemplateId as number,
    ...(optId(v.administratorId) ? { administratorId: optId(v.administratorId) } : {}),
    limitType: v.limitType,
    hours: str(v.hours).trim(),
    capacity: Number(v.capacity),
    activityLevel: v.activityLevel,
    ...(v.activityLevel === ActivityLevel.COLLEGE ? { collegeId: optId(v.collegeId) ?? null } : {}),
    ecology: v.ecology ? 1 : 0,
    isRecommend: v.isRecommend ? 1 : 0,
    enrollStart: toWireTime(str(v.enrollStart)),
    enrollEnd: toWireTime(str(v.enrollEnd)),
    startTime: toWireTime(str(v.startTime)),
    endTime: toWireTime(str(v.endTime)),
    address: str(v.address).trim(),
    latitude: optNumber(v.latitude),
    longitude: optNumber(v.longitude),
    radiusM: optNumber(v.radiusM),
    enrollMode: v.enrollMode,
    signMode: v.signMode,
    description: str(v.description),
    posterUrl: str(v.posterUrl),
    attachments: v.attachments ?? [],
  };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const RADIUS_NEEDS_POINT = 'radius_needs_point';
const POINT_PAIR = 'point_pair';
const RADIUS = 'radius';
const COLLEGE_REQUIRED = 'college_required';
const ORDER = { enrollEnd: 'enroll_order', startTime: 'start_order', endTime: 'end_order' } as const;
const WINDOWS = ['enrollStart', 'enrollEnd', 'startTime', 'endTime'] as const;

/**
 * Rules across fields, stated with the field problems (the endpoint's own refinement runs only once
 * every field parses, and stops at the first): the windows in order, each against the one before
 * it when both parse; a geofence radius needs the point; latitude and longitude come together; a
 * college-level activity names its college (checked by the server's service).
 */
function crossFieldRules(v: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  // A field that failed holds zod's abort marker: only Dates and numbers (or null, blank) count.
  const time = (k: string) => (v[k] instanceof Date ? (v[k] as Date).getTime() : undefined);
  const num = (k: string) => (typeof v[k] === 'number' ? (v[k] as number) : v[k] === null || v[k] === undefined ? null : undefined);
  WINDOWS.slice(1).forEach((k, i) => {
    const before = time(WINDOWS[i]);
    const at = time(k);
    if (before !== undefined && at !== undefined && at < before) fail(k, ORDER[k as keyof typeof ORDER]);
  });
  const [lat, lng, radius] = [num('latitude'), num('longitude'), num('radiusM')];
  if (lat !== undefined && lng !== undefined && (lat === null) !== (lng === null)) fail(lat === null ? 'latitude' : 'longitude', POINT_PAIR);
  if (radius !== null && radius !== undefined && (lat === null || lng === null)) fail('radiusM', RADIUS_NEEDS_POINT);
  else if (radius !== null && radius !== undefined && !Number.isInteger(radius)) fail('radiusM', RADIUS);
  if (v.activityLevel === ActivityLevel.COLLEGE && v.collegeId === undefined) fail('collegeId', COLLEGE_REQUIRED);
}

/** The form's schema: the endpoint's fields over the body `toInput` builds, and the cross-field rules. */
export const launchFormSchema = z
  .custom<LaunchValues>()
  // Seats as typed: a blank one is missing rather than the 0 the body would carry.
  .transform((v): unknown => ({ ...toInput(v), capacity: str(v.capacity) }))
  .pipe(z.object(activityFields).superRefine(crossFieldRules, { when: () => true }));

/**
 * The form's resolver: the schema's markers and messages as the form's texts (spec §5 and the
 * contract's rules). It submits the values as entered; `toInput` makes the body.
 */
export function launchResolver(translate: Translate) {
  const k = (key: string, options?: Record<string, unknown>) => translate(`activities.launch.validation.${key}`, options);
  const field = (name: string) => translate(`activities.launch.${name}`);
  const need = (name: string) => ({ required: k('required', { field: field(name) }) });
  const choose = (name: string) => ({ required: k('choose', { field: field(name) }) });
  const rule = (...keys: string[]) => Object.fromEntries(keys.map((key) => [key, k(key)]));
  return schemaResolver(launchFormSchema, {
    name: { ...need('name'), malformed: k('name_length') },
    organizationId: choose('organizationId'),
    classifyId: choose('classifyId'),
    flowTemplateId: choose('flowTemplateId'),
    reportFlowTemplateId: choose('reportFlowTemplateId'),
    collegeId: { [COLLEGE_REQUIRED]: k('choose', { field: field('collegeId') }) },
    hours: { ...need('hours'), '参数错误: hours 必须是大于0且最多两位小数的数字': k('hours') },
    capacity: { ...need('capacity'), '参数错误: capacity 必须是正整数': k('capacity') },
    enrollStart: choose('enrollStart'),
    enrollEnd: { ...choose('enrollEnd'), ...rule(ORDER.enrollEnd) },
    startTime: { ...choose('startTime'), ...rule(ORDER.startTime) },
    endTime: { ...choose('endTime'), ...rule(ORDER.endTime) },
    address: { malformed: k('address_length') },
    description: { malformed: k('description_length') },
    latitude: { '参数错误: latitude 必须在 -90 到 90 之间': k('latitude'), ...rule(POINT_PAIR) },
    longitude: { '参数错误: longitude 必须在 -180 到 180 之间': k('longitude'), ...rule(POINT_PAIR) },
    radiusM: { '参数错误: radiusM 必须在 10 到 100000 之间': k('radius'), ...rule(RADIUS, RADIUS_NEEDS_POINT) },
  }, { raw: true });
}

/** The fields a server refusal may name and the form shows it under. */
export const LAUNCH_FIELDS = Object.keys(emptyLaunchValues());
