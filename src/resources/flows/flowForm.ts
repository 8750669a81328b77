/**
 * The flow editor's form (issue 4 "Review processes"): values, the client-side checks (the same
 * rules and texts as POST /flow/template/add|update) and the request body.
 */
import { FLOW_MAX_STEPS, FLOW_NAME_MAX, type FlowTemplateDetail } from '../../../common/flows';

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

/** Error keys (i18n) of the form: by field, and per step index. */
export interface FlowFormErrors {
  name?: string;
  kind?: string;
  steps?: string;
  step?: Record<number, string>;
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

export function validateFlow(v: FlowFormValues): FlowFormErrors {
  const errors: FlowFormErrors = {};
  if (!v.name.trim()) errors.name = 'flows.validation.name_required';
  else if (v.name.trim().length > FLOW_NAME_MAX) errors.name = 'flows.validation.name_length';
  if (v.kind === '') errors.kind = 'flows.validation.kind_required';
  if (v.steps.length === 0) errors.steps = 'flows.validation.steps_required';
  else if (v.steps.length > FLOW_MAX_STEPS) errors.steps = 'flows.validation.steps_max';
  const step: Record<number, string> = {};
  v.steps.forEach((s, i) => {
    if (!s.name.trim()) step[i] = 'flows.validation.step_name_required';
    else if (s.auditorType === 1 && s.roleId === '') step[i] = 'flows.validation.step_role_required';
    else if (s.auditorType === 3 && s.userIds.length === 0) step[i] = 'flows.validation.step_users_required';
  });
  if (Object.keys(step).length) errors.step = step;
  return errors;
}

export const hasErrors = (e: FlowFormErrors) => Boolean(e.name || e.kind || e.steps || e.step);

/** The body of POST /flow/template/add (no id) or /update. */
export function formToInput(v: FlowFormValues, id?: number) {
  return {
    ...(id !== undefined ? { id } : {}),
    name: v.name.trim(), kind: v.kind, remarks: v.remarks.trim(), enabled: v.enabled,
    steps: v.steps.map((s) => ({
      name: s.name.trim(), auditorType: s.auditorType,
      ...(s.auditorType === 1 ? { roleId: s.roleId } : {}),
      ...(s.auditorType === 3 ? { userIds: s.userIds } : {}),
    })),
  };
}
