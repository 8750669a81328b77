/**
 * Volunteer statistics (issue 19 "statistics by team, college and term"): approved service hours
 * and the volunteers who served, per organising team, per college and per term; team and college
 * within one term when `termId` is given.
 */
import { minutesToHours, type VolunteerStatRow, type VolunteerStats } from '../../../common/voluntary.js';
import type { Db } from '../../db/db.js';
import { serviceTotals } from './repository.js';

const toStat = (r: { key: number; name: string; volunteers: number; minutes: number }): VolunteerStatRow =>
  ({ key: r.key, name: r.name, volunteers: r.volunteers, hours: minutesToHours(r.minutes) });

/** GET /voluntary/volunteer/stats {termId?} → {byTeam, byCollege, byTerm}, most hours first (terms in order). */
export async function volunteerStats(db: Db, schoolId: number, termId?: number): Promise<VolunteerStats> {
  const [team, college, term] = await Promise.all([
    serviceTotals(db, schoolId, 'team', termId), serviceTotals(db, schoolId, 'college', termId), serviceTotals(db, schoolId, 'term'),
  ]);
  return { byTeam: team.map(toStat), byCollege: college.map(toStat), byTerm: term.map(toStat) };
}
