/**
 * 奖项级别 of the project form (the `options` field array of its react-admin <Form>): rows of name +
 * hours, added and removed in place (order = display order). Row problems show under each input;
 * the whole-list problem ('请至少添加一个奖项级别', at `options.root`) under the table.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Box, Button, FormHelperText, IconButton, InputAdornment, Stack, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useFieldArray, useFormState } from 'react-hook-form';
import { PROJECT_OPTIONS_MAX } from '../../../../common/declarations';
import { newOption, type ProjectValues } from './projectForm';

export function OptionsEditor() {
  const translate = useTranslate();
  // keyName: the rows' own `id` is the saved option's.
  const { fields, append, remove } = useFieldArray<ProjectValues, 'options', 'rowKey'>({ name: 'options', keyName: 'rowKey' });
  const { errors } = useFormState<ProjectValues>({ name: 'options' });
  const listError = errors.options?.root?.message ?? (typeof errors.options?.message === 'string' ? errors.options.message : undefined);
  return (
    <Box role="group" aria-label={translate('declarations.project.options')}>
      <Stack spacing={1.5}>
        {fields.map((row, i) => (
          <Stack key={row.rowKey} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }} data-testid="option-row">
            <Typography variant="body2" color="text.secondary" sx={{ width: 24, pt: { sm: 2 } }}>{i + 1}</Typography>
            <TextInput
              source={`options.${i}.name`} label={translate('declarations.project.option_name', { n: i + 1 })} isRequired sx={{ flex: 2 }}
              placeholder={translate('declarations.project.option_name_placeholder')}
            />
            <TextInput
              source={`options.${i}.hours`} label={translate('declarations.project.option_hours', { n: i + 1 })} isRequired sx={{ flex: 1, minWidth: 140 }}
              slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">{translate('declarations.hours_unit')}</InputAdornment> } }}
            />
            <IconButton
              aria-label={translate('declarations.project.option_remove', { n: i + 1 })}
              onClick={() => remove(i)}
              sx={{ alignSelf: { xs: 'flex-end', sm: 'flex-start' }, mt: { sm: 1 } }}
            >
              <DeleteOutline />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button size="small" startIcon={<AddIcon />} disabled={fields.length >= PROJECT_OPTIONS_MAX} onClick={() => append(newOption())}>
        {translate('declarations.project.option_add')}
      </Button>
      <FormHelperText error={!!listError} role={listError ? 'alert' : undefined}>
        {listError ?? translate('declarations.project.options_hint', { max: PROJECT_OPTIONS_MAX })}
      </FormHelperText>
    </Box>
  );
}
