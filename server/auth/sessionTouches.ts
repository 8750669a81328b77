/**
 * Sliding idle expiry without a write per request (issue 17, "no per-request work that can be done
 * otherwise"): a session's last_seen_at moves at most once a minute (LAST_SEEN_RESOLUTION_MS), and
 * this node collects those moves and writes them together every `flushMs` in ONE statement, instead
 * of an UPDATE (a commit, and on PostgreSQL a WAL flush) inside the request. Under a rush of 5,000
 * students signed in earlier in the day, that was one write per request.
 *
 * What the delay costs: another node reading the session within `flushMs` sees the previous
 * last_seen_at — a session idle for its whole allowance minus less than `flushMs` could be refused
 * there; at 2 s against an idle allowance of 120 minutes this is negligible. A node that dies loses
 * at most `flushMs` of moves, which only brings an idle expiry forward by that much. close() flushes.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** How long a move waits for others to be written with it (ms). */
export const SESSION_TOUCH_FLUSH_MS = 2000;
/** A flush starts at once when this many sessions wait. */
const FLUSH_AT = 2000;

export class SessionTouches {
  /** session key 'school:id' → [schoolId, id, latest use]. */
  private pending = new Map<string, [number, number, Date]>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly flushMs = SESSION_TOUCH_FLUSH_MS,
    private readonly onError: (e: unknown) => void = () => undefined,
  ) {}

  /** Records that the session was used at `now`; written within flushMs. */
  touch(schoolId: number, id: number, now: Date): void {
    const key = `${schoolId}:${id}`;
    const seen = this.pending.get(key);
    if (!seen || seen[2].getTime() < now.getTime()) this.pending.set(key, [schoolId, id, now]);
    if (this.pending.size >= FLUSH_AT) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.flushMs);
      this.timer.unref?.();
    }
  }

  /** Sessions waiting to be written. */
  get size(): number {
    return this.pending.size;
  }

  /**
   * Writes every waiting move in one UPDATE (never moving last_seen_at backwards) and resolves when
   * it and any earlier flush are done. A failed write is reported to onError and dropped.
   */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = [...this.pending.values()];
    this.pending = new Map();
    if (!rows.length) return this.writing;
    // Three arrays, not a VALUES list: one statement text whatever the count (prepared once on
    // PostgreSQL, no plan of thousands of parameters). Built with Kysely, not raw SQL, so that the
    // auth cache sees an update of last_seen_at only, which makes no cached session stale (a raw
    // write to sessions would clear the whole cache at every flush).
    const moves = this.db.selectNoFrom([
      sql<number>`unnest(${rows.map(([schoolId]) => schoolId)}::int[])`.as('schoolId'),
      sql<number>`unnest(${rows.map(([, id]) => id)}::int[])`.as('id'),
      sql<Date>`unnest(${rows.map(([, , at]) => at.toISOString())}::timestamptz[])`.as('at'),
    ]);
    this.writing = this.writing.then(() =>
      this.db
        .updateTable('sessions as s')
        .from(moves.as('v'))
        .set((eb) => ({ lastSeenAt: eb.ref('v.at') }))
        .whereRef('s.schoolId', '=', 'v.schoolId')
        .whereRef('s.id', '=', 'v.id')
        .whereRef('s.lastSeenAt', '<', 'v.at')
        .execute()
        .then(() => undefined, this.onError),
    );
    return this.writing;
  }
}
