/**
 * 场地类型 (/system/site/template; issue 19, our reading of "site template"): the venue types and the
 * booking rules their venues follow — the longest single booking (hours) and how many days ahead
 * one may book — with 新增 / 编辑 / 删除 (a type with venues is refused). The shared CrudList with a
 * form validated by the add endpoint's schema.
 * Data: getList / create / update / delete('siteTypes') → GET /site/type/list, POST /site/type/add|update|delete.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { Alert, Box, Grid } from '@mui/material';
import { DataTable, NumberInput, TextInput, useTranslate } from 'react-admin';
import { siteTypeAddParams } from '../../../common/schemas/venues';
import type { SiteTypeRow } from '../../../common/venues';
import { CrudList, useSaveRecord, type FormDialogRender } from '../shared/CrudList';
import { SchemaFormDialog } from '../shared/SchemaFormDialog';
import { schemaResolver, useSchemaSubmit } from '../shared/schemaForm';

const Col = DataTable.Col<SiteTypeRow>;
const FIELDS = ['name', 'maxHours', 'advanceDays', 'remarks'];
const resolver = schemaResolver(siteTypeAddParams);

function SiteTypeForm({ open, record, onClose, onSaved }: FormDialogRender<SiteTypeRow>) {
  const translate = useTranslate();
  const save = useSaveRecord('siteTypes');
  const submit = useCallback((values: Record<string, unknown>) => save(record?.id, values), [save, record]);
  const saved = useCallback(() => onSaved(!record), [onSaved, record]);
  const { onSubmit, formError, clearFormError } = useSchemaSubmit(submit, FIELDS, saved);
  useEffect(() => {
    if (open) clearFormError();
  }, [open, clearFormError]);
  const defaults = useMemo(() => record ?? { name: '', maxHours: 4, advanceDays: 30, remarks: '' }, [record]);
  const label = (f: string) => `resources.siteTypes.fields.${f}`;
  return (
    <SchemaFormDialog
      open={open} title={translate(record ? 'venues.types.dialog_edit' : 'venues.types.dialog_create')} formKey={`${record?.id ?? 'new'}:${open}`}
      defaultValues={defaults} resolver={resolver} onSubmit={onSubmit} formError={formError} onClose={onClose}
    >
      <TextInput source="name" label={label('name')} isRequired autoFocus fullWidth size="small" />
      <Grid container columnSpacing={2}>
        <Grid size={6}><NumberInput source="maxHours" label={label('maxHours')} min={1} max={24} isRequired fullWidth size="small" /></Grid>
        <Grid size={6}><NumberInput source="advanceDays" label={label('advanceDays')} min={0} max={365} isRequired fullWidth size="small" /></Grid>
      </Grid>
      <TextInput source="remarks" label={label('remarks')} multiline minRows={2} fullWidth size="small" />
    </SchemaFormDialog>
  );
}

export default function SiteTypeList() {
  const translate = useTranslate();
  return (
    <Box>
      <Alert severity="info" sx={{ mb: 1 }}>{translate('venues.types.hint')}</Alert>
      <CrudList<SiteTypeRow> resource="siteTypes" title="venues.title.types" kind="resources.siteTypes.name" form={(props) => <SiteTypeForm {...props} />}>
        <Col source="name" disableSort />
        <Col source="maxHours" disableSort align="right" />
        <Col source="advanceDays" disableSort align="right" />
        <Col source="siteCount" disableSort align="right" />
        <Col source="remarks" disableSort render={(r) => r.remarks || '-'} />
      </CrudList>
    </Box>
  );
}
