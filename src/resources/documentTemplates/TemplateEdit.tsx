/**
 * 新增模板 / 编辑模板 (issue 21; /system/template/edit and the per-feature …/template/edit; `?id=`
 * edits, none creates): name, description, the files (uploaded one by one through the attachments
 * field: doc/docx/xls/xlsx/pdf or images, 5 MB each, at most 9, spec §5), enabled and order.
 * Validated by the endpoint's own schema (common/schemas/documentTemplates.ts templateSaveParams);
 * a refusal naming a field shows under it. Saves, then returns to the kind's list.
 * Data: getDocumentTemplate / saveDocumentTemplate (GET /document/template/detail, POST …/save).
 */
import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Grid, LinearProgress } from '@mui/material';
import { BooleanInput, Form, NumberInput, ResourceContextProvider, TextInput, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { UploadedFile } from '../../../common/activities';
import { TEMPLATE_LIMITS, TEMPLATE_PATHS, type TemplateKindValue } from '../../../common/documentTemplates';
import { templateSaveParams } from '../../../common/schemas/documentTemplates';
import type { DocumentTemplateDataProvider } from '../../dataProvider/documentTemplates';
import { AttachmentsField } from '../activities/launch/MediaFields';
import { FormActionBar, FormButton, FormSubmitButton } from '../shared/FormActionBar';
import { FormSection } from '../shared/FormSection';
import { LoadFailed } from '../shared/LoadFailed';
import { schemaResolver, useSchemaSubmit } from '../shared/schemaForm';

const FIELDS = ['name', 'description', 'fileIds', 'enabled', 'sort'];
const resolver = schemaResolver(templateSaveParams, {}, { raw: true });

export default function TemplateEdit({ kind }: { kind: TemplateKindValue }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<DocumentTemplateDataProvider>();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const { data: record, isPending, error, refetch } = useQuery({
    queryKey: ['documentTemplate', kind, id], queryFn: () => dataProvider.getDocumentTemplate(kind, id!), enabled: id !== undefined, retry: false,
  });
  const [files, setFiles] = useState<UploadedFile[] | null>(null);
  const shownFiles = useMemo(() => files ?? record?.files ?? [], [files, record]);
  const back = useCallback(() => navigate(TEMPLATE_PATHS[kind]), [navigate, kind]);
  const onSaved = useCallback(() => {
    notify(id ? 'documentTemplates.done.updated' : 'documentTemplates.done.created', { type: 'success' });
    back();
  }, [id, back, notify]);
  const save = useCallback(
    (v: Record<string, unknown>) => dataProvider.saveDocumentTemplate({
      id, kind, name: String(v.name ?? ''), description: String(v.description ?? ''), fileIds: shownFiles.map((f) => f.id), enabled: !!v.enabled, sort: Number(v.sort) || 0,
    }),
    [dataProvider, id, kind, shownFiles],
  );
  const { onSubmit, formError } = useSchemaSubmit(save, FIELDS, onSaved);
  const defaults = useMemo(
    () => ({ kind, name: record?.name ?? '', description: record?.description ?? '', enabled: record?.enabled ?? true, sort: record?.sort ?? 0 }),
    [kind, record],
  );
  if (id !== undefined && isPending) return <LinearProgress />;
  if (id !== undefined && error) return <LoadFailed error={error} fallback="documentTemplates.load_failed" retryLabel="documentTemplates.action.retry" onRetry={() => void refetch()} />;
  const label = (f: string) => `resources.documentTemplates.fields.${f}`;
  return (
    <ResourceContextProvider value="documentTemplates">
      <Box sx={{ maxWidth: 960 }}>
        <Title title={`${translate(`documentTemplates.title.list.${kind}`)} · ${translate(id ? 'documentTemplates.title.edit' : 'documentTemplates.title.create')}`} />
        {record && !record.enabled ? <Alert severity="warning" sx={{ mb: 2 }}>{translate('documentTemplates.form.enabled_hint')}</Alert> : null}
        <Form key={record?.id ?? 'new'} defaultValues={defaults} resolver={resolver} onSubmit={onSubmit} disableInvalidFormNotification noValidate>
          <FormSection title="documentTemplates.form.basics">
            <Grid container columnSpacing={2}>
              <Grid size={{ xs: 12, sm: 8 }}>
                <TextInput source="name" label={label('name')} isRequired fullWidth slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.name } }} />
              </Grid>
              <Grid size={{ xs: 6, sm: 2 }}><NumberInput source="sort" label={label('sort')} min={0} max={TEMPLATE_LIMITS.sort} fullWidth /></Grid>
              <Grid size={{ xs: 6, sm: 2 }}><BooleanInput source="enabled" label={label('enabled')} helperText={false} /></Grid>
              <Grid size={12}>
                <TextInput source="description" label={label('description')} multiline minRows={2} fullWidth slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.description } }} />
              </Grid>
            </Grid>
          </FormSection>
          <FormSection title="documentTemplates.form.files">
            <AttachmentsField value={shownFiles} onChange={setFiles} label={translate('documentTemplates.form.files_label')} />
          </FormSection>
          <FormActionBar error={formError}>
            <FormButton onClick={back}>{translate('documentTemplates.action.cancel')}</FormButton>
            <FormSubmitButton>{translate('documentTemplates.action.save')}</FormSubmitButton>
          </FormActionBar>
        </Form>
      </Box>
    </ResourceContextProvider>
  );
}
