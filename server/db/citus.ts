/**
 * Citus-ready schema (DESIGN.md §4, issue 17): past one database machine, Citus distributes every
 * tenant table (a table with a `school_id` column) by `school_id`, all in one colocation group, so
 * that a school's rows of every table live on the same node and every join, foreign key and
 * transaction of a request stays on that node. This file declares the tables that are NOT
 * distributed that way, reads the catalogue to find what would stop Citus from distributing the
 * rest (`citusKeyViolations`, run by tests/api/citus-keys.test.ts), and prints the statements that
 * distribute them (`citusPlan`, `npm run citus:plan`).
 *
 * Citus' rules, as its sources enforce them (commands/foreign_constraint.c, commands/index.c and
 * commands/table.c of citusdata/citus, read in 2026-05): every primary key, unique
 * constraint, unique index and exclusion constraint (`school_id with =`) of a distributed table
 * includes the distribution column; a foreign key between two distributed tables includes it on both
 * sides at the same position; a foreign key that includes it has no ON DELETE SET NULL / SET DEFAULT
 * (even with a column list) and no ON UPDATE action other than NO ACTION / RESTRICT; a reference
 * table has no foreign key to a distributed table; rows never have a null distribution column.
 */
import { sql } from 'kysely';
import type { Db } from './db.js';

/**
 * Global tables, copied whole to every node by `create_reference_table`: read by requests of every
 * school and written rarely, so each node joins them locally.
 *  - schools: the tenants themselves (every tenant table's `school_id` references it);
 *  - modules: the menu/permission tree, one tree shared by all schools (school_id null) that a
 *    school may extend with rows of its own; role_modules (distributed) references it;
 *  - sso_configs: one row per school, an extension of `schools`; its route name ('/chdlogin') is
 *    unique across schools and is looked up before any school is known, which a distributed table
 *    could only answer by asking every node.
 */
export const REFERENCE_TABLES = ['schools', 'modules', 'sso_configs'] as const;

/**
 * Global tables that stay on the coordinator as plain PostgreSQL tables (Citus adds them to its
 * metadata as "citus local tables" when they reference a reference table). They are written by
 * anonymous requests before a school is chosen, once per login page view or recovery request, and
 * never joined with tenant tables: a reference table would copy every such write to every node.
 *  - captchas: drawn for a client (address) before sign-in; a captcha belongs to no school;
 *  - sms_codes, sms_messages: password recovery by mobile number, where the school is optional
 *    (school_id nullable: "a mobile bound in any school receives the code");
 *  - kysely_migration, kysely_migration_lock: the migrator's own bookkeeping.
 */
export const COORDINATOR_TABLES = ['captchas', 'sms_codes', 'sms_messages', 'kysely_migration', 'kysely_migration_lock'] as const;

/** The distribution column of every tenant table. */
export const DISTRIBUTION_COLUMN = 'school_id';

/** The distributed table the others are colocated with (the first one the plan distributes). */
export const COLOCATION_ANCHOR = 'users';

const declared = new Set<string>([...REFERENCE_TABLES, ...COORDINATOR_TABLES]);

interface TableRow {
  name: string;
  hasSchool: boolean;
  schoolNullable: boolean;
}

/** A primary key, unique, exclusion or foreign-key constraint as the checks read it. */
interface ConstraintRow {
  table: string;
  name: string;
  /** pg_constraint.contype: p, u, x or f. */
  kind: string;
  definition: string;
  /** 1-based position of school_id among the constrained columns, null when absent. */
  schoolPos: number | null;
  /** The operator school_id is compared with, for an exclusion constraint. */
  schoolOp: string | null;
  /** Foreign keys: the referenced table and the position of its school_id among the referenced columns. */
  ref: string | null;
  refSchoolPos: number | null;
  /** pg_constraint.confdeltype / confupdtype: a no action, r restrict, c cascade, n set null, d set default. */
  onDelete: string | null;
  onUpdate: string | null;
}

interface UniqueIndexRow {
  table: string;
  name: string;
  definition: string;
  hasSchool: boolean;
}

const tables = (db: Db) =>
  sql<TableRow>`
    select c.relname as name, a.attnum is not null as "hasSchool", coalesce(not a.attnotnull, false) as "schoolNullable"
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attribute a on a.attrelid = c.oid and a.attname = ${DISTRIBUTION_COLUMN} and not a.attisdropped
     where n.nspname = 'public' and c.relkind in ('r', 'p')
     order by c.relname`.execute(db);

