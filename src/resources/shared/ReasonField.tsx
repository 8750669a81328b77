/**
 * A dialog's multi-line reason or opinion (review 驳回/拒绝 reasons, blacklist appeals): at most `max`
 * characters, its count under it ('12/200'), or `errorText` while `invalid`. Typing a text that is
 * not blank calls `onValid` (the dialog clears its error).
 */
import { TextField } from '@mui/material';

export interface ReasonFieldProps {
  label: string;
  placeholder?: string;
  required?: boolean;
  minRows: number;
  max: number;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  errorText: string;
  onValid: () => void;
}

export function ReasonField({ label, placeholder, required, minRows, max, value, onChange, invalid, errorText, onValid }: ReasonFieldProps) {
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      required={required}
      multiline
      minRows={minRows}
      fullWidth
      value={value}
      onChange={(e) => {
        onChange(e.target.value);
        if (e.target.value.trim()) onValid();
      }}
      error={invalid}
      helperText={invalid ? errorText : `${value.length}/${max}`}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
}
