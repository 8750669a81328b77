/**
 * The held activities in scope by status (issue 6; spec §2 "10710 swaps in … an activity-status
 * chart"; GET /index/activity/status/count, common/dashboard.ts ActivityStatusCount). One grouped
 * scan of the activities through the index of held activities.
 */
import type { ActivityStatusCount } from '../../../common/dashboard.js';
import { activityStatusLabel } from '../../../common/enums.js';
import type { Db } from '../../db/db.js';
import { HELD, type Viewer } from './access.js';
import { heldByStatus } from './repositories/activities.js';

/** GET /index/activity/status/count → one row per held status (HELD order), zeros included. */
export async function activityStatusCounts(db: Db, v: Viewer): Promise<ActivityStatusCount[]> {
  const rows = await heldByStatus(db, v);
  const byStatus = new Map(rows.map((r) => [r.status, Number(r.n)]));
  return HELD.map((status) => ({ status, name: activityStatusLabel(status), count: byStatus.get(status) ?? 0 }));
}
