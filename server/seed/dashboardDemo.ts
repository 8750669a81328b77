/**
 * What the dashboards of 示范大学 need beyond the activity and declaration demos (issue 6: "the
 * demo data makes every widget meaningful ... students below and above their warnings"):
 *  - hours of earlier years, imported per module through the ledger (source type 4 import, no
 *    term, one import per module): more for older grades, a little more or less per college, spread
 *    over the modules as the hours rule asks (ruleShares), with some students skipping a module — so reach rates differ by college and grade and the warning
 *    list holds students short in the total, in a module, or both;
 *    dated the first day of the school's earliest term;
 *  - the demo's finished activities (completed or refused) that the administrator created get a
 *    teacher as 活动负责人, round robin, so the guidance ranking has several teachers.
 * Deterministic (fixed PRNG seed); runs after seedActivities in the same transaction.
 */
import { fromHundredths } from '../../common/hoursRules.js';
import { dayStart } from '../../common/time.js';
import { grantHours } from '../modules/hours/ledger.js';
import { LedgerSource } from '../../common/ledger.js';
import { loadRequirementSets } from '../modules/hours/requirements.js';
import { createRng } from './prng.js';
import type { Trx } from '../db/db.js';

/** The school whose dashboards the demo fills. */
export const DASHBOARD_DEMO_SCHOOL = 10001;
/** Relation ids of the imports (one per module, by the module's position). */
export const DEMO_IMPORT_BASE = 600_000;
/** Mean imported hours by seniority: the oldest grade first. */
const MEAN_BY_SENIORITY = [260, 170, 100, 40];

/**
 * How a student spreads hours over the modules: the social-practice modules share the rule's
 * social-practice minimum, every other module weighs its warning value — so that seniors meet the
 * whole rule about as often as they miss it, and some fall below a module's warning value.
 */
async function ruleShares(trx: Trx, schoolId: number, modules: { id: number; minHours: string }[]): Promise<Map<number, number>> {
  const [set] = await loadRequirementSets(trx, schoolId);
  const social = new Set(set.socialPracticeClassifyIds);
  return new Map(modules.map((m) => [m.id, social.has(m.id) ? set.socialPracticeMinHours / social.size : Number(m.minHours) || 10]));
}

/** Hours of earlier years, imported per module (see the file comment). */
async function importEarlierHours(trx: Trx, schoolId: number): Promise<void> {
  const rng = createRng(schoolId * 7 + 6);
  const modules = await trx.selectFrom('classifies').select(['id', 'minHours']).where('schoolId', '=', schoolId).where('parentId', '=', 0).orderBy('orderNumber').orderBy('id').execute();
  const share = await ruleShares(trx, schoolId, modules);
  const students = await trx.selectFrom('students').select(['userId', 'grade', 'collegeId']).where('schoolId', '=', schoolId).where('status', 'in', [1, 3]).orderBy('code').execute();
  if (!modules.length || !students.length) return;
  const grades = [...new Set(students.map((s) => s.grade ?? ''))].sort();
  const collegeFactor = new Map<number | null, number>();
  const admin = await trx.selectFrom('users').select('id').where('schoolId', '=', schoolId).where('username', '=', 'admin').executeTakeFirst();

  // Hundredths per module, per student.
  const perModule = modules.map(() => [] as { userId: number; hours: string }[]);
  for (const s of students) {
    if (!collegeFactor.has(s.collegeId)) collegeFactor.set(s.collegeId, 0.8 + rng.next() * 0.4);
    // Grades ascending: the first is the oldest.
    const seniority = grades.indexOf(s.grade ?? '');
    const mean = MEAN_BY_SENIORITY[Math.min(seniority, MEAN_BY_SENIORITY.length - 1)] ?? 0;
    // Roughly bell-shaped around 1 (sum of three uniforms).
    const spread = 0.55 + ((rng.next() + rng.next() + rng.next()) / 3) * 0.9;
    const target = mean * collegeFactor.get(s.collegeId)! * spread;
    const weights = modules.map((m) => (rng.chance(0.12) ? 0 : share.get(m.id)! * (0.6 + rng.next())));
    const sum = weights.reduce((a, b) => a + b, 0);
    if (sum === 0) continue;
    weights.forEach((w, i) => {
      // Whole half hours.
      const half = Math.round((target * w) / sum * 2);
      if (half > 0) perModule[i].push({ userId: s.userId, hours: fromHundredths(half * 50) });
    });
  }
  // Imported when the school started using the platform: the first day of its earliest term (not
  // the day the demo is seeded; issue 18 item 9).
  const first = await trx.selectFrom('terms').select('startDate').where('schoolId', '=', schoolId).orderBy('startDate').limit(1).executeTakeFirst();
  const issuedAt = first ? dayStart(first.startDate) : undefined;
  for (const [i, m] of modules.entries())
    await grantHours(trx, {
      schoolId, issuedBy: admin?.id ?? null, sourceType: LedgerSource.IMPORT, relationId: DEMO_IMPORT_BASE + i, classifyId: m.id, termId: null,
      reason: '往年学时导入', grants: perModule[i], issuedAt,
    });
}

/** Teachers as 活动负责人 of the administrator's finished demo activities (see the file comment). */
async function spreadGuidance(trx: Trx, schoolId: number): Promise<void> {
  const admin = await trx.selectFrom('users').select('id').where('schoolId', '=', schoolId).where('username', '=', 'admin').executeTakeFirst();
  if (!admin) return;
  const teachers = await trx
    .selectFrom('users as u')
    .innerJoin('staff as st', (j) => j.onRef('st.userId', '=', 'u.id').onRef('st.schoolId', '=', 'u.schoolId'))
    .select('u.id')
    .where('u.schoolId', '=', schoolId)
    .where('u.identity', '=', 0)
    .where('u.isAdmin', '=', 0)
    .where('st.collegeId', 'is not', null)
    .orderBy('u.id')
    .limit(6)
    .execute();
  if (!teachers.length) return;
  const finished = await trx
    .selectFrom('activities')
    .select('id')
    .where('schoolId', '=', schoolId)
    .where('isTemplate', '=', false)
    .where('status', 'in', [11, 12])
    .where('createdBy', '=', admin.id)
    .orderBy('id')
    .execute();
  for (const [k, a] of finished.entries())
    await trx.updateTable('activities').set({ administratorId: teachers[k % teachers.length].id }).where('id', '=', a.id).execute();
}

/** The dashboard demo of 示范大学 (nothing for other schools). */
export async function seedDashboardDemo(trx: Trx, schoolId: number): Promise<void> {
  if (schoolId !== DASHBOARD_DEMO_SCHOOL) return;
  await spreadGuidance(trx, schoolId);
  await importEarlierHours(trx, schoolId);
}
