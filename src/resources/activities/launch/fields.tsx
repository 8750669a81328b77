/**
 * Small controlled fields of the activity form bound to its FormState: a date-time picker, the
 * category tree select (modules, their categories indented), a switch, and a section card.
 */
import type { ReactNode } from 'react';
import { Card, CardContent, FormControl, FormControlLabel, FormHelperText, InputLabel, MenuItem, Select, Switch, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ClassifyNode } from '../../../../common/classify';
import type { FormState } from '../../shared/useFormState';
import { classifyChoices } from '../queries';
import type { LaunchValues } from './launchForm';

type Form = FormState<LaunchValues>;
type Key = keyof LaunchValues & string;

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>{translate(title)}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A grid of fields: one column on phones, `columns` from md up. */
export const gridSx = (columns = 2) => ({ display: 'grid', gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, 1fr)` }, columnGap: 2, rowGap: 0.5 });

export function DateTimeField({ form, name, required, min }: { form: Form; name: Key; required?: boolean; min?: string }) {
  const translate = useTranslate();
  const label = translate(`activities.launch.${name}`);
  const error = form.errors[name];
  return (
    <TextField
      type="datetime-local" size="small" fullWidth required={required} label={label}
      value={String(form.values[name] ?? '')}
      onChange={(e) => form.set(name, e.target.value as never)}
      error={!!error} helperText={error ?? ' '}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': label, min: min || undefined } }}
    />
  );
}

export function ClassifySelect({ form, tree, onPicked }: { form: Form; tree: ClassifyNode[]; onPicked: (node: ClassifyNode) => void }) {
  const translate = useTranslate();
  const choices = classifyChoices(tree);
  const label = translate('activities.launch.classifyId');
  const error = form.errors.classifyId;
  const raw = form.values.classifyId;
  const value = raw !== '' && choices.some((c) => c.id === raw) ? String(raw) : '';
  return (
    <FormControl size="small" fullWidth required error={!!error}>
      <InputLabel id="launch-classify-label">{label}</InputLabel>
      <Select
        labelId="launch-classify-label" id="launch-classify" label={label} value={value}
        renderValue={(v) => {
          const c = choices.find((x) => String(x.id) === v);
          return c ? (c.depth ? `${c.moduleName} / ${c.name}` : c.name) : '';
        }}
        onChange={(e) => {
          const picked = choices.find((c) => String(c.id) === e.target.value);
          form.set('classifyId', picked ? picked.id : '');
          if (picked) onPicked(picked.node);
        }}
      >
        {choices.map((c) => (
          <MenuItem key={c.id} value={String(c.id)} sx={{ pl: 2 + c.depth * 2.5, fontWeight: c.depth === 0 ? 600 : 400 }}>
            {c.name}
          </MenuItem>
        ))}
      </Select>
      <FormHelperText>{error ?? ' '}</FormHelperText>
    </FormControl>
  );
}

export function SwitchField({ form, name }: { form: Form; name: 'ecology' | 'isRecommend' }) {
  const translate = useTranslate();
  return (
    <FormControlLabel
      control={<Switch checked={form.values[name]} onChange={(e) => form.set(name, e.target.checked)} />}
      label={translate(`activities.launch.${name}`)}
      sx={{ mb: 2.5 }}
    />
  );
}
