/**
 * The Kysely queries of the requirement sets (issue 13): hours_requirement_sets rows, the school's
 * top-level modules they name, and the school's decimal places. Always within one school.
 */
import { sql } from 'kysely';
import type { RequirementModule, RequirementSet } from '../../../../common/hoursRequirements.js';
import type { Db } from '../../../db/db.js';
import { schoolRows } from '../../../db/tenant.js';

/** The school's top-level modules in the tree's order, with the flags the defaults read. */
export async function requirementModules(db: Db, schoolId: number): Promise<(RequirementModule & { moduleKind: string; campus: boolean })[]> {
  return schoolRows(db, 'classifies', schoolId, { parentId: 0 }).select(['id', 'name', 'moduleKind', 'campus']).orderBy('orderNumber').orderBy('id').execute();
}

/** The school's saved set rows (every column), by fromGrade. */
export function requirementSetRows(db: Db, schoolId: number) {
  return db.selectFrom('hoursRequirementSets').selectAll().where('schoolId', '=', schoolId).orderBy('fromGrade').execute();
}

/** The school's decimal places for hours (2 when the school is unknown). */
export async function decimalPlacesOf(db: Db, schoolId: number): Promise<number> {
  const school = await db.selectFrom('schools').select('decimalPlaces').where('id', '=', schoolId).executeTakeFirst();
  return school?.decimalPlaces ?? 2;
}

/** Writes a set (insert when its id is 0, else update by id), JSON columns as text. Returns its id. */
export async function writeRequirementSet(db: Db, schoolId: number, set: RequirementSet, updatedBy: number | null): Promise<number> {
  const values = {
    fromGrade: set.fromGrade,
    requiredHours: set.requiredHours,
    requiredCredits: set.requiredCredits,
    creditYears: set.creditYears,
    campusMinHours: set.campusMinHours,
    campusClassifyIds: JSON.stringify(set.campusClassifyIds),
    socialPracticeMinHours: set.socialPracticeMinHours,
    socialPracticeClassifyIds: JSON.stringify(set.socialPracticeClassifyIds),
    moduleMinimums: JSON.stringify(set.moduleMinimums),
    campusCultureTermCap: set.campusCultureTermCap,
    summerPracticeTermCap: set.summerPracticeTermCap,
    winterPracticeTermCap: set.winterPracticeTermCap,
    postgraduateRecordOnly: set.postgraduateRecordOnly,
    makeUpMonth: set.makeUpMonth,
    updatedBy,
    updatedAt: sql<Date>`now()`,
  };
  if (set.id > 0) {
    await db.updateTable('hoursRequirementSets').set(values).where('schoolId', '=', schoolId).where('id', '=', set.id).execute();
    return set.id;
  }
  const { id } = await db.insertInto('hoursRequirementSets').values({ schoolId, ...values }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Deletes one set of the school. */
export async function deleteRequirementSet(db: Db, schoolId: number, id: number): Promise<void> {
  await db.deleteFrom('hoursRequirementSets').where('schoolId', '=', schoolId).where('id', '=', id).execute();
}
