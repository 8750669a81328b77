/**
 * Issue 17: API nodes cache sessions and granted modules (server/auth/cache.ts); these triggers
 * tell every node, through NOTIFY on the channel 'auth_cache' (delivered at commit), which entries
 * a committed change made stale, whatever code or node wrote it:
 *  - 's:<token_hash>'        a session revoked, its expiry changed, or deleted (not the last_seen_at
 *                            slide, written once a minute per busy session);
 *  - 'u:<school_id>:<id>'    a user's sign-in fields changed (status, mod_l, name, username,
 *                            identity, is_admin) or the user deleted; a role given or taken;
 *  - 'sc:<school_id>'        a school opened or closed; a role, a role's modules or a school's own
 *                            module changed (every user of that school);
 *  - '*'                     a shared module (school_id null) changed: everything.
 * NOTIFY folds identical payloads of one transaction, so a bulk change sends each once.
 */
import { sql, type Kysely } from 'kysely';

// Frozen with this migration; server/auth/cache.ts listens on the same name (tests/api/auth-cache.test.ts).
const AUTH_CACHE_CHANNEL = 'auth_cache';

const TRIGGERS: { table: string; when: string; payload: (row: 'new' | 'old') => string }[] = [
  {
    table: 'sessions',
    when: 'after update of revoked_at, expires_at, user_id, school_id or delete',
    payload: (r) => `'s:' || ${r}.token_hash`,
  },
  {
    table: 'users',
    when: 'after update of status, mod_l, name, username, identity, is_admin, school_id or delete',
    payload: (r) => `'u:' || ${r}.school_id || ':' || ${r}.id`,
  },
  { table: 'user_roles', when: 'after insert or update or delete', payload: (r) => `'u:' || ${r}.school_id || ':' || ${r}.user_id` },
  { table: 'role_modules', when: 'after insert or update or delete', payload: (r) => `'sc:' || ${r}.school_id` },
  { table: 'roles', when: 'after update or delete', payload: (r) => `'sc:' || ${r}.school_id` },
  { table: 'modules', when: 'after update or delete', payload: (r) => `'sc:' || ${r}.school_id` },
  { table: 'schools', when: 'after update of opened or delete', payload: (r) => `'sc:' || ${r}.id` },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const t of TRIGGERS) {
    // One function per table: the payload expression names that table's columns.
    await sql
      .raw(
        `create function ${t.table}_auth_cache_notify() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then perform pg_notify('${AUTH_CACHE_CHANNEL}', coalesce(${t.payload('old')}, '*')); end if;
  if tg_op in ('UPDATE', 'INSERT') then perform pg_notify('${AUTH_CACHE_CHANNEL}', coalesce(${t.payload('new')}, '*')); end if;
  return null;
end $$`,
      )
      .execute(db);
    await sql
      .raw(`create trigger ${t.table}_auth_cache_notify ${t.when} on ${t.table} for each row execute function ${t.table}_auth_cache_notify()`)
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of TRIGGERS) {
    await sql.raw(`drop trigger if exists ${t.table}_auth_cache_notify on ${t.table}`).execute(db);
    await sql.raw(`drop function if exists ${t.table}_auth_cache_notify()`).execute(db);
  }
}
