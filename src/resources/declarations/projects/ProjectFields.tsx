/**
 * Controlled fields of the project form: a select over plain choices (组织, 审核流程) and the
 * category tree select (modules bold, their categories indented), each with its problem below.
 */
import { FormControl, FormHelperText, InputLabel, MenuItem, Select } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ClassifyNode } from '../../../../common/classify';
import { classifyChoices } from '../../activities/queries';
import type { NamedOption } from './queries';

interface SelectProps {
  id: string;
  label: string;
  value: number | '';
  onChange: (value: number | '') => void;
  error?: string;
  required?: boolean;
  /** Helper text when there is no problem. */
  hint?: string;
}

export function ChoiceSelect({ id, label, value, onChange, error, required, hint, choices, emptyLabel }: SelectProps & { choices: NamedOption[]; emptyLabel?: string }) {
  const shown = value !== '' && choices.some((c) => c.id === value) ? String(value) : '';
  return (
    <FormControl size="small" fullWidth required={required} error={!!error}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select labelId={`${id}-label`} id={id} label={label} value={shown} onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}>
        {emptyLabel !== undefined ? <MenuItem value=""><em>{emptyLabel}</em></MenuItem> : null}
        {choices.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>{c.name}</MenuItem>
        ))}
      </Select>
      <FormHelperText>{error ?? hint ?? ' '}</FormHelperText>
    </FormControl>
  );
}

export function ClassifyTreeSelect({ id, label, value, onChange, error, required, hint, tree }: SelectProps & { tree: ClassifyNode[] }) {
  const translate = useTranslate();
  const choices = classifyChoices(tree);
  const shown = value !== '' && choices.some((c) => c.id === value) ? String(value) : '';
  return (
    <FormControl size="small" fullWidth required={required} error={!!error}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`} id={id} label={label} value={shown}
        renderValue={(v) => {
          const c = choices.find((x) => String(x.id) === v);
          return c ? (c.depth ? `${c.moduleName} / ${c.name}` : c.name) : '';
        }}
        onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
      >
        {choices.length === 0 ? <MenuItem disabled value="">{translate('declarations.project.no_classify')}</MenuItem> : null}
        {choices.map((c) => (
          <MenuItem key={c.id} value={String(c.id)} sx={{ pl: 2 + c.depth * 2.5, fontWeight: c.depth === 0 ? 600 : 400 }}>
            {c.name}
          </MenuItem>
        ))}
      </Select>
      <FormHelperText>{error ?? hint ?? ' '}</FormHelperText>
    </FormControl>
  );
}
