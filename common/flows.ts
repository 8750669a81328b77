/** Review flow templates on the wire (issue 4 "Review processes"; spec §1 topic 6 process configuration). */

/**
 * Flow kinds: 1 活动审核 (first review), 2 结项审核 (completion-report review), 3 申报审核
 * (declaration review); 5–15 the reviews of the route groups of issue 19, 16–26 those of issue 20, numbered as their audit
 * source types (common/activities.ts SourceType; 4, blacklist appeals, has no flow).
 */
export const FlowKind = {
  ACTIVITY: 1, REPORT: 2, DECLARATION: 3,
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
  // 学分置换 (credit replacement).
  CREDIT_REPLACE: 30,
  EVALUATION_APPLY: 31,
  HOURS_ADJUSTMENT: 32,
  // 校园动态, 工作日志, 宣传阵地 applications.
  MOMENT: 33,
  JOURNAL: 34,
  FIELD_APPLY: 35,
} as const;
export const FLOW_KINDS: readonly number[] = Object.values(FlowKind);
export const flowKindLabels: Record<number, string> = {
  1: '活动审核', 2: '结项审核', 3: '申报审核',
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
/** 1 a role, 2 the leader of the activity's organisation, 3 named users. */
export const auditorTypeLabels: Record<number, string> = { 1: '角色', 2: '组织负责人', 3: '指定人员' };

export const FLOW_MAX_STEPS = 10;
export const FLOW_NAME_MAX = 30;
export const FLOW_REMARKS_MAX = 200;
export const FLOW_STEP_NAME_MAX = 30;

/** A row of GET /flow/template/list. */
export interface FlowTemplateRow {
  id: number;
  name: string;
  kind: number;
  stepCount: number;
  enabled: boolean;
  remarks: string;
}

/** A step of GET /flow/template/detail (orderNo from 1). */
export interface FlowStepRow {
  orderNo: number;
  name: string;
  auditorType: number;
  roleId: number | null;
  roleName: string;
  userIds: number[];
  userNames: string[];
}

export interface FlowTemplateDetail extends FlowTemplateRow {
  steps: FlowStepRow[];
}
