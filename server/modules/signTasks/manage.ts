/**
 * Creating, editing, cancelling and reading sign tasks (issue 21 "Journals and sign tasks"; spec §2
 * /communist/signTask, /communist/signTask/edit). Once a check-in exists the schedule is fixed:
 * only the name, the description and a later end date may change. A cancelled task takes no
 * check-ins and no edits.
 */
import type { Page } from '../../../common/envelope.js';
import type { SignTaskCancelParams, SignTaskEditParams, SignTaskListParams, SignTaskSaveParams } from '../../../common/schemas/signTasks.js';
import {
  SIGN_TASK_MESSAGES as M, SignFrequency, SignTarget, SignTaskStatus, signFrequencyLabels, signPhase, signTargetLabels,
  type SignTaskDetail, type SignTaskOptions, type SignTaskRow,
} from '../../../common/signTasks.js';
import { chinaDay, formatDateTime } from '../../../common/time.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { staffFilter } from './access.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

const weekdaysOf = (text: string): number[] => (text ? text.split(',').map(Number) : []);
const num = (v: string | null) => (v === null ? null : Number(v));

/** The schedule of a stored task (common/signTasks.ts calendar rules). */
export const scheduleOf = (t: repo.TaskRaw | NonNullable<Awaited<ReturnType<typeof repo.lockTask>>>) => ({
  frequency: t.frequency, weekdays: weekdaysOf(t.weekdays), startDate: t.startDate, endDate: t.endDate, windowStart: t.windowStart, windowEnd: t.windowEnd,
});

export async function toRow(db: Db, t: repo.TaskRaw, now: Date): Promise<SignTaskRow> {
  const today = chinaDay(now);
  const [participantCount, checkinCount, todayCount] = await Promise.all([
    repo.countParticipants(db, t.schoolId, t), repo.countCheckins(db, t.schoolId, t.id),
    repo.countOn(db, t.schoolId, t.id, t.frequency === SignFrequency.ONCE ? t.startDate : today),
  ]);
  return {
    id: t.id, name: t.name, organizationId: t.organizationId, organizationName: t.organizationName, targetType: t.targetType,
    targetName: t.targetType === SignTarget.SCHOOL || t.targetType === SignTarget.LIST ? signTargetLabels[t.targetType]! : (t.targetName ?? ''),
    frequency: t.frequency, frequencyName: signFrequencyLabels[t.frequency] ?? '', weekdays: weekdaysOf(t.weekdays), startDate: t.startDate, endDate: t.endDate,
    windowStart: t.windowStart, windowEnd: t.windowEnd, status: t.status, phase: signPhase(t, today), participantCount, checkinCount, todayCount,
    creatorName: t.creatorName, createTime: formatDateTime(t.createdAt),
  };
}

/** GET /signTask/options → the organisations, colleges, classes the caller may aim a task at, and the classifies. */
export async function taskOptions(db: Db, caller: Caller): Promise<SignTaskOptions> {
  const [organizations, colleges, classes, classifies] = await repo.formOptions(db, caller.schoolId);
  const f = await staffFilter(db, caller);
  const pick = ({ id, name }: { id: number; name: string }) => ({ id, name });
  if (f === null) return { organizations: organizations.map(pick), colleges, classes, classifies };
  const inCollege = (c: number | null) => c !== null && f.collegeIds.includes(c);
  return {
    organizations: organizations.filter((o) => f.organizationIds.includes(o.id) || inCollege(o.collegeId)).map(pick),
    colleges: colleges.filter((c) => inCollege(c.id)), classes: classes.filter((c) => inCollege(c.collegeId)), classifies,
  };
}

