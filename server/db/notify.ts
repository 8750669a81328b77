/**
 * Signals between API nodes and inside one (issue 17, "session and permission look-ups cached per
 * node with cross-node invalidation through PostgreSQL LISTEN/NOTIFY").
 *
 * - `Notifications`: LISTEN on a channel. PostgreSQL: one dedicated connection per process (not
 *   from the pool: a pooled client would be handed to queries), reconnected with back-off; while it
 *   is down, `live` is false and listeners are told, so caches stop trusting themselves. PGlite:
 *   the instance's own listen, always live (one process is the only node).
 * - `WriteWatch`: a Kysely plugin that reports which tables a statement of THIS process writes, as
 *   the statement runs, so the node drops what it cached before its own NOTIFY comes back.
 */
import type { PGlite } from '@electric-sql/pglite';
import {
  DeleteQueryNode,
  InsertQueryNode,
  RawNode,
  TableNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import pg from 'pg';

export interface Notifications {
  /** True while notifications are being received (a missed one cannot be told apart from none). */
  readonly live: boolean;
  /**
   * Calls `onMessage(payload)` for each NOTIFY on `channel`, and `onLive(live)` whenever delivery
   * stops or resumes (messages sent in between are lost). Resolves once listening; returns the
   * unsubscribe function.
   */
  listen(channel: string, onMessage: (payload: string) => void, onLive?: (live: boolean) => void): Promise<() => void>;
  close(): Promise<void>;
}

interface Subscriber {
  channel: string;
  onMessage: (payload: string) => void;
  onLive?: (live: boolean) => void;
}

/** Notifications of an embedded PGlite instance (in-process; live as long as the instance is). */
export function pgliteNotifications(client: PGlite): Notifications {
  return {
    live: true,
    async listen(channel, onMessage) {
      const unlisten = await client.listen(channel, onMessage);
      return () => void unlisten().catch(() => undefined);
    },
    async close() {},
  };
}

/** Back-off of the LISTEN connection's reconnects: 0.25 s doubling to 5 s. */
const RECONNECT_MS = [250, 500, 1000, 2000, 5000];

/**
 * Notifications of a PostgreSQL server at `url`: one client, connected on the first `listen`,
 * re-LISTENing every channel after a reconnect. `log` hears connection losses.
 */
export function postgresNotifications(url: string, log: (message: string) => void = console.warn): Notifications {
  const subscribers = new Set<Subscriber>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let live = false;
  let closed = false;
  let attempt = 0;

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    for (const s of subscribers) s.onLive?.(value);
  };
  const channels = () => new Set([...subscribers].map((s) => s.channel));

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (m) => {
      for (const s of subscribers) if (s.channel === m.channel) s.onMessage(m.payload ?? '');
    });
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = null;
      setLive(false);
      if (closed) return;
      log(`postgresql: notification connection lost (${err?.message ?? 'ended'}); reconnecting`);
      scheduleReconnect();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    await c.connect();
    for (const channel of channels()) await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = c;
    attempt = 0;
    setLive(true);
  }

  function scheduleReconnect() {
    const wait = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)];
    setTimeout(() => {
      if (closed || client) return;
      connecting = connect().catch((err: Error) => {
        log(`postgresql: notification connection failed (${err.message})`);
        scheduleReconnect();
      }).finally(() => (connecting = null));
    }, wait).unref();
  }

  return {
    get live() {
      return live;
    },
    async listen(channel, onMessage, onLive) {
      const s: Subscriber = { channel, onMessage, onLive };
      const known = channels().has(channel);
      subscribers.add(s);
      if (!client && !connecting)
        connecting = connect()
          .catch((err: Error) => {
            // Not fatal: callers see live === false and do without the cache until it reconnects.
            log(`postgresql: notification connection failed (${err.message})`);
            scheduleReconnect();
          })
          .finally(() => (connecting = null));
      if (connecting) await connecting;
      else if (client && !known) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return () => void subscribers.delete(s);
    },
    async close() {
      closed = true;
      const c = client;
      client = null;
      setLive(false);
      await c?.end().catch(() => undefined);
    },
  };
}

/** Tables written by a statement: lower-case snake_case names, and the columns an UPDATE sets. */
export interface TableWrite {
  table: string;
  /** 'raw' for a statement written with `sql` (its kind is not parsed). */
  op: 'insert' | 'update' | 'delete' | 'raw';
  /** The columns an UPDATE sets (snake_case); undefined for INSERT, DELETE and raw SQL. */
  columns?: string[];
}

const tableName = (node: OperationNode | undefined): string | null => {
  if (!node) return null;
  if (TableNode.is(node)) return node.table.identifier.name;
  const aliased = (node as { node?: OperationNode }).node;
  return aliased && TableNode.is(aliased) ? aliased.table.identifier.name : null;
};

/** A raw statement that writes a table: `update t`, `insert into t`, `delete from t`. */
const RAW_WRITE = /\b(?:update|insert\s+into|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;

function writesOf(node: RootOperationNode): TableWrite[] {
  if (UpdateQueryNode.is(node)) {
    const table = tableName(node.table);
    const columns = (node.updates ?? []).map((u) => (u.column as { column?: { name?: string } }).column?.name ?? '?');
    return table ? [{ table, op: 'update', columns }] : [];
  }
  if (InsertQueryNode.is(node)) {
    const table = tableName(node.into);
    return table ? [{ table, op: 'insert' }] : [];
  }
  if (DeleteQueryNode.is(node)) return node.from.froms.map(tableName).flatMap((t) => (t ? [{ table: t, op: 'delete' as const }] : []));
  if (RawNode.is(node)) return [...node.sqlFragments.join('?').matchAll(RAW_WRITE)].map((m) => ({ table: m[1].toLowerCase(), op: 'raw' as const }));
  return [];
}

/**
 * The Kysely plugin that tells `onWrite` listeners which tables each statement writes, when the
 * statement is compiled (before it runs and commits). Place it after CamelCasePlugin so that the
 * names are the database's.
 */
export class WriteWatch implements KyselyPlugin {
  private readonly listeners = new Set<(writes: TableWrite[]) => void>();

  /** Calls `fn` with the tables of every writing statement; returns the unsubscribe function. */
  onWrite(fn: (writes: TableWrite[]) => void): () => void {
    this.listeners.add(fn);
    return () => void this.listeners.delete(fn);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.listeners.size) {
      const writes = writesOf(args.node);
      if (writes.length) for (const fn of this.listeners) fn(writes);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
