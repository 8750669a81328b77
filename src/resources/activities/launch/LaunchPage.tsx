/**
 * 发起活动 (/activity/launch, optionally ?templateId= from the templates page), 编辑活动
 * (/communist/activity/launch?id=) and 复制活动 (/activity/copy?id=: the source's fields, named
 * '…（复制）', windows blank). Options from GET /activity/options; saving posts /activity/add (create,
 * copy) or /activity/update (edit) — the `activities` resource's create and update — and opens the
 * detail. Local checks show next to the fields, the
 * server's 10002 messages too (or above the buttons when they name no field).
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useCreate, useDataProvider, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ActivityDetail, ActivityInput } from '../../../../common/activities';
import type { ActivityDataProvider } from '../../../dataProvider/activities';
import { useFormState } from '../../shared/useFormState';
import { activityDetailPath, LIST_PATH } from '../format';
import { ACTIVITY_DETAIL_KEY, useActivityDetail, useActivityOptions, type ActivityOptions } from '../queries';
import { emptyLaunchValues, fromDetail, fromInput, toInput, validateLaunch, type LaunchValues } from './launchForm';
import { BasicSection, ContentSection, FlowSection, PlaceSection, TimeSection } from './LaunchSections';
import { SaveTemplateDialog, TemplatePickerDialog, type TemplateRow } from './TemplateDialogs';

export type LaunchMode = 'create' | 'edit' | 'copy';

/** Blank windows (a template or a copy never carries dates into a new activity). */
const withoutWindows = (input: Partial<ActivityInput>): Partial<ActivityInput> => ({ ...input, enrollStart: '', enrollEnd: '', startTime: '', endTime: '' });

/** Preselects what has only one choice (the organisation, each flow) on a blank form. */
export function withSingleChoices(v: LaunchValues, o: ActivityOptions): LaunchValues {
  const only = <T extends { id: number }>(list: T[]) => (list.length === 1 ? list[0].id : '');
  return {
    ...v,
    organizationId: v.organizationId === '' ? only(o.organizations) : v.organizationId,
    flowTemplateId: v.flowTemplateId === '' ? only(o.flows.filter((f) => f.kind === 1)) : v.flowTemplateId,
    reportFlowTemplateId: v.reportFlowTemplateId === '' ? only(o.flows.filter((f) => f.kind === 2)) : v.reportFlowTemplateId,
  };
}

export interface LaunchPageProps {
  mode: LaunchMode;
  /** Where a saved activity opens (default the admin detail /communist/activity/detail?id=). */
  detailPath?: (id: number | string) => string;
  /** Where 取消 goes without browser history (default the admin list /communist/activity). */
  backPath?: string;
  /** The activity to edit or copy (default the page's ?id=). */
  sourceId?: string;
}

