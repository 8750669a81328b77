/**
 * 参数设置 (/system/setparams; issue 13, spec §1 the hours rule, §2, §3 hoursUnit / waysConvert, §9
 * decimal places). Sections:
 * - 学时认定规则: one card per cohort set, newest first (RequirementSetCard), with 新增年级规则 — a
 *   version for new cohorts starting at a chosen grade, prefilled from the newest set — and per set
 *   编辑 and 删除 (not the base set; asks first). Saving goes through the preview (RequirementSetDialog
 *   → PreviewDialog) and is confirmed there.
 * - 单位与小数 (UnitsCard) and 诚信参数 (a summary with a link to 诚信设置, for holders of that module).
 * - 导入限制 (ImportLimitsCard, issue 14): the row and unzipped-size caps of the spreadsheet imports.
 * - 修改记录 (ChangeLog), every kind, filterable.
 * Data: dataProvider.getSchoolParams and the verbs of src/dataProvider/schoolParams.ts.
 */
import { useMemo, useRef, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { RequirementSet } from '../../../common/hoursRequirements';
import type { SchoolParams } from '../../../common/schoolParams';
import { useCan } from '../../authProvider/permissions';
import { DeleteDialog } from '../shared/DeleteDialog';
import { EmptyState } from '../shared/EmptyState';
import { ChangeLog } from './ChangeLog';
import { amountText, scopeText, scoreUnitOf, withNext } from './format';
import { BlockSkeleton, ParamsPage, Section } from './layout';
import { SETHONEST_PATH } from './paths';
import { useDeleteSet, useIntegrity, useSchoolParams } from './queries';
import { RequirementSetCard } from './RequirementSetCard';
import { RequirementSetDialog } from './RequirementSetDialog';
import { nextFromGrade } from './setForm';
import { UnitsCard } from './UnitsCard';
import { ImportLimitsCard } from './ImportLimitsCard';
import { LoadFailed } from '../shared/LoadFailed';

type Editing = { set: RequirementSet; scope: string; copyFor?: { fromGrade: number } };

/** 诚信参数 at a glance, with the way to 诚信设置. */
function IntegritySummary() {
  const translate = useTranslate();
  const integrity = useIntegrity();
  const p = integrity.data;
  return (
    <Section
      title={translate('schoolParams.integrity.card_title')}
      hint={translate('schoolParams.integrity.card_hint')}
      testId="integrity-card"
      extra={
        <Button component={RouterLink} to={SETHONEST_PATH} variant="outlined" size="small" startIcon={<VerifiedUserOutlined />}>
          {translate('schoolParams.integrity.open')}
        </Button>
      }
    >
      {integrity.isPending ? (
        <BlockSkeleton rows={1} height={24} />
      ) : p ? (
        <Typography variant="body2" data-testid="integrity-summary">
          {translate('schoolParams.integrity.summary', {
            start: amountText(p.creditStart), penalty: amountText(p.noShowPenalty), limit: p.noShowLimit, days: p.blacklistDays,
          })}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">{translate('schoolParams.loading_failed')}</Typography>
      )}
    </Section>
  );
}

function Sets({ params, scoreUnit }: { params: SchoolParams; scoreUnit: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const remove = useDeleteSet();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<{ set: RequirementSet; scope: string } | null>(null);
  const deleted = useRef(0);
  // Newest cohort version first: that is the one new students fall under.
  const sets = useMemo(() => withNext(params.sets).reverse(), [params.sets]);

  const add = () => {
    const newest = sets[0];
    if (!newest) return;
    setEditing({ set: newest, scope: '', copyFor: { fromGrade: nextFromGrade(params) } });
  };

  return (
    <Section
      title={translate('schoolParams.sets.title')}
      hint={translate('schoolParams.sets.hint')}
      testId="sets-section"
      extra={
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={add} disabled={sets.length === 0}>
          {translate('schoolParams.sets.add')}
        </Button>
      }
    >
      {sets.length === 0 ? (
        <EmptyState message="schoolParams.sets.empty" />
      ) : (
        <Stack spacing={1.5}>
          {sets.map((s) => {
            const scope = scopeText(translate, s, s.nextFromGrade);
            return (
              <RequirementSetCard
                key={`${s.id}-${s.fromGrade}`}
                set={s}
                nextFromGrade={s.nextFromGrade}
                cohorts={params.cohorts.filter((c) => c.fromGrade === s.fromGrade)}
                modules={params.modules}
                hoursUnit={params.units.hoursUnit}
                scoreUnit={scoreUnit}
                onEdit={() => setEditing({ set: s, scope })}
                onDelete={() => setDeleting({ set: s, scope })}
              />
            );
          })}
        </Stack>
      )}
      <RequirementSetDialog
        open={editing !== null}
        set={editing?.set ?? null}
        copyFor={editing?.copyFor}
        scope={editing?.scope ?? ''}
        params={params}
        scoreUnit={scoreUnit}
        onClose={() => setEditing(null)}
      />
      <DeleteDialog
        open={deleting !== null}
        message={deleting ? translate('schoolParams.delete.text', { scope: deleting.scope }) : ''}
        confirmLabel={translate('schoolParams.delete.confirm')}
        onConfirm={async () => {
          deleted.current = (await remove.mutateAsync(deleting!.set.id)).changed;
        }}
        onDeleted={() => notify('schoolParams.delete.done', { type: 'success', messageArgs: { changed: deleted.current } })}
        onClose={() => setDeleting(null)}
      />
    </Section>
  );
}

/** The page. */
export default function SchoolParamsPage() {
  const translate = useTranslate();
  const canHonest = useCan(SETHONEST_PATH);
  const query = useSchoolParams();
  const params = query.data;
  const scoreUnit = params ? scoreUnitOf(translate, params.units.waysConvert) : '';

  const actions = canHonest ? (
    <Button component={RouterLink} to={SETHONEST_PATH} startIcon={<VerifiedUserOutlined />}>{translate('schoolParams.integrity.title')}</Button>
  ) : undefined;

  if (query.isPending) {
    return (
      <ParamsPage title="schoolParams.title" subtitle="schoolParams.subtitle" actions={actions}>
        <BlockSkeleton rows={3} height={140} />
      </ParamsPage>
    );
  }
  // A failed reload keeps the data shown; only a page without data shows the failure.
  if (!params) {
    return (
      <ParamsPage title="schoolParams.title" subtitle="schoolParams.subtitle" actions={actions}>
        <LoadFailed error={query.error} fallback="schoolParams.loading_failed" retryLabel="schoolParams.retry" onRetry={() => void query.refetch()} />
      </ParamsPage>
    );
  }
  return (
    <ParamsPage title="schoolParams.title" subtitle="schoolParams.subtitle" actions={actions}>
      <Sets params={params} scoreUnit={scoreUnit} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: canHonest ? 'repeat(2, minmax(0, 1fr))' : '1fr' }, alignItems: 'start' }}>
        <UnitsCard units={params.units} />
        {canHonest ? <IntegritySummary /> : null}
        <ImportLimitsCard limits={params.imports} />
      </Box>
      <Section title={translate('schoolParams.changes.title')} hint={translate('schoolParams.changes.hint')} testId="changes-section">
        <ChangeLog modules={params.modules} scoreUnit={scoreUnit} />
      </Section>
    </ParamsPage>
  );
}
