/**
 * A student's check-ins (issue 21 "Journals and sign tasks"; the student module 1021 签到打卡):
 * today's tasks, the check-in itself and the history with the streak. A check-in is refused
 * outside the period, on a day that is not a check-in day, outside the daily window (China time)
 * and, for a task with a location window, without a position or farther than the radius (the
 * distance of the activity sign-in, participation/geo.ts). One row per student and occurrence: the
 * unique key makes a second tap — even a concurrent one — '今天已签到'. The check-in that reaches
 * the task's minimum grants its hours once (hours/ledger.ts grantHours, LedgerSource.SIGN_TASK).
 */
import { LedgerSource } from '../../../common/ledger.js';
import type { SignCheckinParams } from '../../../common/schemas/signTasks.js';
import {
  SIGN_TASK_MESSAGES as M, SignFrequency, chinaClock, isSignDay, occurrenceOf, signPhase, streakOf,
  type MySignTask, type MySignTaskDetail, type SignCheckinResult,
} from '../../../common/signTasks.js';
import { chinaDay, formatDateTime } from '../../../common/time.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { grantHours } from '../hours/ledger.js';
import { distanceMetres } from '../participation/geo.js';
import { termOf } from '../terms/service.js';
import { scheduleOf } from './manage.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

async function toMine(db: Db, caller: Caller, t: repo.TaskRaw, now: Date): Promise<MySignTask & { checked: Set<string> }> {
  const today = chinaDay(now);
  const s = scheduleOf(t);
  const rows = await repo.checkinsOf(db, caller.schoolId, t.id, caller.userId);
  const checked = new Set(rows.map((r) => r.occurrence));
  return {
    id: t.id, name: t.name, description: t.description, organizationName: t.organizationName, frequency: t.frequency, weekdays: s.weekdays,
    startDate: t.startDate, endDate: t.endDate, windowStart: t.windowStart, windowEnd: t.windowEnd, phase: signPhase(t, today),
    dueToday: isSignDay(s, today), doneToday: checked.has(occurrenceOf(s, today)), needsLocation: t.radiusM !== null, radiusM: t.radiusM,
    checkins: rows.length, streak: streakOf(s, checked, today), minCheckins: t.minCheckins, hours: t.hours, checked,
  };
}

const strip = ({ checked: _checked, ...rest }: MySignTask & { checked: Set<string> }): MySignTask => rest;

/** GET /signTask/my/list → MySignTask[]: the student's tasks not cancelled — those due today first, then by end date. */
export async function myTasks(db: Db, caller: Caller, now = new Date()): Promise<MySignTask[]> {
  const tasks = await repo.tasksOfStudent(db, caller.schoolId, caller.userId);
  const mine = await Promise.all(tasks.map(async (t) => strip(await toMine(db, caller, t, now))));
  const rank = (m: MySignTask) => (m.phase === 'open' && m.dueToday ? 0 : m.phase === 'open' ? 1 : m.phase === 'upcoming' ? 2 : 3);
  return mine.sort((a, b) => rank(a) - rank(b));
}

/** The task if the student takes part; 10002 M.notFound, 10003 M.notParticipant. */
async function taskOfStudent(db: Db, caller: Caller, id: number) {
  const t = await repo.findTask(db, caller.schoolId, id);
  if (!t) throw badParams(M.notFound);
  if (!(await repo.isParticipant(db, caller.schoolId, t, caller.userId))) throw noPermission(M.notParticipant);
  return t;
}

/** GET /signTask/my/detail {id} → MySignTaskDetail: the task and the student's check-ins, newest first. */
export async function myTask(db: Db, caller: Caller, id: number, now = new Date()): Promise<MySignTaskDetail> {
  const t = await taskOfStudent(db, caller, id);
  const rows = await repo.checkinsOf(db, caller.schoolId, id, caller.userId);
  return { ...strip(await toMine(db, caller, t, now)), history: rows.reverse().map((r) => ({ day: r.occurrence, checkinTime: formatDateTime(r.checkedAt) })) };
}

/**
 * POST /signTask/checkin {id, latitude?, longitude?} → SignCheckinResult. 10002 M.cancelled,
 * M.notStarted, M.ended, M.notToday, M.outsideWindow, M.position, M.outside (naming the distance),
 * M.already / M.alreadyOnce (a concurrent second tap too); 10003 M.notParticipant.
 */
export async function checkIn(trx: Trx, caller: Caller, p: SignCheckinParams, now = new Date()): Promise<SignCheckinResult> {
  const t = await taskOfStudent(trx, caller, p.id);
  const s = scheduleOf(t);
  const today = chinaDay(now);
  const phase = signPhase(t, today);
  if (phase === 'cancelled') throw badParams(M.cancelled);
  if (phase === 'upcoming') throw badParams(M.notStarted);
  if (phase === 'ended') throw badParams(M.ended);
  if (!isSignDay(s, today)) throw badParams(M.notToday);
  const clock = chinaClock(now);
  if (clock < t.windowStart || clock > t.windowEnd) throw badParams(M.outsideWindow(t.windowStart, t.windowEnd));
  let distance: number | null = null;
  if (t.radiusM !== null && t.latitude !== null && t.longitude !== null) {
    if (p.latitude === undefined || p.longitude === undefined) throw badParams(M.position);
    distance = Math.round(distanceMetres(Number(t.latitude), Number(t.longitude), p.latitude, p.longitude));
    if (distance > t.radiusM) throw badParams(M.outside(distance, t.radiusM));
  }
  const occurrence = occurrenceOf(s, today);
  const inserted = await repo.insertCheckin(trx, {
    schoolId: caller.schoolId, taskId: t.id, userId: caller.userId, occurrence, checkedAt: now,
    latitude: p.latitude ?? null, longitude: p.longitude ?? null, distanceM: distance,
  });
  if (!inserted) throw badParams(t.frequency === SignFrequency.ONCE ? M.alreadyOnce : M.already);
  const rows = await repo.checkinsOf(trx, caller.schoolId, t.id, caller.userId);
  let hoursGranted: string | null = null;
  // The check-in that reaches the minimum grants the hours; grantHours writes at most one row per (task, student).
  if (t.hours !== null && Number(t.hours) > 0 && t.classifyId !== null && t.minCheckins !== null && rows.length >= t.minCheckins) {
    const term = await termOf(trx, caller.schoolId, today, now);
    const r = await grantHours(trx, {
      schoolId: caller.schoolId, issuedBy: null, sourceType: LedgerSource.SIGN_TASK, relationId: t.id, classifyId: t.classifyId, termId: term?.id ?? null,
      reason: `签到任务「${t.name}」完成${t.minCheckins}次签到`, grants: [{ userId: caller.userId, hours: t.hours }], issuedAt: now,
    });
    if (r.granted > 0) hoursGranted = t.hours;
  }
  const checked = new Set(rows.map((r) => r.occurrence));
  return { day: occurrence, checkinTime: formatDateTime(now), checkins: rows.length, streak: streakOf(s, checked, today), hoursGranted };
}
