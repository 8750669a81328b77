/**
 * GET /school/structure/options (issue 3 contract (a)): the choices of every structure filter and
 * select, unpaged and sorted, scoped to the school. Grades come from the classes and students present.
 */
import type { OptionItem } from '../../../common/api.js';
import type { Db } from '../../db/db.js';
import type { OptionsParams } from '../../../common/schemas/structure.js';
import * as repo from './repositories/options.js';

/** {id, name} choices of one structure level, narrowed by the parents given; a grade's name is '<grade>级'. */
export async function structureOptions(db: Db, schoolId: number, p: OptionsParams): Promise<OptionItem[]> {
  switch (p.kind) {
    case 'campus':
      return repo.findCampusOptions(db, schoolId);
    case 'college':
      return repo.findCollegeOptions(db, schoolId, p.campusId);
    case 'major':
      return repo.findMajorOptions(db, schoolId, p);
    case 'class':
      return repo.findClassOptions(db, schoolId, p);
    case 'grade':
      return (await repo.findGrades(db, schoolId, p)).map((grade) => ({ id: grade, name: `${grade}级` }));
  }
}
