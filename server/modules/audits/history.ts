/**
 * The review history of a subject (activity, declaration…) as the detail pages show it
 * (common/activities.ts AuditHistoryItem): one entry per audit record, oldest first.
 */
import type { AuditHistoryItem } from '../../../common/activities.js';
import { formatDateTime } from '../../../common/time.js';
import type { Db } from '../../db/db.js';
import { historyRows } from './repository.js';

/**
 * The history of the school's subject `relationId` (records of any of `sourceTypes`), each action
 * named by `label`; an entry without an actor of the school is the system's ('系统').
 */
export async function auditHistory(db: Db, schoolId: number, sourceTypes: readonly number[], relationId: number, label: (action: string) => string): Promise<AuditHistoryItem[]> {
  const rows = await historyRows(db, schoolId, sourceTypes, relationId);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actionName: label(r.action),
    stepName: r.stepName,
    actorName: r.actorName ?? '系统',
    opinion: r.opinion,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    time: formatDateTime(r.createdAt)!,
  }));
}
