/**
 * Small controlled fields of the activity form bound to its FormState: a date-time picker (shared/dates.tsx), the
 * category tree select (modules, their categories indented), a switch, and a section card.
 */
import { FormControl, FormControlLabel, FormHelperText, InputLabel, MenuItem, Select, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ClassifyNode } from '../../../../common/classify';
import { DateTimeField as DateTimePicker } from '../../shared/dates';
import type { FormState } from '../../shared/useFormState';
import { classifyChoices } from '../queries';
import type { LaunchValues } from './launchForm';

type Form = FormState<LaunchValues>;
type Key = keyof LaunchValues & string;

export { FormSection } from '../../shared/FormSection';

/** A grid of fields: one column on phones, `columns` from md up. */
export const gridSx = (columns = 2) => ({ display: 'grid', gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, 1fr)` }, columnGap: 2, rowGap: 0.5 });

/** A 'YYYY-MM-DD HH:mm' window field; `min` only bounds the calendar, the order rule is validateLaunch's. */
export function DateTimeField({ form, name, required, min }: { form: Form; name: Key; required?: boolean; min?: string }) {
  const translate = useTranslate();
  const error = form.errors[name];
  return (
    <DateTimePicker
      label={translate(`activities.launch.${name}`)} required={required} fullWidth
      value={String(form.values[name] ?? '')}
      onChange={(value) => form.set(name, value as never)}
      min={min || undefined}
      error={!!error} helperText={error ?? ' '}
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
