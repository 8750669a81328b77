/**
 * The course-opening review (issue 20; to-do source type 26 COURSE_OPEN, its flow kind 26). The
 * queue lists courses with an open task — the caller's own ('mine') or, for holders of 课程目录,
 * every one ('all') — oldest task first. A decision on 1–100 courses runs in one transaction: rows
 * locked in id order, each decided through decideReviewStep (pass / reject / refuse, reasons
 * required but to pass); any refusal rolls the batch back, its message naming the course.
 */
import { waitingTime } from '../../../common/activities.js';
import { COURSE_MESSAGES, COURSE_MODULES, CourseStatus, type CourseAuditResult, type CourseQueueRow } from '../../../common/courses.js';
import type { Page } from '../../../common/envelope.js';
import type { AuditParams, CourseAuditListParams } from '../../../common/schemas/courses.js';
import { hasPermission } from '../../auth/permissions.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { ApiError, badParams, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { decideReviewStep } from '../audits/subject.js';
import { SOURCE } from './catalog.js';
import * as repo from './repository.js';
import { toCourseRow } from './rows.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;
export const ALL_QUEUE_REFUSED = '只有课程目录管理员可以查看全部待审核课程';

/** GET /course/audit/list {current, size, name?, scope?} → {list: CourseQueueRow[], total}; 10003 ALL_QUEUE_REFUSED. */
export async function courseQueue(db: Db, caller: Caller, p: CourseAuditListParams, now = new Date()): Promise<Page<CourseQueueRow>> {
  const all = p.scope === 'all';
  if (all && !(await hasPermission(db, caller, COURSE_MODULES.catalog))) throw noPermission(ALL_QUEUE_REFUSED);
  const { rows, total } = await repo.findCourseQueue(db, caller.schoolId, SOURCE, { auditorId: all ? null : caller.userId, name: p.name }, { limit: p.size, offset: pageOffset(p) });
  return {
    total,
    list: rows.map((r) => ({ ...toCourseRow(r), taskId: r.taskId, stepName: r.stepName, stepNo: r.stepNo, stepCount: r.stepCount, waitTime: waitingTime(r.taskCreatedAt, now) })),
  };
}

const STATUSES = { pending: CourseStatus.PENDING, approved: CourseStatus.OPEN, rejected: CourseStatus.REJECTED, refused: CourseStatus.REFUSED };

/**
 * POST /course/audit {ids, result, opinion?} → CourseAuditResult. 10002 '课程不存在', a blank
 * reason, a course not under review — prefixed with the course's name; 10003 when the caller is not
 * its step's auditor (holders of 课程目录 decide on any step).
 */
export async function auditCourses(db: Db, caller: Caller, p: AuditParams, now = new Date()): Promise<CourseAuditResult> {
  const ids = [...new Set(p.ids)].sort((a, b) => a - b);
  const rows = await repo.lockCourses(db, caller.schoolId, ids);
  if (rows.length !== ids.length) throw badParams(COURSE_MESSAGES.courseNotFound);
  const asAdmin = await hasPermission(db, caller, COURSE_MODULES.catalog);
  const out: CourseAuditResult = { count: 0, approved: 0, advanced: 0, rejected: 0, refused: 0 };
  for (const c of rows) {
    try {
      const d = await decideReviewStep(db, {
        schoolId: caller.schoolId, sourceType: SOURCE, relationId: c.id, auditorId: caller.userId, asAdmin, decision: p.result,
        opinion: p.opinion ?? '', fromStatus: c.status, statuses: STATUSES, now,
      });
      if (d.outcome !== 'advanced') await repo.updateCourse(db, caller.schoolId, c.id, { status: d.status, opinion: p.opinion ?? '', updatedAt: now });
      out[d.outcome] += 1;
      out.count += 1;
    } catch (e) {
      if (e instanceof ApiError) throw new ApiError(e.code, `${c.name}: ${e.message}`, e.data);
      throw e;
    }
  }
  return out;
}
