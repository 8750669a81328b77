/**
 * 预警等级 of 预警配置 (issue 13; /system/classify/warn): the yellow and red shares of the pace expected
 * for a student's year, with the rule in words, a worked example for a chosen cohort ("2025级学生本学年应达
 * X 学时：低于 Y 学时为黄色预警，低于 Z 学时为红色预警") and one bar per cohort now at school (PaceBar).
 * The example and the bars follow the shares as typed once they are valid; the figures come from
 * common/warningTiers.ts over the paces the server sends (WarningSettings.paces).
 */
import { useMemo, useState } from 'react';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Alert, Box, InputAdornment, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fromHundredths } from '../../../common/hoursRules';
import { paceOfCohort, paceShareHundredths, type WarningTiers } from '../../../common/warningTiers';
import { Section } from './layout';
import { PaceBar } from './PaceBar';
import { parseTiers, tierProblems, type TierValues, type WarningSettingsFormState } from './warningSettingsForm';
import { levelColor } from './WarningLevelChip';

const FIELDS: (keyof TierValues)[] = ['yellowPercent', 'redPercent'];
const NAMES: Record<keyof TierValues, 'yellow' | 'red'> = { yellowPercent: 'yellow', redPercent: 'red' };

export function TierFields({ form }: { form: WarningSettingsFormState }) {
  const translate = useTranslate();
  const { settings, loading, tiers, tierErrors, changeTier, checkTiers } = form;
  const paces = useMemo(() => settings?.paces ?? [], [settings]);
  // The example cohort: the second year by default ("2025级" in 2026–2027), else the first.
  const [chosen, setChosen] = useState<string | null>(null);
  const grade = chosen ?? paces[Math.min(1, paces.length - 1)]?.grade ?? '';
  const example = paces.find((p) => p.grade === grade);
  const typed = parseTiers(tiers);
  const valid = Object.keys(tierProblems((k) => k, tiers)).length === 0;
  const shown: WarningTiers | undefined = valid ? typed : settings?.tiers;
  const scale = Math.max(1, ...paces.map((p) => paceShareHundredths(paceOfCohort(p))));

  return (
    <Section title={translate('analysis.tiers.title')} hint={translate('analysis.tiers.hint')} testId="tier-section">
      <Stack spacing={2}>
        <Alert severity="info" icon={<InfoOutlined fontSize="small" />} sx={{ py: 0 }}>
          {translate('analysis.tiers.explain')}
        </Alert>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          {FIELDS.map((field) => (
            <TextField
              key={field}
              label={
                <Stack direction="row" spacing={0.75} component="span" sx={{ alignItems: 'center' }}>
                  <Box component="span" sx={(theme) => ({ width: 10, height: 10, borderRadius: '50%', bgcolor: levelColor(theme, NAMES[field]) })} />
                  <span>{translate(`analysis.tiers.${NAMES[field]}`)}</span>
                </Stack>
              }
              value={tiers[field]}
              onChange={(e) => changeTier(field, e.target.value)}
              onBlur={checkTiers}
              error={!!tierErrors[field]}
              helperText={tierErrors[field] ?? translate(`analysis.tiers.${NAMES[field]}_helper`)}
              disabled={loading}
              size="small"
              fullWidth
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { inputMode: 'numeric', 'data-testid': `tier-${field}`, 'aria-label': translate(`analysis.tiers.${NAMES[field]}`) },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
            />
          ))}
        </Box>
        {loading ? (
          <Skeleton variant="rounded" height={120} />
        ) : paces.length === 0 ? (
          <Typography variant="body2" color="text.secondary">{translate('analysis.tiers.no_paces')}</Typography>
        ) : (
          <>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' }, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
            >
              <TextField
                select
                size="small"
                label={translate('analysis.tiers.example_grade')}
                value={grade}
                onChange={(e) => setChosen(e.target.value)}
                sx={{ width: { xs: '100%', sm: 220 }, flexShrink: 0, bgcolor: 'background.paper' }}
                slotProps={{ htmlInput: { 'data-testid': 'example-grade' } }}
              >
                {paces.map((p) => (
                  <MenuItem key={p.grade} value={p.grade}>{translate('analysis.tiers.grade_option', { grade: p.grade, year: p.yearOfStudy })}</MenuItem>
                ))}
              </TextField>
              <Typography variant="body2" data-testid="tier-example" sx={{ flex: 1, minWidth: 0 }}>
                {example && valid
                  ? translate('analysis.tiers.example', {
                      grade: example.grade,
                      expected: example.expectedHours,
                      yellow: fromHundredths(paceShareHundredths(paceOfCohort(example), typed.yellowPercent)),
                      red: fromHundredths(paceShareHundredths(paceOfCohort(example), typed.redPercent)),
                    })
                  : translate('analysis.tiers.example_invalid')}
              </Typography>
            </Stack>
            {shown ? (
              <Box role="img" aria-label={translate('analysis.tiers.chart_aria')}>
                <Typography variant="subtitle2" sx={{ mb: 1 }}>{translate('analysis.tiers.chart_title')}</Typography>
                <Stack spacing={1.25} data-testid="tier-chart">
                  {paces.map((p) => (
                    <PaceBar
                      key={p.grade}
                      testId={`tier-bar-${p.grade}`}
                      pace={paceOfCohort(p)}
                      tiers={shown}
                      scale={scale}
                      label={translate('analysis.tiers.bar_label', { grade: p.grade, year: p.yearOfStudy })}
                    />
                  ))}
                </Stack>
              </Box>
            ) : null}
          </>
        )}
      </Stack>
    </Section>
  );
}
