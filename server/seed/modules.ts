/**
 * The standard module tree (spec §2 route groups; the side menu of the admin shell) and what each
 * demo role is granted. Ids are fixed so role grants survive re-seeding; isBtn 1 entries are button
 * permissions (spec §6, e.g. '/click/dataV').
 */
import { SSO_CONFIG_PATH } from '../../common/sso.js';
import { QUIZ_MODULES } from '../../common/quizzes.js';
import { COURSE_MODULES } from '../../common/courses.js';
import { VOTE_MODULES } from '../../common/votes.js';
import { SIGN_TASK_MODULES } from '../../common/signTasks.js';
import { IDEOLOGY_PATHS } from '../../common/ideology.js';
import { PUNISHMENT_PATHS } from '../../common/punishments.js';
import { TEMPLATE_PATHS } from '../../common/documentTemplates.js';
import type { Selectable } from 'kysely';
import { PERSONAL_DATA_PERMISSION } from '../../common/personalData.js';
import {
  PRACTICE_STAFF_TREE, PRACTICE_STUDENT_MODULE, COURSE_STAFF_TREES, INNOVATION_STAFF_TREE, INNOVATION_STUDENT_MODULE, HONOUR_STAFF_TREE, HONOUR_STUDENT_MODULES, POINTS_STAFF_TREE, POINTS_STUDENT_MODULE, IDEOLOGY_STAFF_TREE, EVALUATION_STAFF_TREE, EVALUATION_REVIEW_MODULE, EVALUATION_STUDENT_MODULE, PUNISHMENT_STAFF_TREE,
} from './moduleGroups.js';
import { CREDIT_STAFF_TREE, CREDIT_RULES_MODULE, CREDIT_STUDENT_MODULE } from './moduleGroups.js';
// Issue 21 moments.
import { MOMENT_STAFF_TREE, MOMENT_STUDENT_MODULE } from './moduleGroups.js';
import type { Database } from '../db/types.js';

/** 查看完整个人信息 (migration 20261125_010100): school administrators only, not the college administrator. */
export const PERSONAL_DATA_MODULE_ID = 5107;

/** 个人信息查看记录 under 系统设置 (migration 20261125_011200): the record of full views and exports. */
export const PERSONAL_DATA_LOG_MODULE_ID = 709;
/** Its menu path, also the permission of GET /school/student/personal/log (the web page mounts at the same path). */
export const PERSONAL_DATA_LOG_PATH = '/system/personalDataLog';

/** 统一身份认证 under 系统设置 (migration 20261126_012000): the school's single sign-on configuration (issue 16). */
export const SSO_MODULE_ID = 710;

export { PRACTICE_STAFF_TREE, PRACTICE_STUDENT_MODULE } from './moduleGroups.js';

export interface ModuleSeed {
  id: number;
  name: string;
  /** The English name the menu shows when the interface is in English (issue 18 item 6). */
  nameEn: string;
  path: string;
  icon?: string;
  isBtn?: 1;
  /** Extra permission identifiers the module grants (spec §3 permission tree node 'api'). */
  api?: string[];
  children?: ModuleSeed[];
}

