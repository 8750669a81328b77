/**
 * The one picker of organisations, colleges, majors and classes (issue 18 item 8: a real school has
 * hundreds of organisations; a flat unordered list interleaves parents and sub-departments): an
 * autocomplete with search, in the structure's own order.
 *
 * - Trees (choices with `parentId`: organisations, the 院系 tree): every parent directly above its
 *   children, siblings in the server's order (order_id, id), children indented, parents in bold.
 * - Groups (choices with `group`: majors under their college, classes under their major): one
 *   header per group, groups in the order they first come.
 * Typing matches a choice's name or any of its ancestors' or group's names, so '计算机学院' keeps
 * its 系 and majors in view.
 */
import { useMemo, type ReactNode } from 'react';
import { Autocomplete, Box, TextField, type SxProps, type Theme } from '@mui/material';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { treeOrder } from '../../../common/tree';

/** A choice as the option endpoints send it. */
export interface TreeChoice {
  id: number | string;
  name: string;
  /** The parent choice's id; 0, null or absent for a root. */
  parentId?: number | null;
  /** The name of what the choice belongs to (a major's college, a class's major). */
  group?: string;
}

/** A choice placed for the picker: depth (indent), group header, whether it has children, and the text a search looks in. */
export interface PickerOption {
  id: number | string;
  name: string;
  depth: number;
  group?: string;
  parent: boolean;
  search: string;
}

/**
 * The choices in picker order (see the file comment). Pure, for the picker and its tests.
 *
 * @example treePickerOptions([{id: 2, name: '学习部', parentId: 1}, {id: 1, name: '校学生会', parentId: 0}])
 *   → [{id: 1, name: '校学生会', depth: 0, parent: true, …}, {id: 2, name: '学习部', depth: 1, parent: false, …}]
 */
export function treePickerOptions(choices: readonly TreeChoice[]): PickerOption[] {
  if (choices.some((c) => c.parentId)) {
    const rows = choices.map((c) => ({ ...c, id: Number(c.id), parentId: c.parentId || null }));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const parents = new Set(rows.map((r) => r.parentId).filter((p) => p !== null && byId.has(p)));
    return treeOrder(rows).map((r) => {
      // Ancestors, nearest first (a missing or cyclic parent ends the walk).
      const names: string[] = [];
      const seen = new Set([r.id]);
      for (let p = r.parentId; p !== null && byId.has(p) && !seen.has(p); p = byId.get(p)!.parentId) {
        seen.add(p);
        names.push(byId.get(p)!.name);
      }
      return { id: choices.find((c) => Number(c.id) === r.id)!.id, name: r.name, depth: names.length, parent: parents.has(r.id), search: [r.name, ...names].join(' ').toLowerCase() };
    });
  }
  const order: string[] = [];
  const byGroup = new Map<string, TreeChoice[]>();
  for (const c of choices) {
    const g = c.group ?? '';
    if (!byGroup.has(g)) {
      byGroup.set(g, []);
      order.push(g);
    }
    byGroup.get(g)!.push(c);
  }
  return order.flatMap((g) =>
    byGroup.get(g)!.map((c) => ({ id: c.id, name: c.name, depth: 0, group: c.group, parent: false, search: `${c.name} ${g}`.toLowerCase() })),
  );
}

export interface TreePickerInputProps {
  source: string;
  /** i18n key (or text) of the label. */
  label: string;
  choices: readonly TreeChoice[];
  /** Several values (an array, or what `format` makes of the stored value). */
  multiple?: boolean;
  disabled?: boolean;
  isRequired?: boolean;
  validate?: Validator | Validator[];
  format?: (value: unknown) => unknown;
  parse?: (value: unknown) => unknown;
  /** Called with the new value (id, '' when cleared, or ids) after the form value changes. */
  onPicked?: (value: unknown) => void;
  helperText?: ReactNode | false;
  placeholder?: string;
  sx?: SxProps<Theme>;
  /** Read by react-admin's filter form. */
  alwaysOn?: boolean;
  /** Props react-admin's filter form passes to every input (unused here). */
  resource?: string;
  size?: 'small' | 'medium';
}

