/**
 * The activity form's values, their checks and their conversion to and from the wire
 * (ActivityInput of common/activities.ts; POST /activity/add, /activity/update,
 * /activity/template/save). Pickers and the wire both hold 'YYYY-MM-DD HH:mm'.
 * Error texts are i18n keys of 'activities.launch.validation', already translated by `validateLaunch`.
 */
import {
  ActivityLevel,
  ACTIVITY_ADDRESS_MAX,
  ACTIVITY_DESCRIPTION_MAX,
  ACTIVITY_NAME_MAX,
  type ActivityDetail,
  type ActivityInput,
  type UploadedFile,
} from '../../../../common/activities';
import type { FieldErrors } from '../../shared/useFormState';
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

/** An ActivityInput-shaped object (a template, a detail) as form values; windows too when present. */
export function fromInput(input: Partial<ActivityInput>): LaunchValues {
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

const optNumber = (v: string): number | null => (v.trim() === '' ? null : Number(v));
const optId = (v: number | ''): number | undefined => (v === '' ? undefined : v);

/** Form values → ActivityInput (blank optional fields left out or null; collegeId only for a college-level activity). */
export function toInput(v: LaunchValues): ActivityInput {
  return {
    name: v.name.trim(),
    organizationId: v.organizationId as number,
    classifyId: v.classifyId as number,
    flowTemplateId: v.flowTemplateId as number,
    reportFlowTemplateId: v.reportFlowTemplateId as number,
    ...(optId(v.administratorId) ? { administratorId: optId(v.administratorId) } : {}),
    limitType: v.limitType,
    hours: v.hours.trim(),
    capacity: Number(v.capacity),
    activityLevel: v.activityLevel,
    ...(v.activityLevel === ActivityLevel.COLLEGE ? { collegeId: optId(v.collegeId) ?? null } : {}),
    ecology: v.ecology ? 1 : 0,
    isRecommend: v.isRecommend ? 1 : 0,
    enrollStart: toWireTime(v.enrollStart),
    enrollEnd: toWireTime(v.enrollEnd),
    startTime: toWireTime(v.startTime),
    endTime: toWireTime(v.endTime),
    address: v.address.trim(),
    latitude: optNumber(v.latitude),
    longitude: optNumber(v.longitude),
    radiusM: optNumber(v.radiusM),
    enrollMode: v.enrollMode,
    signMode: v.signMode,
    description: v.description,
    posterUrl: v.posterUrl,
    attachments: v.attachments,
  };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;
const HOURS = /^\d{1,4}(\.\d{1,2})?$/;
const DECIMAL = /^-?\d{1,3}(\.\d{1,8})?$/;

/** The form's checks (spec §5 and the contract's rules); `{}` when clean. */
export function validateLaunch(translate: Translate, v: LaunchValues): FieldErrors<LaunchValues> {
  const k = (key: string, options?: Record<string, unknown>) => translate(`activities.launch.validation.${key}`, options);
  const field = (name: string) => translate(`activities.launch.${name}`);
  const need = (name: keyof LaunchValues & string) => k('required', { field: field(name) });
  const choose = (name: keyof LaunchValues & string) => k('choose', { field: field(name) });
  const e: FieldErrors<LaunchValues> = {};
  const name = v.name.trim();
  if (!name) e.name = need('name');
  else if (name.length > ACTIVITY_NAME_MAX) e.name = k('name_length');
  for (const key of ['organizationId', 'classifyId', 'flowTemplateId', 'reportFlowTemplateId'] as const) if (v[key] === '') e[key] = choose(key);
  if (v.activityLevel === ActivityLevel.COLLEGE && v.collegeId === '') e.collegeId = choose('collegeId');
  if (!v.hours.trim()) e.hours = need('hours');
  else if (!HOURS.test(v.hours.trim()) || Number(v.hours) <= 0) e.hours = k('hours');
  if (!v.capacity.trim()) e.capacity = need('capacity');
  else if (!/^[1-9]\d{0,5}$/.test(v.capacity.trim())) e.capacity = k('capacity');
  for (const key of ['enrollStart', 'enrollEnd', 'startTime', 'endTime'] as const) if (!v[key]) e[key] = choose(key);
  if (!e.enrollEnd && !e.enrollStart && v.enrollEnd < v.enrollStart) e.enrollEnd = k('enroll_order');
  if (!e.startTime && !e.enrollEnd && v.startTime < v.enrollEnd) e.startTime = k('start_order');
  if (!e.endTime && !e.startTime && v.endTime < v.startTime) e.endTime = k('end_order');
  if (v.address.trim().length > ACTIVITY_ADDRESS_MAX) e.address = k('address_length');
  if (v.description.length > ACTIVITY_DESCRIPTION_MAX) e.description = k('description_length');
  const lat = v.latitude.trim();
  const lng = v.longitude.trim();
  if (lat && (!DECIMAL.test(lat) || Math.abs(Number(lat)) > 90)) e.latitude = k('latitude');
  if (lng && (!DECIMAL.test(lng) || Math.abs(Number(lng)) > 180)) e.longitude = k('longitude');
  if (!e.latitude && !e.longitude && !!lat !== !!lng) e[lat ? 'longitude' : 'latitude'] = k('point_pair');
  const radius = v.radiusM.trim();
  if (radius && !/^[1-9]\d{0,5}$/.test(radius)) e.radiusM = k('radius');
  else if (radius && (!lat || !lng)) e.radiusM = k('radius_needs_point');
  return Object.fromEntries(Object.entries(e).filter(([, x]) => x)) as FieldErrors<LaunchValues>;
}
