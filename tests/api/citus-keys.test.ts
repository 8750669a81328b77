/**
 * Citus-ready schema (issue 17, DESIGN.md §4): read from the migrated fixture's catalogue, every
 * tenant table's primary, unique, exclusion and foreign keys include school_id as Citus requires,
 * every other table is declared a reference or coordinator table (server/db/citus.ts), and the
 * distribution plan lists each table once, after the tables it references. Also what the key change
 * means for users: a row cannot point at another school's row, and deleting a college or a role
 * that others name still works, clearing those names as ON DELETE SET NULL did.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { EmployeeRow, RoleDetail } from '../../common/api.js';
import type { FlowTemplateDetail } from '../../common/flows.js';
import { citusKeyViolations, citusPlan, COORDINATOR_TABLES, REFERENCE_TABLES } from '../../server/db/citus.js';
import type { Db } from '../../server/db/db.js';
import { call, fileAppAs } from './helpers.js';
import { addFlow, addRole, addStaff } from './staff-helpers.js';
import { ok } from './structure-helpers.js';

const { t, admin } = await fileAppAs('admin');

/** Runs `work` in a transaction that is always rolled back, and returns its result. */
async function rolledBack<T>(work: (db: Db) => Promise<T>): Promise<T> {
  let result: T | undefined;
  const done = new Error('rollback');
  await t.db
    .transaction()
    .execute(async (trx) => {
      result = await work(trx);
      throw done;
    })
    .catch((e) => {
      if (e !== done) throw e;
    });
  return result as T;
}

describe('Citus keys', () => {
  it('every tenant table keys on school_id and every other table is declared', async () => {
    expect(await citusKeyViolations(t.db)).toEqual([]);
  });

  it('names the table and the constraint of each key Citus would refuse', async () => {
    const found = await rolledBack(async (db) => {
      await sql`create table citus_probe (id int primary key, school_id int not null, code text unique, parent_id int references citus_probe (id))`.execute(db);
      await sql`create table citus_global (id int primary key)`.execute(db);
      await sql`create unique index citus_probe_code_lower_uq on citus_probe ((coalesce(school_id, 0)), lower(code)) where code is not null`.execute(db);
      await sql`alter table staff drop constraint staff_college_fk, add constraint staff_college_fk foreign key (school_id, college_id) references colleges (school_id, id) on delete set null (college_id)`.execute(db);
      return citusKeyViolations(db);
    });
    expect(found).toEqual(expect.arrayContaining([
      expect.stringMatching(/^citus_probe: citus_probe_pkey primary key lacks school_id/),
      expect.stringMatching(/^citus_probe: citus_probe_code_key unique key lacks school_id/),
      expect.stringMatching(/^citus_probe: citus_probe_parent_id_fkey foreign key to tenant table citus_probe lacks school_id/),
      // An expression mentioning school_id is not enough: Citus wants the plain column.
      expect.stringMatching(/^citus_probe: citus_probe_code_lower_uq unique index lacks school_id/),
      expect.stringMatching(/^citus_global: no school_id column, and not declared/),
      expect.stringMatching(/^staff: staff_college_fk ON DELETE SET NULL/),
    ]));
    expect(found).toHaveLength(6);
    // The rollback left the schema as it was.
    expect(await citusKeyViolations(t.db)).toEqual([]);
  });

  it('plans reference tables first, then every tenant table once, after the tables it references', async () => {
    const plan = await citusPlan(t.db);
    const statements = plan.filter((s) => !s.startsWith('--'));
    expect(statements.slice(0, REFERENCE_TABLES.length)).toEqual(REFERENCE_TABLES.map((r) => `SELECT create_reference_table('${r}');`));
    expect(statements[REFERENCE_TABLES.length]).toBe("SELECT create_distributed_table('users', 'school_id');");
    const distributed = statements.slice(REFERENCE_TABLES.length).map((s) => {
      const m = /^SELECT create_distributed_table\('(\w+)', 'school_id'(?:, colocate_with => 'users')?\);$/.exec(s);
      expect(m, s).not.toBeNull();
      return m![1];
    });
    const { rows: tenants } = await sql<{ name: string }>`
      select c.table_name as name from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
       where c.table_schema = 'public' and c.column_name = 'school_id' and t.table_type = 'BASE TABLE' order by 1`.execute(t.db);
    const declared: readonly string[] = [...REFERENCE_TABLES, ...COORDINATOR_TABLES];
    expect([...distributed].sort()).toEqual(tenants.map((r) => r.name).filter((n) => !declared.includes(n)));
    const { rows: fks } = await sql<{ table: string; ref: string }>`
      select conrelid::regclass::text as "table", confrelid::regclass::text as ref from pg_constraint
       where contype = 'f' and connamespace = 'public'::regnamespace and conrelid <> confrelid`.execute(t.db);
    for (const { table, ref } of fks)
      if (distributed.includes(ref)) expect(distributed.indexOf(ref), `${table} → ${ref}`).toBeLessThan(distributed.indexOf(table));
    for (const c of COORDINATOR_TABLES) expect(plan).toContain(`--   ${c}`);
  });

  it('refuses a row that points at another school’s row, and accepts a null reference', async () => {
    // sso_tickets.user_id referenced users(id) alone before migration 20261126_013500.
    const [mine, theirs] = await Promise.all([10001, 10002].map((school) => t.db.selectFrom('users').select('id').where('schoolId', '=', school).executeTakeFirstOrThrow()));
    const ticket = (userId: number) => rolledBack((db) => sql`insert into sso_tickets (school_id, ticket, user_id, session_id) values (10001, 'ST-citus', ${userId}, null)`.execute(db));
    await expect(ticket(theirs.id)).rejects.toMatchObject({ code: '23503', constraint: 'sso_tickets_user_id_fkey' });
    await expect(ticket(mine.id)).resolves.toBeDefined();
  });

  it('deleting a college or a role clears the roles, staff and flow steps that named it', async () => {
    const college = await ok<{ id: number }>(t, 'POST', '/school/college/add', { name: '待撤销学院' }, admin);
    const scoped = await addRole(t, admin, { name: '待撤销学院辅导员', permission: '1', dataScope: 2, scopeCollegeId: college.id });
    const teacher = await addStaff(t, admin, { code: 'T-CITUS-1', collegeId: college.id });
    await ok(t, 'POST', '/school/college/delete', { id: college.id }, admin);
    expect((await call<RoleDetail>(t, 'GET', '/system/role/detail', { id: scoped.id }, admin)).data).toMatchObject({ id: scoped.id, scopeCollegeId: null });
    expect((await call<EmployeeRow>(t, 'GET', '/system/employee/detail', { id: teacher.id }, admin)).data).toMatchObject({ id: teacher.id, collegeId: null });

    const auditors = await addRole(t, admin, { name: '临时审核角色', permission: '1' });
    const flow = await addFlow(t, admin, { kind: 1, name: '临时审核流程', steps: [{ name: '角色审核', auditorType: 1, roleId: auditors.id }] });
    await ok(t, 'POST', '/system/role/delete', { id: auditors.id }, admin);
    const detail = await call<FlowTemplateDetail>(t, 'GET', '/flow/template/detail', { id: flow }, admin);
    expect(detail.data.steps).toEqual([expect.objectContaining({ name: '角色审核', roleId: null })]);
  });
});
