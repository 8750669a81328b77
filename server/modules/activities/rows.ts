/**
 * The activity row on the wire (spec §3 activity row; common/activities.ts ActivityRow), shared by
 * GET /activity/list, the review queues (server/modules/audits/queue.ts), the student lists of
 * participation/, the dashboard and the detail. The query and its joins are
 * repositories/activities.ts activityRowSelect; here is only the mapping of one row.
 */
import type { ActivityRow } from '../../../common/activities.js';
import { formatMinute } from '../../../common/time.js';
import type { ActivityRowRaw } from './repositories/activities.js';

/** Decimal string with two places ('4' → '4.00'); numeric columns arrive as strings. */
export const decimal2 = (v: string | number | null | undefined): string => (v == null ? '0.00' : Number(v).toFixed(2));

/** One raw row → the wire ActivityRow (times 'YYYY-MM-DD HH:mm' in Asia/Shanghai, hours '4.00'). */
export function toActivityRow(r: ActivityRowRaw): ActivityRow {
  return {
    id: r.id,
    name: r.name,
    orgName: r.orgName,
    administrator: r.administrator,
    classifyName: r.classifyName,
    classifyNameS: r.classifyNameS,
    ecology: r.ecology,
    isRecommend: r.isRecommend,
    limitType: r.limitType,
    hours: decimal2(r.hours),
    startTime: formatMinute(r.startTime),
    endTime: formatMinute(r.endTime),
    status: r.status,
    assignFirstOne: r.assignFirstOne,
    assignSecondOne: r.assignSecondOne,
    assignFirstSourceNameOne: r.assignFirstSourceNameOne,
    assignFirstTwo: r.assignFirstTwo,
    assignSecondTwo: r.assignSecondTwo,
    assignFirstSourceNameTwo: r.assignFirstSourceNameTwo,
    applyPeopleNumber: r.capacity,
    activityPeopleNumber: Number(r.activityPeopleNumber),
    starScore: r.starScore,
    address: r.address,
    activityLevel: r.activityLevel,
    enrollCount: r.enrollCount,
  };
}
