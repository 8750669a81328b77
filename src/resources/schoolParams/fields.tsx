/**
 * Pieces the 参数设置 forms share: a number field with its unit and hint, showing the form
 * resolver's message for it (an API schema's, see schemaResolver), and the 重置 / 保存 pair that
 * is enabled only when something changed.
 */
import { Button, InputAdornment, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { FormMessage } from '../shared/schemaForm';

export interface UnitNumberFieldProps<V extends FieldValues> {
  control: Control<V>;
  name: Path<V>;
  label: string;
  /** i18n key of the helper text shown while the value is valid. */
  hint: string;
  /** i18n key of the unit shown at the end of the field. */
  unit: string;
  inputMode: 'numeric' | 'decimal';
}

/** A resolver message (an i18n key, a key with args, or a server text) in the interface language. */
export function useMessageText() {
  const translate = useTranslate();
  return (m: FormMessage | undefined) => (m === undefined ? undefined : typeof m === 'string' ? translate(m, { _: m }) : translate(m.message, m.args));
}

/** A number field with its unit and hint (i18n keys); its test id is the field's name. */
export function UnitNumberField<V extends FieldValues>({ control, name, label, hint, unit, inputMode }: UnitNumberFieldProps<V>) {
  const translate = useTranslate();
  return <FormTextField control={control} name={name} label={label} unit={translate(unit)} helper={translate(hint)} htmlInput={{ inputMode }} />;
}

export interface FormTextFieldProps<V extends FieldValues> {
  control: Control<V>;
  name: Path<V>;
  label: string;
  /** Display text under the field while the value is valid; ' ' (the default) keeps the row's height. */
  helper?: string;
  /** Display text of a unit shown at the end of the field, if any. */
  unit?: string;
  /** Attributes of the input element; its data-testid defaults to the field's name. */
  htmlInput?: Record<string, unknown>;
}

/** A small full-width text field of a react-hook-form form, showing the resolver's message for it (else `helper`). */
export function FormTextField<V extends FieldValues>({ control, name, label, helper = ' ', unit, htmlInput }: FormTextFieldProps<V>) {
  const text = useMessageText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          label={label}
          size="small"
          fullWidth
          error={!!fieldState.error}
          helperText={text(fieldState.error?.message as FormMessage | undefined) ?? helper}
          slotProps={{
            htmlInput: { 'data-testid': name, ...htmlInput },
            input: unit === undefined ? undefined : { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
          }}
        />
      )}
    />
  );
}

/** 重置 and 保存 (a submit button) under a form; `texts` is the card's i18n prefix (…reset, …save). */
export function ResetSaveButtons({ texts, dirty, onReset, mt = 1 }: { texts: string; dirty: boolean; onReset: () => void; mt?: number }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ mt }}>
      <Button disabled={!dirty} onClick={onReset}>{translate(`${texts}.reset`)}</Button>
      <Button type="submit" variant="contained" disabled={!dirty}>{translate(`${texts}.save`)}</Button>
    </Stack>
  );
}
