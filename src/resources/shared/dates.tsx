/**
 * Date and date-time fields on MUI X pickers in the app's language (issue 15 step 5), instead of
 * the browser's date inputs, which follow the browser's language ('mm/dd/yyyy'). Values stay the
 * strings the API takes: a day 'YYYY-MM-DD' (spec §5 "format yyyy-MM-dd") and a time
 * 'YYYY-MM-DD HH:mm' (China time on the wire, DESIGN.md §2). The pickers show that wall-clock time as
 * written, whatever the browser's zone, as the native inputs did. Each field brings its own
 * LocalizationProvider (date-fns adapter, zh-CN or English texts from react-admin's locale).
 */
import { useState, type ReactNode } from 'react';
import { format, isValid, parse } from 'date-fns';
import { enUS, zhCN } from 'date-fns/locale';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as enPickerTexts, zhCN as zhPickerTexts } from '@mui/x-date-pickers/locales';
import { FieldTitle, InputHelperText, useInput, useLocaleState, type InputProps } from 'react-admin';

/** The day format of the fields and of the wire (date-fns tokens). */
export const DAY_FORMAT = 'yyyy-MM-dd';
/** The minute format of the fields and of the wire's activity and project times (date-fns tokens). */
export const MINUTE_FORMAT = 'yyyy-MM-dd HH:mm';

/** A string in `pattern` → the picker's Date (local wall clock as written); null when blank or not one. */
export function toPickerDate(value: string | null | undefined, pattern: string): Date | null {
  if (!value) return null;
  const date = parse(value.slice(0, pattern.length), pattern, new Date(2000, 0, 1));
  return isValid(date) ? date : null;
}

/** The picker's Date → a string in `pattern`; '' for no date or a partly typed one. */
export function fromPickerDate(date: Date | null, pattern: string): string {
  return date && isValid(date) ? format(date, pattern) : '';
}

/** The pickers' adapter and texts in the app's language: zh-CN, or English for any other. */
function Localized({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const zh = locale.startsWith('zh');
  const texts = (zh ? zhPickerTexts : enPickerTexts).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={zh ? zhCN : enUS} localeText={texts}>
      {children}
    </LocalizationProvider>
  );
}

/**
 * The picker's Date for a string value, keeping a partly typed date on screen: the field reports it
 * as '' (like a native input), and the draft stays while the outside value is what it reported.
 */
function usePickerValue(value: string, pattern: string, onChange: (value: string) => void) {
  const [draft, setDraft] = useState<Date | null>(() => toPickerDate(value, pattern));
  const date = fromPickerDate(draft, pattern) === value ? draft : toPickerDate(value, pattern);
  const change = (next: Date | null) => {
    setDraft(next);
    const text = fromPickerDate(next, pattern);
    if (text !== value) onChange(text);
  };
  return [date, change] as const;
}

export interface DateFieldProps {
  /** The value in the field's format ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm'); '' for none. */
  value: string;
  /** Called with the new value in the same format; '' when cleared or only partly typed. */
  onChange: (value: string) => void;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** The earliest and latest values the calendar offers, in the field's format. */
  min?: string;
  max?: string;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  onBlur?: () => void;
  id?: string;
  name?: string;
  sx?: object;
}

function textFieldProps(p: DateFieldProps) {
  return {
    size: p.size ?? 'small',
    fullWidth: p.fullWidth,
    required: p.required,
    error: p.error,
    helperText: p.helperText,
    onBlur: p.onBlur,
    id: p.id,
    name: p.name,
    sx: p.sx,
  } as const;
}

/** A day picker over a 'YYYY-MM-DD' string value. */
export function DateField(props: DateFieldProps) {
  const [date, change] = usePickerValue(props.value, DAY_FORMAT, props.onChange);
  return (
    <Localized>
      <DatePicker
        label={props.label} value={date} onChange={change} format={DAY_FORMAT} disabled={props.disabled}
        minDate={toPickerDate(props.min, DAY_FORMAT) ?? undefined} maxDate={toPickerDate(props.max, DAY_FORMAT) ?? undefined}
        slotProps={{ textField: textFieldProps(props) }}
      />
    </Localized>
  );
}

/** A day-and-minute picker over a 'YYYY-MM-DD HH:mm' string value (24-hour clock). */
export function DateTimeField(props: DateFieldProps) {
  const [date, change] = usePickerValue(props.value, MINUTE_FORMAT, props.onChange);
  return (
    <Localized>
      <DateTimePicker
        label={props.label} value={date} onChange={change} format={MINUTE_FORMAT} ampm={false} disabled={props.disabled}
        minDateTime={toPickerDate(props.min, MINUTE_FORMAT) ?? undefined} maxDateTime={toPickerDate(props.max, MINUTE_FORMAT) ?? undefined}
        slotProps={{ textField: textFieldProps(props) }}
      />
    </Localized>
  );
}

export type DatePickerInputProps = InputProps & { fullWidth?: boolean; disabled?: boolean; /** The earliest value the calendar offers, in the field's format. */ min?: string };

/** The form value as the picker's string: a stored value may carry more than `length` characters (a time, seconds). */
function usePickerInput(props: DatePickerInputProps, length: number) {
  const { source, label, validate, isRequired: required, helperText, fullWidth, disabled, resource, defaultValue, min } = props;
  const { field, fieldState, id, isRequired } = useInput({ source, validate, isRequired: required, resource, defaultValue, disabled });
  const { error, invalid } = fieldState;
  return {
    id, name: field.name, value: typeof field.value === 'string' ? field.value.slice(0, length) : '', onChange: field.onChange, onBlur: field.onBlur,
    disabled, fullWidth, min: min || undefined,
    label: label !== '' && label !== false ? <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} /> : null,
    error: invalid,
    helperText: helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText} /> : null,
    sx: { mb: 0.5 },
  };
}

/**
 * A react-admin form input on the day picker, in place of <DateInput>: the form value is a
 * 'YYYY-MM-DD' string ('' when cleared), validated by `validate` or the form's resolver (then
 * `isRequired` marks the label) like any input, with the label's
 * required mark and the error under the field.
 */
export function DatePickerInput(props: DatePickerInputProps) {
  return <DateField {...usePickerInput(props, DAY_FORMAT.length)} />;
}

/** The same over the day-and-minute picker: the form value is 'YYYY-MM-DD HH:mm' ('' when cleared). */
export function DateTimePickerInput(props: DatePickerInputProps) {
  return <DateTimeField {...usePickerInput(props, MINUTE_FORMAT.length)} />;
}
