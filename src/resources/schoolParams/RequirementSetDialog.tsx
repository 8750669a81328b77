/**
 * Edit a requirement set, or add a version for new cohorts (新增年级规则), in a dialog (issue 13;
 * spec §1): the first cohort, the required hours, credits (学分/分数 by waysConvert) and years
 * counted, the campus and social-practice minimums each with the modules it counts — a module
 * checked on one side is disabled on the other — optional per-module minimums, the term caps, the
 * postgraduate switch and the make-up month. A react-hook-form form validated by the save endpoint's
 * own schema with the service's rules (setForm.ts setFormSchema).
 *
 * 保存 first asks the server for the preview (nothing is written) and opens PreviewDialog; the set
 * is saved only after 确认保存 there. A 10002 from either call ('参数错误: set.campusMinHours …')
 * lands under the field it names; any other refusal shows above the buttons.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  Alert, Box, Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel,
  FormGroup, FormHelperText, FormLabel, InputAdornment, MenuItem, Stack, Switch, TextField, Typography, useMediaQuery, useTheme,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { Controller, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import type { RequirementSet } from '../../../common/hoursRequirements';
import type { RulePreview, SchoolParams } from '../../../common/schoolParams';
import type { RequirementSetInput } from '../../dataProvider/schoolParams';
import { schemaResolver, type FormMessage } from '../shared/schemaForm';
import { serverError } from '../shared/serverError';
import { FormTextField, useMessageText } from './fields';
import { fieldLabel, scopeText } from './format';
import { PreviewDialog } from './PreviewDialog';
import { usePreviewSet, useSaveSet } from './queries';
import { CREDIT_YEARS, formFieldOf, MONTHS, setFormMessages, setFormSchema, toFormValues, toRequest, type SetCheckContext, type SetFormValues } from './setForm';

type Module = SchoolParams['modules'][number];

export interface RequirementSetDialogProps {
  open: boolean;
  /** The set to edit, or (with `copyFor`) the one a new version starts from. */
  set: RequirementSet | null;
  /** Set when adding a version: its proposed first cohort. */
  copyFor?: { fromGrade: number };
  /** '适用于 2024 级及以后' of the set edited; shown in the title and the preview. */
  scope: string;
  params: SchoolParams;
  scoreUnit: string;
  onClose: () => void;
}

/** The form's resolver: setFormSchema with the texts of setFormMessages (whose grade and overlap texts read the values). Raw: toRequest builds the body. */
function setResolver(ctx: SetCheckContext): Resolver<SetFormValues> {
  const schema = setFormSchema(ctx);
  return (values, context, options) => schemaResolver(schema, setFormMessages(ctx, values), { raw: true })(values, context, options as never) as never;
}

/** An hours (or credits) field with its unit. */
function AmountField({ control, name, label, unit, helper, testId }: {
  control: Control<SetFormValues>;
  name: 'requiredHours' | 'requiredCredits' | 'campusMinHours' | 'socialPracticeMinHours' | 'campusCultureTermCap' | 'summerPracticeTermCap' | 'winterPracticeTermCap' | `moduleMinimums.${number}.minHours`;
  label: string;
  unit: string;
  helper?: string;
  testId?: string;
}) {
  return <FormTextField control={control} name={name} label={label} unit={unit} helper={helper} htmlInput={{ inputMode: 'decimal', 'data-testid': testId ?? name }} />;
}

