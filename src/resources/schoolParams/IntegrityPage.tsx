/**
 * 诚信设置 (/system/sethonest; issue 13, spec §2): the integrity parameters — the students' starting
 * integrity score (0–1000), the penalty per no-show (0–100, at most two decimals), the no-shows that
 * put a student on the blacklist (1–20) and for how many days (1–3650) — each checked on its own
 * with a Chinese message (the endpoint's own schema, integrityForm.ts); 保存 asks first, listing before → after, and the change is logged. Below:
 * the change log of the integrity parameters (when the user also holds 参数设置, whose endpoint
 * serves the log), and a way back to 参数设置.
 * Data: dataProvider.getIntegrity / saveIntegrity; the `ruleChanges` resource with target 'integrity'.
 */
import { useEffect } from 'react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button } from '@mui/material';
import { useCan } from '../../authProvider/permissions';
import { useTranslate } from 'react-admin';
import { useForm, type Resolver } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type { IntegrityParams } from '../../../common/schemas/schoolParams';
import { ConfirmChangesDialog } from './ConfirmChangesDialog';
import { useConfirmedSave } from './useConfirmedSave';
import { ResetSaveButtons, UnitNumberField } from './fields';
import { ChangeLog } from './ChangeLog';
import { fieldLabel } from './format';
import { INTEGRITY_FIELDS, integrityResolver, toIntegrityForm, toIntegrityParams, type IntegrityFormValues } from './integrityForm';
import { BlockSkeleton, ParamsPage, Section } from './layout';
import { SETPARAMS_PATH } from './paths';
import { useIntegrity, useSaveIntegrity } from './queries';
import { LoadFailed } from '../shared/LoadFailed';

const UNIT: Record<keyof IntegrityParams, string> = {
  creditStart: 'schoolParams.integrity.points',
  noShowPenalty: 'schoolParams.integrity.points',
  noShowLimit: 'schoolParams.integrity.times',
  blacklistDays: 'schoolParams.integrity.days',
};

function IntegrityForm({ current }: { current: IntegrityParams }) {
  const translate = useTranslate();
  const save = useSaveIntegrity();
  const defaults = toIntegrityForm(current);
  const { control, handleSubmit, reset, setError, formState } = useForm<IntegrityFormValues>({ defaultValues: defaults, mode: 'onTouched', resolver: integrityResolver as unknown as Resolver<IntegrityFormValues> });
  const { propose, dialog } = useConfirmedSave<IntegrityParams, IntegrityFormValues>({
    save: save.mutateAsync, pending: save.isPending, current, fields: INTEGRITY_FIELDS, setError, texts: 'schoolParams.integrity',
  });
  // Reset only when the saved values change, not on every reload.
  useEffect(() => reset(toIntegrityForm(current)), [current.creditStart, current.noShowPenalty, current.noShowLimit, current.blacklistDays, reset]); // eslint-disable-line react-hooks/exhaustive-deps

  const label = (f: string) => fieldLabel(translate, f, '');
  const submit = handleSubmit((v) => propose(toIntegrityParams(v), () => reset(toIntegrityForm(current))));

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="integrity-form">
      <Box sx={{ display: 'grid', columnGap: 2, rowGap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, maxWidth: 880 }}>
        {INTEGRITY_FIELDS.map((f) => (
          <UnitNumberField
            key={f}
            control={control}
            name={f}
            label={label(f)}
            hint={`schoolParams.integrity.${f}_hint`}
            unit={UNIT[f]}
            inputMode={f === 'noShowLimit' || f === 'blacklistDays' ? 'numeric' : 'decimal'}
          />
        ))}
      </Box>
      <ResetSaveButtons texts="schoolParams.integrity" dirty={formState.isDirty} onReset={() => reset(toIntegrityForm(current))} mt={2} />
      <ConfirmChangesDialog {...dialog} testId="integrity-changes" label={label} />
    </Box>
  );
}

/** The page. */
export default function IntegrityPage() {
  const translate = useTranslate();
  const canParams = useCan(SETPARAMS_PATH);
  const integrity = useIntegrity();
  const actions = canParams ? (
    <Button component={RouterLink} to={SETPARAMS_PATH} startIcon={<ArrowBack />}>{translate('schoolParams.integrity.back')}</Button>
  ) : undefined;
  return (
    <ParamsPage title="schoolParams.integrity.title" subtitle="schoolParams.integrity.subtitle" actions={actions}>
      <Section title={translate('schoolParams.integrity.card_title')}>
        {integrity.isPending ? (
          <BlockSkeleton rows={2} height={48} />
        ) : !integrity.data ? (
          <LoadFailed error={integrity.error} fallback="schoolParams.loading_failed" retryLabel="schoolParams.retry" onRetry={() => void integrity.refetch()} />
        ) : (
          <IntegrityForm current={integrity.data} />
        )}
      </Section>
      {canParams ? (
        <Section title={translate('schoolParams.changes.title')} hint={translate('schoolParams.changes.hint')}>
          <ChangeLog target="integrity" modules={[]} scoreUnit="" />
        </Section>
      ) : null}
    </ParamsPage>
  );
}
