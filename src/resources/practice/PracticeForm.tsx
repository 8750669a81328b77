/**
 * 申报实践 (/society/practice/creat; issue 19, spec §2): the proposal of a practice team — name,
 * category (the 社会实践 module's children), term (its kind is the project's type: 暑期 / 寒假 / 学期中),
 * destination, dates within the term, advisor, the team (the leader's number for staff; a
 * student proposing leads it; members by number, across colleges), plan, budget and the required
 * safety pledge. With ?id= it changes a rejected proposal and resubmits it. Checked by the
 * endpoint's own schema (common/schemas/practice.ts); the server's refusals show under the field
 * they name. Data: create / update('practices') → POST /practice/add | /practice/update.
 */
import { useCallback, useMemo } from 'react';
import { Alert, Box, Card, CardContent, Checkbox, FormControlLabel, FormHelperText, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Form, NumberInput, SelectInput, TextInput, useCreate, useDataProvider, useInput, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SAFETY_PLEDGE_TEXT, type PracticeDetail } from '../../../common/practice';
import { practiceAddParams } from '../../../common/schemas/practice';
import { isStudentIdentity } from '../../../common/api';
import { readSession } from '../../authProvider/session';
import { DatePickerInput } from '../shared/dates';
import { FormActionBar, FormButton, FormSubmitButton } from '../shared/FormActionBar';
import { FormSection } from '../shared/FormSection';
import { TemplateDownloads } from '../documentTemplates/TemplateDownloads';
import { TemplateKind } from '../../../common/documentTemplates';
import { schemaResolver, useSchemaSubmit } from '../shared/schemaForm';
import { myShowPath, listShowPath } from './paths';
import { usePracticeOptions } from './queries';

const FIELDS = ['name', 'classifyId', 'termId', 'destination', 'startDate', 'endDate', 'advisorId', 'leaderCode', 'memberCodes', 'plan', 'budget', 'safetyPledge'] as const;
const resolver = schemaResolver(practiceAddParams, {}, { raw: true });

/** The form's values from a project (changing a rejected proposal). */
function valuesOf(d: PracticeDetail | undefined) {
  if (!d) return { name: '', destination: '', plan: '', budget: '', memberCodes: '', safetyPledge: false };
  return {
    name: d.name, classifyId: d.classifyId, termId: d.termId, destination: d.destination, startDate: d.startDate, endDate: d.endDate,
    advisorId: d.advisorId, leaderCode: d.leaderCode, memberCodes: d.members.filter((m) => m.role !== 1).map((m) => m.code).join(' '),
    plan: d.plan, budget: d.budget, safetyPledge: false,
  };
}

/** The safety pledge: its text and the required checkbox. */
function PledgeInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'safetyPledge' });
  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
      <Typography variant="subtitle2">{translate('practice.form.pledge_title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>{SAFETY_PLEDGE_TEXT}</Typography>
      <FormControlLabel
        control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} inputProps={{ 'aria-label': translate('practice.form.safetyPledge') }} />}
        label={translate('practice.form.safetyPledge')}
      />
      {fieldState.error ? <FormHelperText error role="alert">{fieldState.error.message}</FormHelperText> : null}
    </Box>
  );
}

export default function PracticeForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const student = isStudentIdentity(readSession().identity);
  const { data: options, isPending } = usePracticeOptions();
  const existing = useQuery({
    queryKey: ['practice-detail', id],
    queryFn: async () => (await dataProvider.getOne<PracticeDetail & { id: number }>('practices', { id: id! })).data,
    enabled: id !== null,
  });
  const defaults = useMemo(() => valuesOf(existing.data), [existing.data]);
  const showPath = student ? myShowPath : listShowPath;

  const save = useCallback(
    async (v: Record<string, unknown>) => {
      const data = { ...v, leaderCode: student ? undefined : v.leaderCode };
      const saved = id
        ? await update('practices', { id, data, meta: { silent: true } }, { returnPromise: true })
        : await create('practices', { data, meta: { silent: true } }, { returnPromise: true });
      notify('practice.form.saved', { type: 'success' });
      navigate(showPath((saved as { id: number }).id ?? id));
    },
    [create, update, id, notify, navigate, showPath, student],
  );
  const { onSubmit, formError } = useSchemaSubmit(save, FIELDS);
  const m = (key: string) => `practice.form.${key}`;

  if (isPending || (id !== null && existing.isPending)) return <Skeleton variant="rounded" height={480} />;
  return (
    <Box sx={{ maxWidth: 880, minWidth: 0 }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 1.5, sm: 3 } }}>
          <Typography component="h1" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>{translate(m(id ? 'edit_title' : 'create_title'))}</Typography>
          <TemplateDownloads kind={TemplateKind.PRACTICE} />
          <Form defaultValues={defaults} resolver={resolver} onSubmit={onSubmit} disableInvalidFormNotification noValidate key={id ?? 'new'}>
            <FormSection title={m('section_basic')}>
              <TextInput source="name" label={m('name')} fullWidth isRequired />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                <SelectInput source="termId" label={m('termId')} choices={options?.terms ?? []} translateChoice={false} fullWidth isRequired helperText={m('termHint')} />
                <SelectInput source="classifyId" label={m('classifyId')} choices={options?.classifies ?? []} translateChoice={false} fullWidth isRequired />
              </Stack>
              <TextInput source="destination" label={m('destination')} fullWidth isRequired />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                <DatePickerInput source="startDate" label={m('startDate')} fullWidth isRequired />
                <DatePickerInput source="endDate" label={m('endDate')} fullWidth isRequired />
              </Stack>
            </FormSection>
            <FormSection title={m('section_team')}>
              <SelectInput source="advisorId" label={m('advisorId')} choices={options?.advisors ?? []} translateChoice={false} fullWidth isRequired />
              {student ? null : <TextInput source="leaderCode" label={m('leaderCode')} fullWidth isRequired />}
              <TextInput source="memberCodes" label={m('memberCodes')} helperText={m('memberHint')} fullWidth multiline />
            </FormSection>
            <FormSection title={m('section_plan')}>
              <TextInput source="plan" label={m('plan')} fullWidth multiline minRows={4} isRequired />
              <NumberInput source="budget" label={m('budget')} min={0} step={100} isRequired />
              <PledgeInput />
            </FormSection>
            {formError ? <Alert severity="error" role="alert" sx={{ mt: 2 }}>{formError}</Alert> : null}
            <FormActionBar>
              <FormButton onClick={() => navigate(-1)}>{translate(m('cancel'))}</FormButton>
              <FormSubmitButton>{translate(m(id ? 'resubmit' : 'submit'))}</FormSubmitButton>
            </FormActionBar>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
