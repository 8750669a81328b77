/**
 * The dashboard's volunteer table and student awards (issue 6; spec §2 volunteer table and student
 * awards, §3 volunteer row, §7 GET /index/voluntary/activity/list, /index/project/apply/list).
 */
import { sql } from 'kysely';
import { DASHBOARD_TABLE_ROWS, type AwardRow, type VolunteerRow } from '../../../common/dashboard.js';
import { formatMinute } from '../../../common/time.js';
import type { Db } from '../../db/db.js';
import { activitiesIn, hoursText, HELD, studentsIn, type Viewer } from './access.js';

/** Organisation nature of volunteer organisations (志愿组织). */
export const VOLUNTEER_NATURE = 3;

/**
 * Organisations the viewer sees: the school's (school and college scope), or those the viewer
 * leads and below (organisation scope) — as the organisation scope of students and activities.
 */
export function organizationsIn(v: Viewer) {
  return v.scope.kind === 'organization' ? v.scope.organizationIds : null;
}

/** GET /index/voluntary/activity/list → VolunteerRow[]: volunteer organisations by held activities in scope, then members, ≤ 10. */
export async function volunteerRows(db: Db, v: Viewer): Promise<VolunteerRow[]> {
  const only = organizationsIn(v);
  if (only && only.length === 0) return [];
  const rows = await db
    .selectFrom('organizations as o')
    .select([
      'o.id',
      'o.name',
      (eb) =>
        eb
          .selectFrom('activities as a')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('a.organizationId', '=', 'o.id')
          .where('a.schoolId', '=', v.schoolId)
          .where('a.isTemplate', '=', false)
          .where('a.status', 'in', HELD)
          .where(activitiesIn(v))
          .as('activityCount'),
      (eb) =>
        eb
          .selectFrom('organizationMembers as m')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('m.organizationId', '=', 'o.id')
          .where('m.schoolId', '=', v.schoolId)
          .as('memberCount'),
    ])
    .where('o.schoolId', '=', v.schoolId)
    .where('o.nature', '=', VOLUNTEER_NATURE)
    .$if(only !== null, (q) => q.where('o.id', 'in', only!))
    .orderBy(sql.ref('activityCount'), 'desc')
    .orderBy(sql.ref('memberCount'), 'desc')
    .orderBy('o.id')
    .limit(DASHBOARD_TABLE_ROWS)
    .execute();
  return rows.map((r) => ({ id: r.id, TeamName: r.name, activityCount: Number(r.activityCount ?? 0), memberCount: Number(r.memberCount ?? 0) }));
}

/** GET /index/project/apply/list → AwardRow[]: approved declarations of students in scope, latest decision first, ≤ 10. */
export async function awardRows(db: Db, v: Viewer): Promise<AwardRow[]> {
  const rows = await db
    .selectFrom('declarations as d')
    .innerJoin('students as s', (j) => j.onRef('s.userId', '=', 'd.userId').onRef('s.schoolId', '=', 'd.schoolId'))
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 'd.userId').onRef('u.schoolId', '=', 'd.schoolId'))
    .innerJoin('declarationProjects as p', (j) => j.onRef('p.id', '=', 'd.projectId').onRef('p.schoolId', '=', 'd.schoolId'))
    .innerJoin('declarationProjectOptions as op', (j) => j.onRef('op.id', '=', 'd.optionId').onRef('op.schoolId', '=', 'd.schoolId'))
    .select(['d.id', 'u.name as userName', 's.code', 'p.name as projectName', 'op.name as optionName', 'd.applyTime', hoursText(sql`coalesce(d.granted_hours, d.hours)`).as('hours')])
    .where('d.schoolId', '=', v.schoolId)
    .where('d.status', '=', 2)
    .where(studentsIn(v))
    .orderBy(sql`d.audited_at desc nulls last`)
    .orderBy('d.id', 'desc')
    .limit(DASHBOARD_TABLE_ROWS)
    .execute();
  return rows.map((r) => ({ id: r.id, userName: r.userName, code: r.code, projectName: r.projectName, optionName: r.optionName, hours: r.hours, applyTime: formatMinute(r.applyTime) }));
}
