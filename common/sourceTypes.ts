/**
 * What a review is about: the audit-task source types of every reviewed record (spec §2 to-do
 * routing by sourceType), their labels and the page each to-do item opens.
 */

/**
 * Audit-task source types: what a review is about (spec §2 to-do routing by sourceType; 4 and up
 * are ours: blacklist appeals, then the route groups of issues 19 and 20). Not the hours ledger's source
 * types (common/ledger.ts LedgerSource).
 */
export const SourceType = {
  ACTIVITY: 1, REPORT: 2, DECLARATION: 3, APPEAL: 4,
  VOLUNTEER_TEAM: 5, VOLUNTEER_ACTIVITY: 6, VOLUNTEER_HOURS: 7,
  PRACTICE_PROJECT: 8, PRACTICE_FINISH: 9,
  ORG_CREATE: 10, ORG_REGISTER: 11, ORG_YEAR: 12, ORG_APPRAISING: 13, ORG_CANCEL: 14,
  SITE_APPLY: 15,
  // Issue 20 ("Route groups II").
  LEAGUE_STAGE: 16, PARTY_STAGE: 17, ADVANCED_SELECTION: 18, IDEOLOGY_ACTIVITY: 19, IDEOLOGY_GRANT: 20,
  INNOVATION_APPROVAL: 21, INNOVATION_MIDTERM: 22, INNOVATION_FINISH: 23, COMPETITION_RESULT: 24, HATCHING: 25,
  COURSE_OPEN: 26,
  // Issue 21 ("Route groups III").
  VOTE_PUBLISH: 27,
  HONOUR: 28, EMPLOYMENT: 29,
  EVALUATION_APPLY: 31,
  HOURS_ADJUSTMENT: 32,
  // Issue 21 学分置换 (credit replacement).
  CREDIT_REPLACE: 30,
  // Issue 21 moments (校园动态): a post's review before publishing.
  MOMENT: 33,
  // Issue 21 journals (migration 20261126_052000_journals).
  JOURNAL: 34,
  // Issue 21 publicity fields (宣传阵地).
  FIELD_APPLY: 35,
} as const;
export type SourceTypeCode = (typeof SourceType)[keyof typeof SourceType];
export const SOURCE_TYPE_MAX = SourceType.FIELD_APPLY;
export const sourceTypeLabels: Record<number, string> = {
  1: '活动审核', 2: '结项审核', 3: '申报审核', 4: '黑名单申诉',
  5: '志愿服务队审核', 6: '志愿活动审核', 7: '志愿时长审核',
  8: '社会实践立项审核', 9: '社会实践结项审核',
  10: '组织成立审核', 11: '组织注册审核', 12: '组织年审', 13: '组织评优审核', 14: '组织注销审核',
  15: '场地预约审核',
  16: '团员发展审核', 17: '党员发展审核', 18: '评优评先审核', 19: '党团活动审核', 20: '党团活动学时审核',
  21: '创新项目立项审核', 22: '创新项目中期检查', 23: '创新项目结题审核', 24: '竞赛成绩审核', 25: '孵化项目审核', 26: '课程开课审核',
  27: '投票发布审核',
  28: '荣誉审核', 29: '就业实习审核',
  31: '评价项目申请审核',
  32: '加减学时审核',
  30: '学分置换审核',
  33: '动态审核',
  34: '工作日志审核',
  35: '阵地申请审核',
};
/** Where a to-do item opens (spec §2 "To-do panel entries route by sourceType"; 5–15 ROUTES.md group I, 16–26 group II). */
export const sourceTypeRoutes: Record<number, string> = {
  1: '/proceeding/wait/activity/first/auditing',
  2: '/proceeding/wait/activity/report/auditing',
  3: '/proceeding/wait/declare/first/auditing',
  4: '/proceeding/wait/blacklist/apply/auditing',
  5: '/voluntary/management/examine/team',
  6: '/voluntary/practice/examine/list',
  7: '/voluntary/practice/examine/list',
  8: '/society/practice/examine/list',
  9: '/society/practice/finish/list',
  10: '/proceeding/wait/organization/create/examine',
  11: '/proceeding/wait/organization/register/examine',
  12: '/proceeding/wait/organization/year/examine',
  13: '/proceeding/wait/organization/appraising/examine',
  14: '/proceeding/wait/organization/cancel/examine',
  15: '/proceeding/wait/site/apply/auditing',
  16: '/ideology/group',
  17: '/ideology/party',
  18: '/ideology/advanced/group',
  19: '/ideology/activity/examine',
  20: '/ideology/activity/grant',
  21: '/innovate/project/review',
  22: '/innovate/project/audit',
  23: '/innovate/project/audit',
  24: '/innovate/competition',
  25: '/innovate/hatching',
  26: '/course/audit',
  27: '/vote/audit',
  28: '/honors/list',
  29: '/employment/list',
  31: '/proceeding/wait/evaluate/apply/auditing',
  32: '/communist/count',
  30: '/proceeding/wait/credit/replace/auditing',
  33: '/communist/moments/show',
  34: '/proceeding/wait/journal/list',
  35: '/system/field/apply/show',
};