// Stable functions: MUI re-derives its input text when they change.
const labelOf = (o: PickerOption) => o.name;
const sameOption = (a: PickerOption, b: PickerOption) => String(a.id) === String(b.id);

export interface TreePickerProps {
  /** Label text (already translated, or an i18n key). */
  label: string;
  choices: readonly TreeChoice[];
  /** The picked id ('' for none), or ids with `multiple`. */
  value: unknown;
  /** Called with the new value: an id, '' when cleared, or ids. */
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  multiple?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** The field's name (forms). */
  name?: string;
  /** An error message (or key) shown under the field. */
  error?: string;
  helperText?: ReactNode | false;
  placeholder?: string;
  sx?: SxProps<Theme>;
  size?: 'small' | 'medium';
}

/** The picker itself, controlled: dialogs keep its value in their own state (the batch transcript dialog). */
export function TreePicker({ label, choices, value: current, onChange, onBlur, multiple, disabled, required, name, error, helperText, placeholder, sx, size = 'small' }: TreePickerProps) {
  const translate = useTranslate();
  const options = useMemo(() => treePickerOptions(choices), [choices]);
  const byId = useMemo(() => new Map(options.map((o) => [String(o.id), o])), [options]);
  const grouped = options.some((o) => o.group);
  const picked = (v: unknown) => byId.get(String(v));
  const value = multiple
    ? (Array.isArray(current) ? current : []).map(picked).filter((o): o is PickerOption => o !== undefined)
    : (picked(current) ?? null);
  return (
    <Autocomplete<PickerOption, boolean>
      multiple={multiple}
      options={options}
      value={value}
      disabled={disabled}
      size={size}
      sx={{ minWidth: 200, ...sx }}
      onChange={(_, next) => onChange(Array.isArray(next) ? next.map((o) => o.id) : (next?.id ?? ''))}
      onBlur={onBlur}
      groupBy={grouped ? (o) => o.group ?? '' : undefined}
      getOptionLabel={labelOf}
      isOptionEqualToValue={sameOption}
      filterOptions={(opts, { inputValue }) => {
        const q = inputValue.trim().toLowerCase();
        return q ? opts.filter((o) => o.search.includes(q)) : opts;
      }}
      renderOption={({ key: _key, ...props }, o) => (
        <li key={String(o.id)} {...props}>
          <Box component="span" sx={{ pl: o.depth * 2, fontWeight: o.parent ? 600 : 400 }}>
            {o.name}
          </Box>
        </li>
      )}
      noOptionsText={translate('ra.navigation.no_results')}
      // Long names (计算机科学与技术2101班团支部) read whole even under a narrow filter.
      slotProps={{ popper: { sx: { minWidth: 260 } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={translate(label, { _: label })}
          required={required}
          placeholder={placeholder}
          error={!!error}
          // react-admin's own helper line: the validation error (a key, or {message, args}) or the hint.
          helperText={error || helperText !== false ? <InputHelperText error={error} helperText={helperText} /> : undefined}
        />
      )}
    />
  );
}

/** A react-admin input (forms and list filters) picking one id, or several with `multiple`, from `choices`. */
export function TreePickerInput({ source, label, choices, multiple, disabled, isRequired, validate, format, parse, onPicked, helperText, placeholder, sx, size = 'small' }: TreePickerInputProps) {
  const { field, fieldState, isRequired: required } = useInput({ source, validate, isRequired, format, parse });
  return (
    <TreePicker
      label={label} choices={choices} value={field.value} multiple={multiple} disabled={disabled} required={required} name={field.name}
      error={fieldState.error?.message} helperText={helperText} placeholder={placeholder} sx={sx} size={size}
      onBlur={field.onBlur}
      onChange={(v) => {
        field.onChange(v);
        onPicked?.(v);
      }}
    />
  );
}
