/**
 * 单位与小数 of 参数设置 (issue 13; spec §3 hoursUnit and waysConvert, §9 decimal places): the hours
 * unit (1–10 characters), the score unit 学分 (waysConvert 1) or 分数 (3), and the decimal places
 * 0/1/2, and the city the school is in (issue 21: the sign-in's location detection, spec §4). 保存 asks first, listing what changes; a 10002 naming a field lands under it.
 */
import { useEffect } from 'react';
import { Box, FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { ALL_CITIES, CITY_NAME_MAX } from '../../../common/cities';
import type { SchoolUnits } from '../../../common/schoolParams';
import { unitsParams } from '../../../common/schemas/schoolParams';
import { schemaResolver, type FormMessage } from '../shared/schemaForm';
import { ConfirmChangesDialog } from './ConfirmChangesDialog';
import { useConfirmedSave } from './useConfirmedSave';
import { FormTextField, ResetSaveButtons, useMessageText } from './fields';
import { fieldLabel } from './format';
import { Section } from './layout';
import { useSaveUnits } from './queries';

const FIELDS = ['hoursUnit', 'waysConvert', 'decimalPlaces', 'city'] as const;

/** The endpoint's own schema (1–10 characters after trimming). Raw: the save trims the unit. */
const resolver = schemaResolver(unitsParams, { hoursUnit: { required: 'schoolParams.validation.hours_unit', malformed: 'schoolParams.validation.hours_unit' } }, { raw: true });

/** The card; `units` are the school's current ones. */
export function UnitsCard({ units }: { units: SchoolUnits }) {
  const translate = useTranslate();
  const text = useMessageText();
  const save = useSaveUnits();
  const { control, handleSubmit, reset, setError, formState } = useForm<SchoolUnits>({ defaultValues: units, mode: 'onTouched', resolver: resolver as unknown as Resolver<SchoolUnits> });
  const { propose, dialog } = useConfirmedSave<SchoolUnits, SchoolUnits>({
    save: (next: SchoolUnits) => save.mutateAsync({ ...next, hoursUnit: next.hoursUnit.trim(), city: next.city.trim() }),
    pending: save.isPending,
    current: units,
    fields: FIELDS,
    setError,
    texts: 'schoolParams.units',
  });
  // Reset only when the saved values change, not on every reload of the page's data.
  useEffect(() => reset(units), [units.hoursUnit, units.waysConvert, units.decimalPlaces, units.city, reset]); // eslint-disable-line react-hooks/exhaustive-deps

  const label = (f: string) => fieldLabel(translate, f, translate('schoolParams.units.score_unit.1'));

  return (
    <Section title={translate('schoolParams.units.title')} hint={translate('schoolParams.units.hint')} testId="units-card">
      <Box component="form" noValidate onSubmit={handleSubmit((v) => propose(v, () => reset(units)))}>
        <Stack spacing={1}>
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, maxWidth: 520 }}>
            <FormTextField control={control} name="hoursUnit" label={label('hoursUnit')} htmlInput={{ maxLength: 20 }} />
            <Controller
              control={control}
              name="decimalPlaces"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  select
                  label={label('decimalPlaces')}
                  size="small"
                  fullWidth
                  error={!!fieldState.error}
                  helperText={text(fieldState.error?.message as FormMessage | undefined) ?? ' '}
                  onChange={(e) => field.onChange(Number(e.target.value))}
                  slotProps={{ htmlInput: { 'data-testid': 'decimalPlaces' } }}
                >
                  {[0, 1, 2].map((d) => (
                    <MenuItem key={d} value={d}>{translate(`schoolParams.units.decimals.${d}`)}</MenuItem>
                  ))}
                </TextField>
              )}
            />
            <FormTextField control={control} name="city" label={label('city')} htmlInput={{ maxLength: CITY_NAME_MAX, list: 'school-cities' }} />
            <datalist id="school-cities">{ALL_CITIES.map((c) => <option key={c} value={c} />)}</datalist>
          </Box>
          <Controller
            control={control}
            name="waysConvert"
            render={({ field, fieldState }) => (
              <FormControl error={!!fieldState.error}>
                <FormLabel id="ways-convert-label" sx={{ fontSize: 13 }}>{label('waysConvert')}</FormLabel>
                <RadioGroup row aria-labelledby="ways-convert-label" value={field.value} onChange={(e) => field.onChange(Number(e.target.value))}>
                  {[1, 3].map((w) => (
                    <FormControlLabel key={w} value={w} control={<Radio size="small" />} label={translate(`schoolParams.units.score_unit.${w}`)} />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
          <ResetSaveButtons texts="schoolParams.units" dirty={formState.isDirty} onReset={() => reset(units)} mt={0} />
        </Stack>
      </Box>
      <ConfirmChangesDialog {...dialog} testId="units-changes" label={label} />
    </Section>
  );
}