/** The task's college from its target (or organiser); 10002 naming the field when unknown or outside a scoped caller's reach. */
async function collegeOfTask(db: Db, caller: Caller, p: SignTaskSaveParams): Promise<number | null> {
  const org = await repo.organizationOf(db, caller.schoolId, p.organizationId);
  if (!org || org.status !== 1) throw fieldError('organizationId', M.organizationUnknown);
  let collegeId: number | null = org.collegeId;
  let studentColleges: (number | null)[] = [];
  if (p.targetType === SignTarget.SCHOOL) collegeId = null;
  else if (p.targetType === SignTarget.COLLEGE) {
    if (!(await repo.collegeOf(db, caller.schoolId, p.targetId!))) throw fieldError('targetId', M.targetUnknown);
    collegeId = p.targetId!;
  } else if (p.targetType === SignTarget.CLASS) {
    const k = await repo.classOf(db, caller.schoolId, p.targetId!);
    if (!k) throw fieldError('targetId', M.targetUnknown);
    collegeId = k.collegeId;
  } else if (p.targetType === SignTarget.ORGANIZATION) {
    const g = await repo.organizationOf(db, caller.schoolId, p.targetId!);
    if (!g) throw fieldError('targetId', M.targetUnknown);
    collegeId = g.collegeId;
  } else {
    const ids = [...new Set(p.studentIds ?? [])];
    const found = await repo.studentsAmong(db, caller.schoolId, ids);
    if (found.length !== ids.length) throw fieldError('studentIds', M.studentsUnknown);
    studentColleges = found.map((s) => s.collegeId);
    // A list within one college belongs to it (its staff see the task), else to the organiser's college.
    const single = new Set(studentColleges);
    if (single.size === 1) collegeId = studentColleges[0] ?? collegeId;
  }
  const f = await staffFilter(db, caller);
  if (f !== null) {
    const inColleges = (c: number | null) => c !== null && f.collegeIds.includes(c);
    const ownOrg = f.organizationIds.includes(p.organizationId)
      && (p.targetType === SignTarget.LIST || (p.targetType === SignTarget.ORGANIZATION && f.organizationIds.includes(p.targetId!)));
    const ownCollege = p.targetType === SignTarget.LIST ? studentColleges.every(inColleges) : p.targetType !== SignTarget.SCHOOL && inColleges(collegeId);
    if (!ownOrg && !ownCollege) throw fieldError('targetType', M.outsideScope);
  }
  if (p.classifyId !== undefined && !(await repo.classifyOf(db, caller.schoolId, p.classifyId))) throw fieldError('classifyId', '学时分类不存在');
  return collegeId;
}

const hoursOf = (p: SignTaskSaveParams) => (p.hours !== undefined && Number(p.hours) > 0 ? p.hours : null);
const formValues = (p: SignTaskSaveParams, collegeId: number | null) => ({
  name: p.name, description: p.description, organizationId: p.organizationId, collegeId, targetType: p.targetType,
  targetId: p.targetType === SignTarget.SCHOOL || p.targetType === SignTarget.LIST ? null : p.targetId!,
  frequency: p.frequency, weekdays: p.frequency === SignFrequency.WEEKLY ? [...new Set(p.weekdays)].sort().join(',') : '',
  startDate: p.startDate, endDate: p.endDate, windowStart: p.windowStart, windowEnd: p.windowEnd,
  latitude: p.latitude ?? null, longitude: p.longitude ?? null, radiusM: p.radiusM ?? null,
  hours: hoursOf(p), classifyId: hoursOf(p) === null ? null : p.classifyId!, minCheckins: p.minCheckins ?? null,
});

/** POST /signTask/add SignTaskSaveParams → {id}. */
export async function addTask(trx: Trx, caller: Caller, p: SignTaskSaveParams, now = new Date()): Promise<{ id: number }> {
  const collegeId = await collegeOfTask(trx, caller, p);
  const { id } = await repo.insertTask(trx, { schoolId: caller.schoolId, ...formValues(p, collegeId), createdBy: caller.userId, createdAt: now, updatedAt: now });
  if (p.targetType === SignTarget.LIST) await repo.replaceStudents(trx, caller.schoolId, id, [...new Set(p.studentIds)]);
  return { id };
}

/** The task if the caller's scope sees it; 10002 M.notFound otherwise. */
export async function visibleTask(db: Db, caller: Caller, id: number) {
  const t = await repo.findTask(db, caller.schoolId, id, await staffFilter(db, caller));
  if (!t) throw badParams(M.notFound);
  return t;
}

