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
 * A hit hands out a structured clone, so a caller mutating rows cannot change the cache.
 *
 * Deferred BEGIN: Kysely begins a transaction when `db.transaction()` starts; this driver sends BEGIN
 * just before the first statement that is not such a plain SELECT (under READ COMMITTED, a plain
 * SELECT before any write sees exactly what it would see inside the transaction). A transaction that
 * only read, or was refused before writing, then costs no BEGIN/ROLLBACK round trips, and a read
 * answered from the cache takes no pooled connection at all (PGlite's single connection included).
 * Transactions with an isolation level or access mode begin at once, as asked.
 */
import {
  AliasNode,
  CommonTableExpressionNameNode,
  FromNode,
  JoinNode,
  RawNode,
  SelectQueryNode,
  TableNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type OperationNode,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Notifications } from './notify.js';

/** The channel of the 'table_change' triggers; the payload is the table's name. */
export const TABLE_CHANGE_CHANNEL = 'table_change';
/** Largest result kept, in rows: exports and imports read more and would only churn the cache. */
export const MAX_ROWS = 2000;
/** Bounds of the cache: entries, and rows over all entries. */
const MAX_ENTRIES = 20_000;
const MAX_CACHED_ROWS = 400_000;

/** Functions whose answer changes with time, session or call, and the pg_ / txid_ families. */
const VOLATILE_CALL = /^(?:now|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday|random|setseed|nextval|currval|lastval|setval|gen_random_uuid|uuid_generate_\w+|set_config|current_setting|age|pg_\w+|txid_\w+|to_regclass)$/i;
const VOLATILE_WORD = /\b(?:current_timestamp|current_date|current_time|localtime|localtimestamp|current_user|session_user)\b/i;
const LOCKING = /\bfor\s+(?:no\s+key\s+)?(?:update|share|key\s+share)\b/i;
const WRITING = /\b(?:insert\s+into|update\s+"?[a-z_][a-z0-9_]*"?(?:\s+as\s+"?\w+"?)?\s+set|delete\s+from|truncate)\b/i;
const CALL = /("?)([a-z_][a-z0-9_]*)\1\s*\(/gi;
/** FROM/JOIN targets inside raw SQL fragments: a name, maybe schema-qualified, maybe a call. */
/** Names a raw fragment gives its own CTEs (`with recursive up(id, …) as (`), which are not tables. */
const RAW_CTE = /\b(?:with(?:\s+recursive)?|,)\s+"?([a-z_][a-z0-9_]*)"?\s*(?:\([^()]*\))?\s+as\s*(?:not\s+)?(?:materialized\s*)?\(/gi;
const RAW_FROM = /\b(?:from|join)\s+("?[a-z_][a-z0-9_]*"?(?:\s*\.\s*"?[a-z_][a-z0-9_]*"?)?)(\s*\()?/gi;

interface Analysis {
  /** The tables read, or null when the statement is never cached. */
  tables: string[] | null;
  /** A number for the statement's text, never reused: entries are keyed by it and the parameters. */
  id: number;
}

let nextAnalysisId = 0;

interface Entry {
  result: QueryResult<unknown>;
  tables: string[];
  versions: number[];
  epoch: number;
}

const unquote = (s: string) => s.replace(/"/g, '').replace(/\s+/g, '');

/**
 * The cache and the watch on table versions; one per database handle (openDatabase). Attach it to
 * the database's notifications (`attach`) to turn caching on; until then it only defers BEGIN.
 */
export class QueryCache {
  private readonly entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES, maxSize: MAX_CACHED_ROWS, sizeCalculation: (e) => e.result.rows.length + 1 });
  private readonly analyses = new Map<string, Analysis>();
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
  readonly stats = { hits: 0, misses: 0, bypassed: 0 };

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
      const { rows: tables } = await c.executeQuery<{ name: string }>(rawQuery(
        `select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and t.tgname = 'table_change'`,
      ));
      const { rows: functions } = await c.executeQuery<{ name: string }>(rawQuery(
        `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`,
      ));
      const { rows: actions } = await c.executeQuery<{ parent: string; child: string }>(rawQuery(
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
      a = { tables: this.tablesOf(q), id: nextAnalysisId++ };
      if (this.analyses.size > 10_000) this.analyses.clear();
      this.analyses.set(q.sql, a);
    }
    return a;
  }

  /** A plain SELECT (see the file comment): the tables it reads; else null. */
  private tablesOf(q: CompiledQuery): string[] | null {
    if (!SelectQueryNode.is(q.query)) return null;
    const sql = q.sql;
    if (LOCKING.test(sql) || WRITING.test(sql) || VOLATILE_WORD.test(sql)) return null;
    for (const m of sql.matchAll(CALL)) {
      const name = m[2].toLowerCase();
      if (VOLATILE_CALL.test(name) || this.ownFunctions.has(name)) return null;
    }
    const tables = new Set<string>();
    const ctes = new Set<string>();
    let ok = true;
    // Tables are read where FROM and JOIN name them (a TableNode elsewhere is a column's qualifier).
    const source = (n: OperationNode) => {
      const t = AliasNode.is(n) ? n.node : n;
      if (!TableNode.is(t)) return;
      const schema = t.table.schema?.name;
      if (schema && schema !== 'public') ok = false;
      tables.add(t.table.identifier.name);
    };
    walk(q.query, (node) => {
      if (FromNode.is(node)) node.froms.forEach(source);
      else if (JoinNode.is(node)) source(node.table);
      else if (CommonTableExpressionNameNode.is(node)) {
        ctes.add(node.table.table.identifier.name);
      } else if (RawNode.is(node)) {
        const text = node.sqlFragments.join(' ');
        for (const m of text.matchAll(RAW_CTE)) ctes.add(m[1].toLowerCase());
        for (const m of text.matchAll(RAW_FROM)) {
          const name = unquote(m[1]).toLowerCase();
          if (m[2]) {
            if (this.ownFunctions.has(name)) ok = false;
          } else if (name.includes('.')) ok = false;
          else tables.add(name);
        }
      }
    });
    for (const c of ctes) tables.delete(c);
    if (!ok || tables.size === 0) return null;
    for (const t of tables) if (!this.watched.has(t)) return null;
    return [...tables].sort();
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
    return { ...e.result, rows: structuredClone(e.result.rows) };
  }

  /** The table versions to tag a result with, read before its query runs. */
  snapshot(tables: string[]): { versions: number[]; epoch: number } {
    return { versions: tables.map((t) => this.versions.get(t) ?? 0), epoch: this.epoch };
  }

  /** Keeps a result read under `snap` (a copy: the caller's rows stay the caller's). */
  set(key: string, tables: string[], snap: { versions: number[]; epoch: number }, result: QueryResult<unknown>): void {
    if (!this.live || snap.epoch !== this.epoch || result.rows.length > MAX_ROWS) return;
    this.entries.set(key, { result: { ...result, rows: structuredClone(result.rows) }, tables, versions: snap.versions, epoch: snap.epoch });
  }
}

const rawQuery = (sql: string): CompiledQuery => ({ sql, parameters: [], query: RawNode.createWithSql(sql), queryId: { queryId: 'catalogue' } }) as CompiledQuery;

/** Calls `visit` on every operation node under `node`. */
function walk(node: unknown, visit: (n: OperationNode) => void): void {
  if (Array.isArray(node)) {
    for (const n of node) walk(n, visit);
    return;
  }
  if (!node || typeof node !== 'object') return;
  if ('kind' in node) visit(node as OperationNode);
  for (const v of Object.values(node)) if (v && typeof v === 'object') walk(v, visit);
}

/** Tables a writing statement touches, from its text (a data-modifying CTE included). */
const WRITE_TARGET = /\b(?:update|insert\s+into|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;
/** Statements whose effect on tables WRITE_TARGET tells (or that have none); any other clears all. */
const PARSED_STATEMENT = /^\s*(?:select|with|insert|update|delete|begin|start\s+transaction|commit|rollback|savepoint|release|set|show|listen|unlisten|notify|explain|lock)\b/i;

/** What a statement that is not a cached read changes: some tables, or possibly anything ('all'). */
function effectOf(q: CompiledQuery): string[] | 'all' {
  if (!PARSED_STATEMENT.test(q.sql)) return 'all';
  return [...q.sql.matchAll(WRITE_TARGET)].map((m) => m[1].toLowerCase());
}

/** The entry key: the statement's analysis id and its parameters (a short string to hash). */
function cacheKey(a: Analysis, q: CompiledQuery): string | null {
  if (!q.parameters.length) return `${a.id}`;
  try {
    return `${a.id}:${JSON.stringify(q.parameters)}`;
  } catch {
    return null; // a parameter JSON cannot write (a bigint): not cached
  }
}

/**
 * One logical connection handed to Kysely: takes a real one from the wrapped driver on its first
 * statement that needs the database, and sends a deferred BEGIN before its first non-plain read.
 */
class LazyConnection implements DatabaseConnection {
  real: DatabaseConnection | null = null;
  private acquiring: Promise<DatabaseConnection> | null = null;
  /** Inside db.transaction(): the settings to begin with, until BEGIN is sent. */
  pendingBegin: TransactionSettings | null = null;
  inTransaction = false;
  /** Tables this transaction wrote: their versions are bumped at commit. */
  readonly written = new Set<string>();
  /** The transaction ran a statement whose effect is unknown (DDL…): everything is dropped at commit. */
  changedSchema = false;
  /** Statements still running (a Promise.all cut short by a failure can outlive the release). */
  private running = 0;
  /** Released by Kysely: back to the driver's free list once nothing runs on it. */
  released = false;

  constructor(private readonly driver: CachingDriver) {}

  reset(): void {
    this.released = false;
    this.real = null;
    this.acquiring = null;
    this.pendingBegin = null;
    this.inTransaction = false;
    this.written.clear();
    this.changedSchema = false;
  }

  async connection(): Promise<DatabaseConnection> {
    if (this.real) return this.real;
    // A statement started after Kysely released this connection (its transaction is over) must not
    // take a database connection that nobody would give back.
    if (this.released) throw new Error('a statement ran on a released connection');
    this.acquiring ??= this.driver.inner.acquireConnection();
    this.real = await this.acquiring;
    return this.real;
  }

  /** The real connection with the transaction begun, if one is pending. */
  async begun(): Promise<DatabaseConnection> {
    const c = await this.connection();
    if (this.pendingBegin) {
      const settings = this.pendingBegin;
      this.pendingBegin = null;
      await this.driver.inner.beginTransaction(c, settings);
    }
    return c;
  }

  /** True while reads see only committed data: outside a transaction, or before its BEGIN. */
  private get readsCommitted(): boolean {
    return !this.inTransaction || this.pendingBegin !== null;
  }

  async executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    this.running++;
    try {
      return await this.execute<R>(q);
    } finally {
      if (--this.running === 0 && this.released) this.driver.recycle(this);
    }
  }

  /** True when nothing runs on it (it may be handed out again). */
  get idle(): boolean {
    return this.running === 0;
  }

  private async execute<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    const cache = this.driver.cache;
    const analysis = this.readsCommitted ? cache.analyse(q) : null;
    const tables = analysis?.tables ?? null;
    if (!tables) {
      cache.stats.bypassed++;
      const c = await this.begun();
      const result = await c.executeQuery<R>(q);
      const effect = effectOf(q);
      if (effect === 'all') {
        if (this.inTransaction) this.changedSchema = true;
        else cache.schemaChanged();
      } else if (effect.length) {
        if (this.inTransaction) for (const t of effect) this.written.add(t);
        else cache.bumpWritten(effect);
      }
      return result;
    }
    const key = cacheKey(analysis!, q);
    if (key === null) return (await this.connection()).executeQuery<R>(q);
    const hit = cache.get(key);
    if (hit) {
      cache.stats.hits++;
      return hit as QueryResult<R>;
    }
    cache.stats.misses++;
    const snap = cache.snapshot(tables);
    const result = await (await this.connection()).executeQuery<R>(q);
    cache.set(key, tables, snap, result);
    return result;
  }

  async *streamQuery<R>(q: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    yield* (await this.begun()).streamQuery<R>(q, chunkSize);
  }
}

/** Kysely's driver around another (see the file comment). */
export class CachingDriver implements Driver {
  private readonly free: LazyConnection[] = [];

  constructor(
    readonly inner: Driver,
    readonly cache: QueryCache,
  ) {
    cache.driver = this;
  }

  private initialized: Promise<void> | null = null;

  /** Initialises the wrapped driver once, whether Kysely or the cache (attach, exclusive) asks first. */
  init(): Promise<void> {
    this.initialized ??= this.inner.init();
    return this.initialized;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    // Reused objects: Kysely remembers every connection object it has seen.
    return this.free.pop() ?? new LazyConnection(this);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const c = connection as LazyConnection;
    c.inTransaction = true;
    c.pendingBegin = settings;
    if (settings.isolationLevel || settings.accessMode) await c.begun();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as LazyConnection;
    if (c.pendingBegin === null && c.real) await this.inner.commitTransaction(c.real);
    this.cache.bumpWritten(c.written);
    if (c.changedSchema) this.cache.schemaChanged();
    this.endTransaction(c);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as LazyConnection;
    try {
      if (c.pendingBegin === null && c.real) await this.inner.rollbackTransaction(c.real);
    } finally {
      this.endTransaction(c);
    }
  }

  private endTransaction(c: LazyConnection): void {
    c.inTransaction = false;
    c.pendingBegin = null;
    c.written.clear();
    c.changedSchema = false;
  }

  async savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    const real = await (connection as LazyConnection).begun();
    await this.inner.savepoint!(real, name, compileQuery);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    const real = await (connection as LazyConnection).begun();
    await this.inner.rollbackToSavepoint!(real, name, compileQuery);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    const real = await (connection as LazyConnection).begun();
    await this.inner.releaseSavepoint!(real, name, compileQuery);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const c = connection as LazyConnection;
    const real = c.real;
    c.released = true;
    if (c.idle) this.recycle(c);
    if (real) await this.inner.releaseConnection(real);
  }

  /** Puts a released, idle connection object back for the next acquire. */
  recycle(c: LazyConnection): void {
    c.reset();
    this.free.push(c);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** `dialect` with its driver wrapped in a CachingDriver over `cache`. */
export function cachingDialect(dialect: Dialect, cache: QueryCache): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new CachingDriver(dialect.createDriver(), cache),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
