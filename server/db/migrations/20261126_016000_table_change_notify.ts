/**
 * Issue 17: each API node caches query results (server/db/queryCache.ts) and must hear of every
 * committed write to a table it cached. A statement-level trigger 'table_change' on every table of
 * the public schema NOTIFYs the channel 'table_change' with the table's name; PostgreSQL folds
 * identical payloads of one transaction, so a bulk write sends one message per table.
 *
 * `watch_table_changes()` puts the trigger on every table that lacks it; migrateToLatest calls it
 * after each run, so a table created by a later migration is watched too (a table without the
 * trigger is simply never cached).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_table_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('table_change', tg_table_name);
      return null;
    end $$`.execute(db);
  await sql`
    create function watch_table_changes() returns integer language plpgsql as $$
    declare
      t record;
      n integer := 0;
    begin
      for t in
        select c.relname from pg_class c join pg_namespace s on s.oid = c.relnamespace
         where s.nspname = 'public' and c.relkind in ('r', 'p') and c.relname not like 'kysely_migration%'
           and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'table_change')
      loop
        execute format('create trigger table_change after insert or update or delete or truncate on %I for each statement execute function notify_table_change()', t.relname);
        n := n + 1;
      end loop;
      return n;
    end $$`.execute(db);
  await sql`select watch_table_changes()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    do $$
    declare t record;
    begin
      for t in select c.relname from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgname = 'table_change' loop
        execute format('drop trigger table_change on %I', t.relname);
      end loop;
    end $$`.execute(db);
  await sql`drop function watch_table_changes()`.execute(db);
  await sql`drop function notify_table_change()`.execute(db);
}
