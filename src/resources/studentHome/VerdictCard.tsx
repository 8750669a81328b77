/**
 * 学时认定 (issue 13): the student's verdict under the rule of their cohort — the same evaluation as
 * their transcript (StudentHoursSummary.evaluation from common/hoursRequirements.ts): the conclusion,
 * the credit (学分 or 分数), each requirement with earned against required hours as a bar, every
 * shortfall, and the make-up deadline. Shown on 我的首页 and at the top of 我的学时.
 */
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { alpha, Box, Card, CardContent, CardHeader, Chip, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RequirementLine } from '../../../common/hoursRequirements';
import { toHundredths } from '../../../common/hoursRules';
import type { StudentHoursSummary } from '../../../common/studentHome';
import { readSession } from '../../authProvider/session';
import { builtInName } from '../../i18n/labels';

/** Percent of a requirement reached, 0..100. */
export function linePercent(line: Pick<RequirementLine, 'earned' | 'required'>): number {
  const required = toHundredths(line.required);
  if (required <= 0) return 100;
  return Math.max(0, Math.min(100, Math.round((toHundredths(line.earned) * 100) / required)));
}

/** The line's name in the interface language. */
function useLineLabel() {
  const translate = useTranslate();
  return (l: Pick<RequirementLine, 'requirement' | 'label'>) => translate(`studentHome.verdict.kinds.${l.requirement}`, { name: l.label.replace(/学时$/, ''), _: l.label });
}

export function VerdictCard({ summary, loading, hours }: { summary: StudentHoursSummary | undefined; loading: boolean; hours: (v: string) => string }) {
  const translate = useTranslate();
  const label = useLineLabel();
  const e = summary?.evaluation;
  const scoreUnit = builtInName(translate, readSession().scoreUnit, 'studentHome.verdict.credit_unit');
  const status = !e ? null : e.met ? 'met' : e.recordOnly ? 'recordOnly' : 'notMet';
  return (
    <Card variant="outlined" data-testid="verdict-card">
      <CardHeader
        avatar={status === 'met' ? <CheckCircleOutline color="success" /> : <ErrorOutline color={status === 'notMet' ? 'warning' : 'disabled'} />}
        title={translate('studentHome.verdict.title')}
        action={
          status ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pr: 1, pt: 0.5 }}>
              <Chip
                size="small"
                data-testid="verdict-status"
                color={status === 'met' ? 'success' : status === 'notMet' ? 'warning' : 'default'}
                label={translate(`studentHome.verdict.${status}`)}
              />
              <Typography variant="body2" data-testid="verdict-credit" sx={{ whiteSpace: 'nowrap' }}>
                {scoreUnit}{translate('shell.colon')}{hours(e!.credit)}
              </Typography>
            </Stack>
          ) : null
        }
        slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 600 } } }}
        // On a narrow phone (or in English) the chip and the credit move under the title rather than being cut.
        sx={{
          pb: 0, flexWrap: 'wrap', rowGap: 0.5,
          '& .MuiCardHeader-content': { flex: '1 0 auto', minWidth: 'max-content' },
          '& .MuiCardHeader-action': { alignSelf: 'center', m: 0, ml: 'auto' },
        }}
      />
      <CardContent>
        {loading && !e ? (
          [0, 1, 2].map((i) => <Skeleton key={i} height={36} />)
        ) : !e ? (
          <Typography variant="body2" color="text.secondary">
            {translate('studentHome.verdict.unavailable')}
          </Typography>
        ) : e.recordOnly ? (
          <Typography variant="body2" color="text.secondary">
            {translate('studentHome.verdict.record_only_note')}
          </Typography>
        ) : (
          <Stack spacing={1.5}>
            {e.lines.map((l) => (
              <Box key={`${l.requirement}-${l.classifyId ?? ''}`} data-testid="verdict-line" data-met={l.met}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, mb: 0.5, flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {label(l)}
                  </Typography>
                  <Typography variant="body2" color={l.met ? 'success.main' : 'warning.dark'} sx={{ fontWeight: 600 }}>
                    {translate('studentHome.verdict.earned_of', { earned: hours(l.earned), required: hours(l.required) })}
                  </Typography>
                </Stack>
                <LinearProgress variant="determinate" value={linePercent(l)} color={l.met ? 'success' : 'warning'} sx={{ height: 8, borderRadius: 4 }} />
              </Box>
            ))}
            {e.shortfalls.length > 0 && (
              <Box data-testid="verdict-shortfalls" sx={{ bgcolor: (t) => alpha(t.palette.warning.main, 0.08), border: 1, borderColor: 'warning.light', borderRadius: 1, px: 1.5, py: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
                  {translate('studentHome.verdict.shortfalls')}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {e.shortfalls.map((s) => (
                    <li key={`${s.requirement}-${s.classifyId ?? ''}`}>
                      <Typography variant="body2">{translate('studentHome.verdict.short_line', { name: label(s), hours: hours(s.hours) })}</Typography>
                    </li>
                  ))}
                </Box>
                {summary?.makeUpDeadline ? (
                  <Typography variant="caption" color="text.secondary">
                    {translate('studentHome.verdict.deadline', { date: summary.makeUpDeadline })}
                  </Typography>
                ) : null}
              </Box>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
