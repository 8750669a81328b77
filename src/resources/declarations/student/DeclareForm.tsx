/**
 * 我要申报 (/student/declare/apply[?projectId=]; issue 5, contract getStudentOpenProjects: GET
 * /student/project/list {current, size, name?} → StudentProjectRow page of open projects;
 * create('myDeclarations'): POST /project/apply DeclarationInput → {id}): pick an open project
 * (its module, window, description and evidence requirement shown), one of its award levels with
 * the hours, optionally an attended activity (getList('myActivities'): GET /activity/my/list), the
 * statement and up to 9 attachments (spec §5, the activities' AttachmentsField), then submit →
 * back to 我的申报 with a success toast. A react-admin <Form> checked by the endpoint's own schema
 * (common/schemas/declarations.ts applyParams); the server's refusals (10002, in Chinese) show
 * under the field they name, or above the buttons.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Autocomplete, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Form, RadioButtonGroupInput, TextInput, useCreate, useDataProvider, useGetList, useInput, useNotify, useNavigate, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import type { UploadedFile } from '../../../../common/activities';
import { TemplateKind } from '../../../../common/documentTemplates';
import { TemplateDownloads } from '../../documentTemplates/TemplateDownloads';
import { DECLARATION_DESCRIPTION_MAX, type DeclarationInput, type StudentProjectRow } from '../../../../common/declarations';
import { applyParams } from '../../../../common/schemas/declarations';
import { toHundredths } from '../../../../common/hoursRules';
import type { DeclarationDataProvider } from '../../../dataProvider/declarations';
import { timeRange } from '../../activities/format';
import { AttachmentsField } from '../../activities/launch/MediaFields';
import { useHoursFormat } from '../../audits/cells';
import { toMyRow } from '../../participation/types';
import { statusKey } from './DeclarationStatusChip';
import { DECLARE_PATH } from './paths';
import { Fact } from '../../shared/Fact';
import { FormSubmitButton } from '../../shared/FormActionBar';
import { schemaResolver, useSchemaSubmit } from '../../shared/schemaForm';
import { RangeText } from '../../shared/RangeText';

/** The largest page the protocol allows (spec §9). */
const PICK_SIZE = 40;