const constraints = (db: Db) =>
  sql<ConstraintRow>`
    select k.conrelid::regclass::text as "table", k.conname as name, k.contype::text as kind,
           pg_get_constraintdef(k.oid) as definition,
           array_position(k.conkey, sa.attnum) as "schoolPos",
           (select o.oprname::text from pg_operator o where o.oid = k.conexclop[array_position(k.conkey, sa.attnum)]) as "schoolOp",
           case when k.contype = 'f' then k.confrelid::regclass::text end as ref,
           array_position(k.confkey, ra.attnum) as "refSchoolPos",
           case when k.contype = 'f' then k.confdeltype::text end as "onDelete",
           case when k.contype = 'f' then k.confupdtype::text end as "onUpdate"
      from pg_constraint k
      left join pg_attribute sa on sa.attrelid = k.conrelid and sa.attname = ${DISTRIBUTION_COLUMN} and not sa.attisdropped
      left join pg_attribute ra on ra.attrelid = k.confrelid and ra.attname = ${DISTRIBUTION_COLUMN} and not ra.attisdropped
     where k.connamespace = 'public'::regnamespace and k.contype in ('p', 'u', 'x', 'f')
     order by 1, 2`.execute(db);

/** Unique indexes that back no constraint (partial and expression ones included); school_id must be a key column. */
const uniqueIndexes = (db: Db) =>
  sql<UniqueIndexRow>`
    select i.indrelid::regclass::text as "table", c.relname as name, pg_get_indexdef(i.indexrelid) as definition,
           coalesce(sa.attnum = any((i.indkey::int2[])[0:i.indnkeyatts - 1]), false) as "hasSchool"
      from pg_index i
      join pg_class c on c.oid = i.indexrelid
      left join pg_attribute sa on sa.attrelid = i.indrelid and sa.attname = ${DISTRIBUTION_COLUMN} and not sa.attisdropped
     where c.relnamespace = 'public'::regnamespace and i.indisunique
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.contype in ('p', 'u', 'x'))
     order by 1, 2`.execute(db);

type TableClass = 'reference' | 'coordinator' | 'tenant' | 'undeclared';

function classify(t: TableRow): TableClass {
  if ((REFERENCE_TABLES as readonly string[]).includes(t.name)) return 'reference';
  if ((COORDINATOR_TABLES as readonly string[]).includes(t.name)) return 'coordinator';
  return t.hasSchool ? 'tenant' : 'undeclared';
}

/**
 * Everything in the current database's `public` schema that would stop the plan of `citusPlan`
 * from running on Citus, one line per problem, `<table>: <constraint> <what is wrong> — <its
 * definition>`; empty when the schema is Citus-ready. Reads pg_class, pg_attribute,
 * pg_constraint and pg_index (the same on PGlite and PostgreSQL).
 */
export async function citusKeyViolations(db: Db): Promise<string[]> {
  const [{ rows: ts }, { rows: ks }, { rows: us }] = await Promise.all([tables(db), constraints(db), uniqueIndexes(db)]);
  const kindOf = new Map(ts.map((t) => [t.name, classify(t)]));
  const out: string[] = [];
  for (const name of declared) if (!kindOf.has(name)) out.push(`${name}: declared in server/db/citus.ts but there is no such table`);
  for (const t of ts) {
    const kind = kindOf.get(t.name);
    if (kind === 'undeclared') out.push(`${t.name}: no ${DISTRIBUTION_COLUMN} column, and not declared a reference or coordinator table (server/db/citus.ts)`);
    if (kind === 'tenant' && t.schoolNullable) out.push(`${t.name}: ${DISTRIBUTION_COLUMN} may be null (Citus refuses a row without its distribution column)`);
    if (kind === 'tenant' && !ks.some((k) => k.table === t.name && k.kind === 'p')) out.push(`${t.name}: no primary key`);
  }
  for (const k of ks) {
    const own = kindOf.get(k.table);
    const ref = k.ref === null ? undefined : kindOf.get(k.ref);
    const bad = (what: string) => out.push(`${k.table}: ${k.name} ${what} — ${k.definition}`);
    if (own === 'tenant') {
      if (k.kind === 'p' && k.schoolPos === null) bad(`primary key lacks ${DISTRIBUTION_COLUMN}`);
      if (k.kind === 'u' && k.schoolPos === null) bad(`unique key lacks ${DISTRIBUTION_COLUMN}`);
      if (k.kind === 'x' && k.schoolOp !== '=') bad(`exclusion constraint lacks "${DISTRIBUTION_COLUMN} with ="`);
      if (k.kind === 'f' && ref === 'tenant' && (k.schoolPos === null || k.schoolPos !== k.refSchoolPos))
        bad(`foreign key to tenant table ${k.ref} lacks ${DISTRIBUTION_COLUMN} on both sides at the same position`);
      if (k.kind === 'f' && (ref === 'coordinator' || ref === 'undeclared')) bad(`foreign key to ${k.ref}, which is not distributed nor a reference table`);
      if (k.kind === 'f' && k.schoolPos !== null && (k.onDelete === 'n' || k.onDelete === 'd'))
        bad(`ON DELETE SET NULL/SET DEFAULT on a key that includes ${DISTRIBUTION_COLUMN} (Citus refuses it; clear the column before deleting)`);
      if (k.kind === 'f' && k.schoolPos !== null && (k.onUpdate === 'n' || k.onUpdate === 'd' || k.onUpdate === 'c'))
        bad(`ON UPDATE action on a key that includes ${DISTRIBUTION_COLUMN} (Citus refuses it)`);
    } else if (k.kind === 'f' && (ref === 'tenant' || ref === 'undeclared')) {
      bad(`foreign key from ${own === 'reference' ? 'reference' : 'coordinator'} table to ${k.ref}, which will be distributed (Citus refuses it)`);
    }
  }
  for (const u of us) if (kindOf.get(u.table) === 'tenant' && !u.hasSchool) out.push(`${u.table}: ${u.name} unique index lacks ${DISTRIBUTION_COLUMN} as a key column — ${u.definition}`);
  return out;
}

