/**
 * One requirement set of 参数设置 (issue 13; spec §1): which cohorts it applies to ('适用于 2024 级及以后',
 * the base set '适用于所有更早的年级') with the cohorts it governs now and their student counts, its
 * numbers in one line each, and 编辑 / 删除 (删除 only for a cohort version, never the base set).
 */
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { cohortOf, type RequirementSet } from '../../../common/hoursRequirements';
import type { CohortRow, SchoolParams } from '../../../common/schoolParams';
import { amountText, moduleNames, scopeText } from './format';

export interface RequirementSetCardProps {
  set: RequirementSet;
  /** The first cohort of the next set, null for the newest. */
  nextFromGrade: number | null;
  cohorts: CohortRow[];
  modules: SchoolParams['modules'];
  hoursUnit: string;
  scoreUnit: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** '2024 级 1,200 人'; a grade without a year as written; no grade '未填年级 3 人'. */
export function cohortLabel(translate: (k: string, o?: Record<string, unknown>) => string, c: CohortRow): string {
  const students = c.students.toLocaleString();
  if (!c.grade.trim()) return translate('schoolParams.sets.cohort_no_grade', { students });
  const year = cohortOf(c.grade);
  return year === null ? translate('schoolParams.sets.cohort_raw', { grade: c.grade, students }) : translate('schoolParams.sets.cohort', { grade: year, students });
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">{label}</Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
}

/** The card of one set; `data-testid="set-<fromGrade>"`. */
export function RequirementSetCard({ set, nextFromGrade, cohorts, modules, hoursUnit, scoreUnit, onEdit, onDelete }: RequirementSetCardProps) {
  const translate = useTranslate();
  const base = set.fromGrade === 0;
  const minimum = (hours: number, ids: number[]) =>
    hours > 0
      ? translate('schoolParams.summary.minimum_value', {
          hours: amountText(hours),
          unit: hoursUnit,
          modules: ids.length ? moduleNames(translate, modules, ids) : translate('schoolParams.summary.no_modules'),
        })
      : translate('schoolParams.summary.no_minimum');
  const moduleMinimums = set.moduleMinimums.filter((m) => m.minHours > 0);
  const facts = [
    {
      label: translate('schoolParams.summary.total'),
      value: translate('schoolParams.summary.total_value', {
        years: set.creditYears, hours: amountText(set.requiredHours), unit: hoursUnit, credits: amountText(set.requiredCredits), scoreUnit,
      }),
    },
    { label: translate('schoolParams.summary.campus'), value: minimum(set.campusMinHours, set.campusClassifyIds) },
    { label: translate('schoolParams.summary.social'), value: minimum(set.socialPracticeMinHours, set.socialPracticeClassifyIds) },
    {
      label: translate('schoolParams.summary.module_minimums'),
      value: moduleMinimums.length
        ? moduleMinimums
            .map((m) => translate('schoolParams.summary.module_minimum', { name: moduleNames(translate, modules, [m.classifyId]), hours: amountText(m.minHours) }))
            .join(translate('schoolParams.list_separator'))
        : translate('schoolParams.summary.no_module_minimums'),
    },
    {
      label: translate('schoolParams.summary.caps'),
      value: translate('schoolParams.summary.caps_value', {
        campus: amountText(set.campusCultureTermCap), summer: amountText(set.summerPracticeTermCap), winter: amountText(set.winterPracticeTermCap), unit: hoursUnit,
      }),
    },
    {
      label: translate('schoolParams.summary.postgraduate'),
      value: translate(set.postgraduateRecordOnly ? 'schoolParams.summary.postgraduate_record' : 'schoolParams.summary.postgraduate_counted', { scoreUnit }),
    },
    { label: translate('schoolParams.summary.make_up'), value: translate('schoolParams.summary.make_up_value', { month: set.makeUpMonth }) },
  ];
  const title = scopeText(translate, set, nextFromGrade);

  return (
    <Card variant="outlined" data-testid={`set-${set.fromGrade}`} sx={{ bgcolor: base ? 'action.hover' : 'background.paper' }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{title}</Typography>
            {base ? <Chip size="small" label={translate('schoolParams.sets.base_tag')} /> : null}
          </Stack>
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="outlined" startIcon={<EditOutlined />} onClick={onEdit} aria-label={`${translate('schoolParams.sets.edit')} ${title}`}>
              {translate('schoolParams.sets.edit')}
            </Button>
            {base ? null : (
              <Button size="small" color="error" startIcon={<DeleteOutline />} onClick={onDelete} aria-label={`${translate('schoolParams.sets.delete')} ${title}`}>
                {translate('schoolParams.sets.delete')}
              </Button>
            )}
          </Stack>
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.75, mb: 1.5 }} data-testid={`cohorts-${set.fromGrade}`}>
          <Typography variant="body2" color="text.secondary">{translate('schoolParams.sets.cohorts')}</Typography>
          {cohorts.length === 0 ? (
            <Typography variant="body2" color="text.disabled">{translate('schoolParams.sets.no_cohorts')}</Typography>
          ) : (
            cohorts.map((c) => (
              <Chip
                key={c.grade || '-'}
                size="small"
                variant="outlined"
                color="primary"
                label={cohortLabel(translate, c)}
              />
            ))
          )}
        </Stack>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
          {facts.map((f) => <Fact key={f.label} {...f} />)}
        </Box>
      </CardContent>
    </Card>
  );
}
