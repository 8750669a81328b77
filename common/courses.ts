/**
 * Second-classroom courses and their evaluation on the wire (issue 20 "Courses and review"; spec §2
 * /course and /review, six sub-pages each). The endpoints are documented in server/modules/courses.
 * Times 'YYYY-MM-DD HH:mm' in China Standard Time; hours are numeric text ('2.00').
 */
import type { AuditHistoryItem } from './activities.js';

/** The module paths (server/seed/modules.ts 1800–1816, student 1011): menu entries, pages and endpoint permissions. */
export const COURSE_MODULES = {
  home: '/course',
  catalog: '/course/catalog',
  audit: '/course/audit',
  section: '/course/section',
  attendance: '/course/attendance',
  grade: '/course/grade',
  control: '/course/control',
  review: '/review',
  reviewList: '/review/list',
  reviewCourse: '/review/course',
  reviewTeacher: '/review/teacher',
  reviewStatistics: '/review/statistics',
  reviewSettings: '/review/settings',
  reviewMine: '/review/my',
  student: '/student/course',
} as const;

/** A course's status: opening under review, open (approved), rejected (may be edited and resubmitted), refused. */
export const CourseStatus = { PENDING: 1, OPEN: 2, REJECTED: 3, REFUSED: 4 } as const;
export const courseStatusLabels: Record<number, string> = { 1: '待审核', 2: '已开课', 3: '已驳回', 4: '已拒绝' };

/** How a course is graded: 1 合格/不合格, 2 百分制 (passed when score ≥ passScore). */
export const GradeMode = { PASS_FAIL: 1, SCORE: 2 } as const;
export const gradeModeLabels: Record<number, string> = { 1: '合格制', 2: '百分制' };

/** A section's status: 1 进行中 (enrolling, teaching, grading), 2 已结课 (hours issued). */
export const SectionStatus = { ACTIVE: 1, COMPLETED: 2 } as const;
export const sectionStatusLabels: Record<number, string> = { 1: '进行中', 2: '已结课' };

/** What a section is doing now (display): 未开始报名, 报名中, 待开课, 上课中, 待结课, 已结课. */
export const sectionPhaseLabels: Record<string, string> = {
  before: '未开始报名', enrolling: '报名中', awaiting: '待开课', teaching: '上课中', ended: '待结课', completed: '已结课',
};
export type SectionPhase = 'before' | 'enrolling' | 'awaiting' | 'teaching' | 'ended' | 'completed';

/** An enrollment's status: 1 已报名 (holds a seat), 2 已取消. */
export const CourseEnrollStatus = { ENROLLED: 1, CANCELLED: 2 } as const;

/** Limits. */
export const COURSE_NAME_MAX = 50;
export const SECTION_CAPACITY_MAX = 10_000;
/** Days after completion students may rate a section unless the settings say otherwise. */
export const RATE_DAYS_DEFAULT = 14;
export const RATING_COMMENT_MAX = 500;

/** Spec-silent messages, shared by server and web. */
export const COURSE_MESSAGES = {
  courseNotFound: '课程不存在',
  sectionNotFound: '教学班不存在',
  nameTaken: '已存在同名课程',
  sectionNameTaken: '该课程已有同名教学班',
  notOpen: '课程尚未通过开课审核',
  notEditable: '只能修改待审核或已驳回的课程',
  controlled: '您没有开设该类别课程的权限(课程管控)',
  controlExists: '该管控规则已存在',
  controlNotFound: '管控规则不存在',
  teacherNotFound: '授课教师不存在',
  notEnrolling: '该教学班当前不在报名时间内',
  full: '报名人数已满',
  already: '您已报名该教学班',
  notEnrolled: '您未报名该教学班',
  completed: '该教学班已结课',
  qrExpired: '二维码已过期,请重新扫码',
  alreadySigned: '您已签到',
  notStarted: '课程尚未开始,不能签到',
  ungraded: '还有学生未评定成绩,不能结课',
  notYourSection: '您不是该教学班的授课教师',
  notRateable: '只有已结课且成绩合格的学生可以评价',
  rateClosed: '不在评价时间内',
  alreadyRated: '您已评价该教学班',
  capacityBelowEnrolled: '容量不能小于已报名人数',
  endAfterStart: '结束时间必须晚于开始时间',
  enrollBeforeEnd: '报名结束时间不能晚于课程结束时间',
  scoreRequired: '百分制课程必须填写分数',
  passedRequired: '合格制课程必须评定是否合格',
} as const;

