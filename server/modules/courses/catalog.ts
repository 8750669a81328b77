/**
 * The course catalogue (issue 20 "Courses": courses with classify and hours; opening a course is
 * reviewed). POST /course/add submits the course into the school's flow of kind 26 (COURSE_OPEN,
 * audits/subject.ts); a rejected course is edited and so resubmitted. Course control (control.ts)
 * says who may open which classify.
 */
import { COURSE_MESSAGES, CourseStatus, type CourseDetail, type CourseRow } from '../../../common/courses.js';
import type { Page } from '../../../common/envelope.js';
import type { CourseAddParams, CourseListParams, CourseUpdateParams } from '../../../common/schemas/courses.js';
import { SourceType } from '../../../common/sourceTypes.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { auditHistory } from '../audits/history.js';
import { submitForReview } from '../audits/subject.js';
import { assertMayOpen } from './control.js';
import * as repo from './repository.js';
import { toCourseRow } from './rows.js';

export const SOURCE = SourceType.COURSE_OPEN;
type Caller = Pick<Session, 'schoolId' | 'userId'>;

const ACTIONS: Record<string, string> = { submit: '提交开课申请', resubmit: '修改后重新提交', approveStep: '审核通过', reject: '驳回', refuse: '拒绝' };
export const actionLabel = (action: string) => ACTIONS[action] ?? action;

/** 10002 naming the field: unknown classify or college, a name taken; course control (10003). */
async function checkCourse(db: Db, caller: Caller, p: CourseAddParams, exceptId?: number) {
  const classify = await repo.findClassify(db, caller.schoolId, p.classifyId);
  if (!classify) throw fieldError('classifyId', '分类不存在');
  if (p.collegeId !== undefined && !(await repo.collegeExists(db, caller.schoolId, p.collegeId))) throw fieldError('collegeId', '学院不存在');
  if (await repo.courseNameTaken(db, caller.schoolId, p.name, exceptId)) throw fieldError('name', COURSE_MESSAGES.nameTaken);
  await assertMayOpen(db, caller, classify);
}

const values = (p: CourseAddParams) => ({
  name: p.name, classifyId: p.classifyId, hours: p.hours, collegeId: p.collegeId ?? null, gradeMode: p.gradeMode, passScore: p.passScore, description: p.description ?? '',
});

/**
 * POST /course/add CourseAddParams → {id, status 1}: the course, pending at step 1 of the school's
 * course-opening flow. 10002 '分类不存在', '学院不存在', '已存在同名课程', no flow; 10003 course control.
 */
export async function addCourse(db: Db, caller: Caller, p: CourseAddParams, now = new Date()): Promise<{ id: number; status: number }> {
  await checkCourse(db, caller, p);
  const { id } = await repo.insertCourse(db, { schoolId: caller.schoolId, ...values(p), status: CourseStatus.PENDING, createdBy: caller.userId, createdAt: now, updatedAt: now });
  await submitForReview(db, { schoolId: caller.schoolId, sourceType: SOURCE, relationId: id, organizationId: null, applicantId: caller.userId, taskName: `${p.name} 开课申请`, toStatus: CourseStatus.PENDING, now });
  return { id, status: CourseStatus.PENDING };
}

/**
 * POST /course/update {id, …as add} → {id, status}: a pending course is corrected in place; a
 * rejected one is corrected and resubmitted (pending again). 10002 '课程不存在',
 * '只能修改待审核或已驳回的课程' and add's refusals.
 */
export async function updateCourse(db: Db, caller: Caller, p: CourseUpdateParams, now = new Date()): Promise<{ id: number; status: number }> {
  const [c] = await repo.lockCourses(db, caller.schoolId, [p.id]);
  if (!c) throw badParams(COURSE_MESSAGES.courseNotFound);
  if (c.status !== CourseStatus.PENDING && c.status !== CourseStatus.REJECTED) throw badParams(COURSE_MESSAGES.notEditable);
  await checkCourse(db, caller, p, p.id);
  await repo.updateCourse(db, caller.schoolId, p.id, { ...values(p), status: CourseStatus.PENDING, updatedAt: now });
  if (c.status === CourseStatus.REJECTED) {
    await submitForReview(db, {
      schoolId: caller.schoolId, sourceType: SOURCE, relationId: p.id, organizationId: null, applicantId: caller.userId, taskName: `${p.name} 开课申请`,
      fromStatus: c.status, toStatus: CourseStatus.PENDING, action: 'resubmit', now,
    });
  }
  return { id: p.id, status: CourseStatus.PENDING };
}

/** GET /course/list {current, size, name?, classifyId? (or its module), status?} → {list: CourseRow[], total}, newest first. */
export async function listCourses(db: Db, schoolId: number, p: CourseListParams): Promise<Page<CourseRow>> {
  const { rows, total } = await repo.findCourses(db, schoolId, p, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toCourseRow), total };
}

/** The course; 10002 '课程不存在'. */
export async function loadCourse(db: Db, schoolId: number, id: number) {
  const c = await repo.findCourse(db, schoolId, id);
  if (!c) throw badParams(COURSE_MESSAGES.courseNotFound);
  return c;
}

/** GET /course/detail {id} → CourseDetail with its review history; 10002 '课程不存在'. */
export async function courseDetail(db: Db, schoolId: number, id: number): Promise<CourseDetail> {
  const c = await loadCourse(db, schoolId, id);
  return {
    ...toCourseRow(c),
    history: await auditHistory(db, schoolId, [SOURCE], id, actionLabel),
    canEdit: c.status === CourseStatus.PENDING || c.status === CourseStatus.REJECTED,
  };
}

/** GET /course/options → [{id, name, hours, gradeMode}] of the open courses (sections may be added to them). */
export const courseOptions = (db: Db, schoolId: number) => repo.findOpenCourseOptions(db, schoolId, CourseStatus.OPEN);
