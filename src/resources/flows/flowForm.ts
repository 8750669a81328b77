/**
 * The flow editor's form (issue 4 "Review processes"): values, the rules (the endpoint's own
 * schema, POST /flow/template/add|update) and the request body.
 */
import { FLOW_MAX_STEPS, FLOW_NAME_MAX, type FlowTemplateDetail } from '../../../common/flows';
import { flowInputParams } from '../../../common/schemas/flows';
import { formText, schemaResolver } from '../shared/schemaForm';

export interface StepValues {
  /** A stable key for React while steps move. */
  key: number;
  name: string;
  auditorType: 1 | 2 | 3;
  roleId: number | '';
  userIds: number[];
}

export interface FlowFormValues {
  name: string;
  kind: number | '';
  remarks: string;
  enabled: boolean;
  steps: StepValues[];
}

let nextKey = 1;
export const newStep = (): StepValues => ({ key: nextKey++, name: '', auditorType: 1, roleId: '', userIds: [] });
export const emptyFlow = (): FlowFormValues => ({ name: '', kind: 1, remarks: '', enabled: true, steps: [newStep()] });

export function flowToForm(d: FlowTemplateDetail): FlowFormValues {
  return {
    name: d.name, kind: d.kind, remarks: d.remarks, enabled: d.enabled,
    steps: d.steps.map((s) => ({ key: nextKey++, name: s.name, auditorType: s.auditorType as 1 | 2 | 3, roleId: s.roleId ?? '', userIds: s.userIds })),
  };
}

/** Moves the step at `index` by `delta` (−1 up, +1 down); out of range → unchanged. */
export function moveStep(steps: StepValues[], index: number, delta: -1 | 1): StepValues[] {
  const to = index + delta;
  if (to < 0 || to >= steps.length) return steps;
  const out = [...steps];
  [out[index], out[to]] = [out[to], out[index]];
  return out;
}

/** The fields a server refusal may name. */
export const FLOW_FIELDS = ['name', 'kind', 'remarks', 'enabled', 'steps'] as const;

/**
 * The editor's rules: the add/update endpoint's own schema (common/schemas/flows.ts), its texts
 * shown through the flows.validation.* keys (a step's through stepErrorKey). Raw: the body is
 * built by formToInput.
 */
export const flowFormResolver = schemaResolver(
  flowInputParams,
  {
    name: { '请输入流程名称': 'flows.validation.name_required', [`流程名称不能超过${FLOW_NAME_MAX}个字`]: 'flows.validation.name_length' },
    kind: { '请选择流程类型': 'flows.validation.kind_required', malformed: 'flows.validation.kind_required' },
    steps: { '流程至少需要一个审核步骤': 'flows.validation.steps_required', [`流程最多${FLOW_MAX_STEPS}个审核步骤`]: 'flows.validation.steps_max' },
  },
  { raw: true },
);

/** One step's errors from the resolver (by field) → the i18n key shown under it: its name first, then its auditors. */
export function stepErrorKey(e: Partial<Record<'name' | 'roleId' | 'userIds', { message?: unknown }>> | undefined): string | undefined {
  if (!e) return undefined;
  if (e.name) return e.name.message === '请输入步骤名称' ? 'flows.validation.step_name_required' : String(e.name.message);
  if (e.roleId) return 'flows.validation.step_role_required';
  if (e.userIds) return 'flows.validation.step_users_required';
  return undefined;
}

/** The body of POST /flow/template/add (no id) or /update. */
export function formToInput(v: FlowFormValues, id?: number) {
  return {
    ...(id !== undefined ? { id } : {}),
    name: formText(v.name), kind: v.kind, remarks: formText(v.remarks), enabled: v.enabled,
    steps: v.steps.map((s) => ({
      name: formText(s.name), auditorType: s.auditorType,
      ...(s.auditorType === 1 ? { roleId: s.roleId } : {}),
      ...(s.auditorType === 3 ? { userIds: s.userIds } : {}),
    })),
  };
}
