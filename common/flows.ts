/** Review flow templates on the wire (issue 4 "Review processes"; spec §1 topic 6 process configuration). */

/** 1 活动审核 (first review), 2 结项审核 (completion-report review), 3 申报审核 (declaration review). */
export const flowKindLabels: Record<number, string> = { 1: '活动审核', 2: '结项审核', 3: '申报审核' };
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
