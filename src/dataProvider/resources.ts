/**
 * Which school-API endpoint serves each react-admin method of each resource (spec §7 table).
 * A method missing from a resource's entry is unsupported: the data provider rejects it with a
 * clear error instead of guessing a path. Later issues add entries as the server grows.
 */
import { declarationResources } from './declarations';
import { orgLifecycleResources } from './orgLifecycle';
import { venueResources } from './venues';
import { quizResources } from './quizzes';
import { courseResources } from './courses';
import { timetableResources } from './timetables';
import { voluntaryResources } from './voluntary';
import { ideologyResources } from './ideology';
import { practiceResources } from './practice';
import { innovationResources } from './innovation';
import { voteResources } from './votes';
import { signTaskResources } from './signTasks';
import { evaluationResources } from './evaluations';
import { punishmentResources } from './punishments';
import { creditResources } from './creditReplace';
import { honourResources } from './honours';
import { momentResources } from './moments';
import { journalResources } from './journals';
import { feedbackResources } from './feedback';
import { pointsResources } from './points';
import { documentTemplateResources } from './documentTemplates';
import { fieldResources } from './fields';
import type { ResourceTable } from './resourceTypes';

export type { EndpointPath, ResourceEndpoints, ResourceTable } from './resourceTypes';

/** The app's resources. */
export const resources: ResourceTable = {
  // Spec §7: GET /school/students, query current, size, campusId, collegeId, … status (default 1).
  // Issue 3: show, create and edit (GET /school/student/detail, POST /school/student/add|update).
  students: { list: '/school/students', one: '/school/student/detail', create: '/school/student/add', update: '/school/student/update' },
  // Issue 3 contract (d): the caller's export jobs (GET /jobs/list {kind: 'student-export'}).
  studentExports: { list: '/jobs/list' },
  // Issue 3 structure (/usermng/student/campus|college|major|class): contract (a).
  campuses: { list: '/school/campus/list', create: '/school/campus/add', update: '/school/campus/update', delete: '/school/campus/delete' },
  colleges: { list: '/school/college/list', create: '/school/college/add', update: '/school/college/update', delete: '/school/college/delete' },
  majors: { list: '/school/major/list', create: '/school/major/add', update: '/school/major/update', delete: '/school/major/delete' },
  classes: { list: '/school/class/list', create: '/school/class/add', update: '/school/class/update', delete: '/school/class/delete' },
  // Issue 3 organisations (/organization/*): the tree node of spec §3 and the members of one organisation.
  organizations: { list: '/organization/list', one: '/organization/detail', create: '/organization/add', update: '/organization/update', delete: '/organization/delete' },
  organizationMembers: { list: '/organization/member/list', idField: 'userId' },
  // Issue 3 staff (/teacher/user): spec §7 /system/employees.
  staff: { list: '/system/employees', one: '/system/employee/detail', create: '/system/employee/add', update: '/system/employee/update', delete: '/system/employee/delete' },
  // Issue 3 roles (/system/teacher/role): spec §7 /system/roles, /system/role/detail.
  roles: { list: '/system/roles', one: '/system/role/detail', create: '/system/role/add', update: '/system/role/update', delete: '/system/role/delete' },
  // Issue 4 flow templates (/system/flow 流程配置).
  flows: { list: '/flow/template/list', one: '/flow/template/detail', create: '/flow/template/add', update: '/flow/template/update', delete: '/flow/template/delete' },
  // Issue 4 activities (/communist/activity, /activity/launch): spec §7 GET /activity/list.
  activities: { list: '/activity/list', one: '/activity/detail', create: '/activity/add', update: '/activity/update' },
  activityTemplates: { list: '/activity/template/list', delete: '/activity/template/delete' },
  activityParticipants: { list: '/activity/participants', idField: 'userId' },
  // Issue 4 reviews (/proceeding/wait/activity/first|report/auditing, blacklist appeals).
  firstAudits: { list: '/activity/audit/first/list' },
  reportAudits: { list: '/activity/report/audit/list' },
  blacklist: { list: '/blacklist/list' },
  blacklistAppeals: { list: '/blacklist/appeal/list' },
  // Spec §7 GET /statistics/analysis/needDealt/list (the to-do items of the school).
  needDealt: { list: '/statistics/analysis/needDealt/list' },
  // Issue 6 学时预警名单 (/analysis/warning/list): students below a warning, one row per student.
  analysisWarnings: { list: '/analysis/warning/list', idField: 'userId' },
  // Issue 4 student side (/student/activity): open activities and the student's enrollments.
  openActivities: { list: '/activity/open/list' },
  myActivities: { list: '/activity/my/list' },
  // Issue 4 student organisation leaders (/student/activity, tab 我组织的活动): what they organise.
  organisedActivities: { list: '/activity/organised/list' },
  // Issue 7 成绩单导出 (/usermng/export/transcript/list): the school's transcript batches.
  transcriptBatches: { list: '/export/transcript/list' },
  // Issue 5 award declarations (/communist/project, /communist/project/apply, /proceeding/wait/declare/first/auditing).
  declarations: { list: '/project/apply/list', one: '/project/apply/detail' },
  declarationAudits: { list: '/declare/audit/list' },
  // Issue 5 student side (/student/declare, /student/hours): own declarations and hours ledger rows.
  myHoursRecords: { list: '/student/hours/records' },
  // Issue 13 通知公告 (/system/notice, /system/announcement/add|show); verbs in notices.ts.
  notices: { list: '/system/notice/list', one: '/system/announcement/show', create: '/system/announcement/add', update: '/system/announcement/update', delete: '/system/notice/delete' },
  // Issue 13 学期设置 (/system/term): the school's terms, and the current term (GET one, any id).
  terms: { list: '/system/term/list', create: '/system/term/add', update: '/system/term/update', delete: '/system/term/delete' },
  currentTerm: { one: '/system/term/current' },
  // Issue 13 参数设置 修改记录 (GET /system/setparams/changes {current, size, target?}); verbs in schoolParams.ts.
  ruleChanges: { list: '/system/setparams/changes' },
  // Issue 14 defect 8 个人信息查看记录 (/system/personalDataLog): every full view and export of personal data.
  personalDataViews: { list: '/school/student/personal/log' },
  // Feature tables (issue 15), declared beside each feature's verbs.
  ...declarationResources,
  ...orgLifecycleResources,
  // Issue 19 场地 (venues, venue types, bookings and their review).
  ...venueResources,
  ...voluntaryResources,
  ...ideologyResources,
  ...practiceResources,
  // Issue 20 答题学习 (question bank, quizzes, results, 青年大学习).
  ...quizResources,
  // Issue 20 第二课堂课程与评价.
  ...courseResources,
  // Issue 20 课表.
  ...timetableResources,
  ...innovationResources,
  ...voteResources,
  // Issue 21 活动评价.
  ...evaluationResources,
  // Issue 21 处分与加减学时.
  ...punishmentResources,
  ...honourResources,
  ...momentResources,
  ...pointsResources,
  // Issue 21 模板文件.
  ...documentTemplateResources,
  // Issue 21 学分置换.
  ...creditResources,
  // Issue 21 签到任务.
  ...signTaskResources,
  // Issue 21 工作日志, 待办事项 and 意见反馈.
  ...journalResources,
  ...feedbackResources,
  // Issue 21 宣传阵地.
  ...fieldResources,
};
