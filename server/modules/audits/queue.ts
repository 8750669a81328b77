/**
 * A review queue of activities (issue 4; spec §2 /proceeding/wait/activity/first/auditing and
 * /report/auditing): the activities with an open audit task of one source type (1 first review,
 * 2 completion report) — the caller's own tasks ('mine', where the caller is one of the step's
 * auditors) or, for a school-wide activity administrator, every open one ('all'). Oldest task first.
 * GET /activity/audit/first/list uses it with sourceType 1; GET /activity/report/audit/list
 * (participation/) with sourceType 2.
 */
import { waitingTime } from '../../../common/activities.js';
import type { Page } from '../../../common/envelope.js';
import type { Session } from '../../auth/sessions.js';
import { noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { formatDateTime } from '../../../common/time.js';
import { isActivityAdmin } from '../activities/access.js';
import { toActivityRow } from '../activities/rows.js';
import type { Db } from '../../db/db.js';
import { findActivityQueue } from './repository.js';

import type { AuditQueueRow } from '../../../common/activities.js';

export type { AuditQueueRow };

export interface AuditQueueParams {
  /** 1 activity first review, 2 completion report. */
  sourceType: number;
  current: number;
  size: number;
  /** Activity name contains. */
  name?: string;
  /** 'mine' (default) or 'all' (activity administrators only, else 10003). */
  scope?: 'mine' | 'all';
  /** Only activities of organisations of this nature (issue 19: 3, the volunteer activities). */
  nature?: number;
  /** For tests: the clock of waitTime. */
  now?: Date;
}

/**
 * The queue page → {list: AuditQueueRow[], total}. 10003 '只有活动管理员可以查看全部待审核事项'
 * for scope 'all' without the school-wide activity administration.
 */
export async function auditQueue(db: Db, session: Pick<Session, 'schoolId' | 'userId'>, p: AuditQueueParams): Promise<Page<AuditQueueRow>> {
  const all = p.scope === 'all';
  if (all && !(await isActivityAdmin(db, session))) throw noPermission('只有活动管理员可以查看全部待审核事项');
  const { rows, total } = await findActivityQueue(
    db, session.schoolId, { sourceType: p.sourceType, auditorId: all ? null : session.userId, name: p.name, nature: p.nature }, { limit: p.size, offset: pageOffset(p) },
  );
  const now = p.now ?? new Date();
  return {
    total,
    list: rows.map((r) => ({
      ...toActivityRow(r),
      taskId: r.taskId,
      stepName: r.taskStepName,
      stepNo: r.taskStepNo,
      stepCount: r.taskStepCount,
      waitTime: waitingTime(r.taskCreatedAt, now),
      applyTime: formatDateTime(r.taskAppliedAt)!,
      applicant: r.applicant,
    })),
  };
}
