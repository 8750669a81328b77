/**
 * The per-node cache of query results (issue 17, "the request path close to the framework's floor"):
 * a Kysely driver wrapper that answers a repeated read from memory while no table it reads has
 * changed, and that takes a pooled connection and sends BEGIN only when a statement needs them.
 *
 * What is cached: a plain SELECT built with Kysely (no FOR UPDATE/SHARE, no data-modifying CTE, no
 * time, random, sequence or pg_* function, no function of our own schema), reading only tables that
 * carry the 'table_change' trigger (migration 20261126_016000), answering at most MAX_ROWS rows;
 * keyed by its SQL text and parameters. Each entry remembers the version of every table it read.
 *
 * Why it stays right:
 *  - every INSERT, UPDATE, DELETE or TRUNCATE on a watched table NOTIFYs 'table_change' with the
 *    table's name on commit (statement-level trigger, deduplicated per transaction by PostgreSQL);
 *    each node bumps that table's version when it hears it, so another node's write is seen within
 *    the notification's delay (milliseconds);
 *  - this node's own writes bump the versions of what they wrote after they commit, so a client
 *    reading after its own write never waits for the notification;
 *  - an entry is tagged with the versions read BEFORE its query ran: a write committed meanwhile
 *    bumps a version and the entry is never served;
 *  - while the LISTEN connection is down nothing is served or stored (a missed notification cannot
 *    be told apart from none), and reconnecting starts a new epoch that drops every entry;
 *  - inside a transaction the cache is used only until its first write: from then on the
 *    transaction reads its own uncommitted rows from the database.
 * A hit hands out a deep copy, so a caller mutating rows cannot change the cache.
 *
 * Deferred BEGIN (server/db/cachingDriver.ts): Kysely begins a transaction when `db.transaction()` starts; this driver sends BEGIN
 * just before the first statement that is not such a plain SELECT (under READ COMMITTED, a plain
 * SELECT before any write sees exactly what it would see inside the transaction). A transaction that
 * only read, or was refused before writing, then costs no BEGIN/ROLLBACK round trips, and a read
 * answered from the cache takes no pooled connection at all (PGlite's single connection included).
 * Transactions with an isolation level or access mode begin at once, as asked.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, type QueryResult } from 'kysely';
import { LRUCache } from 'lru-cache';
import rfdc from 'rfdc';
import type { CachingDriver } from './cachingDriver.js';
import type { Notifications } from './notify.js';
import { tablesRead } from './statements.js';

/** The channel of the 'table_change' triggers; the payload is the table's name. */
export const TABLE_CHANGE_CHANNEL = 'table_change';
/** Largest result kept, in rows: exports and imports read more and would only churn the cache. */
export const MAX_ROWS = 2000;
/** Bounds of the cache: entries, and rows over all entries. */
const MAX_ENTRIES = 20_000;
const MAX_CACHED_ROWS = 400_000;

export interface Analysis {
  /** The tables read, or null when the statement is never cached. */
  tables: string[] | null;
  /** A number for the statement's text, never reused: entries are keyed by it and the parameters. */
  id: number;
}

let nextAnalysisId = 0;

/**
 * Deep copy of result rows (Dates, arrays, JSON values, Buffers): rfdc, several times faster than
 * structuredClone on the flat rows a hit hands out (the rush's profile had structuredClone at 12%).
 */
const copyRows = rfdc() as <T>(rows: T) => T;

/**
 * The tables a piece of work read and their versions when it read them (replyCache.ts). It is
 * spoiled when the work ran a statement the cache cannot vouch for (a write, a lock, time…) or saw a
 * table at two versions.
 */
export class ReadRecording {
  readonly read = new Map<string, number>();
  clean = true;

  saw(tables: readonly string[], versions: readonly number[]): void {
    tables.forEach((t, i) => {
      const seen = this.read.get(t);
      if (seen !== undefined && seen !== versions[i]) this.clean = false;
      this.read.set(t, versions[i]);
    });
  }

  spoil(): void {
    this.clean = false;
  }
}

interface Entry {
  result: QueryResult<unknown>;
  tables: string[];
  versions: number[];
  epoch: number;
}

/**
 * The cache and the watch on table versions; one per database handle (openDatabase). Attach it to
 * the database's notifications (`attach`) to turn caching on; until then it only defers BEGIN.
 */
