/**
 * Prepared statements on PostgreSQL (issue 17): Kysely sends every statement unnamed, so the server
 * plans it again on each execution; for the joins of our list queries planning costs ten times the
 * execution (students list: ~2 ms to plan, ~0.15 ms to run). Wrapping the pool so that each SELECT,
 * INSERT, UPDATE, DELETE or WITH is sent under a name derived from its text lets each connection
 * parse it once and PostgreSQL switch to a cached generic plan after a few runs (plan_cache_mode
 * auto). A connection prepares at most MAX_PREPARED_PER_CONNECTION texts; past that, statements run
 * unnamed, so server memory stays bounded whatever the variety of texts (IN lists of any length).
 * Not for a transaction-pooling PgBouncer in front of PostgreSQL (it cannot keep named statements).
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

export const MAX_PREPARED_PER_CONNECTION = 2000;
const PREPARABLE = /^\s*(?:select|insert|update|delete|with)\b/i;

/** Statement names by text, shared by all connections; bounded like the connections' own sets. */
const names = new Map<string, string>();

/** The statement name of a text: 'k' and 24 hex digits of its SHA-1 (collisions are out of reach). */
export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `k${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (names.size >= MAX_PREPARED_PER_CONNECTION * 4) names.clear();
    names.set(text, name);
  }
  return name;
}

type QueryArgs = Parameters<pg.PoolClient['query']>;

/** The pool as Kysely's PostgresDialect sees it, with statements named per connection. */
export function preparingPool(pool: pg.Pool): pg.Pool {
  const wrapped = new WeakMap<pg.PoolClient, pg.PoolClient>();
  const prepared = new WeakMap<pg.PoolClient, Set<string>>();
  const wrap = (client: pg.PoolClient): pg.PoolClient => {
    const known = new Set<string>();
    prepared.set(client, known);
    return new Proxy(client, {
      get(target, prop, receiver) {
        if (prop !== 'query') return Reflect.get(target, prop, receiver);
        return (...args: QueryArgs) => {
          const [text, values] = args as unknown as [unknown, unknown[] | undefined];
          if (typeof text !== 'string' || !PREPARABLE.test(text)) return (target.query as (...a: unknown[]) => unknown)(...args);
          const name = statementName(text);
          if (!known.has(name)) {
            if (known.size >= MAX_PREPARED_PER_CONNECTION) return target.query(text, values);
            known.add(name);
          }
          return target.query({ name, text, values });
        };
      },
    });
  };
  return new Proxy(pool, {
    get(target, prop, receiver) {
      if (prop !== 'connect') return Reflect.get(target, prop, receiver);
      return async () => {
        const client = await target.connect();
        let w = wrapped.get(client);
        if (!w) wrapped.set(client, (w = wrap(client)));
        return w;
      };
    },
  });
}
