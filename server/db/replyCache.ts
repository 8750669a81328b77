/**
 * Replies remembered per node (issue 17, "the request path close to the framework's floor"): a GET
 * route declared `memo` (server/protocol/define.ts) answers a repeated call — the same caller, the
 * same params — with the data it returned before, as long as no table its handler read has changed,
 * skipping the handler altogether (building and compiling its queries, mapping rows). What the
 * handler read is recorded by the query cache (queryCache.ts ReadRecording) as its statements run,
 * with the table versions they saw, so the entry goes stale exactly when one of its query-cache
 * entries would; a handler that ran any statement the query cache does not vouch for (a write, a
 * lock, time, a table without the trigger) is not remembered. Only routes whose data depends on
 * nothing but the caller, the params and the database may be declared `memo` (no clock, no files,
 * no configuration read per request). Values are kept and handed out as they are: keep only
 * immutable ones (the protocol layer keeps the data's JSON text, protocol/reply.ts RawJson).
 */
import { LRUCache } from 'lru-cache';
import { ReadRecording, type QueryCache } from './queryCache.js';

/** Entries kept per node. */
const MAX_REPLIES = 10_000;

interface Entry {
  value: unknown;
  tables: string[];
  versions: number[];
  epoch: number;
  guard: number;
}

export class ReplyCache {
  private readonly entries = new LRUCache<string, Entry>({ max: MAX_REPLIES });
  /** remember()'s work running now, by key, with the versions it started from: callers with the same key and versions share it. */
  private readonly flights = new Map<string, { versions: number[]; epoch: number; guard: number; value: Promise<unknown> }>();
  /** Figures for the benchmark and the tests. */
  readonly stats = { hits: 0, misses: 0, unkept: 0, shared: 0 };

  /**
   * @param guard a counter of what handlers read outside Kysely and the key does not name: the auth
   *   cache's generation (grants read from memory by hasPermission), bumped by every role, grant or
   *   session change; an entry is served only under the guard it was made under.
   */
  constructor(
    private readonly queries: QueryCache,
    private readonly guard: () => number = () => 0,
  ) {}

  /** The entry of `key` when nothing it was made from has changed since (counted as a hit). */
  private hit(key: string): Entry | undefined {
    const q = this.queries;
    const e = this.entries.get(key);
    if (!e || e.epoch !== q.currentEpoch || e.guard !== this.guard() || e.tables.some((t, i) => q.versionOf(t) !== e.versions[i])) return undefined;
    this.stats.hits++;
    return e;
  }

  /**
   * The data `work` returned for `key` while nothing it read has changed; else runs it (recording
   * what it reads) and keeps the result when every read was vouched for.
   */
  run<T>(key: string, work: () => Promise<T>, keepable: (value: T) => boolean = () => true): Promise<T> {
    const recording = new ReadRecording();
    return this.through(key, () => this.queries.record(recording, work), (value) => {
      if (!recording.clean || recording.read.size === 0 || !keepable(value)) return null;
      const tables = [...recording.read.keys()];
      return { tables, versions: tables.map((t) => recording.read.get(t)!) };
    });
  }

  /**
   * run() for work that says what it reads: the value `work` computes for `key` from `tables`
   * (watched tables, read through Kysely) and nothing else, kept while none of them changes. No
   * recording, so no async context: for a hot path whose reads are known (the rush's refusal,
   * participation/enroll.ts), where each miss must not switch the context on for every request.
   * Callers missing together share one run (a rush's wave of students asks at the same moment,
   * right after each seat statement has changed the tables).
   */
  remember<T>(key: string, tables: readonly string[], work: () => Promise<T>): Promise<T> {
    const q = this.queries;
    const e = q.serving ? this.hit(key) : undefined;
    if (e) return Promise.resolve(e.value as T);
    const versions = tables.map((t) => q.versionOf(t));
    const f = this.flights.get(key);
    if (f && q.serving && f.epoch === q.currentEpoch && f.guard === this.guard() && f.versions.every((v, i) => v === versions[i])) {
      this.stats.shared++;
      return f.value as Promise<T>;
    }
    // Versions before the reads: a write committed meanwhile leaves the entry stale, never wrong.
    const value = this.through(key, work, () => ({ tables: [...tables], versions }));
    if (!q.serving) return value;
    const flight = { versions, epoch: q.currentEpoch, guard: this.guard(), value };
    this.flights.set(key, flight);
    const land = () => void (this.flights.get(key) === flight && this.flights.delete(key));
    value.then(land, land);
    return value;
  }

  /**
   * What run and remember share: the entry of `key` when fresh, else `work` run and its value
   * kept with the tables and versions `made` gives (null: not kept), unless the epoch or the
   * guard moved meanwhile.
   */
  private async through<T>(key: string, work: () => Promise<T>, made: (value: T) => { tables: string[]; versions: number[] } | null): Promise<T> {
    const q = this.queries;
    if (!q.serving) return work();
    const e = this.hit(key);
    if (e) return e.value as T;
    this.stats.misses++;
    const epoch = q.currentEpoch;
    const guard = this.guard();
    const value = await work();
    const entry = q.serving && epoch === q.currentEpoch && guard === this.guard() ? made(value) : null;
    if (entry) this.entries.set(key, { value, ...entry, epoch, guard });
    else this.stats.unkept++;
    return value;
  }
}
