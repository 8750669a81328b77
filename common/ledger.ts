/**
 * Source types of the hours ledger (DESIGN.md §4; GET /student/hours/records `sourceType`): where a
 * ledger row's hours came from. The one copy for server and web (issue 15 step 4). Not to be mixed
 * up with the audit-task source types of common/activities.ts (SourceType: what a review is about).
 */
export const LedgerSource = { ACTIVITY: 1, DECLARATION: 2, CORRECTION: 3, IMPORT: 4, VOLUNTEER: 5, PRACTICE: 6, IDEOLOGY: 7, INNOVATION: 8, COURSE: 9, QUIZ: 10,
  // Issue 21: 学分置换 (credit replacement) and sign tasks' hours at a task's check-in threshold.
  CREDIT_REPLACE: 11, SIGN_TASK: 12,
} as const;
/** The highest source type (wire filters' bound). */
export const LEDGER_SOURCE_MAX = LedgerSource.SIGN_TASK;
export type LedgerSourceType = (typeof LedgerSource)[keyof typeof LedgerSource];

/** zh-CN names of the ledger sources (transcripts, the student's hours records). */
export const ledgerSourceLabels: Record<number, string> = { 1: '活动', 2: '申报', 3: '学时更正', 4: '导入', 5: '志愿服务', 6: '社会实践', 7: '党团活动', 8: '创新创业', 9: '课程', 10: '答题',
  11: '学分置换', 12: '签到任务',
};