export const STAFF_MODULES: ModuleSeed[] = [
  { id: 1, name: '数据一览', nameEn: 'Data overview', path: '/dashboard', icon: 'Dashboard' },
  {
    id: 100, name: '工作事务', nameEn: 'Work affairs', path: '/proceeding', icon: 'AssignmentTurnedIn',
    children: [
      { id: 101, name: '活动审核', nameEn: 'Activity review', path: '/proceeding/wait/activity/first/auditing' },
      { id: 102, name: '结项审核', nameEn: 'Completion review', path: '/proceeding/wait/activity/report/auditing' },
      { id: 103, name: '申报审核', nameEn: 'Declaration review', path: '/proceeding/wait/declare/first/auditing' },
      { id: 104, name: '黑名单申诉审核', nameEn: 'Blacklist appeals', path: '/proceeding/wait/blacklist/apply/auditing' },
      // Issue 19 organisation lifecycle (migration 20261126_022000): the five reviews.
      { id: 110, name: '组织成立审核', nameEn: 'Founding review', path: '/proceeding/wait/organization/create/examine' },
      { id: 111, name: '组织注册审核', nameEn: 'Registration review', path: '/proceeding/wait/organization/register/examine' },
      { id: 112, name: '组织年审', nameEn: 'Annual review', path: '/proceeding/wait/organization/year/examine' },
      { id: 113, name: '组织评优审核', nameEn: 'Appraisal review', path: '/proceeding/wait/organization/appraising/examine' },
      { id: 114, name: '组织注销审核', nameEn: 'Deregistration review', path: '/proceeding/wait/organization/cancel/examine' },
      // Issue 19 venues (migration 20261126_024000_venues).
      { id: 117, name: '场地预约审核', nameEn: 'Venue booking review', path: '/proceeding/wait/site/apply/auditing' },
      // Issue 21 evaluations (migration 20261126_043000_evaluations).
      EVALUATION_REVIEW_MODULE,
      // Issue 21 work journals (migration 20261126_052000_journals).
      { id: 2544, name: '日志审核', nameEn: 'Journal review', path: '/proceeding/wait/journal/list' },
    ],
  },
  {
    id: 200, name: '活动管理', nameEn: 'Activities', path: '/activity', icon: 'Event',
    children: [
      {
        id: 201, name: '活动列表', nameEn: 'Activity list', path: '/communist/activity',
        children: [{ id: 2011, name: '管理全部活动', nameEn: 'Manage all activities', path: '/click/activity/manage', isBtn: 1 }],
      },
      { id: 202, name: '发起活动', nameEn: 'Launch activity', path: '/activity/launch' },
      { id: 203, name: '历史活动', nameEn: 'Past activities', path: '/communist/historyActivity' },
      { id: 204, name: '黑名单', nameEn: 'Blacklist', path: '/communist/blacklist' },
    ],
  },
  {
    id: 300, name: '奖项申报', nameEn: 'Awards', path: '/project', icon: 'EmojiEvents',
    children: [
      { id: 301, name: '项目列表', nameEn: 'Projects', path: '/communist/project' },
      {
        id: 302, name: '申报列表', nameEn: 'Declarations', path: '/communist/project/apply',
        children: [{ id: 3021, name: '导入申报', nameEn: 'Import declarations', path: '/click/declare/import', isBtn: 1 }],
      },
    ],
  },
  {
    id: 400, name: '组织架构', nameEn: 'Organisation', path: '/organization', icon: 'AccountTree',
    children: [
      // The department page edits the 院系 tree, so it grants the college endpoints too.
      { id: 401, name: '行政部门', nameEn: 'Departments', path: '/organization/department', api: ['/usermng/student/college'] },
      { id: 402, name: '学生会', nameEn: 'Student union', path: '/organization/union' },
      { id: 403, name: '社团协会', nameEn: 'Clubs', path: '/organization/club' },
      { id: 404, name: '志愿组织', nameEn: 'Volunteer groups', path: '/organization/voluntary' },
      { id: 405, name: '班级组织', nameEn: 'Class groups', path: '/organization/classes' },
      { id: 406, name: '其他组织', nameEn: 'Other groups', path: '/organization/another' },
      // Issue 19: every founding, registration, annual review, appraisal and deregistration (migration 20261126_022000).
      { id: 410, name: '组织申请', nameEn: 'Org. applications', path: '/organization/apply' },
    ],
  },
  {
    id: 500, name: '学生管理', nameEn: 'Students', path: '/usermng', icon: 'School',
    children: [
      {
        id: 501, name: '学生列表', nameEn: 'Student list', path: '/usermng/student/list', api: ['/school/students', '/school/structure/options'],
        children: [
          { id: 5101, name: '导入学生', nameEn: 'Import students', path: '/click/student/import', isBtn: 1 },
          { id: 5102, name: '导出学生', nameEn: 'Export students', path: '/click/student/export', isBtn: 1 },
          { id: 5103, name: '重置密码', nameEn: 'Reset password', path: '/click/student/reset', isBtn: 1 },
          { id: 5104, name: '新增/编辑学生', nameEn: 'Add / edit students', path: '/click/student/edit', isBtn: 1 },
          { id: 5105, name: '修改状态', nameEn: 'Change status', path: '/click/student/status', isBtn: 1 },
          { id: 5106, name: '转专业', nameEn: 'Change major', path: '/usermng/turnMajor', isBtn: 1 },
          // Issue 14: the resident ID and mobile in full (detail and export); each use is recorded.
          { id: PERSONAL_DATA_MODULE_ID, name: '查看完整个人信息', nameEn: 'View full personal data', path: PERSONAL_DATA_PERMISSION, isBtn: 1 },
        ],
      },
      { id: 502, name: '学生导出', nameEn: 'Student export', path: '/usermng/student/export' },
      { id: 503, name: '成绩单导出', nameEn: 'Transcripts', path: '/usermng/export/transcript/list' },
      { id: 504, name: '教师管理', nameEn: 'Teachers', path: '/teacher/user', api: ['/system/employees', '/system/role/options', '/school/structure/options'] },
      { id: 505, name: '校区管理', nameEn: 'Campuses', path: '/usermng/student/campus' },
      { id: 506, name: '院系管理', nameEn: 'Colleges', path: '/usermng/student/college' },
      { id: 507, name: '专业管理', nameEn: 'Majors', path: '/usermng/student/major' },
      { id: 508, name: '班级管理', nameEn: 'Classes', path: '/usermng/student/class' },
    ],
  },
  {
    id: 600, name: '数据分析', nameEn: 'Analysis', path: '/analysis', icon: 'Insights',
    children: [
      { id: 601, name: '学校分析', nameEn: 'School analysis', path: '/analysis/school' },
      { id: 602, name: '学时预警', nameEn: 'Hours warnings', path: '/analysis/warning' },
      { id: 603, name: '预警设置', nameEn: 'Warning settings', path: '/analysis/warningSetting' },
      { id: 604, name: '第二课堂分析', nameEn: 'Grade analysis', path: '/analysis/classroom' },
      { id: 605, name: '分类分析', nameEn: 'Module analysis', path: '/analysis/classif' },
      { id: 606, name: '组织分析', nameEn: 'Org. analysis', path: '/analysis/organization' },
      { id: 607, name: '待办统计', nameEn: 'To-do statistics', path: '/analysis/needDealt/list' },
    ],
  },
  {
    id: 700, name: '系统设置', nameEn: 'System settings', path: '/system', icon: 'Settings',
    children: [
      { id: 701, name: '角色权限', nameEn: 'Roles', path: '/system/teacher/role', api: ['/system/roles', '/system/role/tree', '/system/role/options', '/school/structure/options'] },
      { id: 702, name: '模块分类', nameEn: 'Modules', path: '/system/classify' },
      { id: 703, name: '学期设置', nameEn: 'Terms', path: '/system/term' },
      { id: 704, name: '预警配置', nameEn: 'Warning tiers', path: '/system/classify/warn' },
      { id: 705, name: '通知公告', nameEn: 'Notices', path: '/system/notice' },
      { id: 706, name: '参数设置', nameEn: 'Parameters', path: '/system/setparams' },
      { id: 708, name: '诚信设置', nameEn: 'Integrity', path: '/system/sethonest' },
      { id: 707, name: '流程配置', nameEn: 'Review flows', path: '/system/flow', api: ['/system/role/options'] },
      // Issue 19 venues: venue types and their booking rules (migration 20261126_024000_venues).
      { id: 711, name: '场地类型', nameEn: 'Venue types', path: '/system/site/template' },
      // Issue 21 document templates, one page per kind (migration 20261126_046000_document_templates).
      { id: 730, name: '模板文件', nameEn: 'Document templates', path: TEMPLATE_PATHS[1] },
      { id: 731, name: '思想成长模板', nameEn: 'Growth templates', path: TEMPLATE_PATHS[2] },
      { id: 732, name: '社会实践模板', nameEn: 'Practice templates', path: TEMPLATE_PATHS[3] },
      { id: 733, name: '志愿服务模板', nameEn: 'Volunteering templates', path: TEMPLATE_PATHS[4] },
      { id: 734, name: '创业孵化模板', nameEn: 'Incubation templates', path: TEMPLATE_PATHS[5] },
      { id: 735, name: '学生组织模板', nameEn: 'Organisation templates', path: TEMPLATE_PATHS[6] },
      // Issue 21: the student home's banners (migration 20261126_047000_banners).
      { id: 740, name: '轮播图', nameEn: 'Banners', path: '/system/banner' },
      // Issue 21: 学分置换's catalogue of achievements (migration 20261126_050000_credit_replace).
      CREDIT_RULES_MODULE,
      // Issue 21: 宣传阵地 and 组织工作安排 (migration 20261126_054000_fields).
      { id: 751, name: '宣传阵地', nameEn: 'Publicity fields', path: '/system/field/list' },
      { id: 752, name: '新增阵地', nameEn: 'Add a field', path: '/system/field/add' },
      { id: 753, name: '阵地申请', nameEn: 'Field applications', path: '/system/field/apply' },
      { id: 754, name: '组织工作安排', nameEn: 'Organisation schedule', path: '/system/schedule/organ' },
      // Issue 16: the school's single sign-on peer (migration 20261126_012000); 个人信息查看记录 stays last.
      { id: SSO_MODULE_ID, name: '统一身份认证', nameEn: 'Single sign-on', path: SSO_CONFIG_PATH },
      // Issue 14 defect 8: who saw or exported personal data in full (migration 20261125_011200).
      { id: PERSONAL_DATA_LOG_MODULE_ID, name: '个人信息查看记录', nameEn: 'Data access log', path: PERSONAL_DATA_LOG_PATH },
    ],
  },
  // Issue 19 volunteering (migration 20261126_021000): registered volunteers, volunteer activities
  // (205 moved here; the page lists the volunteer organisations' activities), templates, reviews.
  {
    id: 1200, name: '志愿服务', nameEn: 'Volunteering', path: '/voluntary', icon: 'VolunteerActivism',
    children: [
      { id: 1201, name: '志愿者管理', nameEn: 'Volunteers', path: '/voluntary/management/list', api: ['/school/structure/options'] },
      // Organisation lifecycle: volunteer teams (migration 20261126_022000).
      { id: 1221, name: '志愿服务队', nameEn: 'Volunteer teams', path: '/voluntary/management/team/list' },
      { id: 205, name: '志愿活动', nameEn: 'Volunteering', path: '/voluntary/practice/list', api: ['/communist/activity'] },
      // Templates and launching are the activities' endpoints (launcher permission '/activity/launch').
      { id: 1202, name: '志愿活动模板', nameEn: 'Activity templates', path: '/voluntary/practice/template', api: ['/activity/launch'] },
      { id: 1203, name: '发起志愿活动', nameEn: 'New volunteer activity', path: '/voluntary/practice/creat', api: ['/activity/launch'] },
      // Volunteer activities are reviewed as activities (GET/POST /activity/audit/first), their hours here.
      { id: 1204, name: '志愿审核', nameEn: 'Volunteer reviews', path: '/voluntary/practice/examine/list', api: ['/proceeding/wait/activity/first/auditing'] },
      { id: 1220, name: '志愿服务队审核', nameEn: 'Team review', path: '/voluntary/management/examine/team' },
    ],
  },
  PRACTICE_STAFF_TREE,
  // Issue 19 venues and their bookings (migration 20261126_024000_venues).
  {
    id: 1400, name: '场地管理', nameEn: 'Venues', path: '/site', icon: 'Place',
    children: [
      { id: 1401, name: '场地列表', nameEn: 'Venue list', path: '/communist/site/list' },
      { id: 1402, name: '场地预约', nameEn: 'Book a venue', path: '/communist/site/apply' },
      { id: 1403, name: '新增场地', nameEn: 'New venue', path: '/communist/site/creat' },
      { id: 1404, name: '预约列表', nameEn: 'Bookings', path: '/site/apply/list' },
    ],
  },
  IDEOLOGY_STAFF_TREE,
  // Issue 20 quizzes and 青年大学习 (migration 20261126_032000_quizzes).
  {
    id: 1600, name: '答题学习', nameEn: 'Quizzes & study', path: '/communist/answer', icon: 'MenuBook',
    children: [
      { id: 1601, name: '答题列表', nameEn: 'Quizzes', path: QUIZ_MODULES.list },
      { id: 1602, name: '题库管理', nameEn: 'Question bank', path: QUIZ_MODULES.library },
      { id: 1603, name: '组卷发布', nameEn: 'New quiz', path: QUIZ_MODULES.create },
      { id: 1604, name: '新增题目', nameEn: 'New question', path: QUIZ_MODULES.subject },
      { id: 1605, name: '青年大学习', nameEn: 'Youth study', path: QUIZ_MODULES.youth },
    ],
  },
  // Issue 20 courses and their evaluation (migration 20261126_034000_courses).
  INNOVATION_STAFF_TREE,
  ...COURSE_STAFF_TREES,
  // Issue 20 class timetables and clash warnings (migration 20261126_035000_timetables).
  {
    id: 1900, name: '数据平台', nameEn: 'Data platform', path: '/data-platform', icon: 'CalendarMonth',
    children: [
      { id: 1901, name: '学生课表', nameEn: 'Student timetables', path: '/data-platform/student/timetable', api: ['/school/structure/options'] },
      { id: 1902, name: '教师课表', nameEn: 'Teacher timetables', path: '/data-platform/teacher/timetable' },
    ],
  },
  // Issue 21 votes (migration 20261126_041000_votes).
  {
    id: 2000, name: '评选投票', nameEn: 'Votes', path: '/vote', icon: 'HowToVote',
    children: [
      { id: 2001, name: '投票管理', nameEn: 'Vote management', path: VOTE_MODULES.list },
      { id: 2002, name: '投票审核', nameEn: 'Vote review', path: VOTE_MODULES.audit },
    ],
  },
  // Issue 21 honours and employment (migration 20261126_042000_honours).
  HONOUR_STAFF_TREE,
  // Issue 21 evaluations (migration 20261126_043000_evaluations).
  EVALUATION_STAFF_TREE,
  // Issue 21 points and gifts (migration 20261126_044000_points).
  POINTS_STAFF_TREE,
  // Issue 21 punishments and hours adjustments (migration 20261126_045000_punishments).
  PUNISHMENT_STAFF_TREE,
  // Issue 21 学分置换 credit replacement (migration 20261126_050000_credit_replace).
  CREDIT_STAFF_TREE,
  // Issue 21 moments (migration 20261126_051000_moments).
  MOMENT_STAFF_TREE,
  // Issue 21 work journals, things to do and feedback (migration 20261126_052000_journals).
  {
    id: 2540, name: '工作协同', nameEn: 'Work notes', path: '/communist/journal', icon: 'EditNote',
    children: [
      { id: 2541, name: '工作日志', nameEn: 'Work journals', path: '/communist/journal/list' },
      { id: 2542, name: '待办事项', nameEn: 'Things to do', path: '/communist/thing/list' },
      { id: 2543, name: '意见反馈', nameEn: 'Feedback', path: '/communist/systempal/feedback' },
    ],
  },
  // Issue 21 sign tasks (migration 20261126_053000_sign_tasks).
  {
    id: 2560, name: '签到管理', nameEn: 'Check-ins', path: SIGN_TASK_MODULES.group, icon: 'EventAvailable',
    children: [{ id: 2561, name: '签到任务', nameEn: 'Sign tasks', path: SIGN_TASK_MODULES.list }],
  },
  // Issue 20 party and league work (migration 20261126_031000_ideology).
  { id: 900, name: '数据大屏', nameEn: 'Data screen', path: '/click/dataV', icon: 'Monitor', isBtn: 1 },
];

