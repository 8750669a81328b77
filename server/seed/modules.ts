/**
 * The standard module tree (spec §2 route groups; the side menu of the admin shell) and what each
 * demo role is granted. Ids are fixed so role grants survive re-seeding; isBtn 1 entries are button
 * permissions (spec §6, e.g. '/click/dataV').
 */
import { SSO_CONFIG_PATH } from '../../common/sso.js';
import type { Selectable } from 'kysely';
import { PERSONAL_DATA_PERMISSION } from '../../common/personalData.js';
import { PRACTICE_MODULES } from '../../common/practice.js';
import { QUIZ_MODULES } from '../../common/quizzes.js';
import { COURSE_MODULES } from '../../common/courses.js';
import { INNOVATION_MODULES } from '../../common/innovation.js';
import { VOTE_MODULES } from '../../common/votes.js';
import { IDEOLOGY_PATHS } from '../../common/ideology.js';
import { EVALUATION_MODULES } from '../../common/evaluations.js';
import { PUNISHMENT_PATHS } from '../../common/punishments.js';
import { ADJUSTMENT_PATHS } from '../../common/adjustments.js';
import { HONOUR_MODULES } from '../../common/honours.js';
import { POINTS_MODULES } from '../../common/points.js';
import { TEMPLATE_PATHS } from '../../common/documentTemplates.js';
import type { Database } from '../db/types.js';

/** 查看完整个人信息 (migration 20261125_010100): school administrators only, not the college administrator. */
export const PERSONAL_DATA_MODULE_ID = 5107;

/** 个人信息查看记录 under 系统设置 (migration 20261125_011200): the record of full views and exports. */
export const PERSONAL_DATA_LOG_MODULE_ID = 709;
/** Its menu path, also the permission of GET /school/student/personal/log (the web page mounts at the same path). */
export const PERSONAL_DATA_LOG_PATH = '/system/personalDataLog';

/** 统一身份认证 under 系统设置 (migration 20261126_012000): the school's single sign-on configuration (issue 16). */
export const SSO_MODULE_ID = 710;

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

/**
 * 社会实践 (issue 19 "Social practice", migration 20261126_023000_social_practice): the staff menu
 * 1300 and the student module 1006, whose api entry lets students reach their own projects at
 * /society/practice/my-list (and the endpoints behind it).
 */
const P = PRACTICE_MODULES;
export const PRACTICE_STAFF_TREE: ModuleSeed = {
  id: 1300, name: '社会实践', nameEn: 'Social practice', path: '/society', icon: 'Public',
  children: [
    { id: 1301, name: '我的实践', nameEn: 'My practice', path: P.mine },
    { id: 1302, name: '实践项目', nameEn: 'Practice projects', path: P.list },
    { id: 1303, name: '申报实践', nameEn: 'Propose practice', path: P.create },
    { id: 1304, name: '立项审核', nameEn: 'Proposal review', path: P.examine },
    { id: 1305, name: '结项审核', nameEn: 'Completion review', path: P.finish },
    { id: 1306, name: '实践分析', nameEn: 'Practice analysis', path: P.analysis },
    { id: 1307, name: '实践统计', nameEn: 'Practice statistics', path: P.statistics },
    { id: 1308, name: '实践团队管理', nameEn: 'Practice teams', path: P.teams },
    { id: 1309, name: '实践总览', nameEn: 'Practice overview', path: P.overview },
  ],
};
export const PRACTICE_STUDENT_MODULE: ModuleSeed = { id: 1006, name: '我的实践', nameEn: 'My practice', path: P.studentHome, icon: 'Public', api: [P.mine] };