export function LaunchPage({ mode, detailPath = activityDetailPath, backPath = LIST_PATH, sourceId }: LaunchPageProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [create] = useCreate<ActivityInput, unknown, ActivityDetail>();
  const [update] = useUpdate<ActivityDetail>();
  const dataProvider = useDataProvider<ActivityDataProvider>();
  const [params] = useSearchParams();
  const id = mode === 'create' ? '' : sourceId ?? params.get('id') ?? '';
  const templateId = mode === 'create' ? params.get('templateId') : null;
  const options = useActivityOptions();
  const detail = useActivityDetail(id);
  const form = useFormState<LaunchValues>(emptyLaunchValues());
  const { reset } = form;
  const [source, setSource] = useState<{ id: number; name: string } | null>(null);
  const [dialog, setDialog] = useState<'pick' | 'save' | null>(null);
  const filled = useRef(false);

  useEffect(() => {
    if (filled.current || !options.data) return;
    const o = options.data;
    if (mode !== 'create') {
      if (!detail.data) return;
      reset(fromDetail(detail.data, mode === 'copy' ? translate('activities.launch.copy_suffix') : undefined));
    } else if (templateId) {
      dataProvider
        .applyActivityTemplate(Number(templateId))
        .then((input) => {
          reset(withSingleChoices(fromInput(withoutWindows(input)), o));
          setSource({ id: Number(templateId), name: input.name ?? '' });
        })
        .catch(() => reset(withSingleChoices(emptyLaunchValues(), o)));
    } else reset(withSingleChoices(emptyLaunchValues(), o));
    filled.current = true;
  }, [mode, templateId, options.data, detail.data, reset, translate, dataProvider]);

  const picked = (t: TemplateRow, input: Partial<ActivityInput>) => {
    reset(fromInput(withoutWindows(input)));
    setSource({ id: t.id, name: t.name });
    setDialog(null);
    notify('activities.launch.template_loaded', { type: 'info', messageArgs: { name: t.name } });
  };

  const submit = async () => {
    let saved: ActivityDetail | undefined;
    const ok = await form.submit(
      (v) => validateLaunch(translate, v),
      async (v) => {
        const input = toInput(v);
        // Silent: the form shows the server's 10002 under its field. The reply is the saved detail.
        const meta = { silent: true };
        saved = (mode === 'edit'
          ? await update('activities', { id: Number(id), data: input as Partial<ActivityDetail>, meta }, { returnPromise: true })
          : await create('activities', { data: input, meta }, { returnPromise: true })) as ActivityDetail;
      },
    );
    if (!ok) {
      setTimeout(() => document.querySelector('.Mui-error')?.scrollIntoView?.({ behavior: 'smooth', block: 'center' }), 0);
      return;
    }
    notify(mode === 'edit' ? 'activities.launch.done_edit' : 'activities.launch.done_create', { type: 'success' });
    void queryClient.invalidateQueries({ queryKey: ACTIVITY_DETAIL_KEY });
    navigate(detailPath(saved?.id ?? id));
  };

  const loading = options.isPending || (mode !== 'create' && detail.isPending);
  if (loading) return <Box sx={{ p: 6, textAlign: 'center' }}><CircularProgress aria-label={translate('activities.launch.loading')} /></Box>;
  if (!options.data) return <Alert severity="error" sx={{ mt: 2 }}>{translate('auth.noPermission.text')}</Alert>;

  return (
    <Box sx={{ py: 2, maxWidth: 1200 }}>
      <Title title={`activities.launch.title_${mode}`} />
      <BasicSection form={form} options={options.data} />
      <FlowSection form={form} options={options.data} />
      <TimeSection form={form} />
      <PlaceSection form={form} />
      <ContentSection form={form} />
      <Paper elevation={3} sx={{ position: 'sticky', bottom: 0, p: 1.5, zIndex: 2 }}>
        {form.formError ? <Alert severity="error" role="alert" sx={{ mb: 1 }}>{form.formError}</Alert> : null}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
          <Button onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(backPath))} disabled={form.saving}>{translate('activities.launch.cancel')}</Button>
          {mode === 'create' ? <Button variant="outlined" onClick={() => setDialog('pick')}>{translate('activities.launch.from_template')}</Button> : null}
          <Button variant="outlined" onClick={() => setDialog('save')}>{translate('activities.launch.save_template')}</Button>
          <Button variant="contained" onClick={submit} disabled={form.saving} startIcon={form.saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {translate(mode === 'edit' ? 'activities.launch.submit_edit' : 'activities.launch.submit_create')}
          </Button>
        </Stack>
      </Paper>
      <TemplatePickerDialog open={dialog === 'pick'} onClose={() => setDialog(null)} onPicked={picked} />
      <SaveTemplateDialog
        open={dialog === 'save'}
        input={toInput(form.values)}
        source={source}
        onClose={() => setDialog(null)}
        onSaved={(savedId) => {
          setDialog(null);
          setSource({ id: savedId, name: form.values.name.trim() });
          notify('activities.templateSave.done', { type: 'success' });
        }}
      />
    </Box>
  );
}

export default function LaunchCreate() {
  return <LaunchPage mode="create" />;
}
export const LaunchEdit = () => <LaunchPage mode="edit" />;
export const LaunchCopy = () => <LaunchPage mode="copy" />;
