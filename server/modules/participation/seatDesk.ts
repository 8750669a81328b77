/**
 * The seat desk (issue 17, the enrollment rush): students enrolling in the same activity at the
 * same moment are served together. Requests that reach enrolling within one turn of the event loop
 * share ONE read of what enrolling decides on (findEnrollTargets) and ONE seat statement
 * (takeFreeSeats) per activity, instead of two round trips each: in the benchmark's rush the first
 * 500 students' 1,000 statements, each waiting on the last one's row lock, become a few dozen.
 *
 * Only on the database itself: a transaction's connection must not carry other requests'
 * statements, so `seatDeskOf(trx)` answers each caller alone, through the same statements.
 */
import DataLoader from 'dataloader';
import type { Db } from '../../db/db.js';
import { findEnrollTargets, type EnrollCaller } from './repositories/activities.js';
import { takeFreeSeats } from './repositories/enrollments.js';

/** What enrolling decides on for one caller (findEnrollTargets' row), undefined when the activity is not the school's. */
export type EnrollTarget = Awaited<ReturnType<typeof findEnrollTargets>>[number];

/**
 * A caller's seat: 'enrolled'; 'noSeat': nothing written (full, or the caller's time outside the
 * window); 'taken': nothing written, another enrollment of the caller stood in the way.
 */
export type SeatOutcome = 'enrolled' | 'noSeat' | 'taken';

interface Ask extends EnrollCaller {
  schoolId: number;
  activityId: number;
}

/** Largest batch: one statement's arrays (a rush's first wave is about as many as the client's connections). */
const BATCH = 1000;

export interface SeatDesk {
  /** What enrolling decides on for the caller. */
  target(schoolId: number, activityId: number, caller: EnrollCaller): Promise<EnrollTarget | undefined>;
  /** A first-come seat for the caller, who has passed every check on their target. */
  seat(schoolId: number, activityId: number, caller: EnrollCaller): Promise<SeatOutcome>;
}

const desks = new WeakMap<object, SeatDesk>();

/** The node's desk on `db` (one per database handle); on a transaction, a desk that serves each caller alone. */
export function seatDeskOf(db: Db): SeatDesk {
  if (db.isTransaction) return { target: (s, a, c) => targetsFor(db, s, a, [c]).then(([t]) => t), seat: (s, a, c) => seatsFor(db, s, a, [c]).then(([o]) => o) };
  let desk = desks.get(db);
  if (!desk) desks.set(db, (desk = batchingDesk(db)));
  return desk;
}

function batchingDesk(db: Db): SeatDesk {
  const targets = perActivity(db, targetsFor);
  const seats = perActivity(db, seatsFor);
  return {
    target: (schoolId, activityId, c) => targets.load({ schoolId, activityId, userId: c.userId, at: c.at }),
    seat: (schoolId, activityId, c) => seats.load({ schoolId, activityId, userId: c.userId, at: c.at }),
  };
}

/** A loader whose batch is answered by `work` once per activity in it, in the order of the callers. */
function perActivity<V>(db: Db, work: (db: Db, schoolId: number, activityId: number, callers: EnrollCaller[]) => Promise<V[]>) {
  return new DataLoader<Ask, V>(
    async (asks) => {
      const groups = new Map<string, number[]>();
      asks.forEach((a, i) => {
        const key = `${a.schoolId}|${a.activityId}`;
        const group = groups.get(key);
        if (group) group.push(i);
        else groups.set(key, [i]);
      });
      const answers: (V | Error)[] = new Array(asks.length);
      await Promise.all(
        [...groups.values()].map(async (group) => {
          const first = asks[group[0]];
          try {
            const values = await work(db, first.schoolId, first.activityId, group.map((i) => asks[i]));
            group.forEach((i, k) => (answers[i] = values[k]));
          } catch (e) {
            for (const i of group) answers[i] = e instanceof Error ? e : new Error(String(e));
          }
        }),
      );
      return answers;
    },
    // One turn of the event loop, as the session reads (server/auth/sessions.ts).
    { cache: false, maxBatchSize: BATCH, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );
}

async function targetsFor(db: Db, schoolId: number, activityId: number, callers: EnrollCaller[]): Promise<(EnrollTarget | undefined)[]> {
  const rows = await findEnrollTargets(db, schoolId, activityId, callers);
  const byUser = new Map(rows.map((r) => [r.callerId, r]));
  return callers.map((c) => byUser.get(c.userId));
}

/**
 * Seats for the callers, first come first served in their order. A user asking twice at once is
 * answered once: a later ask is told 'taken' when the first got the seat, else the same. When a
 * picked caller had an enrollment in the way (so a seat the statement could have given stayed
 * free), the callers left without one are tried again.
 */
async function seatsFor(db: Db, schoolId: number, activityId: number, callers: EnrollCaller[]): Promise<SeatOutcome[]> {
  const outcome = new Map<number, SeatOutcome>();
  const firsts = new Map<number, EnrollCaller>();
  for (const c of callers) if (!firsts.has(c.userId)) firsts.set(c.userId, c);
  let waiting = [...firsts.values()];
  while (waiting.length) {
    // The statement's own time (updated_at): the latest of the batch.
    const now = new Date(Math.max(...waiting.map((c) => c.at.getTime())));
    const r = await takeFreeSeats(db, schoolId, activityId, waiting, now);
    for (const u of r.picked) outcome.set(u, r.enrolled.has(u) ? 'enrolled' : 'taken');
    const left = waiting.filter((c) => !r.picked.has(c.userId));
    const seatsLeft = r.free !== null && r.free > r.enrolled.size;
    if (!seatsLeft || r.picked.size === r.enrolled.size) {
      for (const c of left) outcome.set(c.userId, 'noSeat');
      break;
    }
    waiting = left;
  }
  return callers.map((c) => {
    const o = outcome.get(c.userId)!;
    return firsts.get(c.userId) === c || o !== 'enrolled' ? o : 'taken';
  });
}
