/**
 * Pieces the 参数设置 forms share: a number field with its unit and hint, checked in place, and the
 * 重置 / 保存 pair that is enabled only when something changed.
 */
import { Button, InputAdornment, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { Message } from './setForm';

export interface UnitNumberFieldProps<V extends FieldValues> {
  control: Control<V>;
  name: Path<V>;
  label: string;
  /** i18n key of the helper text shown while the value is valid. */
  hint: string;
  /** i18n key of the unit shown at the end of the field. */
  unit: string;
  inputMode: 'numeric' | 'decimal';
  /** The in-place check of the raw text (undefined when it is fine). */
  check: (raw: string) => Message | undefined;
}

/** A text field for a number with a unit; its test id is the field's name. */
export function UnitNumberField<V extends FieldValues>({ control, name, label, hint, unit, inputMode, check }: UnitNumberFieldProps<V>) {
  const translate = useTranslate();
  return (
    <Controller
      control={control}
      name={name}
      rules={{
        validate: (v) => {
          const m = check(String(v ?? ''));
          return m ? (typeof m === 'string' ? translate(m) : translate(m.message, m.args)) : true;
        },
      }}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={label}
          size="small"
          fullWidth
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? translate(hint)}
          slotProps={{
            htmlInput: { inputMode, 'data-testid': name },
            input: { endAdornment: <InputAdornment position="end">{translate(unit)}</InputAdornment> },
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
