/**
 * The dialog frame of a form validated by an API schema (issue 15 step 4): a react-admin `<Form>`
 * with the resolver, a title, a progress bar while loading, an alert for a refusal that names no
 * field (useSchemaSubmit's `formError`), the fields, and 取消 / 保存 (a spinner while the submit
 * runs; the dialog cannot be closed then). Enter in a single-line field submits. Field errors show
 * under the fields, so react-admin's "invalid form" toast is off.
 */
import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { Form, useTranslate, type RaRecord } from 'react-admin';
import { useFormState, type FieldValues, type Resolver } from 'react-hook-form';
import { DialogButtons } from './DialogButtons';
import { RefusalAlert } from './RefusalAlert';

export interface SchemaFormDialogProps {
  open: boolean;
  title: ReactNode;
  /** schemaResolver(<schema>, messages). */
  resolver: Resolver<FieldValues>;
  /** useSchemaSubmit's onSubmit: field errors back, or undefined. */
  onSubmit: (values: FieldValues) => Promise<Record<string, string> | undefined | void>;
  defaultValues: FieldValues;
  /** A new key remounts the form with its defaults (another record, or the dialog reopened). */
  formKey: string | number;
  record?: Partial<RaRecord>;
  onClose: () => void;
  formError?: string;
  /** While the record loads: a progress bar under the title with this (translated) label, and 保存 off. */
  loading?: string | false;
  /** The feature's i18n prefix when it names its own buttons: `<texts>.action.save` / `.cancel`. */
  texts?: string;
  /** A wide dialog (md) for a form with grids and a tree or list, instead of sm. */
  wide?: boolean;
  children: ReactNode;
}

// No record by default: a dialog opened inside a page's record context must not take its fields.
const NO_RECORD = {};

/** 取消 / 保存 bound to the form's submitting state. */
function Buttons({ onClose, texts, disabled }: { onClose: () => void; texts?: string; disabled: boolean }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <DialogButtons
      busy={isSubmitting}
      onCancel={onClose}
      cancelLabel={texts ? `${texts}.action.cancel` : undefined}
      label={translate(texts ? `${texts}.action.save` : 'structure.action.save')}
      disabled={disabled}
    />
  );
}

export function SchemaFormDialog({
  open, title, resolver, onSubmit, defaultValues, formKey, record, onClose, formError, loading, texts, wide, children,
}: SchemaFormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth={wide ? 'md' : 'sm'} fullWidth aria-labelledby="schema-form-title">
      {/* Outside the form: a form remounted with loaded values keeps its title and progress bar. */}
      <DialogTitle id="schema-form-title">{title}</DialogTitle>
      {loading ? <LinearProgress aria-label={loading} /> : null}
      <Form key={formKey} record={record ?? NO_RECORD} defaultValues={defaultValues} resolver={resolver} onSubmit={onSubmit} disableInvalidFormNotification noValidate>
        <DialogContent dividers sx={{ pt: 2.5 }}>
          <RefusalAlert sx={{ mb: 1.5 }}>{formError}</RefusalAlert>
          {children}
        </DialogContent>
        <Buttons onClose={onClose} texts={texts} disabled={!!loading} />
      </Form>
    </Dialog>
  );
}
