/**
 * A school's hours rules (spec §1; common/hoursRules.ts): read with the defaults when the school
 * has no row yet; updated as a patch, validated as a whole (caps and minima not above the
 * required total). decimalPlaces is the school's own column (spec §3 stored session values).
 */
import { DEFAULT_HOURS_RULES, toHundredths, type HoursRules } from '../../../common/hoursRules.js';
import { fieldError, type Db } from '../structure/common.js';
import type { RulesUpdateParams } from './schema.js';

/** The school's rules; the defaults of spec §1 for the numbers it has not set. */
export async function loadRules(db: Db, schoolId: number): Promise<HoursRules> {
  const school = await db.selectFrom('schools').select('decimalPlaces').where('id', '=', schoolId).executeTakeFirst();
  const row = await db.selectFrom('schoolRules').selectAll().where('schoolId', '=', schoolId).executeTakeFirst();
  const decimalPlaces = school?.decimalPlaces ?? DEFAULT_HOURS_RULES.decimalPlaces;
  if (!row) return { ...DEFAULT_HOURS_RULES, decimalPlaces };
  return {
    requiredHours: Number(row.requiredHours),
    requiredCredits: Number(row.requiredCredits),
    creditYears: row.creditYears,
    campusMinHours: Number(row.campusMinHours),
    socialPracticeMinHours: Number(row.socialPracticeMinHours),
    campusCultureTermCap: Number(row.campusCultureTermCap),
    summerPracticeTermCap: Number(row.summerPracticeTermCap),
    winterPracticeTermCap: Number(row.winterPracticeTermCap),
    makeUpMonth: row.makeUpMonth,
    decimalPlaces,
  };
}

const NOT_ABOVE_REQUIRED: (keyof HoursRules)[] = [
  'campusMinHours', 'socialPracticeMinHours', 'campusCultureTermCap', 'summerPracticeTermCap', 'winterPracticeTermCap',
];

/**
 * POST /system/rules/update {any HoursRules field} → HoursRules. 10002 naming the field: not a
 * positive number, or a minimum or cap above requiredHours ('不能大于总学时要求').
 */
export async function updateRules(db: Db, schoolId: number, p: RulesUpdateParams): Promise<HoursRules> {
  const current = await loadRules(db, schoolId);
  const { decimalPlaces, ...numbers } = p;
  const next: HoursRules = { ...current };
  for (const [k, v] of Object.entries(numbers)) if (v !== undefined) (next as unknown as Record<string, number>)[k] = Number(v);
  if (decimalPlaces !== undefined) next.decimalPlaces = decimalPlaces;
  for (const k of NOT_ABOVE_REQUIRED) {
    if (toHundredths(next[k]) > toHundredths(next.requiredHours)) throw fieldError(k, '不能大于总学时要求');
  }
  const { decimalPlaces: dp, ...columns } = next;
  await db
    .insertInto('schoolRules')
    .values({ schoolId, ...columns })
    .onConflict((oc) => oc.column('schoolId').doUpdateSet({ ...columns, updatedAt: new Date() }))
    .execute();
  await db.updateTable('schools').set({ decimalPlaces: dp }).where('id', '=', schoolId).execute();
  return loadRules(db, schoolId);
}
