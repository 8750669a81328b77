import { CamelCasePlugin, DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/types.js';
import { schoolRows } from '../../server/db/tenant.js';

// A Kysely that only compiles: the SQL the tenant helpers build, without a database.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  plugins: [new CamelCasePlugin()],
});

describe('schoolRows', () => {
  it('keeps the school condition and ands every match, null as is null', () => {
    const q = schoolRows(db, 'auditTasks', 7, { sourceType: 3, relationId: 9, doneAt: null }).select('id').compile();
    expect(q.sql).toBe('select "id" from "audit_tasks" where "school_id" = $1 and ("source_type" = $2 and "relation_id" = $3 and "done_at" is null)');
    expect(q.parameters).toEqual([7, 3, 9]);
  });

  it('without a match reads the whole school', () => {
    const q = schoolRows(db, 'terms', 2).selectAll().compile();
    expect(q.sql).toBe('select * from "terms" where "school_id" = $1');
    expect(q.parameters).toEqual([2]);
  });

  it('refuses an undefined value instead of dropping its condition', () => {
    expect(() => schoolRows(db, 'roles', 1, { name: undefined })).toThrow(/undefined condition/);
  });
});
