/**
 * The modules' warning values (spec §3 classify achievement item minHours; 0 = no warning): one
 * field per top-level module, its message naming the module. Used by 预警设置 and 预警配置
 * (WarningSettingsForm).
 */
import { Box, InputAdornment, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../shared/EmptyState';
import { Section, TableSkeleton } from './layout';
import type { WarningSettingsFormState } from './warningSettingsForm';

export function ModuleValuesFields({ form }: { form: WarningSettingsFormState }) {
  const translate = useTranslate();
  const { loading, items, values, errors, change, check } = form;
  return (
    <Section title={translate('analysis.setting.min_hours')} hint={translate('analysis.setting.zero_hint')}>
      {loading ? (
        <TableSkeleton rows={7} />
      ) : items.length === 0 ? (
        <EmptyState message="analysis.setting.empty" />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
          {items.map((i) => (
            <TextField
              key={i.classifyId}
              label={i.classifyName}
              value={values[i.classifyId] ?? ''}
              onChange={(e) => change(i.classifyId, e.target.value)}
              onBlur={() => check(i.classifyId, i.classifyName)}
              error={!!errors[i.classifyId]}
              helperText={errors[i.classifyId] ?? ' '}
              size="small"
              fullWidth
              slotProps={{
                htmlInput: { inputMode: 'decimal', 'data-testid': `min-hours-${i.classifyId}` },
                input: { endAdornment: <InputAdornment position="end">{translate('analysis.setting.unit')}</InputAdornment> },
              }}
            />
          ))}
        </Box>
      )}
    </Section>
  );
}