export const STUDENT_MODULES: ModuleSeed[] = [
  { id: 1000, name: '我的首页', nameEn: 'My home', path: '/', icon: 'Home' },
  { id: 1001, name: '我的活动', nameEn: 'My activities', path: '/student/activity', icon: 'Event' },
  { id: 1002, name: '我的申报', nameEn: 'My declarations', path: '/student/declare', icon: 'EmojiEvents' },
  { id: 1003, name: '我的学时', nameEn: 'My hours', path: '/student/hours', icon: 'Timer' },
  { id: 1004, name: '我的成绩单', nameEn: 'My transcript', path: '/student/transcript', icon: 'Description' },
  { id: 1005, name: '我的志愿', nameEn: 'My volunteering', path: '/volunteer', icon: 'VolunteerActivism' },
  PRACTICE_STUDENT_MODULE,
  // Issue 19: a student founds or applies for the organisations they lead (migration 20261126_022000).
  { id: 1007, name: '我的组织', nameEn: 'My organisations', path: '/student/organization', icon: 'Groups' },
  // Issue 20 (migration 20261126_031000_ideology).
  { id: 1008, name: '我的党团', nameEn: 'My Party & League', path: IDEOLOGY_PATHS.mine, icon: 'Flag' },
  // Issue 20: quizzes on the phone and the 青年大学习 record (migration 20261126_032000_quizzes).
  { id: 1009, name: '答题学习', nameEn: 'Quizzes & study', path: QUIZ_MODULES.student, icon: 'MenuBook' },
  INNOVATION_STUDENT_MODULE,
  // Issue 20: a student's course sections, enrollment, sign-in, grades and ratings (migration 20261126_034000).
  { id: 1011, name: '我的课程', nameEn: 'My courses', path: COURSE_MODULES.student, icon: 'School' },
  // Issue 20: the student's own week of classes (migration 20261126_035000_timetables).
  { id: 1012, name: '我的课表', nameEn: 'My timetable', path: '/student/timetable', icon: 'CalendarMonth' },
  // Issue 21: the votes open to the student, voted on the phone (migration 20261126_041000_votes).
  { id: 1013, name: '我的投票', nameEn: 'My votes', path: VOTE_MODULES.mine, icon: 'HowToVote' },
  // Issue 21: a student's honours and employment records (migration 20261126_042000_honours).
  ...HONOUR_STUDENT_MODULES,
  // Issue 21: the activities a student may rate, on the phone (migration 20261126_043000_evaluations).
  EVALUATION_STUDENT_MODULE,
  // Issue 21: the student's 活力值, the gift store and their orders (migration 20261126_044000_points).
  POINTS_STUDENT_MODULE,
  // Issue 21: the student's own punishments, read only (migration 20261126_045000_punishments).
  { id: 2409, name: '我的处分', nameEn: 'My punishments', path: PUNISHMENT_PATHS.mine, icon: 'Gavel' },
  // Issue 21: the student's 学分置换 requests, on the phone (migration 20261126_050000_credit_replace).
  CREDIT_STUDENT_MODULE,
  // Issue 21: the campus feed on the phone, posting, likes, comments, reports (migration 20261126_051000_moments).
  MOMENT_STUDENT_MODULE,
  // Issue 21: feedback to the school, on the phone (migration 20261126_052000_journals).
  { id: 1020, name: '意见反馈', nameEn: 'Feedback', path: '/student/feedback', icon: 'Feedback' },
  // Issue 21: today's sign tasks, checked in on the phone (migration 20261126_053000_sign_tasks).
  { id: 1021, name: '签到打卡', nameEn: 'Check in', path: SIGN_TASK_MODULES.mine, icon: 'EventAvailable' },
];

