/**
 * Route group of the student's own pages (issue 5, issue 7): 我的申报 (declarations), 我的学时
 * (hours) and 我的成绩单 (transcripts), each under its own module path.
 */
import { studentDeclarationRoutes } from '../../resources/declarations/routes';
import { DECLARE_PATH } from '../../resources/declarations/student/paths';
import { HOURS_PATH } from '../../resources/hours/paths';
import { hoursRoutes } from '../../resources/hours/routes';
import { STUDENT_TRANSCRIPT_PATH } from '../../resources/transcripts/paths';
import { studentTranscriptRoutes } from '../../resources/transcripts/routes';
import { STUDENT_ORG_PATH } from '../../resources/orgLifecycle/paths';
import { studentOrgRoutes } from '../../resources/orgLifecycle/routes';
// Issue 21: the student's 学分置换 (/student/credit/replace).
import { CREDIT_PATHS } from '../../../common/creditReplace';
import { studentCreditRoutes } from '../../resources/creditReplace/routes';
// Issue 21: 意见反馈 on the phone (/student/feedback).
import { studentFeedbackRoutes } from '../../resources/feedback/routes';
import { FEEDBACK_MODULES } from '../../../common/feedback';
import type { RouteGroupPlugin } from '../types';

const studentSelf: RouteGroupPlugin = {
  name: 'studentSelf',
  basePaths: [DECLARE_PATH, HOURS_PATH, STUDENT_TRANSCRIPT_PATH, STUDENT_ORG_PATH, FEEDBACK_MODULES.mine, CREDIT_PATHS.mine],
  features: [studentDeclarationRoutes, hoursRoutes, studentTranscriptRoutes, studentOrgRoutes, studentFeedbackRoutes, studentCreditRoutes],
};

export default studentSelf;
