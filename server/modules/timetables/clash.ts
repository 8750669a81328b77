/**
 * Class-time clash detection (issue 20 "Timetables": when an activity, meeting or course section is
 * planned, warn about the participants whose classes clash and count them).
 *
 * A planned range [startTime, endTime) becomes one slot per China-time day it touches: that day's
 * term (terms never overlap), term week (week 1 holds the term's first day, Monday to Sunday),
 * weekday and minutes. A participant clashes when one of their entries of a slot's term and weekday
 * overlaps its minutes and meets in its week. Days outside every term have no classes.
 *
 * Participants (the first that applies): the given userIds (a meeting's attendees, a section's
 * students); the activity's enrolled students when it has any; else the students eligible to enrol —
 * the college's for a college-level activity (collegeId, or the activity's), the school's otherwise.
 * Other modules call clashCheck directly with their own participant set.
 */
import { CLASH_LIST_MAX, hhmm, termWeekOf, weekdayOfDay, type ClashResult } from '../../../common/timetables.js';
import { chinaDay, formatDateTime } from '../../../common/time.js';
import type { ClashParams } from '../../../common/schemas/timetables.js';
import type { Db } from '../../db/db.js';
import { badParams } from '../../protocol/errors.js';
import { activityEnrolment, countClashing, countParticipants, listClashing, termsOverlapping, type ClashSlot, type ParticipantSet } from './repository.js';

const DAY_MS = 86_400_000;
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** Minutes after midnight (China time) of an instant. */
const chinaMinutes = (d: Date) => {
  const hm = formatDateTime(d)!.slice(11, 16);
  return Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3, 5));
};

/** The slots of [start, end): one per day touched that lies in a term, with that day's minutes. */
export async function clashSlots(db: Db, schoolId: number, start: Date, end: Date): Promise<ClashSlot[]> {
  const first = chinaDay(start);
  // An end at exactly midnight touches the day before only.
  const last = chinaDay(new Date(end.getTime() - 1));
  const terms = await termsOverlapping(db, schoolId, first, last);
  const slots: ClashSlot[] = [];
  for (let day = first; day <= last; day = plusDays(day, 1)) {
    const term = terms.find((t) => t.startDate <= day && t.endDate >= day);
    if (!term) continue;
    const from = day === first ? chinaMinutes(start) : 0;
    const to = day === chinaDay(end) ? chinaMinutes(end) : 1440;
    if (to > from) slots.push({ termId: term.id, week: termWeekOf(term.startDate, day), weekday: weekdayOfDay(day), from, to, day });
  }
  return slots;
}

/** How many of the participants clash with [start, end), and the first CLASH_LIST_MAX of them by code. */
export async function clashCheck(db: Db, schoolId: number, start: Date, end: Date, participants: ParticipantSet): Promise<Omit<ClashResult, 'basis'>> {
  const [slots, total] = await Promise.all([clashSlots(db, schoolId, start, end), countParticipants(db, schoolId, participants)]);
  if (!slots.length || total === 0) return { participants: total, count: 0, list: [] };
  const [count, rows] = await Promise.all([countClashing(db, schoolId, slots, participants), listClashing(db, schoolId, slots, participants, CLASH_LIST_MAX)]);
  const list = rows.map((r) => ({
    ...r,
    classes: (r.classes ?? []).map((c) => ({ day: c.day, weekday: c.weekday, startTime: hhmm(c.startMinute), endTime: hhmm(c.endMinute), courseName: c.courseName, place: c.place })),
  }));
  return { participants: total, count, list };
}

/** The activity's level, college and enrolled count; 10002 '活动不存在' for another school's or nobody's. */
async function activityBasis(db: Db, schoolId: number, activityId: number) {
  const a = await activityEnrolment(db, schoolId, activityId);
  if (!a) throw badParams('活动不存在');
  return a;
}

/** POST /timetable/clash {startTime, endTime, userIds?, activityId?, collegeId?} → ClashResult (see the file comment). */
export async function clashFor(db: Db, schoolId: number, p: ClashParams): Promise<ClashResult> {
  let basis: ClashResult['basis'];
  let set: ParticipantSet;
  if (p.userIds) [basis, set] = ['users', { userIds: p.userIds }];
  else {
    const a = p.activityId !== undefined ? await activityBasis(db, schoolId, p.activityId) : null;
    if (a && a.enrolled > 0) [basis, set] = ['enrolled', { activityId: p.activityId! }];
    else {
      // 院级 (level 2) activities are open to their college's students only.
      const collegeId = p.collegeId ?? (a?.activityLevel === 2 ? a.collegeId : null) ?? null;
      [basis, set] = ['eligible', { collegeId }];
    }
  }
  return { basis, ...(await clashCheck(db, schoolId, p.startTime, p.endTime, set)) };
}
