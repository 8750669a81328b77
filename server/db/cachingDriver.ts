/**
 * The Kysely driver of the query cache (issue 17; see server/db/queryCache.ts): connections handed
 * to Kysely take a real one from the wrapped driver only for a statement that needs the database,
 * send a transaction's BEGIN just before its first statement that is not a plain SELECT, answer
 * cacheable reads from the QueryCache, and tell it what committed writes changed.
 */
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryCompiler, QueryResult, TransactionSettings } from 'kysely';
import type { Analysis, QueryCache } from './queryCache.js';
import { effectOf } from './statements.js';

/** Longest array parameter of a statement whose result is kept (see cacheKey). */
const BATCH_KEYS = 16;

/** The entry key: the statement's analysis id and its parameters (a short string to hash); null: not kept. */
function cacheKey(a: Analysis, q: CompiledQuery): string | null {
  if (!q.parameters.length) return `${a.id}`;
  // A look-up of many keys at once serves a batch of requests (the session reads, the seat desk's
  // callers): never asked again in the same form, so kept it would only churn the cache.
  if (q.parameters.some((p) => Array.isArray(p) && p.length > BATCH_KEYS)) return null;
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
    this.acquiring ??= this.driver.inner.acquireConnection().then(async (c) => {
      await this.driver.turn();
      return c;
    });
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
      if (--this.running === 0) {
        if (this.released) this.driver.recycle(this);
        else if (this.pendingBegin !== null) await this.giveBack();
      }
    }
  }

  /**
   * A transaction that has only read so far holds no real connection between its statements: its
   * reads are those of the database (see readsCommitted), and the connection serves others
   * meanwhile — PGlite's only one included, so a route may write on the database itself before
   * its transaction begins (the enrollment's seat) without waiting for itself.
   */
  private async giveBack(): Promise<void> {
    const real = this.real;
    if (!real) return;
    this.real = null;
    this.acquiring = null;
    await this.driver.inner.releaseConnection(real);
  }

  /** True when nothing runs on it (it may be handed out again). */
  get idle(): boolean {
    return this.running === 0;
  }

  private async execute<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    const cache = this.driver.cache;
    const analysis = this.readsCommitted ? cache.analyse(q) : null;
    const tables = analysis?.tables ?? null;
    const recording = cache.recordings.getStore();
    if (!tables) {
      cache.stats.bypassed++;
      recording?.spoil();
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
    if (key === null) {
      recording?.spoil();
      return (await this.connection()).executeQuery<R>(q);
    }
    const hit = cache.get(key);
    if (hit) {
      cache.stats.hits++;
      // A hit is of the current versions.
      if (recording) recording.saw(tables, cache.snapshot(tables).versions);
      return hit as QueryResult<R>;
    }
    const snap = cache.snapshot(tables);
    recording?.saw(tables, snap.versions);
    // The same statement already running under these versions (a rush of one read): share it.
    // Should it fail, this caller still asks on its own, so a fault of another's connection is not its.
    const shared = cache.flight(key, snap);
    if (shared) {
      const result = await shared.catch(() => undefined);
      if (result) {
        cache.stats.shared++;
        return result as QueryResult<R>;
      }
    }
    cache.stats.misses++;
    const running = this.connection().then((c) => c.executeQuery<R>(q));
    cache.fly(key, snap, running);
    const result = await running;
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

  /** When this driver last let the event loop poll (turn), performance.now() ms. */
  private polledAt = 0;

  /**
   * @param pollSliceMs the wrapped driver runs its one connection in this thread (PGlite): a
   *   connection taken more than this long after the last poll waits for the event loop to poll
   *   the sockets first (turn); undefined for a driver whose connections run elsewhere.
   */
  constructor(
    readonly inner: Driver,
    readonly cache: QueryCache,
    private readonly pollSliceMs?: number,
  ) {
    cache.driver = this;
  }

  /**
   * Before a statement takes the one in-thread connection: a queue of statements handing it on runs
   * as one chain of microtasks, during which no socket is read, so new requests wait unread (200
   * users on a cold PGlite: some past 10 s). Every pollSliceMs the chain lets the loop poll; a
   * yield before every statement would cost a rush of writes half its speed.
   */
  async turn(): Promise<void> {
    if (this.pollSliceMs === undefined || performance.now() - this.polledAt < this.pollSliceMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    this.polledAt = performance.now();
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

/** `dialect` with its driver wrapped in a CachingDriver over `cache` (`pollSliceMs`: see CachingDriver). */
export function cachingDialect(dialect: Dialect, cache: QueryCache, pollSliceMs?: number): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new CachingDriver(dialect.createDriver(), cache, pollSliceMs),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

