/**
 * 导入限制 of 参数设置 (issue 14 "spreadsheet imports ... with a row cap and an inflated-size cap per
 * school setting"): the most data rows a roster or declaration import may have (1–200000) and the
 * most MB its xlsx may unzip to (1–500), whole numbers checked in place by the endpoint's own schema
 * (common/schemas/schoolParams.ts importLimitsParams). 保存 asks first, listing before → after; the change
 * is logged; a 10002 naming a field lands under it.
 */
import { useEffect } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useForm, type Resolver } from 'react-hook-form';
import { IMPORT_LIMIT_BOUNDS, type ImportLimits } from '../../../common/schoolParams';
import { importLimitsParams } from '../../../common/schemas/schoolParams';
import { schemaResolver } from '../shared/schemaForm';
import { ConfirmChangesDialog } from './ConfirmChangesDialog';
import { useConfirmedSave } from './useConfirmedSave';
import { ResetSaveButtons, UnitNumberField } from './fields';
import { fieldLabel } from './format';
import { Section } from './layout';
import { useSaveImportLimits } from './queries';

const FIELDS = ['importMaxRows', 'importMaxInflatedMb'] as const;
type Values = Record<keyof ImportLimits, string>;
const UNIT: Record<keyof ImportLimits, string> = { importMaxRows: 'schoolParams.imports.rows', importMaxInflatedMb: 'schoolParams.imports.mb' };

const bounds = (field: keyof ImportLimits) => {
  const m = { message: 'schoolParams.validation.integer_range', args: IMPORT_LIMIT_BOUNDS[field] };
  return { required: m, malformed: m };
};

/** The endpoint's own schema; each failure shows the field's range. Raw: toLimits builds the body. */
const resolver = schemaResolver(importLimitsParams, { importMaxRows: bounds('importMaxRows'), importMaxInflatedMb: bounds('importMaxInflatedMb') }, { raw: true });

const toValues = (p: ImportLimits): Values => ({ importMaxRows: String(p.importMaxRows), importMaxInflatedMb: String(p.importMaxInflatedMb) });
const toLimits = (v: Values): ImportLimits => ({ importMaxRows: Number(v.importMaxRows.trim()), importMaxInflatedMb: Number(v.importMaxInflatedMb.trim()) });

/** The card; `limits` are the school's current caps. */
export function ImportLimitsCard({ limits }: { limits: ImportLimits }) {
  const translate = useTranslate();
  const save = useSaveImportLimits();
  const { control, handleSubmit, reset, setError, formState } = useForm<Values>({ defaultValues: toValues(limits), mode: 'onTouched', resolver: resolver as unknown as Resolver<Values> });
  const { propose, dialog } = useConfirmedSave<ImportLimits, Values>({
    save: save.mutateAsync, pending: save.isPending, current: limits, fields: FIELDS, setError, texts: 'schoolParams.imports',
  });
  // Reset only when the saved values change, not on every reload of the page's data.
  useEffect(() => reset(toValues(limits)), [limits.importMaxRows, limits.importMaxInflatedMb, reset]); // eslint-disable-line react-hooks/exhaustive-deps

  const label = (f: string) => fieldLabel(translate, f, '');

  return (
    <Section title={translate('schoolParams.imports.title')} hint={translate('schoolParams.imports.hint')} testId="imports-card">
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit((v) => propose(toLimits(v), () => reset(toValues(limits))))}
      >
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, maxWidth: 620 }}>
          {FIELDS.map((f) => (
            <UnitNumberField
              key={f}
              control={control}
              name={f}
              label={label(f)}
              hint={`schoolParams.imports.${f}_hint`}
              unit={UNIT[f]}
              inputMode="numeric"
            />
          ))}
        </Box>
        <ResetSaveButtons texts="schoolParams.imports" dirty={formState.isDirty} onReset={() => reset(toValues(limits))} />
      </Box>
      <ConfirmChangesDialog {...dialog} testId="imports-changes" label={label} />
    </Section>
  );
}
