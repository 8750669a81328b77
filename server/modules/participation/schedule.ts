/**
 * The activity lifecycle by time (issue 4; common/activityStatus.ts events fired by 'system'):
 * 4 → 5 at enrollStart (openEnrollment), 5 → 6 at enrollEnd (closeEnrollment, with the lottery
 * draw for enrollMode 2), 6 → 7 at startTime (start), 7 → 8 at endTime (end). The organiser or an
 * administrator may fire the same events by hand (POST /activity/transition, the buttons 开始报名 /
 * 截止报名 / 开始活动 / 结束活动); that moment is recorded as the actual time (actualEnrollStart,
 * actualEnrollEnd, actualStartTime, actualEndTime) and the planned windows stay as published
 * (issue 18 item 4: the student's history and the transcript show the planned times).
 *
 * `advanceActivities(db, now)` is what the activity timetable runs every minute (activityTimetable,
 * a pg-boss schedule run once across nodes) and what tests call with a fixed clock. Each activity
 * advances in its own transaction under its row lock (SKIP LOCKED: an activity busy elsewhere — an
 * enrollment, a hand-fired event — waits for the next run), so even two runs at once are safe.
 */
import type { Kysely } from 'kysely';
import type { ActivityActor, LifecycleEvent } from '../../../common/activityStatus.js';
import { ActivityStatus } from '../../../common/activityStatus.js';
import { EnrollMode } from '../../../common/activities.js';
import type { Database } from '../../db/types.js';
import { fireEvent, type ActivityRecord } from './activity.js';
import { drawActivityLottery } from './lottery.js';
import { inTransaction, type Trx } from '../../db/db.js';
import { findActivity } from '../activities/repositories/activities.js';
import { findDueActivities } from './repositories/activities.js';
import type { ScheduledTask } from '../../jobs/index.js';

const S = ActivityStatus;
/** For each status the scheduler moves: the event and the time it is due at. */
const DUE: Record<number, { event: LifecycleEvent; at: (a: ActivityRecord) => Date }> = {
  [S.AWAITING_ENROLLMENT]: { event: 'openEnrollment', at: (a) => a.enrollStart },
  [S.ENROLLING]: { event: 'closeEnrollment', at: (a) => a.enrollEnd },
  [S.AWAITING_START]: { event: 'start', at: (a) => a.startTime },
  [S.IN_PROGRESS]: { event: 'end', at: (a) => a.endTime },
};

/** The column recording when a person fired each event. */
const ACTUAL_COLUMN = {
  openEnrollment: 'actualEnrollStart',
  closeEnrollment: 'actualEnrollEnd',
  start: 'actualStartTime',
  end: 'actualEndTime',
} as const satisfies Record<LifecycleEvent, keyof ActivityRecord>;

/**
 * Fires a lifecycle event on the locked activity: the status via fireEvent (10002 when the table
 * refuses it), the lottery draw on closeEnrollment, and — when a person fires it — `now` recorded
 * as the event's actual time. The planned windows are never changed. Returns the new status.
 */
export async function applyLifecycleEvent(trx: Trx, a: ActivityRecord, event: LifecycleEvent, actor: ActivityActor, actorId: number | null, now: Date): Promise<number> {
  // The scheduler fires at the planned time: nothing to record beside it.
  const set: Partial<ActivityRecord> = actor === 'system' ? {} : { [ACTUAL_COLUMN[event]]: now };
  const status = await fireEvent(trx, a, event, { actor, actorId, now, set });
  Object.assign(a, set);
  if (event === 'closeEnrollment' && a.enrollMode === EnrollMode.LOTTERY) await drawActivityLottery(trx, a, actorId, now);
  return status;
}

export interface AdvanceResult {
  /** Events fired, by name. */
  fired: Record<LifecycleEvent, number>;
  /** Activities that failed (their transaction rolled back; tried again next tick). */
  failed: { id: number; error: string }[];
}

/**
 * Fires every due time event of every school's activities as of `now`, several in a row when an
 * activity is late (an activity approved after its enrollment window opens and closes at once).
 * At most `limit` activities per call (the oldest ids first); the rest follow on the next tick.
 */
export async function advanceActivities(db: Kysely<Database>, now: Date, limit = 500): Promise<AdvanceResult> {
  const due = await findDueActivities(db, now, limit);
  const result: AdvanceResult = { fired: { openEnrollment: 0, closeEnrollment: 0, start: 0, end: 0 }, failed: [] };
  for (const { id, schoolId } of due) {
    try {
      const events = await inTransaction(db, async (trx) => {
        const a = await findActivity(trx, schoolId, id, 'skipLocked');
        const fired: LifecycleEvent[] = [];
        for (let step = DUE[a?.status ?? 0]; a && step && step.at(a).getTime() <= now.getTime(); step = DUE[a.status]) {
          await applyLifecycleEvent(trx, a, step.event, 'system', null, now);
          fired.push(step.event);
        }
        return fired;
      });
      for (const e of events) result.fired[e]++;
    } catch (e) {
      result.failed.push({ id, error: e instanceof Error ? e.message : String(e) });
    }
  }
  return result;
}

/**
 * The activity timetable as a pg-boss schedule (issue 17): every node declares it, pg-boss's cron
 * pass files one job per minute across all nodes (its finest resolution: one job per 60-second
 * slot, so '* * * * *'), and one node runs advanceActivities for it. Events are therefore fired
 * within about a minute of their time (the setInterval it replaces ran every 30 s on every node).
 * Errors are logged, never thrown: an activity that failed is tried again at the next occurrence.
 */
export const activityTimetable: ScheduledTask = {
  queue: 'activity-timetable',
  cron: '* * * * *',
  async run(deps, log) {
    const r = await advanceActivities(deps.db, new Date());
    const n = Object.values(r.fired).reduce((s, x) => s + x, 0);
    if (n) log.info({ fired: r.fired }, 'activities advanced');
    for (const f of r.failed) log.error({ activityId: f.id, err: f.error }, 'activity could not be advanced');
  },
};