export class QueryCache {
  private readonly entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES, maxSize: MAX_CACHED_ROWS, sizeCalculation: (e) => e.result.rows.length + 1 });
  private readonly analyses = new Map<string, Analysis>();
  /** Misses whose query is running, by key: callers with the same key and versions share it. */
  private readonly flights = new Map<string, { versions: number[]; epoch: number; result: Promise<QueryResult<unknown>> }>();
  private readonly versions = new Map<string, number>();
  private watched = new Set<string>();
  /** Tables a write to a table can change through foreign-key actions (ON DELETE/UPDATE CASCADE, SET NULL/DEFAULT). */
  private cascades = new Map<string, string[]>();
  private ownFunctions = new Set<string>();
  private live = false;
  private epoch = 0;
  /** Apps attached (tests run several on one PGlite database): serving until the last detaches. */
  private attached = 0;
  /** The driver that serves through this cache (set when Kysely creates it). */
  driver: CachingDriver | null = null;
  private refreshing: Promise<void> | null = null;
  private schemaGen = 0;
  /** Figures for the benchmark and the tests. */
  readonly stats = { hits: 0, misses: 0, bypassed: 0, shared: 0 };
  /** What the current piece of work read (replyCache.ts), carried through its async context. */
  readonly recordings = new AsyncLocalStorage<ReadRecording>();
  /** Pieces of work recording now (record). */
  private recordingNow = 0;

  /**
   * Runs `work` with `recording` noting what its statements read (the driver reads it from the
   * async context). The context is switched off again whenever no work is recording: on Node 20
   * an AsyncLocalStorage in use hooks every promise the process makes, which cost a sixth of a
   * simple request under load (issue 17), so requests served from memory must not pay for it.
   */
  async record<T>(recording: ReadRecording, work: () => Promise<T>): Promise<T> {
    this.recordingNow++;
    try {
      return await this.recordings.run(recording, work);
    } finally {
      if (--this.recordingNow === 0) this.recordings.disable();
    }
  }

  /** The version of a table now (0 until its first change). */
  versionOf(table: string): number {
    return this.versions.get(table) ?? 0;
  }

  /** The current epoch: entries of an older one are never served. */
  get currentEpoch(): number {
    return this.epoch;
  }

  /** True while results are served and stored. */
  get serving(): boolean {
    return this.live;
  }

  /**
   * Runs `work` holding one of the database's real connections (PGlite: its only one), so that
   * statements sent past Kysely (pg-boss's adapter, server/jobs/boss.ts) never land inside a
   * transaction Kysely has open. Connections handed to Kysely take a real one only when they need it.
   */
  async exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (!this.driver) throw new Error('the query cache has no driver yet');
    await this.driver.init();
    const inner = this.driver.inner;
    const real = await inner.acquireConnection();
    try {
      return await work();
    } finally {
      await inner.releaseConnection(real);
    }
  }

  /** Bumps the version of each table (a write committed, here or on another node). */
  bump(tables: Iterable<string>): void {
    for (const t of tables) this.versions.set(t, (this.versions.get(t) ?? 0) + 1);
  }

  /**
   * Bumps what this node's own committed write changed: the tables written and those their
   * foreign-key actions reach (their own notifications come too, but a little later).
   */
  bumpWritten(tables: Iterable<string>): void {
    const all = new Set<string>();
    const visit = (t: string) => {
      if (all.has(t)) return;
      all.add(t);
      for (const child of this.cascades.get(t) ?? []) visit(child);
    };
    for (const t of tables) visit(t);
    this.bump(all);
  }

  /** Drops everything (notifications lost or back). */
  clear(): void {
    this.epoch++;
    this.entries.clear();
  }

  /**
   * Reads which tables carry the trigger and which functions our schema defines, then listens.
   * Returns the function that detaches (stops caching).
   */
  async attach(notifications: Notifications): Promise<() => void> {
    await this.refreshCatalogue();
    const unlisten = await notifications.listen(
      TABLE_CHANGE_CHANNEL,
      (table) => this.bump([table]),
      (live) => {
        this.clear();
        this.live = live;
      },
    );
    this.clear();
    this.live = notifications.live;
    this.attached++;
    return () => {
      if (--this.attached === 0) this.live = false;
      this.clear();
      unlisten();
    };
  }

  /** Re-reads the watched tables and our functions from the catalogue (at attach, after DDL). */
  async refreshCatalogue(): Promise<void> {
    if (!this.driver) throw new Error('the query cache has no driver yet');
    await this.driver.init();
    const inner = this.driver.inner;
    const c = await inner.acquireConnection();
    try {
      const { rows: tables } = await c.executeQuery<{ name: string }>(CompiledQuery.raw(
        `select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and t.tgname = 'table_change'`,
      ));
      const { rows: functions } = await c.executeQuery<{ name: string }>(CompiledQuery.raw(
        `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`,
      ));
      const { rows: actions } = await c.executeQuery<{ parent: string; child: string }>(CompiledQuery.raw(
        `select p.relname as parent, ch.relname as child from pg_constraint k join pg_class p on p.oid = k.confrelid join pg_class ch on ch.oid = k.conrelid
          where k.contype = 'f' and (k.confdeltype in ('c', 'n', 'd') or k.confupdtype in ('c', 'n', 'd'))`,
      ));
      this.watched = new Set(tables.map((r) => r.name));
      this.ownFunctions = new Set(functions.map((r) => r.name.toLowerCase()));
      this.cascades = new Map();
      for (const a of actions) this.cascades.set(a.parent, [...(this.cascades.get(a.parent) ?? []), a.child]);
    } finally {
      await inner.releaseConnection(c);
    }
    this.analyses.clear();
    this.clear();
  }

  /**
   * After a statement that may change the schema or write past what can be parsed (DDL, DO blocks,
   * COPY…): drops every entry and analysis, and serves nothing until the catalogue is read again.
   */
  schemaChanged(): void {
    this.schemaGen++;
    this.watched = new Set();
    this.analyses.clear();
    this.clear();
    // Not attached: nothing is served, and attach reads the catalogue.
    if (this.attached === 0) return;
    this.refreshing ??= (async () => {
      // Again while another change came in during the read.
      for (let gen = -1; gen !== this.schemaGen; ) {
        gen = this.schemaGen;
        await this.refreshCatalogue().catch(() => undefined);
      }
    })().finally(() => (this.refreshing = null));
  }

  /** What a compiled statement reads, if it may be cached (memoised by its text). */
  analyse(q: CompiledQuery): Analysis {
    let a = this.analyses.get(q.sql);
    if (!a) {
      a = { tables: tablesRead(q, this.watched, this.ownFunctions), id: nextAnalysisId++ };
      if (this.analyses.size > 10_000) this.analyses.clear();
      this.analyses.set(q.sql, a);
    }
    return a;
  }

  /** The cached result of `q`, or undefined. */
  get(key: string): QueryResult<unknown> | undefined {
    if (!this.live) return undefined;
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.epoch !== this.epoch || e.tables.some((t, i) => (this.versions.get(t) ?? 0) !== e.versions[i])) {
      this.entries.delete(key);
      return undefined;
    }
    return { ...e.result, rows: copyRows(e.result.rows) };
  }

  /** The table versions to tag a result with, read before its query runs. */
  snapshot(tables: string[]): { versions: number[]; epoch: number } {
    return { versions: tables.map((t) => this.versions.get(t) ?? 0), epoch: this.epoch };
  }

  /**
   * A running query of `key` read under the same versions as `snap`, or undefined: a caller may
   * wait for it instead of sending the same statement again (single flight). Its result is what an
   * entry tagged `snap` would serve, so it is right for the same reason: a write committed since
   * the query began bumped a version, and `snap` then no longer matches.
   */
  flight(key: string, snap: { versions: number[]; epoch: number }): Promise<QueryResult<unknown>> | undefined {
    if (!this.live) return undefined;
    const f = this.flights.get(key);
    if (!f || f.epoch !== snap.epoch || f.versions.some((v, i) => v !== snap.versions[i])) return undefined;
    return f.result.then((r) => ({ ...r, rows: copyRows(r.rows) }));
  }

  /** Records the running query of a miss until it settles (see flight). */
  fly(key: string, snap: { versions: number[]; epoch: number }, result: Promise<QueryResult<unknown>>): void {
    if (!this.live) return;
    const f = { ...snap, result };
    this.flights.set(key, f);
    const land = () => {
      if (this.flights.get(key) === f) this.flights.delete(key);
    };
    result.then(land, land);
  }

  /** Keeps a result read under `snap` (a copy: the caller's rows stay the caller's). */
  set(key: string, tables: string[], snap: { versions: number[]; epoch: number }, result: QueryResult<unknown>): void {
    if (!this.live || snap.epoch !== this.epoch || result.rows.length > MAX_ROWS) return;
    this.entries.set(key, { result: { ...result, rows: copyRows(result.rows) }, tables, versions: snap.versions, epoch: snap.epoch });
  }
}

