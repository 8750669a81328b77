/**
 * 奖项级别 of the project form: rows of name + hours, added and removed in place (order = display
 * order). Row problems show under each field once the user tried to save; the whole-list problem
 * ('请至少添加一个奖项级别') shows under the table.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Box, Button, FormHelperText, IconButton, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PROJECT_OPTIONS_MAX } from '../../../../common/declarations';
import { newOption, type OptionRowErrors, type OptionValues } from './projectForm';

export interface OptionsEditorProps {
  value: OptionValues[];
  onChange: (options: OptionValues[]) => void;
  /** Row problems by row key (shown after a save attempt). */
  rowErrors: Record<string, OptionRowErrors>;
  /** The whole-list problem. */
  error?: string;
}

export function OptionsEditor({ value, onChange, rowErrors, error }: OptionsEditorProps) {
  const translate = useTranslate();
  const change = (key: string, patch: Partial<OptionValues>) => onChange(value.map((o) => (o.key === key ? { ...o, ...patch } : o)));
  return (
    <Box role="group" aria-label={translate('declarations.project.options')}>
      <Stack spacing={1.5}>
        {value.map((o, i) => {
          const errors = rowErrors[o.key] ?? {};
          const nameLabel = translate('declarations.project.option_name', { n: i + 1 });
          const hoursLabel = translate('declarations.project.option_hours', { n: i + 1 });
          return (
            <Stack key={o.key} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }} data-testid="option-row">
              <Typography variant="body2" color="text.secondary" sx={{ width: 24, pt: { sm: 1 } }}>{i + 1}</Typography>
              <TextField
                size="small" label={nameLabel} value={o.name} required sx={{ flex: 2 }}
                placeholder={translate('declarations.project.option_name_placeholder')}
                onChange={(e) => change(o.key, { name: e.target.value })}
                error={!!errors.name} helperText={errors.name ?? ' '}
                slotProps={{ htmlInput: { 'aria-label': nameLabel } }}
              />
              <TextField
                size="small" label={hoursLabel} value={o.hours} required sx={{ flex: 1, minWidth: 140 }}
                onChange={(e) => change(o.key, { hours: e.target.value })}
                error={!!errors.hours} helperText={errors.hours ?? ' '}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', 'aria-label': hoursLabel },
                  input: { endAdornment: <InputAdornment position="end">{translate('declarations.hours_unit')}</InputAdornment> },
                }}
              />
              <IconButton
                aria-label={translate('declarations.project.option_remove', { n: i + 1 })}
                onClick={() => onChange(value.filter((x) => x.key !== o.key))}
                sx={{ alignSelf: { xs: 'flex-end', sm: 'flex-start' } }}
              >
                <DeleteOutline />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      <Button size="small" startIcon={<AddIcon />} disabled={value.length >= PROJECT_OPTIONS_MAX} onClick={() => onChange([...value, newOption()])}>
        {translate('declarations.project.option_add')}
      </Button>
      <FormHelperText error={!!error} role={error ? 'alert' : undefined}>
        {error ?? translate('declarations.project.options_hint', { max: PROJECT_OPTIONS_MAX })}
      </FormHelperText>
    </Box>
  );
}