/**
 * The statements that make the current schema a Citus cluster, to run on the coordinator after
 * `CREATE EXTENSION citus` and `citus_add_node` for each worker: `create_reference_table` for the
 * REFERENCE_TABLES, then `create_distributed_table(<t>, 'school_id', colocate_with => 'users')` for
 * every tenant table, each after the tables its foreign keys reference (Citus refuses a foreign
 * key to a table it does not know yet); comments name the coordinator tables. Throws with the
 * violations when the schema is not Citus-ready.
 */
export async function citusPlan(db: Db): Promise<string[]> {
  const violations = await citusKeyViolations(db);
  if (violations.length) throw new Error(`the schema is not Citus-ready:\n${violations.join('\n')}`);
  const [{ rows: ts }, { rows: ks }] = await Promise.all([tables(db), constraints(db)]);
  const kindOf = new Map(ts.map((t) => [t.name, classify(t)]));
  const names = (kind: TableClass) => ts.filter((t) => kindOf.get(t.name) === kind).map((t) => t.name);
  const refs = ks.filter((k) => k.kind === 'f' && k.ref !== k.table);
  const out = [
    '-- Reference tables: a copy on every node.',
    ...dependencyOrder(names('reference'), refs).map((t) => `SELECT create_reference_table('${t}');`),
    `-- Tenant tables: distributed by ${DISTRIBUTION_COLUMN}, colocated with ${COLOCATION_ANCHOR}.`,
    ...dependencyOrder(names('tenant'), refs).map((t) =>
      t === COLOCATION_ANCHOR
        ? `SELECT create_distributed_table('${t}', '${DISTRIBUTION_COLUMN}');`
        : `SELECT create_distributed_table('${t}', '${DISTRIBUTION_COLUMN}', colocate_with => '${COLOCATION_ANCHOR}');`,
    ),
    '-- Coordinator tables: stay plain tables on the coordinator (global, written before a school is known).',
    ...names('coordinator').map((t) => `--   ${t}`),
  ];
  return out;
}

/** `tables` ordered so that each comes after those it references; the anchor first, then by name. Throws on a cycle. */
function dependencyOrder(tableNames: string[], fks: ConstraintRow[]): string[] {
  const pending = new Set(tableNames);
  const needs = new Map(tableNames.map((t) => [t, new Set(fks.filter((k) => k.table === t && pending.has(k.ref!)).map((k) => k.ref!))]));
  const order: string[] = [];
  while (pending.size) {
    const ready = [...pending].filter((t) => [...needs.get(t)!].every((r) => !pending.has(r))).sort((a, b) => Number(b === COLOCATION_ANCHOR) - Number(a === COLOCATION_ANCHOR) || a.localeCompare(b));
    if (!ready.length) throw new Error(`foreign keys form a cycle among: ${[...pending].join(', ')}`);
    // One at a time: a table that becomes ready may come before a later-named one (the anchor first).
    order.push(ready[0]);
    pending.delete(ready[0]);
  }
  return order;
}