/** A select of numbers, each shown by `text`; its test id is the field's name. */
function ChoiceField({ control, name, label, choices, text }: {
  control: Control<SetFormValues>;
  name: 'creditYears' | 'makeUpMonth';
  label: string;
  choices: readonly number[];
  text: (choice: number) => string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField {...field} select label={label} size="small" fullWidth helperText=" " slotProps={{ htmlInput: { 'data-testid': name } }}>
          {choices.map((c) => (
            <MenuItem key={c} value={c}>{text(c)}</MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** The two minimums (校园活动, 社会实践): each an hours field over the modules it counts, which the other can't count. */
const MINIMUM_SIDES = [
  { side: 'campus', otherSide: 'social', hours: 'campusMinHours', modules: 'campusClassifyIds', other: 'socialPracticeClassifyIds' },
  { side: 'social', otherSide: 'campus', hours: 'socialPracticeMinHours', modules: 'socialPracticeClassifyIds', other: 'campusClassifyIds' },
] as const;

/** The modules counted by a minimum; those counted by the other minimum are disabled (a module can't be in both). */
function ModuleChecklist({ control, name, other, modules, label, hint, otherLabel }: {
  control: Control<SetFormValues>;
  name: 'campusClassifyIds' | 'socialPracticeClassifyIds';
  other: 'campusClassifyIds' | 'socialPracticeClassifyIds';
  modules: readonly Module[];
  label: string;
  hint: string;
  otherLabel: string;
}) {
  const taken = useWatch({ control, name: other });
  const text = useMessageText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = field.value ?? [];
        const toggle = (id: number, on: boolean) => {
          field.onChange(on ? [...chosen.filter((x) => x !== id), id] : chosen.filter((x) => x !== id));
          field.onBlur();
        };
        return (
          <FormControl component="fieldset" error={!!fieldState.error} data-testid={name} sx={{ minWidth: 0 }}>
            <FormLabel component="legend" sx={{ fontSize: 13 }}>{label}</FormLabel>
            <FormGroup row sx={{ columnGap: 1 }}>
              {modules.map((m) => {
                const elsewhere = (taken ?? []).includes(m.id) && !chosen.includes(m.id);
                return (
                  <FormControlLabel
                    key={m.id}
                    disabled={elsewhere}
                    control={<Checkbox size="small" checked={chosen.includes(m.id)} onChange={(e) => toggle(m.id, e.target.checked)} />}
                    label={
                      <Typography variant="body2" component="span" color={elsewhere ? 'text.disabled' : undefined}>
                        {m.name}
                        {elsewhere ? (
                          <Typography component="span" variant="caption" color="text.disabled" sx={{ ml: 0.5 }}>{otherLabel}</Typography>
                        ) : null}
                      </Typography>
                    }
                  />
                );
              })}
            </FormGroup>
            <FormHelperText>{text(fieldState.error?.message as FormMessage | undefined) ?? hint}</FormHelperText>
          </FormControl>
        );
      }}
    />
  );
}

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 600, mb: 1.25, p: 0 }}>{title}</Typography>
      {children}
    </Box>
  );
}

const grid = (md: number) => ({ display: 'grid', columnGap: 2, rowGap: 0.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: `repeat(${md}, minmax(0, 1fr))` } });

