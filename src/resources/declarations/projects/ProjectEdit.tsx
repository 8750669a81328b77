/**
 * 新建项目 / 编辑项目 (/communist/project/edit, ?id= to edit): name, 分类, 组织 (optional), 审核流程
 * (申报审核 flows), the 申报时间 window, 说明, 佐证材料要求 and the 奖项级别 rows. A react-admin
 * <Form> checked by the endpoint's own fields (projectForm.ts): problems show next to their
 * fields, the server's 10002 too, or above the buttons when it names no field. Saving is
 * create('projects') (POST /project/add ProjectInput → {id}) or update('projects') (POST
 * /project/update {id, …}), both silent, and opens the project's page.
 */
import { useCallback, useMemo, useState } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, SelectInput, TextInput, Title, useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DateTimePickerInput } from '../../shared/dates';
import { EmptyState } from '../../shared/EmptyState';
import { FormActionBar, FormButton, FormSubmitButton } from '../../shared/FormActionBar';
import { FormSection } from '../../shared/FormSection';
import { useSchemaSubmit } from '../../shared/schemaForm';
import { ClassifyInput } from '../../activities/launch/fields';
import { OptionsEditor } from './OptionsEditor';
import { PROJECT_LIST_PATH, projectDetailPath } from '../paths';
import { emptyProjectValues, fromDetail, PROJECT_FIELDS, projectResolver, toInput, type ProjectValues } from './projectForm';
import { useProjectDetail, useProjectFormChoices, type NamedOption } from './queries';
import { TreePickerInput } from '../../shared/TreePicker';

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
  const resolver = useMemo(() => projectResolver(translate), [translate]);
  // The values the form opens with, taken once: the project list leaves its row in the getOne
  // cache, so an edit waits for the fetched detail; a single 申报审核 flow is the obvious choice.
  const [initial, setInitial] = useState<ProjectValues>();
  if (!initial && editing && detail.data && !detail.isFetching) setInitial(fromDetail(detail.data));
  if (!initial && !editing && choices.data) {
    const flows = choices.data.flows;
    setInitial({ ...emptyProjectValues(), flowTemplateId: flows.length === 1 ? flows[0].id : '' });
  }

  const save = useCallback(
    async (values: ProjectValues) => {
      const input = toInput(values);
      // Silent: a refusal goes under its field, not into a toast.
      const meta = { silent: true };
      let savedId: number | string = id;
      if (editing) await update('projects', { id: Number(id), data: input, previousData: detail.data, meta }, { returnPromise: true });
      else savedId = (await create('projects', { data: input, meta }, { returnPromise: true }))?.id ?? '';
      notify(editing ? 'declarations.project.done_edit' : 'declarations.project.done_create', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
      void queryClient.invalidateQueries({ queryKey: ['project-options'] });
      navigate(savedId ? projectDetailPath(savedId) : PROJECT_LIST_PATH);
    },
    [id, editing, detail.data, create, update, notify, queryClient, navigate],
  );
  const { onSubmit, formError } = useSchemaSubmit(save, PROJECT_FIELDS);

  if (editing && !detail.data && !detail.isPending && !detail.isFetching) return <EmptyState message="declarations.project.not_found" />;
  if (!initial || choices.isPending)
    return <Box sx={{ p: 6, textAlign: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;

  const c = choices.data ?? { classifies: [], organizations: [], flows: [] };
  const flows = withCurrent(c.flows, detail.data?.flowTemplateId, detail.data?.flowTemplateName);
  const organizations = withCurrent(c.organizations, detail.data?.organizationId, detail.data?.organizationName);
  const label = (name: string) => `declarations.project.${name}`;

  return (
    <Box sx={{ py: 2, maxWidth: 1000 }}>
      <Title title={editing ? 'declarations.project.title_edit' : 'declarations.project.title_create'} />
      {/* Field problems show under the fields; react-admin's "invalid form" toast would repeat them. */}
      <Form defaultValues={initial} resolver={resolver} onSubmit={onSubmit} disableInvalidFormNotification noValidate>
        <FormSection title="declarations.project.section_basic">
          <Box sx={grid}>
            <TextInput source="name" label={label('name')} isRequired placeholder={translate('declarations.project.name_placeholder')} />
            <ClassifyInput tree={c.classifies} label={label('classify')} emptyText="declarations.project.no_classify" />
            <TreePickerInput
              source="organizationId" label={label('organization')} choices={organizations}
              placeholder={translate('declarations.project.organization_none')} helperText="declarations.project.organization_hint"
            />
            <SelectInput source="flowTemplateId" label={label('flow')} choices={flows} isRequired helperText={flows.length ? undefined : 'declarations.project.no_flow'} />
            <DateTimePickerInput source="applyStart" label={label('applyStart')} isRequired fullWidth />
            <DateTimePickerInput source="applyEnd" label={label('applyEnd')} isRequired fullWidth />
          </Box>
        </FormSection>
        <FormSection title="declarations.project.section_options">
          <OptionsEditor />
        </FormSection>
        <FormSection title="declarations.project.section_text">
          <TextInput source="description" label={label('description')} multiline minRows={3} placeholder={translate('declarations.project.description_placeholder')} />
          <TextInput source="evidence" label={label('evidence')} multiline minRows={3} placeholder={translate('declarations.project.evidence_placeholder')} />
        </FormSection>
        <FormActionBar error={formError}>
          <FormButton onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(PROJECT_LIST_PATH))}>{translate('ra.action.cancel')}</FormButton>
          <FormSubmitButton>{translate('ra.action.save')}</FormSubmitButton>
        </FormActionBar>
      </Form>
    </Box>
  );
}
