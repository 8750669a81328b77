/**
 * The dashboard's volunteer table and student awards (issue 6; spec §2 volunteer table and student
 * awards, §3 volunteer row, §7 GET /index/voluntary/activity/list, /index/project/apply/list).
 */
import type { AwardRow, VolunteerRow } from '../../../common/dashboard.js';
import { formatMinute } from '../../../common/time.js';
import type { Db } from '../../db/db.js';
import type { Viewer } from './access.js';
import { approvedDeclarations, organizationsByActivity } from './repositories/students.js';

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
  const rows = await organizationsByActivity(db, v, VOLUNTEER_NATURE, only);
  return rows.map((r) => ({ id: r.id, TeamName: r.name, activityCount: Number(r.activityCount ?? 0), memberCount: Number(r.memberCount ?? 0) }));
}

/** GET /index/project/apply/list → AwardRow[]: approved declarations of students in scope, latest decision first, ≤ 10. */
export async function awardRows(db: Db, v: Viewer): Promise<AwardRow[]> {
  const rows = await approvedDeclarations(db, v);
  return rows.map((r) => ({ id: r.id, userName: r.userName, code: r.code, projectName: r.projectName, optionName: r.optionName, hours: r.hours, applyTime: formatMinute(r.applyTime) }));
}
