/**
 * 发起活动 (/activity/launch, optionally ?templateId= from the templates page), 编辑活动
 * (/communist/activity/launch?id=) and 复制活动 (/activity/copy?id=: the source's fields, named
 * '…（复制）', windows blank). Options from GET /activity/options; saving posts /activity/add (create,
 * copy) or /activity/update (edit) — the `activities` resource's create and update — and opens the
 * detail. A react-admin <Form> checked by the endpoint's own schema (launchForm.ts): problems show
 * next to their fields, the server's 10002 too (or above the buttons when it names no field).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, CircularProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Title, useCreate, useDataProvider, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ActivityDetail, ActivityInput, TemplateForm } from '../../../../common/activities';
import type { ActivityDataProvider } from '../../../dataProvider/activities';
import { FormActionBar, FormButton, FormSubmitButton } from '../../shared/FormActionBar';
import { useSchemaSubmit } from '../../shared/schemaForm';
import { activityDetailPath, LIST_PATH } from '../format';
import { ACTIVITY_DETAIL_KEY, useActivityDetail, useActivityOptions, type ActivityOptions } from '../queries';
import { emptyLaunchValues, fromDetail, fromInput, LAUNCH_FIELDS, launchResolver, toInput, type LaunchValues } from './launchForm';
import { BasicSection, ContentSection, FlowSection, PlaceSection, TimeSection } from './LaunchSections';
import { SaveTemplateDialog, TemplatePickerDialog, type TemplateRow } from './TemplateDialogs';

export type LaunchMode = 'create' | 'edit' | 'copy';

/** Blank windows (a template or a copy never carries dates into a new activity). */
const withoutWindows = (input: TemplateForm): TemplateForm => ({ ...input, enrollStart: '', enrollEnd: '', startTime: '', endTime: '' });

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

/** The values the form opens with: the detail (edit, copy), a template's (?templateId=), or blank; null while loading. */
function useInitialValues(mode: LaunchMode, id: string, templateId: string | null, options: ActivityOptions | undefined, detail: ActivityDetail | undefined) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ActivityDataProvider>();
  const [initial, setInitial] = useState<{ values: LaunchValues; source: { id: number; name: string } | null } | null>(null);
  useEffect(() => {
    if (initial || !options) return;
    if (mode !== 'create') {
      if (detail) setInitial({ values: fromDetail(detail, mode === 'copy' ? translate('activities.launch.copy_suffix') : undefined), source: null });
    } else if (templateId) {
      dataProvider
        .applyActivityTemplate(Number(templateId))
        .then((input) => setInitial({ values: withSingleChoices(fromInput(withoutWindows(input)), options), source: { id: Number(templateId), name: input.name ?? '' } }))
        .catch(() => setInitial({ values: withSingleChoices(emptyLaunchValues(), options), source: null }));
    } else setInitial({ values: withSingleChoices(emptyLaunchValues(), options), source: null });
  }, [initial, mode, id, templateId, options, detail, translate, dataProvider]);
  return initial;
}

