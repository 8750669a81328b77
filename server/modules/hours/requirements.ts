/**
 * A school's requirement sets (issue 13; common/hoursRequirements.ts), read from
 * hours_requirement_sets: every set by fromGrade, and the top-level modules they name. A school
 * without a saved set (e.g. one created after the migration, before its seed) has the spec §1
 * defaults over its modules as its one set (id 0).
 */
import type { Selectable } from 'kysely';
import {
  defaultRequirementSet, requirementSetFor, rulesOf, type RequirementModule, type RequirementSet,
} from '../../../common/hoursRequirements.js';
import type { HoursRules } from '../../../common/hoursRules.js';
import type { HoursRequirementSetsTable } from '../../db/types.js';
import type { Db } from '../../db/db.js';
import * as repo from './repositories/requirements.js';

const asJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** A table row as a RequirementSet (numbers as numbers, JSON columns parsed). */
export function toRequirementSet(r: Selectable<HoursRequirementSetsTable>): RequirementSet {
  return {
    id: r.id,
    fromGrade: r.fromGrade,
    requiredHours: Number(r.requiredHours),
    requiredCredits: Number(r.requiredCredits),
    creditYears: r.creditYears,
    campusMinHours: Number(r.campusMinHours),
    campusClassifyIds: asJson<number[]>(r.campusClassifyIds).map(Number),
    socialPracticeMinHours: Number(r.socialPracticeMinHours),
    socialPracticeClassifyIds: asJson<number[]>(r.socialPracticeClassifyIds).map(Number),
    moduleMinimums: asJson<{ classifyId: number; minHours: number }[]>(r.moduleMinimums).map((m) => ({ classifyId: Number(m.classifyId), minHours: Number(m.minHours) })),
    campusCultureTermCap: Number(r.campusCultureTermCap),
    summerPracticeTermCap: Number(r.summerPracticeTermCap),
    winterPracticeTermCap: Number(r.winterPracticeTermCap),
    postgraduateRecordOnly: r.postgraduateRecordOnly,
    makeUpMonth: r.makeUpMonth,
  };
}

/** Every set of the school by fromGrade (never empty: the spec §1 defaults when none is saved). */
export async function loadRequirementSets(db: Db, schoolId: number): Promise<RequirementSet[]> {
  const rows = await repo.requirementSetRows(db, schoolId);
  if (rows.length) return rows.map(toRequirementSet);
  return [defaultRequirementSet(await repo.requirementModules(db, schoolId))];
}

/** What evaluating a school's students needs: its sets and modules. */
export interface RequirementContext {
  sets: RequirementSet[];
  modules: (RequirementModule & { moduleKind: string; campus: boolean })[];
  decimalPlaces: number;
}

export async function requirementContext(db: Db, schoolId: number): Promise<RequirementContext> {
  const [sets, modules, decimalPlaces] = await Promise.all([
    loadRequirementSets(db, schoolId), repo.requirementModules(db, schoolId), repo.decimalPlacesOf(db, schoolId),
  ]);
  return { sets, modules, decimalPlaces };
}

/** The set in force for a student's grade. */
export const setForGrade = (ctx: Pick<RequirementContext, 'sets'>, grade: string | number | null | undefined): RequirementSet => requirementSetFor(ctx.sets, grade);

/**
 * The rule numbers (HoursRules) a student's cohort is under, with the school's decimal places —
 * what the hours explanation of spec §1 prints. Without a grade: the newest set.
 */
export async function rulesForGrade(db: Db, schoolId: number, grade?: string | null): Promise<HoursRules> {
  const ctx = await requirementContext(db, schoolId);
  const set = grade === undefined ? ctx.sets[ctx.sets.length - 1] : setForGrade(ctx, grade);
  return rulesOf(set, ctx.decimalPlaces);
}
