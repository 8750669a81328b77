/**
 * What a review is about: the audit-task source types of every reviewed record (spec §2 to-do
 * routing by sourceType), their labels and the page each to-do item opens.
 */

/**
 * Audit-task source types: what a review is about (spec §2 to-do routing by sourceType; 4 and up
 * are ours: blacklist appeals, then the route groups of issue 19). Not the hours ledger's source
 * types (common/ledger.ts LedgerSource).
 */
export const SourceType = {
  ACTIVITY: 1, REPORT: 2, DECLARATION: 3, APPEAL: 4,
  VOLUNTEER_TEAM: 5, VOLUNTEER_ACTIVITY: 6, VOLUNTEER_HOURS: 7,
  PRACTICE_PROJECT: 8, PRACTICE_FINISH: 9,
  ORG_CREATE: 10, ORG_REGISTER: 11, ORG_YEAR: 12, ORG_APPRAISING: 13, ORG_CANCEL: 14,
  SITE_APPLY: 15,
} as const;
export type SourceTypeCode = (typeof SourceType)[keyof typeof SourceType];
export const SOURCE_TYPE_MAX = SourceType.SITE_APPLY;
export const sourceTypeLabels: Record<number, string> = {
  1: '活动审核', 2: '结项审核', 3: '申报审核', 4: '黑名单申诉',
  5: '志愿服务队审核', 6: '志愿活动审核', 7: '志愿时长审核',
  8: '社会实践立项审核', 9: '社会实践结项审核',
  10: '组织成立审核', 11: '组织注册审核', 12: '组织年审', 13: '组织评优审核', 14: '组织注销审核',
  15: '场地预约审核',
};
/** Where a to-do item opens (spec §2 "To-do panel entries route by sourceType"; 5–15 ROUTES.md group I). */
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
};