/** The dialog; it renders nothing until a set is given. */
export function RequirementSetDialog({ open, set, copyFor, scope, params, scoreUnit, onClose }: RequirementSetDialogProps) {
  const translate = useTranslate();
  const text = useMessageText();
  const notify = useNotify();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const { modules, units } = params;
  const base = !copyFor && set?.fromGrade === 0;
  const ctx = useMemo(() => ({ sets: params.sets, modules, base }), [params.sets, modules, base]);
  const defaults = useMemo(() => (set ? toFormValues(set, modules, copyFor) : undefined), [set, modules, copyFor]);
  const { control, handleSubmit, reset, setError, getValues, formState } = useForm<SetFormValues>({
    defaultValues: defaults,
    mode: 'onTouched',
    resolver: setResolver(ctx),
  });
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState<{ sent: RequirementSetInput; preview: RulePreview } | null>(null);
  const preview = usePreviewSet();
  const save = useSaveSet();

  useEffect(() => {
    if (open && defaults) {
      reset(defaults);
      setFormError(undefined);
      setPending(null);
    }
  }, [open, defaults, reset]);

  /** A refusal: under the field it names, or above the buttons. True when it named a field. */
  const showRefusal = (e: unknown, sent: RequirementSetInput): boolean => {
    const { field, text } = serverError(e);
    const target = formFieldOf(field, sent, getValues());
    if (target) {
      setError(target as keyof SetFormValues, { type: 'server', message: text }, { shouldFocus: true });
      return true;
    }
    setFormError(field ? `${field} ${text}` : text);
    return false;
  };

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    const sent = toRequest(values);
    try {
      setPending({ sent, preview: await preview.mutateAsync(sent) });
    } catch (e) {
      showRefusal(e, sent);
    }
  });

  const confirm = async () => {
    if (!pending) return;
    try {
      const saved = await save.mutateAsync(pending.sent);
      notify(saved.changed > 0 ? 'schoolParams.preview.saved' : 'schoolParams.preview.saved_none', { type: 'success', messageArgs: { changed: saved.changed } });
      setPending(null);
      onClose();
    } catch (e) {
      // A field refusal goes back to the form; anything else stays in the preview.
      const { field } = serverError(e);
      if (formFieldOf(field, pending.sent, getValues())) {
        setPending(null);
        showRefusal(e, pending.sent);
        return;
      }
      throw e;
    }
  };

  // A new version's cohorts: from its first cohort up to the next existing set's.
  const newScope = (fromGrade: number) => {
    const next = params.sets.map((x) => x.fromGrade).filter((g) => g > fromGrade).sort((a, b) => a - b)[0] ?? null;
    return scopeText(translate, { fromGrade }, next);
  };

  if (!set || !defaults) return null;
  const hoursUnit = units.hoursUnit;
  const label = (field: string) => fieldLabel(translate, field, scoreUnit);
  const busy = preview.isPending || formState.isSubmitting;

  return (
    <>
      <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="md" fullWidth fullScreen={narrow} aria-labelledby="set-dialog-title">
        <DialogTitle id="set-dialog-title">
          {copyFor ? translate('schoolParams.form.title_add') : translate('schoolParams.form.title_edit', { scope })}
        </DialogTitle>
        <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
          <DialogContent dividers>
            <Stack spacing={2.5}>
              {copyFor ? <Alert severity="info">{translate('schoolParams.form.add_hint')}</Alert> : null}
              {base ? (
                <Typography variant="body2" color="text.secondary">{translate('schoolParams.form.base_grade')}</Typography>
              ) : (
                <Box sx={{ maxWidth: { sm: 260 } }}>
                  <FormTextField control={control} name="fromGrade" label={label('fromGrade')} helper={translate('schoolParams.form.grade_hint')} htmlInput={{ inputMode: 'numeric', maxLength: 4 }} />
                </Box>
              )}
              <Part title={translate('schoolParams.form.section_total', { scoreUnit })}>
                <Box sx={grid(3)}>
                  <AmountField control={control} name="requiredHours" label={label('requiredHours')} unit={hoursUnit} />
                  <AmountField control={control} name="requiredCredits" label={label('requiredCredits')} unit={scoreUnit} />
                  <ChoiceField control={control} name="creditYears" label={label('creditYears')} choices={CREDIT_YEARS} text={(years) => translate('schoolParams.form.credit_years', { years })} />
                </Box>
              </Part>
              {MINIMUM_SIDES.map((m) => (
                <Part key={m.side} title={translate(`schoolParams.form.section_${m.side}`)}>
                  <Box sx={{ maxWidth: { sm: 260 } }}>
                    <AmountField control={control} name={m.hours} label={label(m.hours)} unit={hoursUnit} helper={translate('schoolParams.form.minimum_zero_hint')} />
                  </Box>
                  <ModuleChecklist
                    control={control}
                    name={m.modules}
                    other={m.other}
                    modules={modules}
                    label={label(m.modules)}
                    hint={translate(`schoolParams.form.${m.side}_modules_hint`)}
                    otherLabel={translate(`schoolParams.form.in_${m.otherSide}`)}
                  />
                </Part>
              ))}
              <Part title={translate('schoolParams.form.section_modules')}>
                <Alert severity="info" sx={{ mb: 1.5, py: 0 }}>{translate('schoolParams.form.module_minimums_hint')}</Alert>
                <Box sx={grid(3)}>
                  {defaults.moduleMinimums.map((m, i) => (
                    <AmountField
                      key={m.classifyId}
                      control={control}
                      name={`moduleMinimums.${i}.minHours`}
                      label={modules.find((x) => x.id === m.classifyId)?.name ?? String(m.classifyId)}
                      unit={hoursUnit}
                      testId={`module-minimum-${m.classifyId}`}
                    />
                  ))}
                </Box>
              </Part>
              <Part title={translate('schoolParams.form.section_caps')}>
                <Box sx={grid(3)}>
                  <AmountField control={control} name="campusCultureTermCap" label={label('campusCultureTermCap')} unit={hoursUnit} />
                  <AmountField control={control} name="summerPracticeTermCap" label={label('summerPracticeTermCap')} unit={hoursUnit} />
                  <AmountField control={control} name="winterPracticeTermCap" label={label('winterPracticeTermCap')} unit={hoursUnit} />
                </Box>
              </Part>
              <Part title={translate('schoolParams.form.section_other')}>
                <Box sx={grid(2)}>
                  <ChoiceField control={control} name="makeUpMonth" label={label('makeUpMonth')} choices={MONTHS} text={(month) => translate('schoolParams.form.make_up_month', { month })} />
                  <Controller
                    control={control}
                    name="postgraduateRecordOnly"
                    render={({ field }) => (
                      <Box>
                        <FormControlLabel
                          control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                          label={label('postgraduateRecordOnly')}
                        />
                        <FormHelperText sx={{ mt: 0 }}>{translate('schoolParams.form.postgraduate_hint', { scoreUnit })}</FormHelperText>
                      </Box>
                    )}
                  />
                </Box>
              </Part>
              {formError ? <Alert severity="error" role="alert">{formError}</Alert> : null}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={onClose} disabled={busy}>{translate('schoolParams.form.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
              {busy ? translate('schoolParams.form.previewing') : translate('schoolParams.form.submit')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <PreviewDialog
        open={pending !== null}
        preview={pending?.preview ?? null}
        sent={pending?.sent ?? null}
        scope={copyFor ? newScope(pending?.sent.fromGrade ?? copyFor.fromGrade) : scope}
        scoreUnit={scoreUnit}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </>
  );
}