/** A course of the catalogue. */
export interface CourseRow {
  id: number;
  name: string;
  classifyId: number;
  classifyName: string;
  hours: string;
  collegeId: number | null;
  collegeName: string | null;
  gradeMode: number;
  gradeModeName: string;
  passScore: number;
  description: string;
  status: number;
  statusName: string;
  opinion: string;
  createdBy: number;
  createdByName: string;
  createTime: string;
  sectionCount: number;
}

export interface CourseDetail extends CourseRow {
  history: AuditHistoryItem[];
  canEdit: boolean;
}

/** A course opening waiting for the caller's review. */
export interface CourseQueueRow extends CourseRow {
  taskId: number;
  stepName: string;
  stepNo: number;
  stepCount: number;
  waitTime: string;
}

/** A section (教学班) of a course. */
export interface SectionRow {
  id: number;
  courseId: number;
  courseName: string;
  classifyName: string;
  hours: string;
  gradeMode: number;
  name: string;
  teacherId: number;
  teacherName: string;
  capacity: number;
  enrollCount: number;
  enrollStart: string;
  enrollEnd: string;
  startTime: string;
  endTime: string;
  schedule: string;
  place: string;
  status: number;
  phase: SectionPhase;
  phaseName: string;
  signedCount: number;
  rateEnd: string | null;
  completeTime: string | null;
}

/** A student of a section's roster: attendance and grade. */
export interface RosterRow {
  userId: number;
  username: string;
  name: string;
  collegeName: string | null;
  className: string | null;
  enrollTime: string;
  signTime: string | null;
  passed: boolean | null;
  score: string | null;
  hours: string | null;
}

/** A section as a student sees it: open ones to enroll in, and their own with grade, hours, rating. */
export interface StudentSectionRow extends SectionRow {
  enrolled: boolean;
  signTime: string | null;
  passed: boolean | null;
  score: string | null;
  /** Hours issued to the student by this section ('0' none yet). */
  grantedHours: string | null;
  rated: boolean;
  canRate: boolean;
}

/** A rating as staff see it: anonymous (no student). */
export interface RatingRow {
  id: number;
  sectionId: number;
  sectionName: string;
  courseId: number;
  courseName: string;
  teacherId: number;
  teacherName: string;
  courseStars: number;
  teacherStars: number;
  comment: string;
  createTime: string;
}

/** Averages of one course or one teacher. */
export interface RatingStatRow {
  id: number;
  name: string;
  sectionCount: number;
  ratingCount: number;
  courseAvg: string | null;
  teacherAvg: string | null;
}

/** How many ratings gave each number of stars (1–5), for the charts. */
export interface RatingDistribution {
  course: { stars: number; count: number }[];
  teacher: { stars: number; count: number }[];
  total: number;
}

/** A course control rule: who may open courses of a classify (a role, a college, or both). */
export interface CourseControlRow {
  id: number;
  classifyId: number;
  classifyName: string;
  roleId: number | null;
  roleName: string | null;
  collegeId: number | null;
  collegeName: string | null;
  createTime: string;
}

/** POST /course/audit reply. */
export interface CourseAuditResult {
  count: number;
  approved: number;
  advanced: number;
  rejected: number;
  refused: number;
}

/** POST /course/section/complete reply: hours written now and students already holding them. */
export interface CompleteResult {
  passed: number;
  granted: number;
  alreadyIssued: number;
}
