import { describe, expect, it } from 'vitest';
import { compileOnlyDb } from './compile-only-db.js';
import { fromSchool, sameSchool, schoolRows } from '../../server/db/tenant.js';
import { placedStudents } from '../../server/db/students.js';
import { definedFields } from '../../server/util/defined.js';

// A Kysely that only compiles: the SQL the tenant helpers build, without a database.
const db = compileOnlyDb();

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

describe('fromSchool and sameSchool', () => {
  it('reads one school under an alias and joins each row on the same school', () => {
    const q = fromSchool(db, 'classes as cl', 4)
      .innerJoin('majors as m', sameSchool('m.id', 'cl.majorId'))
      .select(['cl.id', 'm.name'])
      .where('cl.grade', '=', '2024')
      .compile();
    expect(q.sql).toBe(
      'select "cl"."id", "m"."name" from "classes" as "cl" inner join "majors" as "m" on "m"."id" = "cl"."major_id" and "m"."school_id" = "cl"."school_id" where "cl"."school_id" = $1 and "cl"."grade" = $2',
    );
    expect(q.parameters).toEqual([4, '2024']);
  });

  it('placedStudents joins the account and every placement level on the student\'s school', () => {
    const { sql } = placedStudents(db, 3).select('s.userId').compile();
    expect(sql).toContain('inner join "users" as "u" on "u"."id" = "s"."user_id" and "u"."school_id" = "s"."school_id"');
    for (const [alias, column] of [['cp', 'campus_id'], ['co', 'college_id'], ['mj', 'major_id'], ['cl', 'class_id']])
      expect(sql).toContain(`as "${alias}" on "${alias}"."id" = "s"."${column}" and "${alias}"."school_id" = "s"."school_id"`);
    expect(sql).toMatch(/where "s"."school_id" = \$1$/);
  });
});

describe('definedFields', () => {
  it('keeps the set fields (null included) in key order and drops undefined ones', () => {
    const p: { name?: string; code?: string | null; orderId?: number } = { orderId: 2, name: undefined, code: null };
    expect(Object.entries(definedFields(p, ['name', 'code', 'orderId']))).toEqual([['code', null], ['orderId', 2]]);
  });
});
