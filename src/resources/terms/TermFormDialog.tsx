/**
 * Create or edit a term (学期设置): name, kind, start and end dates, and the academic year, which
 * follows the start date (a July start may belong to either year). A react-admin <Form> validated
 * by the API's own schema (termForm.ts); the save goes through the data provider (useCreate /
 * useUpdate, silent) with the schema's output, and a refusal naming a field ('参数错误: startDate
 * 与学期「…」的日期重叠') lands under that field, any other one above the fields.
 */
import { useCallback, useEffect } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, SelectInput, TextInput, useCreate, useTranslate, useUpdate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { TERM_KINDS, TERM_NAME_MAX, type TermRow } from '../../../common/terms';
import { DatePickerInput } from '../shared/dates';
import { useSchemaSubmit } from '../shared/schemaForm';
import type { TermAddParams } from '../../../common/schemas/terms';
import { useTermLabels } from './labels';
import { academicYearChoices, academicYearFor, TERM_FIELDS, termFormResolver, toFormValues, type TermFormValues } from './termForm';

export interface TermFormDialogProps {
  open: boolean;
  /** The term being edited; absent when creating. */
  record?: TermRow;
  onClose: () => void;
  /** After a successful save; `created` tells add from update. */
  onSaved: (created: boolean) => void;
}

/** The academic year select: its choices come from the start date, and it follows a changed start. */
function AcademicYearInput() {
  const translate = useTranslate();
  const labels = useTermLabels();
  const { setValue, getValues } = useFormContext<TermFormValues>();
  const startDate = useWatch<TermFormValues, 'startDate'>({ name: 'startDate' });
  useEffect(() => {
    const next = academicYearFor(startDate, getValues('academicYear'));
    if (next !== getValues('academicYear')) setValue('academicYear', next, { shouldValidate: next !== '' });
  }, [startDate, getValues, setValue]);
  const choices = academicYearChoices(startDate).map((y) => ({ id: y, name: labels.year(y) }));
  return (
    <SelectInput
      source="academicYear"
      label="resources.terms.fields.academicYear"
      choices={choices}
      disabled={choices.length === 0}
      isRequired
      helperText={choices.length > 1 ? false : translate('terms.year_hint')}
      emptyText=""
      fullWidth
    />
  );
}

function SubmitButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting} startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
      {translate('terms.action.save')}
    </Button>
  );
}

export function TermFormDialog({ open, record, onClose, onSaved }: TermFormDialogProps) {
  const translate = useTranslate();
  const labels = useTermLabels();
  const [create] = useCreate<TermRow>();
  const [update] = useUpdate<TermRow>();
  const save = useCallback(
    async (data: TermAddParams) => {
      if (record) await update('terms', { id: record.id, data, previousData: record, meta: { silent: true } }, { mutationMode: 'pessimistic', returnPromise: true });
      else await create('terms', { data, meta: { silent: true } }, { returnPromise: true });
    },
    [record, create, update],
  );
  const saved = useCallback(() => onSaved(!record), [onSaved, record]);
  const { onSubmit, formError, clearFormError } = useSchemaSubmit(save, TERM_FIELDS, saved);
  useEffect(() => {
    if (open) clearFormError();
  }, [open, clearFormError]);

  const kinds = TERM_KINDS.map((k) => ({ id: k, name: labels.kind(k) }));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="term-form-title">
      {/* Field errors show under the fields; react-admin's "invalid form" toast would repeat them. */}
      <Form key={record?.id ?? 'new'} record={record} defaultValues={toFormValues(record)} resolver={termFormResolver} onSubmit={onSubmit} disableInvalidFormNotification>
        <DialogTitle id="term-form-title">{translate(record ? 'terms.dialog.edit' : 'terms.dialog.create')}</DialogTitle>
        <DialogContent dividers sx={{ pt: 2.5 }}>
          {formError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          ) : null}
          <TextInput source="name" label="resources.terms.fields.name" isRequired fullWidth autoFocus slotProps={{ htmlInput: { maxLength: TERM_NAME_MAX } }} />
          <SelectInput source="kind" label="resources.terms.fields.kind" choices={kinds} isRequired fullWidth emptyText="" />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <DatePickerInput source="startDate" label="resources.terms.fields.startDate" isRequired fullWidth />
            <DatePickerInput source="endDate" label="resources.terms.fields.endDate" isRequired fullWidth />
          </Box>
          <AcademicYearInput />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('terms.action.cancel')}</Button>
          <SubmitButton />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