/** 第二课堂课程 (1800) and 课程评价 (1810), issue 20 (migration 20261126_034000_courses); the students' 我的课程 (1011). */
const CM = COURSE_MODULES;
export const COURSE_STAFF_TREES: ModuleSeed[] = [
  {
    id: 1800, name: '第二课堂课程', nameEn: 'Courses', path: CM.home, icon: 'School',
    children: [
      { id: 1801, name: '课程目录', nameEn: 'Catalogue', path: CM.catalog, api: ['/school/structure/options'] },
      { id: 1802, name: '开课审核', nameEn: 'Opening review', path: CM.audit },
      { id: 1803, name: '教学班', nameEn: 'Sections', path: CM.section },
      { id: 1804, name: '考勤签到', nameEn: 'Attendance', path: CM.attendance },
      { id: 1805, name: '成绩与结课', nameEn: 'Grades', path: CM.grade },
      { id: 1806, name: '课程管控', nameEn: 'Course control', path: CM.control },
    ],
  },
  {
    id: 1810, name: '课程评价', nameEn: 'Course evaluation', path: CM.review, icon: 'RateReview',
    children: [
      { id: 1811, name: '评价列表', nameEn: 'Ratings', path: CM.reviewList },
      { id: 1812, name: '课程评价统计', nameEn: 'By course', path: CM.reviewCourse },
      { id: 1813, name: '教师评价统计', nameEn: 'By teacher', path: CM.reviewTeacher },
      { id: 1814, name: '评价分析', nameEn: 'Analysis', path: CM.reviewStatistics },
      { id: 1815, name: '评价设置', nameEn: 'Rating windows', path: CM.reviewSettings },
      { id: 1816, name: '我的授课评价', nameEn: 'My teaching ratings', path: CM.reviewMine },
    ],
  },
];
/**
 * 创新创业 (issue 20 "Innovation and entrepreneurship", migration 20261126_033000_innovation): the
 * staff menu 1700 (its own path is only the group's prefix) and the student module 1010 我的创新.
 */
const IN = INNOVATION_MODULES;
export const INNOVATION_STAFF_TREE: ModuleSeed = {
  id: 1700, name: '创新创业', nameEn: 'Innovation', path: '/innovation', icon: 'Lightbulb',
  children: [
    { id: 1701, name: '创新总览', nameEn: 'Innovation overview', path: IN.overview },
    { id: 1702, name: '创新项目', nameEn: 'Innovation projects', path: IN.list },
    { id: 1703, name: '立项审核', nameEn: 'Approval review', path: IN.review },
    { id: 1704, name: '中期结题审核', nameEn: 'Midterm and final review', path: IN.audit },
    { id: 1705, name: '项目成员', nameEn: 'Project members', path: IN.members },
    { id: 1706, name: '竞赛团队', nameEn: 'Competition teams', path: IN.teams },
    { id: 1707, name: '指导教师', nameEn: 'Guidance teachers', path: IN.teachers },
    { id: 1708, name: '学科竞赛', nameEn: 'Competitions', path: IN.competition },
    { id: 1709, name: '孵化项目', nameEn: 'Incubation', path: IN.hatching },
    { id: 1710, name: '指导记录', nameEn: 'Guidance', path: IN.guidance },
    { id: 1711, name: '奖励管理', nameEn: 'Bonuses', path: IN.bonus },
    { id: 1712, name: '领域管理', nameEn: 'Fields', path: IN.field },
    { id: 1713, name: '承办单位', nameEn: 'Undertaking organisations', path: IN.undertake },
    { id: 1714, name: '轮播图', nameEn: 'Banners', path: IN.banner },
  ],
};
export const INNOVATION_STUDENT_MODULE: ModuleSeed = { id: 1010, name: '我的创新', nameEn: 'My innovation', path: IN.mine, icon: 'Lightbulb' };
/**
 * 荣誉就业 (issue 21 "Honours and employment", migration 20261126_042000_honours): the staff menu
 * 2100 (its path only the group's prefix) and the student modules 1014 我的荣誉 and 1015 我的就业.
 */
export const HONOUR_STAFF_TREE: ModuleSeed = {
  id: 2100, name: '荣誉就业', nameEn: 'Honours & employment', path: '/honors', icon: 'EmojiEvents',
  children: [
    { id: 2101, name: '荣誉管理', nameEn: 'Honours', path: HONOUR_MODULES.honours },
    { id: 2102, name: '就业实习', nameEn: 'Employment', path: HONOUR_MODULES.employment },
  ],
};
export const HONOUR_STUDENT_MODULES: ModuleSeed[] = [
  { id: 1014, name: '我的荣誉', nameEn: 'My honours', path: HONOUR_MODULES.myHonours, icon: 'EmojiEvents' },
  { id: 1015, name: '我的就业', nameEn: 'My employment', path: HONOUR_MODULES.myEmployment, icon: 'WorkOutline' },
];
/**
 * 活力值 (issue 21 "Points and gifts", migration 20261126_044000_points): the staff menu 2300 (its own
 * path is only the group's prefix; 活力值规则 is a /system page) and the student module 1018 活力商城.
 */