function useOpenProjects(name: string) {
  const dataProvider = useDataProvider<DeclarationDataProvider>();
  return useQuery({
    queryKey: ['student-open-projects', name],
    queryFn: async () => (await dataProvider.getStudentOpenProjects({ current: 1, size: PICK_SIZE, ...(name ? { name } : {}) }))?.list ?? [],
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * Activities the student attended (signed in, or hours granted): the choices of 关联活动, from
 * getList('myActivities') (GET /activity/my/list). Silent: without them the form offers none.
 */
function useAttendedActivities() {
  const { data } = useGetList('myActivities', { pagination: { page: 1, perPage: PICK_SIZE }, meta: { silent: true } }, { retry: false });
  return useMemo(() => (data ?? []).map(toMyRow).filter((a) => a.signInAt || a.grantedHours !== null), [data]);
}


/**
 * Whether the student's own declaration of the project rules out an award level of `hours` (the
 * server's rule): a pending one rules out every level, an approved one every level up to its hours.
 */
export function blockedBy(mine: StudentProjectRow['myDeclaration'] | undefined, hours: string): boolean {
  if (!mine) return false;
  if (statusKey(mine.status) === 1) return true;
  if (statusKey(mine.status) === 2) return toHundredths(mine.hours) >= toHundredths(hours);
  return false;
}

/** The form's values: choices hold '' until made (react-admin's inputs may hold null once cleared). */
export interface DeclareValues {
  projectId: number | '' | null;
  optionId: number | string | '' | null;
  relateActivityId: number | '' | null;
  description: string | null;
  files: UploadedFile[];
}

const EMPTY: DeclareValues = { projectId: '', optionId: '', relateActivityId: '', description: '', files: [] };
const blank = (v: unknown) => v === '' || v === null || v === undefined;

/** The body of POST /project/apply. */
export function toInput(v: DeclareValues): DeclarationInput {
  return {
    projectId: v.projectId as number,
    optionId: blank(v.optionId) ? (v.optionId as never) : Number(v.optionId),
    relateActivityId: blank(v.relateActivityId) ? null : Number(v.relateActivityId),
    description: (v.description ?? '').trim(),
    fileIds: (v.files ?? []).map((f) => f.id),
  };
}

/** The endpoint's schema over the body the form would send; it submits the values as entered. */
const resolver = schemaResolver(
  z.custom<DeclareValues>().transform((v): unknown => toInput(v)).pipe(applyParams),
  {
    projectId: { required: 'studentHome.declare.form.project_required' },
    optionId: { required: 'studentHome.declare.form.option_required' },
    description: {
      '请填写申报说明': 'studentHome.declare.form.description_required',
      [`参数错误: description 最多${DECLARATION_DESCRIPTION_MAX}个字`]: { message: 'studentHome.declare.form.description_too_long', args: { max: DECLARATION_DESCRIPTION_MAX } },
    },
  },
  { raw: true },
);
const FIELDS = ['projectId', 'optionId', 'description'] as const;

export default function DeclareForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [create] = useCreate();
  const [search, setSearch] = useState('');
  const projects = useOpenProjects(search);
  const m = (key: string) => translate(`studentHome.declare.form.${key}`);

  const save = useCallback(
    async (v: DeclareValues) => {
      // Silent: the form shows the refusal (e.g. '该项目已有待审核的申报') itself.
      await create('myDeclarations', { data: toInput(v), meta: { silent: true } }, { returnPromise: true });
      notify('studentHome.declare.submitted', { type: 'success' });
      navigate(DECLARE_PATH);
    },
    [create, notify, navigate],
  );
  const { onSubmit, formError } = useSchemaSubmit(save, FIELDS);
  const noProjects = !projects.isPending && !search && !(projects.data ?? []).length;

  return (
    <Box sx={{ maxWidth: 760, minWidth: 0 }}>
      <Button size="small" startIcon={<ArrowBack />} onClick={() => navigate(DECLARE_PATH)} sx={{ mb: 1 }}>
        {translate('studentHome.declare.action.back')}
      </Button>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 1.5, sm: 3 } }}>
          <Typography component="h1" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>
            {m('title')}
          </Typography>
          <TemplateDownloads kind={TemplateKind.THOUGHT} />
          {noProjects ? (
            <Alert severity="info" data-testid="no-projects">
              {m('no_projects')}
            </Alert>
          ) : (
            <Form defaultValues={EMPTY} resolver={resolver} onSubmit={onSubmit} disableInvalidFormNotification noValidate>
              <DeclareFields projects={projects.data ?? []} loading={projects.isPending} onSearch={setSearch} />
              {formError ? <Alert severity="error" role="alert" sx={{ mt: 2 }}>{formError}</Alert> : null}
              <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 2.5 }}>
                <Button onClick={() => navigate(DECLARE_PATH)}>{translate('studentHome.declare.action.cancel')}</Button>
                <FormSubmitButton>{translate('studentHome.declare.action.submit')}</FormSubmitButton>
              </Stack>
            </Form>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

/** The project picker (searching open projects by name), its facts, and the fields it governs. */
function DeclareFields({ projects, loading, onSearch }: { projects: StudentProjectRow[]; loading: boolean; onSearch: (name: string) => void }) {
  const translate = useTranslate();
  const hours = useHoursFormat();
  const [params] = useSearchParams();
  const attended = useAttendedActivities();
  const { setValue } = useFormContext<DeclareValues>();
  const projectInput = useInput({ source: 'projectId', isRequired: true });
  const description = useWatch<DeclareValues, 'description'>({ name: 'description' }) ?? '';
  const [project, setProject] = useState<StudentProjectRow | null>(null);
  // What the input shows, and what the student typed to search (not the picked project's name).
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const f = (key: string) => translate(`studentHome.declare.field.${key}`);
  const m = (key: string, args?: Record<string, unknown>) => translate(`studentHome.declare.form.${key}`, args);

  // Server-side name search, a moment after typing stops.
  useEffect(() => {
    const t = setTimeout(() => onSearch(term.trim()), 300);
    return () => clearTimeout(t);
  }, [term, onSearch]);

  const pick = (p: StudentProjectRow | null) => {
    setProject(p);
    projectInput.field.onChange(p?.id ?? '');
    const open = (p?.options ?? []).filter((o) => !blockedBy(p?.myDeclaration, o.hours));
    setValue('optionId', p?.options.length === 1 && open.length === 1 ? open[0].id : '');
  };

  // ?projectId= preselects (e.g. from a project link).
  const wanted = Number(params.get('projectId'));
  useEffect(() => {
    if (project || !wanted) return;
    const found = projects.find((p) => p.id === wanted);
    if (found) pick(found);
  }, [project, wanted, projects]); // eslint-disable-line react-hooks/exhaustive-deps -- pick once found

  const mine = project?.myDeclaration;
  const options = useMemo(
    () => [...(project?.options ?? [])].sort((a, b) => a.orderNo - b.orderNo).map((o) => ({
      id: o.id, name: translate('studentHome.declare.option_label', { name: o.name, hours: hours(o.hours) }), disabled: blockedBy(mine, o.hours),
    })),
    [project, mine, translate, hours],
  );
  const projectError = projectInput.fieldState.error?.message;

  return (
    <Stack spacing={2.5}>
      <Autocomplete
        options={projects}
        value={project}
        loading={loading}
        onChange={(_, v) => pick(v)}
        inputValue={typed}
        onInputChange={(_, v, reason) => {
          setTyped(v);
          setTerm(reason === 'input' ? v : '');
        }}
        filterOptions={(x) => x}
        getOptionLabel={(p) => p.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderOption={({ key, ...props }, p) => (
          <li key={key} {...props}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">{p.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {[p.classifyName, timeRange(p.applyStart, p.applyEnd)].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          </li>
        )}
        renderInput={(props) => (
          <TextField {...props} required label={f('project')} placeholder={m('pick_project')} error={!!projectError} helperText={projectError ? translate(projectError) : undefined} />
        )}
      />

      {project ? (
        <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1 }} data-testid="project-facts">
          <Fact labelWidth="6.5em" preWrap label={f('category')}>{project.classifyName || '-'}</Fact>
          {project.organizationName ? <Fact labelWidth="6.5em" preWrap label={f('organization')}>{project.organizationName}</Fact> : null}
          <Fact labelWidth="6.5em" preWrap label={f('window')}><RangeText text={timeRange(project.applyStart, project.applyEnd)} /></Fact>
          {project.description ? <Fact labelWidth="6.5em" preWrap label={f('project_description')}>{project.description}</Fact> : null}
          {/* Shown when the list carries it ('' = no particular requirement). */}
          {project.evidence !== undefined ? <Fact labelWidth="6.5em" preWrap label={f('evidence')}>{project.evidence || m('no_evidence')}</Fact> : null}
        </Box>
      ) : null}

      {mine ? (
        <Alert severity={statusKey(mine.status) === 1 ? 'warning' : 'info'} data-testid="my-declaration">
          {translate('studentHome.declare.form.already', {
            option: mine.optionName,
            status: translate(`studentHome.status.${statusKey(mine.status)}`),
          })}
          {statusKey(mine.status) === 1 ? m('pending_block') : statusKey(mine.status) === 2 ? m('higher_only') : ''}
        </Alert>
      ) : null}

      {project ? (
        <RadioButtonGroupInput source="optionId" label={f('option')} choices={options} isRequired row={false} helperText={false} translateChoice={false} />
      ) : null}

      <RelateActivityInput label={f('relate_activity')} hint={m('relate_hint')} empty={m('no_relate')} activities={attended} />

      <TextInput
        source="description" label={f('description')} isRequired multiline minRows={4} placeholder={m('description_placeholder')}
        helperText={m('description_count', { count: description.length, max: DECLARATION_DESCRIPTION_MAX })}
        slotProps={{ htmlInput: { maxLength: DECLARATION_DESCRIPTION_MAX } }}
      />

      <FilesInput label={translate('studentHome.declare.field.attachments_evidence')} />
    </Stack>
  );
}

/** 关联活动: none ('不关联活动', the default) or one the student attended. */
function RelateActivityInput({ label, hint, empty, activities }: { label: string; hint: string; empty: string; activities: ReturnType<typeof useAttendedActivities> }) {
  const { field } = useInput({ source: 'relateActivityId' });
  return (
    <TextField
      select label={label} value={blank(field.value) ? '' : String(field.value)} onBlur={field.onBlur}
      onChange={(e) => field.onChange(e.target.value === '' ? '' : Number(e.target.value))}
      helperText={hint} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{empty}</MenuItem>
      {activities.map((a) => (
        <MenuItem key={a.id} value={String(a.id)} sx={{ whiteSpace: 'normal' }}>
          {a.name}
          {a.startTime ? `（${a.startTime.slice(0, 10)}）` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The attachments (the activities' AttachmentsField) as the form's `files`. */
function FilesInput({ label }: { label: string }) {
  const { field } = useInput({ source: 'files' });
  return <AttachmentsField value={field.value ?? []} onChange={field.onChange} label={label} />;
}
