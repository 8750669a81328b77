/**
 * 新增场地 / 编辑场地 (/communist/site/creat, ?id= to edit; issue 19 "create/edit form with the
 * spec-style validation"): name, type (its booking rules shown), location, capacity, equipment
 * (comma-separated), status, remarks, and the opening window of each weekday. Validated by the
 * endpoint's own schema (common/schemas/venues.ts siteAddParams); a refusal naming a field (同名场地)
 * shows under it. Saves through create / update('sites') (POST /site/add | /site/update), then
 * returns to 场地列表.
 */
import { useCallback, useMemo } from 'react';
import { Alert, Box, Grid, LinearProgress, Typography } from '@mui/material';
import { ArrayInput, Form, NumberInput, ResourceContextProvider, SelectInput, SimpleFormIterator, TextInput, Title, useGetList, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { siteAddParams } from '../../../common/schemas/venues';
import type { SiteRow, SiteTypeRow } from '../../../common/venues';
import { useSaveRecord } from '../shared/CrudList';
import { FormActionBar, FormButton, FormSubmitButton } from '../shared/FormActionBar';
import { FormSection } from '../shared/FormSection';
import { schemaResolver, useSchemaSubmit } from '../shared/schemaForm';
import { SITE_LIST_PATH } from './paths';

const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '22:00' }));
const FIELDS = ['name', 'typeId', 'location', 'capacity', 'equipment', 'openHours', 'status', 'remarks'];
const resolver = schemaResolver(siteAddParams, { name: { required: 'ra.validation.required' }, capacity: { malformed: 'ra.validation.minValue' } });

/** The chosen type's rules under the select. */
function TypeRules({ types }: { types: SiteTypeRow[] }) {
  const translate = useTranslate();
  const typeId = useWatch({ name: 'typeId' });
  const type = types.find((t) => t.id === Number(typeId));
  return type ? <Typography variant="caption" color="text.secondary">{translate('venues.form.type_rules', type)}</Typography> : null;
}

export default function SiteForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const { data: record, isPending } = useGetOne<SiteRow>('sites', { id: id! }, { enabled: id !== undefined });
  const { data: types } = useGetList<SiteTypeRow>('siteTypes', { pagination: { page: 1, perPage: 100 } });
  const save = useSaveRecord('sites');
  const onSaved = useCallback(() => {
    notify(id ? 'venues.done.updated' : 'venues.done.created', { type: 'success' });
    navigate(SITE_LIST_PATH);
  }, [id, navigate, notify]);
  const { onSubmit, formError } = useSchemaSubmit((values: Record<string, unknown>) => save(id, values), FIELDS, onSaved);
  const defaults = useMemo(
    () => (record
      ? { name: record.name, typeId: record.typeId, location: record.location, capacity: record.capacity, equipment: record.equipment.join('，'), openHours: record.openHours, status: record.status, remarks: record.remarks }
      : { name: '', location: '', capacity: 50, equipment: '', openHours: ALL_WEEK, status: 1, remarks: '' }),
    [record],
  );
  if (id !== undefined && isPending) return <LinearProgress />;
  const label = (f: string) => `resources.sites.fields.${f}`;
  return (
    <ResourceContextProvider value="sites">
    <Box sx={{ maxWidth: 960 }}>
      <Title title={translate(id ? 'venues.title.edit' : 'venues.title.create')} />
      {types && types.length === 0 ? <Alert severity="warning" sx={{ mb: 2 }}>{translate('venues.form.no_types')}</Alert> : null}
      <Form key={record?.id ?? 'new'} defaultValues={defaults} resolver={resolver} onSubmit={onSubmit} disableInvalidFormNotification noValidate>
        <FormSection title="venues.form.basics">
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}><TextInput source="name" label={label('name')} isRequired fullWidth /></Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectInput source="typeId" label={label('typeId')} choices={types ?? []} translateChoice={false} isRequired fullWidth helperText={false} />
              <TypeRules types={types ?? []} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}><TextInput source="location" label={label('location')} isRequired fullWidth /></Grid>
            <Grid size={{ xs: 6, sm: 3 }}><NumberInput source="capacity" label={label('capacity')} min={1} isRequired fullWidth /></Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <SelectInput source="status" label={label('status')} choices={[{ id: 1, name: 'venues.status.1' }, { id: 2, name: 'venues.status.2' }]} isRequired fullWidth />
            </Grid>
            <Grid size={12}><TextInput source="equipment" label={label('equipment')} helperText="venues.form.equipment_hint" fullWidth /></Grid>
            <Grid size={12}><TextInput source="remarks" label={label('remarks')} multiline minRows={2} fullWidth /></Grid>
          </Grid>
        </FormSection>
        <FormSection title="venues.form.rules">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('venues.form.rules_hint')}</Typography>
          <ArrayInput source="openHours" label={false}>
            <SimpleFormIterator inline disableReordering>
              <SelectInput source="weekday" label="venues.form.weekday" choices={[1, 2, 3, 4, 5, 6, 7].map((d) => ({ id: d, name: `venues.weekday.${d}` }))} fullWidth={false} sx={{ width: 120 }} />
              <TextInput source="start" label="venues.apply.start" type="time" fullWidth={false} sx={{ width: 150 }} />
              <TextInput source="end" label="venues.apply.end" type="time" fullWidth={false} sx={{ width: 150 }} />
            </SimpleFormIterator>
          </ArrayInput>
        </FormSection>
        <FormActionBar error={formError}>
          <FormButton onClick={() => navigate(SITE_LIST_PATH)}>{translate('venues.action.cancel')}</FormButton>
          <FormSubmitButton>{translate('venues.action.save')}</FormSubmitButton>
        </FormActionBar>
      </Form>
    </Box>
    </ResourceContextProvider>
  );
}
