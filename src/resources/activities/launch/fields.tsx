/**
 * Small inputs of the activity form (a react-admin <Form>): the category tree select (also the
 * project form's), and the grid and section card.
 */
import { FormControl, FormHelperText, InputLabel, MenuItem, Select } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useTranslate } from 'react-admin';
import type { ClassifyNode } from '../../../../common/classify';
import { classifyChoices } from '../queries';

export { FormSection } from '../../shared/FormSection';

/** A grid of fields: one column on phones, `columns` from md up. */
export const gridSx = (columns = 2) => ({ display: 'grid', gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, 1fr)` }, columnGap: 2, rowGap: 0.5 });

export interface ClassifyInputProps {
  tree: ClassifyNode[];
  /** An i18n key. */
  label: string;
  source?: string;
  /** Called with the picked node (the activity form takes its limit type). */
  onPicked?: (node: ClassifyNode) => void;
  /** What the empty menu says (an i18n key). */
  emptyText?: string;
}

/** 模块/分类: a required module or one of its categories (modules bold, their categories indented). */
export function ClassifyInput({ tree, label, source = 'classifyId', onPicked, emptyText }: ClassifyInputProps) {
  const translate = useTranslate();
  const { field, fieldState, id, isRequired } = useInput({ source, isRequired: true });
  const choices = classifyChoices(tree);
  const value = field.value !== '' && choices.some((c) => c.id === field.value) ? String(field.value) : '';
  const title = <FieldTitle label={label} source={source} isRequired={isRequired} />;
  return (
    <FormControl size="small" fullWidth error={fieldState.invalid} margin="dense">
      <InputLabel id={`${id}-label`}>{title}</InputLabel>
      <Select
        labelId={`${id}-label`} id={id} label={title} value={value} onBlur={field.onBlur}
        renderValue={(v) => {
          const c = choices.find((x) => String(x.id) === v);
          return c ? (c.depth ? `${c.moduleName} / ${c.name}` : c.name) : '';
        }}
        onChange={(e) => {
          const picked = choices.find((c) => String(c.id) === e.target.value);
          field.onChange(picked ? picked.id : '');
          if (picked) onPicked?.(picked.node);
        }}
      >
        {choices.length === 0 && emptyText ? <MenuItem disabled value="">{translate(emptyText)}</MenuItem> : null}
        {choices.map((c) => (
          <MenuItem key={c.id} value={String(c.id)} sx={{ pl: 2 + c.depth * 2.5, fontWeight: c.depth === 0 ? 600 : 400 }}>
            {c.name}
          </MenuItem>
        ))}
      </Select>
      <FormHelperText><InputHelperText error={fieldState.error?.message} helperText={false} /></FormHelperText>
    </FormControl>
  );
}
