/**
 * Controlled fields bound to a useFormState: a text field and a select, each showing its error
 * (a local validation text or the server's refusal for that field) under the input.
 */
import { FormControl, FormHelperText, InputLabel, MenuItem, Select, TextField } from '@mui/material';
import type { FormState } from './useFormState';

type Keys<V> = keyof V & string;

export interface FormTextProps<V extends object> {
  form: FormState<V>;
  name: Keys<V>;
  label: string;
  required?: boolean;
  maxLength?: number;
  multiline?: boolean;
  placeholder?: string;
  helperText?: string;
  autoFocus?: boolean;
  inputMode?: 'text' | 'numeric';
}

export function FormText<V extends object>({ form, name, label, required, maxLength, multiline, placeholder, helperText, autoFocus, inputMode }: FormTextProps<V>) {
  const error = form.errors[name];
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      required={required}
      value={String(form.values[name] ?? '')}
      onChange={(e) => form.set(name, e.target.value as V[Keys<V>])}
      error={!!error}
      helperText={error ?? helperText ?? ' '}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      placeholder={placeholder}
      autoFocus={autoFocus}
      slotProps={{ htmlInput: { maxLength, inputMode, 'aria-label': label } }}
    />
  );
}

export interface Choice {
  id: number | string;
  name: string;
}

export interface FormSelectProps<V extends object> {
  form: FormState<V>;
  name: Keys<V>;
  label: string;
  choices: Choice[];
  required?: boolean;
  /** Label of the empty choice (absent → no empty choice). */
  emptyLabel?: string;
  disabled?: boolean;
  helperText?: string;
  onChange?: (value: number | '') => void;
}

export function FormSelect<V extends object>({ form, name, label, choices, required, emptyLabel, disabled, helperText, onChange }: FormSelectProps<V>) {
  const error = form.errors[name];
  const id = `form-select-${name}`;
  const raw = form.values[name];
  // A value missing from the choices (still loading) shows as empty rather than warning.
  const value = raw === '' || raw === null || raw === undefined || !choices.some((c) => String(c.id) === String(raw)) ? '' : String(raw);
  return (
    <FormControl size="small" fullWidth required={required} error={!!error} disabled={disabled}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label={label}
        value={value}
        onChange={(e) => {
          const next = e.target.value === '' ? '' : Number(e.target.value);
          form.set(name, next as V[Keys<V>]);
          onChange?.(next);
        }}
      >
        {emptyLabel !== undefined ? (
          <MenuItem value="">
            <em>{emptyLabel}</em>
          </MenuItem>
        ) : null}
        {choices.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.name}
          </MenuItem>
        ))}
      </Select>
      <FormHelperText>{error ?? helperText ?? ' '}</FormHelperText>
    </FormControl>
  );
}
