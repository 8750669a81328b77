/**
 * The flow editor (issue 4 "Review processes"): name, kind (活动审核 / 结项审核 / 申报审核), remarks,
 * enabled, and the ordered steps, in a react-admin form validated by the endpoint's own schema
 * (flowForm.ts). Opens empty for a new flow or loads getOne('flows') (GET /flow/template/detail
 * {id}); saves the whole flow through create / update('flows') (POST /flow/template/add|update),
 * a refusal toasting as before. Role choices come from GET /system/role/options, named users from
 * getFlowAuditorOptions (GET /flow/auditor/options).
 */
import { useMemo } from 'react';
import { Box, FormHelperText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { BooleanInput, SelectInput, TextInput, useDataProvider, useGetOne, useInput, useTranslate } from 'react-admin';
import { FLOW_KINDS, type FlowTemplateDetail } from '../../../common/flows';
import type { FlowDataProvider } from '../../dataProvider/flows';
import { useRoleOptions, type Choice } from '../roles/options';
import { emptyFlow, flowFormResolver, flowToForm, formToInput, stepErrorKey, type FlowFormValues, type StepValues } from './flowForm';
import { StepEditor } from './StepEditor';
import { EditorDialog } from '../shared/EditorDialog';

export interface FlowEditorDialogProps {
  open: boolean;
  /** The flow to edit; absent → a new one. */
  flowId?: number;
  onClose: () => void;
  onSaved: () => void;
}

function useAuditorOptions(open: boolean): Choice[] {
  const dataProvider = useDataProvider<FlowDataProvider>();
  const { data } = useQuery({
    queryKey: ['options', 'flowAuditors'],
    queryFn: () => dataProvider.getFlowAuditorOptions(),
    enabled: open,
    staleTime: 10_000,
  });
  return data ?? [];
}

type StepErrors = Record<string, Parameters<typeof stepErrorKey>[0]> & { message?: string };

/** The steps as the form's `steps`: the editor's rows, the list's error above, each step's under it. */
function StepsInput({ roles, users }: { roles: Choice[]; users: Choice[] }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'steps' });
  const error = fieldState.error as StepErrors | undefined;
  const steps = (field.value ?? []) as StepValues[];
  const perStep: Record<number, string> = {};
  steps.forEach((_, i) => {
    const key = stepErrorKey(error?.[String(i)]);
    if (key) perStep[i] = key;
  });
  return (
    <>
      {typeof error?.message === 'string' ? <FormHelperText error>{translate(error.message)}</FormHelperText> : null}
      <StepEditor steps={steps} onChange={field.onChange} roles={roles} users={users} errors={perStep} />
    </>
  );
}

export function FlowEditorDialog({ open, flowId, onClose, onSaved }: FlowEditorDialogProps) {
  const translate = useTranslate();
  const roles = useRoleOptions();
  const users = useAuditorOptions(open);
  const detail = useGetOne<FlowTemplateDetail>('flows', { id: flowId! }, { enabled: open && flowId !== undefined, gcTime: 0 });

  // The flow list leaves its row (no steps) in the getOne cache: fill the form from the fetched detail only.
  const loading = flowId !== undefined && (detail.isPending || detail.isFetching);
  const loaded = flowId !== undefined && !loading && detail.data ? detail.data : undefined;
  const defaultValues = useMemo(() => (loaded ? flowToForm(loaded) : emptyFlow()), [loaded]);

  const kinds = FLOW_KINDS.map((k) => ({ id: k, name: translate(`flows.kind.${k}`) }));

  return (
    <EditorDialog<FlowFormValues>
      resource="flows" id={flowId} name={detail.data?.name} previousData={detail.data} toInput={formToInput}
      open={open} onClose={onClose} onSaved={onSaved} loading={loading && translate('flows.dialog.loading')}
      formKey={`${flowId ?? 'new'}:${loaded ? 'loaded' : 'empty'}`} defaultValues={defaultValues} resolver={flowFormResolver}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, columnGap: 2 }}>
        <TextInput source="name" label="resources.flows.fields.name" isRequired size="small" slotProps={{ htmlInput: { maxLength: 30 } }} />
        <SelectInput source="kind" label="resources.flows.fields.kind" choices={kinds} isRequired size="small" />
        <TextInput source="remarks" label="resources.flows.fields.remarks" size="small" slotProps={{ htmlInput: { maxLength: 200 } }} />
        <BooleanInput source="enabled" label="flows.enabled" helperText={false} />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>{translate('flows.dialog.steps_title')}</Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>{translate('flows.dialog.steps_hint')}</Typography>
      <StepsInput roles={roles} users={users} />
    </EditorDialog>
  );
}
