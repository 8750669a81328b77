/**
 * GET /school/structure/options (issue 3 contract (a)): the choices of every structure filter and
 * select, unpaged and sorted, scoped to the school. Grades come from the classes and students present.
 */
import { sql } from 'kysely';
import type { OptionItem } from '../../../common/api.js';
import type { Db } from '../../db/db.js';
import type { OptionsParams } from './schema.js';

export async function structureOptions(db: Db, schoolId: number, p: OptionsParams): Promise<OptionItem[]> {
  switch (p.kind) {
    case 'campus':
      return db.selectFrom('campuses').select(['id', 'name']).where('schoolId', '=', schoolId).orderBy('orderId').orderBy('id').execute();
    case 'college':
      return db
        .selectFrom('colleges')
        .select(['id', 'name'])
        .where('schoolId', '=', schoolId)
        .$if(p.campusId !== undefined, (q) => q.where('campusId', '=', p.campusId!))
        .orderBy('orderId')
        .orderBy('id')
        .execute();
    case 'major':
      return db
        .selectFrom('majors as m')
        .innerJoin('colleges as c', (j) => j.onRef('c.id', '=', 'm.collegeId').onRef('c.schoolId', '=', 'm.schoolId'))
        .select(['m.id', 'm.name'])
        .where('m.schoolId', '=', schoolId)
        .$if(p.collegeId !== undefined, (q) => q.where('m.collegeId', '=', p.collegeId!))
        .$if(p.campusId !== undefined, (q) => q.where('c.campusId', '=', p.campusId!))
        .orderBy('c.orderId')
        .orderBy('c.id')
        .orderBy('m.id')
        .execute();
    case 'class':
      return db
        .selectFrom('classes')
        .select(['id', 'name'])
        .where('schoolId', '=', schoolId)
        .$if(p.collegeId !== undefined, (q) => q.where('collegeId', '=', p.collegeId!))
        .$if(p.majorId !== undefined, (q) => q.where('majorId', '=', p.majorId!))
        .$if(!!p.grade, (q) => q.where('grade', '=', p.grade!))
        .orderBy('grade')
        .orderBy('name')
        .execute();
    case 'grade': {
      const scoped = <T extends 'classes' | 'students'>(table: T) =>
        sql`select grade from ${sql.table(table)} where school_id = ${schoolId} and grade is not null and grade <> ''
          ${p.collegeId !== undefined ? sql`and college_id = ${p.collegeId}` : sql``}
          ${p.majorId !== undefined ? sql`and major_id = ${p.majorId}` : sql``}`;
      const { rows } = await sql<{ grade: string }>`select distinct grade from (${scoped('classes')} union ${scoped('students')}) g order by grade`.execute(db);
      return rows.map((r) => ({ id: r.grade, name: `${r.grade}级` }));
    }
  }
}