const PT = POINTS_MODULES;
export const POINTS_STAFF_TREE: ModuleSeed = {
  id: 2300, name: '活力值', nameEn: 'Points', path: '/coin', icon: 'Redeem',
  children: [
    { id: 2301, name: '活力值账户', nameEn: 'Points accounts', path: PT.accounts },
    { id: 2302, name: '礼品管理', nameEn: 'Gift store', path: PT.store },
    { id: 2303, name: '兑换订单', nameEn: 'Gift orders', path: PT.orders },
    { id: 2304, name: '活力值规则', nameEn: 'Points rules', path: PT.rules },
  ],
};
export const POINTS_STUDENT_MODULE: ModuleSeed = { id: 1018, name: '活力商城', nameEn: 'Points store', path: PT.mine, icon: 'Redeem' };
/**
 * 党团工作 (issue 20, migration 20261126_031000_ideology): the staff menu 1500 and the student
 * module 1008. The review pages' api entries let their holders open an activity's detail.
 */
const I = IDEOLOGY_PATHS;
export const IDEOLOGY_STAFF_TREE: ModuleSeed = {
  id: 1500, name: '党团工作', nameEn: 'Party & League', path: '/ideology-work', icon: 'Flag',
  children: [
    { id: 1501, name: '党团概览', nameEn: 'Overview', path: I.overview },
    { id: 1502, name: '党员管理', nameEn: 'Party members', path: I.party },
    { id: 1503, name: '团员管理', nameEn: 'League members', path: I.group },
    { id: 1504, name: '团费党费', nameEn: 'Dues', path: I.fees },
    { id: 1505, name: '工作室', nameEn: 'Studios', path: I.studio },
    { id: 1506, name: '三会一课', nameEn: 'Branch meetings', path: I.meeting },
    { id: 1507, name: '主题党日/团日', nameEn: 'Thematic meetings', path: I.thematic },
    { id: 1508, name: '评优评先(党)', nameEn: 'Party awards', path: I.advancedParty },
    { id: 1509, name: '评优评先(团)', nameEn: 'League awards', path: I.advancedGroup },
    { id: 1510, name: '活动创建', nameEn: 'New activity', path: I.found },
    { id: 1511, name: '活动初审', nameEn: 'Activity review', path: I.examine, api: ['/ideology/activity/detail'] },
    { id: 1512, name: '活动复审', nameEn: 'Second review', path: I.secondExamine, api: ['/ideology/activity/detail'] },
    { id: 1513, name: '学时发放', nameEn: 'Grant hours', path: I.grant, api: ['/ideology/activity/detail'] },
    { id: 1514, name: '横幅管理', nameEn: 'Banners', path: I.banner },
  ],
};
/**
 * 活动评价 (issue 21 "Evaluations", migration 20261126_043000_evaluations): the staff menu 2200 (its
 * own path only the group's prefix), its review page 2204 under 工作事务 and the student module 1017.
 */
const EV = EVALUATION_MODULES;
export const EVALUATION_STAFF_TREE: ModuleSeed = {
  id: 2200, name: '活动评价', nameEn: 'Evaluations', path: EV.group, icon: 'RateReview',
  children: [
    { id: 2201, name: '评价项目', nameEn: 'Evaluation projects', path: EV.project },
    { id: 2202, name: '评价申请', nameEn: 'Applications', path: EV.apply },
    { id: 2203, name: '评价统计', nameEn: 'Evaluation statistics', path: EV.statistics },
  ],
};
export const EVALUATION_REVIEW_MODULE: ModuleSeed = { id: 2204, name: '评价申请审核', nameEn: 'Evaluation applications review', path: EV.auditing };
export const EVALUATION_STUDENT_MODULE: ModuleSeed = { id: 1017, name: '待评价活动', nameEn: 'Rate activities', path: EV.mine, icon: 'RateReview' };

/**
 * 处分与学时调整 (issue 21, migration 20261126_045000_punishments): punishments and their
 * cancellation, the 加减学时 ledger and its two request pages. Edit and detail pages are reached
 * from the list (guarded by its module).
 */
export const PUNISHMENT_STAFF_TREE: ModuleSeed = {
  id: 2400, name: '处分与学时调整', nameEn: 'Discipline & hours', path: '/communist/punishment', icon: 'Gavel',
  children: [
    { id: 2401, name: '处分管理', nameEn: 'Punishments', path: PUNISHMENT_PATHS.list },
    { id: 2402, name: '处分撤销', nameEn: 'Cancel punishments', path: PUNISHMENT_PATHS.cancel },
    { id: 2403, name: '学时调整台账', nameEn: 'Hours adjustments', path: ADJUSTMENT_PATHS.count },
    { id: 2404, name: '增加学时', nameEn: 'Add hours', path: ADJUSTMENT_PATHS.plus },
    { id: 2405, name: '减少学时', nameEn: 'Subtract hours', path: ADJUSTMENT_PATHS.sub },
  ],
};

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
    ],
  },
  { code: 'student', name: '学生', modules: idsOf(STUDENT_MODULES) },
] as const;
