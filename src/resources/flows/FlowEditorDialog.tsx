/**
 * The flow editor (issue 4 "Review processes"): name, kind (活动审核 / 结项审核 / 申报审核), remarks,
 * enabled, and the ordered steps. Opens empty for a new flow or loads getOne('flows') (GET
 * /flow/template/detail {id}); saves the whole flow through create / update('flows') (POST
 * /flow/template/add|update). Role choices come from GET /system/role/options, named users from
 * getFlowAuditorOptions (GET /flow/auditor/options).
 */
import { useEffect, useState } from 'react';
import {
  Box, Dialog, DialogContent, DialogTitle, FormControlLabel, FormHelperText,
  LinearProgress, MenuItem, Switch, TextField, Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCreate, useDataProvider, useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { FlowTemplateDetail } from '../../../common/flows';
import type { FlowDataProvider } from '../../dataProvider/flows';
import { useRoleOptions, type Choice } from '../roles/options';
import { emptyFlow, flowToForm, formToInput, hasErrors, validateFlow, type FlowFormErrors, type FlowFormValues } from './flowForm';
import { StepEditor } from './StepEditor';
import { DialogButtons } from '../shared/DialogButtons';

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

export function FlowEditorDialog({ open, flowId, onClose, onSaved }: FlowEditorDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const roles = useRoleOptions();
  const users = useAuditorOptions(open);
  const detail = useGetOne<FlowTemplateDetail>('flows', { id: flowId! }, { enabled: open && flowId !== undefined, gcTime: 0 });
  const [create] = useCreate();
  const [update] = useUpdate();
  const [values, setValues] = useState<FlowFormValues>(emptyFlow);
  const [errors, setErrors] = useState<FlowFormErrors>({});
  const [saving, setSaving] = useState(false);

  // The flow list leaves its row (no steps) in the getOne cache: fill the form from the fetched detail only.
  const loading = flowId !== undefined && (detail.isPending || detail.isFetching);
  useEffect(() => {
    if (!open || loading) return;
    setValues(flowId !== undefined && detail.data ? flowToForm(detail.data) : emptyFlow());
    setErrors({});
  }, [open, flowId, detail.data, loading]);

  const set = <K extends keyof FlowFormValues>(key: K, value: FlowFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, ...(key === 'steps' ? { step: undefined } : {}) }));
  };

  const save = async () => {
    const found = validateFlow(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setSaving(true);
    try {
      const data = formToInput(values, flowId);
      if (flowId) await update('flows', { id: flowId, data, previousData: detail.data }, { returnPromise: true });
      else await create('flows', { data }, { returnPromise: true });
      notify(flowId ? 'flows.done.updated' : 'flows.done.created', { type: 'success' });
      onSaved();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="flow-editor-title">
      <DialogTitle id="flow-editor-title">
        {flowId ? translate('flows.dialog.edit_title', { name: detail.data?.name ?? '' }) : translate('flows.dialog.create_title')}
      </DialogTitle>
      {loading ? <LinearProgress aria-label={translate('flows.dialog.loading')} /> : null}
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 2 }}>
          <TextField
            label={translate('resources.flows.fields.name')} value={values.name} required size="small"
            onChange={(e) => set('name', e.target.value)} error={!!errors.name}
            helperText={errors.name ? translate(errors.name) : ' '} slotProps={{ htmlInput: { maxLength: 30 } }}
          />
          <TextField
            select label={translate('resources.flows.fields.kind')} value={values.kind} required size="small"
            onChange={(e) => set('kind', Number(e.target.value))} error={!!errors.kind}
            helperText={errors.kind ? translate(errors.kind) : ' '}
          >
            {[1, 2, 3].map((k) => <MenuItem key={k} value={k}>{translate(`flows.kind.${k}`)}</MenuItem>)}
          </TextField>
          <TextField
            label={translate('resources.flows.fields.remarks')} value={values.remarks} size="small"
            onChange={(e) => set('remarks', e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <FormControlLabel
            control={<Switch checked={values.enabled} onChange={(e) => set('enabled', e.target.checked)} />}
            label={translate('flows.enabled')}
          />
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>{translate('flows.dialog.steps_title')}</Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>{translate('flows.dialog.steps_hint')}</Typography>
        {errors.steps ? <FormHelperText error>{translate(errors.steps)}</FormHelperText> : null}
        <StepEditor steps={values.steps} onChange={(s) => set('steps', s)} roles={roles} users={users} errors={errors.step} />
      </DialogContent>
      <DialogButtons busy={saving} onCancel={onClose} cancelLabel="flows.action.cancel" label={translate('flows.action.save')} onConfirm={save} disabled={loading} />
    </Dialog>
  );
}