export function LaunchPage({ mode, detailPath = activityDetailPath, backPath = LIST_PATH, sourceId }: LaunchPageProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [create] = useCreate<ActivityInput, unknown, ActivityDetail>();
  const [update] = useUpdate<ActivityDetail>();
  const [params] = useSearchParams();
  const id = mode === 'create' ? '' : sourceId ?? params.get('id') ?? '';
  const templateId = mode === 'create' ? params.get('templateId') : null;
  const options = useActivityOptions();
  const detail = useActivityDetail(id);
  const initial = useInitialValues(mode, id, templateId, options.data, detail.data);
  const resolver = useMemo(() => launchResolver(translate), [translate]);

  const save = useCallback(
    async (v: LaunchValues) => {
      const input = toInput(v);
      // Silent: the form shows the server's 10002 under its field. The reply is the saved detail.
      const meta = { silent: true };
      const saved = (mode === 'edit'
        ? await update('activities', { id: Number(id), data: input as Partial<ActivityDetail>, meta }, { returnPromise: true })
        : await create('activities', { data: input, meta }, { returnPromise: true })) as ActivityDetail;
      notify(mode === 'edit' ? 'activities.launch.done_edit' : 'activities.launch.done_create', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ACTIVITY_DETAIL_KEY });
      navigate(detailPath(saved?.id ?? id));
    },
    [mode, id, create, update, notify, queryClient, navigate, detailPath],
  );
  const { onSubmit, formError } = useSchemaSubmit(save, LAUNCH_FIELDS);

  const loading = options.isPending || (mode !== 'create' && detail.isPending) || (options.data && !initial && (mode === 'create' || detail.data));
  if (loading) return <Box sx={{ p: 6, textAlign: 'center' }}><CircularProgress aria-label={translate('activities.launch.loading')} /></Box>;
  if (!options.data || !initial) return <Alert severity="error" sx={{ mt: 2 }}>{translate('auth.noPermission.text')}</Alert>;

  return (
    <Box sx={{ py: 2, maxWidth: 1200 }}>
      <Title title={`activities.launch.title_${mode}`} />
      {/* Field problems show under the fields; react-admin's "invalid form" toast would repeat them. */}
      <Form defaultValues={initial.values} resolver={resolver} onSubmit={onSubmit} disableInvalidFormNotification noValidate>
        <BasicSection options={options.data} />
        <FlowSection options={options.data} />
        <TimeSection activityId={mode === 'edit' && id ? Number(id) : undefined} />
        <PlaceSection />
        <ContentSection />
        <LaunchActions mode={mode} backPath={backPath} error={formError} initialSource={initial.source} />
      </Form>
    </Box>
  );
}

/** The bar's buttons and the template dialogs, which read and refill the form. */
function LaunchActions({ mode, backPath, error, initialSource }: { mode: LaunchMode; backPath: string; error?: string; initialSource: { id: number; name: string } | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  // Read when the save dialog opens (that render follows setDialog): no re-render per keystroke.
  const { reset, getValues } = useFormContext<LaunchValues>();
  const [source, setSource] = useState(initialSource);
  const [dialog, setDialog] = useState<'pick' | 'save' | null>(null);

  const picked = (t: TemplateRow, input: TemplateForm) => {
    reset(fromInput(withoutWindows(input)));
    setSource({ id: t.id, name: t.name });
    setDialog(null);
    notify('activities.launch.template_loaded', { type: 'info', messageArgs: { name: t.name } });
  };

  return (
    <>
      <FormActionBar error={error}>
        <FormButton onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(backPath))}>{translate('activities.launch.cancel')}</FormButton>
        {mode === 'create' ? <FormButton variant="outlined" onClick={() => setDialog('pick')}>{translate('activities.launch.from_template')}</FormButton> : null}
        <FormButton variant="outlined" onClick={() => setDialog('save')}>{translate('activities.launch.save_template')}</FormButton>
        <FormSubmitButton>{translate(mode === 'edit' ? 'activities.launch.submit_edit' : 'activities.launch.submit_create')}</FormSubmitButton>
      </FormActionBar>
      <TemplatePickerDialog open={dialog === 'pick'} onClose={() => setDialog(null)} onPicked={picked} />
      <SaveTemplateDialog
        open={dialog === 'save'}
        input={toInput(getValues())}
        source={source}
        onClose={() => setDialog(null)}
        onSaved={(savedId) => {
          setDialog(null);
          setSource({ id: savedId, name: (getValues('name') ?? '').trim() });
          notify('activities.templateSave.done', { type: 'success' });
        }}
      />
    </>
  );
}

export default function LaunchCreate() {
  return <LaunchPage mode="create" />;
}
export const LaunchEdit = () => <LaunchPage mode="edit" />;
export const LaunchCopy = () => <LaunchPage mode="copy" />;