/** A seeded module row: the modules table's columns besides the school and the audience. */
export type ModuleRowSeed = Omit<Selectable<Database['modules']>, 'schoolId' | 'identity'>;

/** The trees as rows, orderId by position among siblings (1-based). */
export function flattenModules(tree: ModuleSeed[], parentId: number | null = null): ModuleRowSeed[] {
  return tree.flatMap((m, i) => [
    { id: m.id, name: m.name, nameEn: m.nameEn, path: m.path, parentId, orderId: i + 1, isBtn: m.isBtn ?? 0, icon: m.icon ?? '', api: (m.api ?? []).join(',') },
    ...flattenModules(m.children ?? [], m.id),
  ]);
}

const idsOf = (tree: ModuleSeed[]): number[] => flattenModules(tree).map((m) => m.id);
const group = (id: number, childIds?: number[]) => {
  const g = STAFF_MODULES.find((m) => m.id === id)!;
  return [g.id, ...(g.children ?? []).filter((c) => !childIds || childIds.includes(c.id)).map((c) => c.id)];
};

/** Demo roles: code, name, granted module ids. */
export const ROLE_SEEDS = [
  { code: 'admin', name: '系统管理员', modules: idsOf(STAFF_MODULES) },
  // One line per route group, so each group's grants stay in its own line.
  {
    code: 'teacher', name: '指导教师', modules: [
      1, ...group(200), ...group(300), ...group(500, [501]),
      ...group(1200, [1201, 205, 1202, 1203, 1204]),
      ...group(1300, [1301, 1302, 1303]),
      ...group(1400, [1401, 1402]),
      ...group(1600, [1601, 1602, 1603, 1604, 1605]),
      ...group(1800, [1804, 1805]), ...group(1810, [1816]),
      ...group(1900, [1901]),
      ...group(1700, [1701, 1702, 1705, 1706, 1707, 1708, 1709, 1710]),
      ...group(1500, [1501, 1502, 1503, 1505, 1506, 1507, 1510]),
      ...group(2000, [2001]),
      ...group(2200, [2202, 2203]),
      ...group(2300, [2301, 2303]),
      ...group(2520, [2522]),
      ...group(2560, [2561]),
      ...group(2540, [2541, 2542]),
      ...group(700, [753]),
    ],
  },
  {
    code: 'auditor', name: '审核员', modules: [
      1, ...group(100), ...group(200, [201]), ...group(500, [501]),
      ...group(1200, [1201, 1204, 1220]),
      ...group(1300, [1302, 1304, 1305, 1306, 1307]),
      ...group(1600, [1601]),
      ...group(1800, [1802]), ...group(1810, [1811, 1812, 1813, 1814]),
      ...group(1700, [1701, 1702, 1703, 1704, 1708, 1709]),
      ...group(1500, [1501, 1502, 1503, 1508, 1509, 1511, 1512, 1513]),
      ...group(2000, [2002]),
      ...group(2200, [2203]),
      ...group(2400, [2401, 2402, 2403]),
      ...group(2100),
      ...group(2500, [2501, 2502]),
      ...group(2520, [2521, 2522]),
      ...group(2540, [2541, 2542, 2543]),
      ...group(700, [753]),
    ],
  },
  { code: 'student', name: '学生', modules: idsOf(STUDENT_MODULES) },
] as const;
