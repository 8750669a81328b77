/**
 * 新建项目 / 编辑项目 (/communist/project/edit, ?id= to edit): name, 分类, 组织 (optional), 审核流程
 * (申报审核 flows), the 申报时间 window, 说明, 佐证材料要求 and the 奖项级别 rows. Local problems show
 * next to their fields (projectForm.ts); the server's 10002 too, or above the buttons when it names
 * no field. Saving is create('projects') (POST /project/add ProjectInput → {id}) or
 * update('projects') (POST /project/update {id, …}), both silent, and opens the project's page.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DateTimeField } from '../../shared/dates';
import { EmptyState } from '../../shared/EmptyState';
import { useFormState } from '../../shared/useFormState';
import { OptionsEditor } from './OptionsEditor';
import { PROJECT_LIST_PATH, projectDetailPath } from '../paths';
import { ChoiceSelect, ClassifyTreeSelect } from './ProjectFields';
import { emptyProjectValues, fromDetail, optionErrors, toInput, validateProject, type ProjectValues } from './projectForm';
import { useProjectDetail, useProjectFormChoices, type NamedOption } from './queries';
import { FormSection } from '../../shared/FormSection';

type Key = Exclude<keyof ProjectValues, 'options'>;

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, columnGap: 2, rowGap: 0.5 };

/** The saved flow stays choosable when the caller cannot read the flow list (no 流程配置). */
function withCurrent(choices: NamedOption[], id: number | null | undefined, name: string | undefined): NamedOption[] {
  return id && name && !choices.some((c) => c.id === id) ? [...choices, { id, name }] : choices;
}

export default function ProjectEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const editing = id !== '';
  const choices = useProjectFormChoices();
  const detail = useProjectDetail(id);
  const form = useFormState<ProjectValues>(emptyProjectValues());
  const { reset } = form;
  const [tried, setTried] = useState(false);
  const filled = useRef(false);

  useEffect(() => {
    if (filled.current) return;
    if (editing) {
      // The project list leaves its row in the getOne cache: fill the form from the fetched detail only.
      if (!detail.data || detail.isFetching) return;
      reset(fromDetail(detail.data));
    } else if (choices.data?.flows.length === 1) {
      // A single 申报审核 flow is the obvious choice.
      reset({ ...emptyProjectValues(), flowTemplateId: choices.data.flows[0].id });
    }
    filled.current = editing || !!choices.data;
  }, [editing, detail.data, detail.isFetching, choices.data, reset]);

  if (choices.isPending || (editing && (detail.isPending || (detail.isFetching && !filled.current)) && !detail.error))
    return <Box sx={{ p: 6, textAlign: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;
  if (editing && !detail.data) return <EmptyState message="declarations.project.not_found" />;

  const c = choices.data ?? { classifies: [], organizations: [], flows: [] };
  const flows = withCurrent(c.flows, detail.data?.flowTemplateId, detail.data?.flowTemplateName);
  const organizations = withCurrent(c.organizations, detail.data?.organizationId, detail.data?.organizationName);
  const v = form.values;
  const rowErrors = tried ? optionErrors(translate, v.options) : {};
  const text = (name: Key, props: { multiline?: boolean; required?: boolean; placeholder?: string } = {}) => (
    <TextField
      size="small" fullWidth label={translate(`declarations.project.${name}`)} value={String(v[name] ?? '')}
      required={props.required} multiline={props.multiline} minRows={props.multiline ? 3 : undefined}
      placeholder={props.placeholder ? translate(props.placeholder) : undefined}
      onChange={(e) => form.set(name, e.target.value as never)}
      error={!!form.errors[name]} helperText={form.errors[name] ?? ' '}
    />
  );
  const time = (name: 'applyStart' | 'applyEnd') => (
    <DateTimeField
      label={translate(`declarations.project.${name}`)} required fullWidth value={v[name]}
      onChange={(value) => form.set(name, value)}
      error={!!form.errors[name]} helperText={form.errors[name] ?? ' '}
    />
  );

  const submit = async () => {
    setTried(true);
    let savedId: number | string = id;
    const ok = await form.submit(
      (values) => validateProject(translate, values),
      async (values) => {
        const input = toInput(values);
        // Silent: a refusal goes under its field (useFormState), not into a toast.
        const meta = { silent: true };
        if (editing) await update('projects', { id: Number(id), data: input, previousData: detail.data, meta }, { returnPromise: true });
        else savedId = (await create('projects', { data: input, meta }, { returnPromise: true }))?.id ?? '';
      },
    );
    if (!ok) {
      setTimeout(() => document.querySelector('.Mui-error')?.scrollIntoView?.({ behavior: 'smooth', block: 'center' }), 0);
      return;
    }
    notify(editing ? 'declarations.project.done_edit' : 'declarations.project.done_create', { type: 'success' });
    void queryClient.invalidateQueries({ queryKey: ['projects'] });
    void queryClient.invalidateQueries({ queryKey: ['project-options'] });
    navigate(savedId ? projectDetailPath(savedId) : PROJECT_LIST_PATH);
  };

  return (
    <Box sx={{ py: 2, maxWidth: 1000 }}>
      <Title title={editing ? 'declarations.project.title_edit' : 'declarations.project.title_create'} />
      <FormSection title="declarations.project.section_basic">
        <Box sx={grid}>
          {text('name', { required: true, placeholder: 'declarations.project.name_placeholder' })}
          <ClassifyTreeSelect
            id="project-classify" label={translate('declarations.project.classify')} required tree={c.classifies}
            value={v.classifyId} onChange={(x) => form.set('classifyId', x)} error={form.errors.classifyId}
          />
          <ChoiceSelect
            id="project-organization" label={translate('declarations.project.organization')} choices={organizations}
            emptyLabel={translate('declarations.project.organization_none')} hint={translate('declarations.project.organization_hint')}
            value={v.organizationId} onChange={(x) => form.set('organizationId', x)} error={form.errors.organizationId}
          />
          <ChoiceSelect
            id="project-flow" label={translate('declarations.project.flow')} choices={flows} required
            hint={flows.length ? undefined : translate('declarations.project.no_flow')}
            value={v.flowTemplateId} onChange={(x) => form.set('flowTemplateId', x)} error={form.errors.flowTemplateId}
          />
          {time('applyStart')}
          {time('applyEnd')}
        </Box>
      </FormSection>
      <FormSection title="declarations.project.section_options">
        <OptionsEditor value={v.options} onChange={(options) => form.set('options', options)} rowErrors={rowErrors} error={form.errors.options} />
      </FormSection>
      <FormSection title="declarations.project.section_text">
        {text('description', { multiline: true, placeholder: 'declarations.project.description_placeholder' })}
        {text('evidence', { multiline: true, placeholder: 'declarations.project.evidence_placeholder' })}
      </FormSection>
      <Paper elevation={3} sx={{ position: 'sticky', bottom: 0, p: 1.5, zIndex: 2 }}>
        {form.formError ? <Alert severity="error" role="alert" sx={{ mb: 1 }}>{form.formError}</Alert> : null}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(PROJECT_LIST_PATH))} disabled={form.saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" onClick={submit} disabled={form.saving} startIcon={form.saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {translate('ra.action.save')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
