/**
 * Volunteer statistics (issue 19 "statistics by team, college and term"): approved service hours
 * and the volunteers who served, per organising team, per college and per term; team and college
 * within one term when `termId` is given. Read from volunteer_service_stats, a summary the approval
 * maintains in its own transaction (addApproved) — a few rows per school whatever the number of
 * records, so the page stays fast at 30,000 students (bench/voluntary.ts). A record's college is the
 * student's college when the record was approved.
 */
import { minutesToHours, type VolunteerStatRow, type VolunteerStats } from '../../../common/voluntary.js';
import type { Db } from '../../db/db.js';
import { addServiceStats, approvedPlacement, serviceTotals, StatDimension } from './repository.js';

const toStat = (r: { key: number; name: string; volunteers: number; minutes: number }): VolunteerStatRow =>
  ({ key: r.key, name: r.name, volunteers: r.volunteers, hours: minutesToHours(r.minutes) });

/** GET /voluntary/volunteer/stats {termId?} → {byTeam, byCollege, byTerm}, most hours first (terms in order). */
export async function volunteerStats(db: Db, schoolId: number, termId?: number): Promise<VolunteerStats> {
  const [team, college, term] = await Promise.all([
    serviceTotals(db, schoolId, 'team', termId), serviceTotals(db, schoolId, 'college', termId), serviceTotals(db, schoolId, 'term'),
  ]);
  return { byTeam: team.map(toStat), byCollege: college.map(toStat), byTerm: term.map(toStat) };
}

/**
 * Counts the record `id`, just approved, into the summary (call in the approving transaction, after
 * the user's lock: grantHours): its minutes to its team, the user's college and its term, each for
 * all terms and for its own term; the user becomes one more volunteer of a row unless another of
 * their approved records already counts there. Records of activities without a term count for all
 * terms only.
 */
export async function addApproved(db: Db, schoolId: number, id: number): Promise<void> {
  const { own, others } = await approvedPlacement(db, schoolId, id);
  const anyOther = others.length > 0;
  const inTerm = others.some((o) => o.termId === own.termId);
  const inTeam = others.some((o) => o.organizationId === own.organizationId);
  const inTeamTerm = others.some((o) => o.organizationId === own.organizationId && o.termId === own.termId);
  const row = (dimension: number, key: number, termId: number, counted: boolean) => ({ dimension, key, termId, volunteers: counted ? 0 : 1, minutes: own.minutes });
  const rows = [row(StatDimension.team, own.organizationId, 0, inTeam), row(StatDimension.college, own.collegeId, 0, anyOther)];
  if (own.termId !== 0) {
    rows.push(row(StatDimension.team, own.organizationId, own.termId, inTeamTerm), row(StatDimension.college, own.collegeId, own.termId, inTerm), row(StatDimension.term, own.termId, 0, inTerm));
  }
  await addServiceStats(db, schoolId, rows);
}
