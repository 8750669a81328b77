/**
 * The held activities in scope by status (issue 6; spec §2 "10710 swaps in … an activity-status
 * chart"; GET /index/activity/status/count, common/dashboard.ts ActivityStatusCount). One grouped
 * scan of the activities through the index of held activities.
 */
import { sql } from 'kysely';
import type { ActivityStatusCount } from '../../../common/dashboard.js';
import { activityStatusLabel } from '../../../common/enums.js';
import type { Db } from '../../db/db.js';
import { activitiesIn, HELD, type Viewer } from './access.js';

/** GET /index/activity/status/count → one row per held status (HELD order), zeros included. */
export async function activityStatusCounts(db: Db, v: Viewer): Promise<ActivityStatusCount[]> {
  const rows = await db
    .selectFrom('activities as a')
    .select(['a.status', sql<number>`count(*)::int`.as('n')])
    .where('a.schoolId', '=', v.schoolId)
    .where('a.isTemplate', '=', false)
    .where('a.status', 'in', HELD)
    .where(activitiesIn(v))
    .groupBy('a.status')
    .execute();
  const byStatus = new Map(rows.map((r) => [r.status, Number(r.n)]));
  return HELD.map((status) => ({ status, name: activityStatusLabel(status), count: byStatus.get(status) ?? 0 }));
}
