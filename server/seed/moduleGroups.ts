/**
 * The menu trees of the route groups (issues 19–21), each as its migration adds it to an existing
 * database: staff groups and student modules. server/seed/modules.ts places them in the menus.
 */
import { PRACTICE_MODULES } from '../../common/practice.js';
import { COURSE_MODULES } from '../../common/courses.js';
import { INNOVATION_MODULES } from '../../common/innovation.js';
import { IDEOLOGY_PATHS } from '../../common/ideology.js';
import { EVALUATION_MODULES } from '../../common/evaluations.js';
import { PUNISHMENT_PATHS } from '../../common/punishments.js';
import { ADJUSTMENT_PATHS } from '../../common/adjustments.js';
import { HONOUR_MODULES } from '../../common/honours.js';
import { POINTS_MODULES } from '../../common/points.js';
import { MOMENT_MODULES } from '../../common/moments.js';
import type { ModuleSeed } from './modules.js';
import { CREDIT_PATHS } from '../../common/creditReplace.js';

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
/**
 * 学分置换 (issue 21, migration 20261126_050000_credit_replace): the staff menu 2500 (records and the
 * review queue; 置换认定规则 is the /system page 750) and the student module 1016.
 */
export const CREDIT_STAFF_TREE: ModuleSeed = {
  id: 2500, name: '学分置换', nameEn: 'Credit replacement', path: '/communist/credit/replace', icon: 'SwapHoriz',
  children: [
    { id: 2501, name: '置换记录', nameEn: 'Replacement records', path: CREDIT_PATHS.list },
    { id: 2502, name: '置换审核', nameEn: 'Replacement review', path: CREDIT_PATHS.auditing },
  ],
};
export const CREDIT_RULES_MODULE: ModuleSeed = { id: 750, name: '置换认定规则', nameEn: 'Replacement rules', path: CREDIT_PATHS.rules };
export const CREDIT_STUDENT_MODULE: ModuleSeed = { id: 1016, name: '学分置换', nameEn: 'Credit replacement', path: CREDIT_PATHS.mine, icon: 'SwapHoriz' };

/**
 * 校园动态 (issue 21 "Moments", migration 20261126_051000_moments): moderation, the staff feed
 * (posting for an organisation) and themes; a post's page (/communist/moments/detail) is reached
 * from them. The student module 1019 is the phone feed.
 */
export const MOMENT_STAFF_TREE: ModuleSeed = {
  id: 2520, name: '校园动态', nameEn: 'Moments', path: MOMENT_MODULES.group, icon: 'DynamicFeed',
  children: [
    { id: 2521, name: '动态审核', nameEn: 'Moment moderation', path: MOMENT_MODULES.show },
    { id: 2522, name: '动态广场', nameEn: 'Moment feed', path: MOMENT_MODULES.dynamic },
    { id: 2523, name: '动态话题', nameEn: 'Moment themes', path: MOMENT_MODULES.theme },
  ],
};
export const MOMENT_STUDENT_MODULE: ModuleSeed = { id: 1019, name: '校园动态', nameEn: 'Moments', path: MOMENT_MODULES.mine, icon: 'DynamicFeed' };
