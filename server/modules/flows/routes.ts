/**
 * Flow template endpoints (issue 4 "Review processes"; spec §1 topic 6 process configuration).
 * Permission: the module '/system/flow' (系统设置 › 流程配置). All scoped to the session's school;
 * writes run in one transaction. Errors: 10002 with the field's Chinese message, '流程不存在' for an
 * id outside the school, '流程名称「…」已存在', '第N步的审核角色不存在' / '第N步的审核人不存在',
 * '该流程正在启用,请先停用后再删除'; 10003 without the module.
 */
import type { FlowTemplateDetail } from '../../../common/flows.js';
import type { ConstraintMessages } from '../../protocol/dbErrors.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { noParams } from '../../../common/schemas/fields.js';
import { recordRoutes } from '../../protocol/records.js';
import { flowIdParams, flowInputParams, flowListParams } from '../../../common/schemas/flows.js';
import { addFlowTemplate, auditorOptions, deleteFlowTemplate, flowTemplateDetail, listFlowTemplates, updateFlowTemplate } from './service.js';

export const FLOW_MODULE = '/system/flow';

/**
 * Concurrent writes that both passed the service's checks: the database keeps one. A name taken
 * meanwhile reads as the check's message; two saves of one template at once collide on its steps
 * (each replaces them) and the later one is asked to retry.
 */
export const FLOW_CONSTRAINTS: ConstraintMessages = {
  flow_templates_kind_name_uq: { message: '流程名称已存在' },
  flow_steps_template_order_uq: { message: '数据已被同时修改,请刷新后重试' },
};

export const flowRoutes: AnyRoute[] = [
  /** GET /flow/template/detail {id} → {id, name, kind, stepCount, enabled, remarks, steps: [{orderNo, name, auditorType, roleId, roleName, userIds, userNames}]}. */
  defineRoute({
    method: 'GET', path: '/flow/template/detail', summary: 'One flow template with its ordered steps.',
    permission: FLOW_MODULE, schema: flowIdParams,
    handler: ({ deps, session, params }): Promise<FlowTemplateDetail> => flowTemplateDetail(deps.db, session.schoolId, params.id),
  }),
  /**
   * /flow/template: list {current, size, kind? 1–3, name?} → {list: [{id, name, kind, stepCount,
   * enabled, remarks}], total}; add {name, kind, remarks?, enabled?, steps: [{name, auditorType,
   * roleId?, userIds?}] (1–10)} → the detail; update {id, name, kind, remarks?, enabled?, steps} →
   * the detail, the steps replaced; delete {id} → null, refused while the template is enabled.
   */
  ...recordRoutes({
    base: '/flow/template', permission: FLOW_MODULE, constraints: FLOW_CONSTRAINTS,
    list: { summary: "The school's review flow templates, paged.", schema: flowListParams, run: listFlowTemplates },
    add: { summary: 'Adds a flow template with its steps.', schema: flowInputParams, run: addFlowTemplate },
    update: { summary: 'Edits a flow template and replaces its steps.', schema: flowInputParams, run: updateFlowTemplate },
    delete: { summary: 'Deletes a disabled flow template.', schema: flowIdParams, run: deleteFlowTemplate },
  }),
  /** GET /flow/auditor/options → [{id, name: '姓名（工号）'}] of the school's enabled staff, for steps with named users. */
  defineRoute({
    method: 'GET', path: '/flow/auditor/options', summary: 'Staff users to choose as named auditors.',
    permission: FLOW_MODULE, schema: noParams,
    handler: ({ deps, session }) => auditorOptions(deps.db, session.schoolId),
  }),
];