/**
 * POST /signTask/edit {id, …SignTaskSaveParams} → {id}. 10002 M.notFound, M.cancelled, and
 * M.scheduleLocked when check-ins exist and anything but the name, the description or a later end
 * date changes.
 */
export async function editTask(trx: Trx, caller: Caller, p: SignTaskEditParams, now = new Date()): Promise<{ id: number }> {
  const row = await repo.lockTask(trx, caller.schoolId, p.id);
  if (!row) throw badParams(M.notFound);
  await visibleTask(trx, caller, p.id);
  if (row.status === SignTaskStatus.CANCELLED) throw badParams(M.cancelled);
  const collegeId = await collegeOfTask(trx, caller, p);
  const next = formValues(p, collegeId);
  if ((await repo.countCheckins(trx, caller.schoolId, p.id)) > 0) {
    const listed = (await repo.listedStudents(trx, caller.schoolId, p.id)).map((s) => s.userId).sort((a, b) => a - b).join(',');
    const same = row.organizationId === next.organizationId && row.targetType === next.targetType && row.targetId === next.targetId
      && row.frequency === next.frequency && row.weekdays === next.weekdays && row.startDate === next.startDate
      && row.windowStart === next.windowStart && row.windowEnd === next.windowEnd && row.radiusM === next.radiusM
      && num(row.latitude) === next.latitude && num(row.longitude) === next.longitude && num(row.hours) === num(next.hours)
      && row.classifyId === next.classifyId && row.minCheckins === next.minCheckins
      && (p.targetType !== SignTarget.LIST || listed === [...new Set(p.studentIds)].sort((a, b) => a - b).join(','));
    if (!same || next.endDate < row.endDate) throw badParams(M.scheduleLocked);
  }
  await repo.updateTask(trx, caller.schoolId, p.id, { ...next, updatedAt: now });
  await repo.replaceStudents(trx, caller.schoolId, p.id, p.targetType === SignTarget.LIST ? [...new Set(p.studentIds)] : []);
  return { id: p.id };
}

/** POST /signTask/cancel {id, reason?} → {id}: the task takes no more check-ins (those made stay). 10002 M.notFound, M.cancelled. */
export async function cancelTask(trx: Trx, caller: Caller, p: SignTaskCancelParams, now = new Date()): Promise<{ id: number }> {
  const row = await repo.lockTask(trx, caller.schoolId, p.id);
  if (!row) throw badParams(M.notFound);
  await visibleTask(trx, caller, p.id);
  if (row.status === SignTaskStatus.CANCELLED) throw badParams(M.cancelled);
  await repo.updateTask(trx, caller.schoolId, p.id, { status: SignTaskStatus.CANCELLED, cancelReason: p.reason, updatedAt: now });
  return { id: p.id };
}

/** GET /signTask/list {current, size, name?, status?, organizationId?} → {list: SignTaskRow[], total}: the caller's scope, newest first. */
export async function listTasks(db: Db, caller: Caller, p: SignTaskListParams, now = new Date()): Promise<Page<SignTaskRow>> {
  const { rows, total } = await repo.findTasks(db, caller.schoolId, { name: p.name, status: p.status, organizationId: p.organizationId, staff: await staffFilter(db, caller) }, { limit: p.size, offset: pageOffset(p) });
  return { total, list: await Promise.all(rows.map((r) => toRow(db, r, now))) };
}

/** GET /signTask/detail {id} → SignTaskDetail. 10002 M.notFound (also outside the caller's scope). */
export async function taskDetail(db: Db, caller: Caller, id: number, now = new Date()): Promise<SignTaskDetail> {
  const t = await visibleTask(db, caller, id);
  const row = await toRow(db, t, now);
  const students = t.targetType === SignTarget.LIST ? await repo.listedStudents(db, caller.schoolId, id) : [];
  return {
    ...row, targetId: t.targetId, description: t.description, studentIds: students.map((s) => s.userId), students,
    latitude: num(t.latitude), longitude: num(t.longitude), radiusM: t.radiusM, hours: t.hours, classifyId: t.classifyId, minCheckins: t.minCheckins,
    cancelReason: t.cancelReason, locked: row.checkinCount > 0,
  };
}
