/**
 * 我要申报 (/student/declare/apply[?projectId=]; issue 5, contract getStudentOpenProjects: GET
 * /student/project/list {current, size, name?} → StudentProjectRow page of open projects;
 * create('myDeclarations'): POST /project/apply DeclarationInput → {id}): pick an open project
 * (its module, window, description and evidence requirement shown), one of its award levels with
 * the hours, optionally an attended activity (getList('myActivities'): GET /activity/my/list), the
 * statement and up to 9 attachments (spec §5, the activities' AttachmentsField), then submit →
 * back to 我的申报 with a success toast. The server's refusals (10002, in Chinese) are shown as
 * they come.
 */
import { useEffect, useMemo, useState } from 'react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCreate, useDataProvider, useGetList, useNotify, useNavigate, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { UploadedFile } from '../../../../common/activities';
import { DECLARATION_DESCRIPTION_MAX, type DeclarationInput, type StudentProjectRow } from '../../../../common/declarations';
import { toHundredths } from '../../../../common/hoursRules';
import type { DeclarationDataProvider } from '../../../dataProvider/declarations';
import { timeRange } from '../../activities/format';
import { AttachmentsField } from '../../activities/launch/MediaFields';
import { useHoursFormat } from '../../audits/cells';
import { toMyRow } from '../../participation/types';
import { statusKey } from './DeclarationStatusChip';
import { DECLARE_PATH } from './paths';
import { Fact } from '../../shared/Fact';

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


type Errors = Partial<Record<'project' | 'option' | 'description', string>>;

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

export default function DeclareForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const hours = useHoursFormat();
  const [create] = useCreate();
  const [params] = useSearchParams();
  const [search, setSearch] = useState('');
  // What the input shows, and what the student typed to search (not the picked project's name).
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const projects = useOpenProjects(search);
  const attended = useAttendedActivities();
  const [project, setProject] = useState<StudentProjectRow | null>(null);
  const [optionId, setOptionId] = useState<number | ''>('');
  const [relateId, setRelateId] = useState<number | ''>('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const f = (key: string) => translate(`studentSelf.declare.field.${key}`);
  const m = (key: string, args?: Record<string, unknown>) => translate(`studentSelf.declare.form.${key}`, args);

  // Server-side name search, a moment after typing stops.
  useEffect(() => {
    const t = setTimeout(() => setSearch(term.trim()), 300);
    return () => clearTimeout(t);
  }, [term]);

  // ?projectId= preselects (e.g. from a project link).
  const wanted = Number(params.get('projectId'));
  useEffect(() => {
    if (project || !wanted || !projects.data) return;
    const found = projects.data.find((p) => p.id === wanted);
    if (found) setProject(found);
  }, [project, wanted, projects.data]);

  const options = useMemo(() => [...(project?.options ?? [])].sort((a, b) => a.orderNo - b.orderNo), [project]);

  const pick = (p: StudentProjectRow | null) => {
    setProject(p);
    const open = (p?.options ?? []).filter((o) => !blockedBy(p?.myDeclaration, o.hours));
    setOptionId(p?.options.length === 1 && open.length === 1 ? open[0].id : '');
    setErrors((e) => ({ ...e, project: undefined, option: undefined }));
  };

  const validate = (): Errors => {
    const e: Errors = {};
    if (!project) e.project = m('project_required');
    else if (optionId === '') e.option = m('option_required');
    if (!description.trim()) e.description = m('description_required');
    else if (description.length > DECLARATION_DESCRIPTION_MAX) e.description = m('description_too_long', { max: DECLARATION_DESCRIPTION_MAX });
    return e;
  };

  const submit = async () => {
    const e = validate();
    setErrors(e);
    if (Object.values(e).some(Boolean) || !project || optionId === '') return;
    const input: DeclarationInput = {
      projectId: project.id,
      optionId,
      relateActivityId: relateId === '' ? null : relateId,
      description: description.trim(),
      fileIds: files.map((x) => x.id),
    };
    setBusy(true);
    try {
      await create('myDeclarations', { data: input }, { returnPromise: true });
      notify('studentSelf.declare.submitted', { type: 'success' });
      navigate(DECLARE_PATH);
    } catch {
      // The API client has shown the server's message (e.g. '该项目已有待审核的申报').
      setBusy(false);
    }
  };

  const mine = project?.myDeclaration;
  const noProjects = !projects.isPending && !search && !(projects.data ?? []).length;

  return (
    <Box sx={{ maxWidth: 760, minWidth: 0 }}>
      <Button size="small" startIcon={<ArrowBack />} onClick={() => navigate(DECLARE_PATH)} sx={{ mb: 1 }}>
        {translate('studentSelf.declare.action.back')}
      </Button>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 1.5, sm: 3 } }}>
          <Typography component="h1" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>
            {m('title')}
          </Typography>
          {noProjects ? (
            <Alert severity="info" data-testid="no-projects">
              {m('no_projects')}
            </Alert>
          ) : (
            <Stack spacing={2.5}>
              <Autocomplete
                options={projects.data ?? []}
                value={project}
                loading={projects.isPending}
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
                  <TextField
                    {...props}
                    required
                    label={f('project')}
                    placeholder={m('pick_project')}
                    error={!!errors.project}
                    helperText={errors.project}
                  />
                )}
              />

              {project ? (
                <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1 }} data-testid="project-facts">
                  <Fact labelWidth="6.5em" preWrap label={f('category')}>{project.classifyName || '-'}</Fact>
                  {project.organizationName ? <Fact labelWidth="6.5em" preWrap label={f('organization')}>{project.organizationName}</Fact> : null}
                  <Fact labelWidth="6.5em" preWrap label={f('window')}>{timeRange(project.applyStart, project.applyEnd)}</Fact>
                  {project.description ? <Fact labelWidth="6.5em" preWrap label={f('project_description')}>{project.description}</Fact> : null}
                  {/* Shown when the list carries it ('' = no particular requirement). */}
                  {project.evidence !== undefined ? <Fact labelWidth="6.5em" preWrap label={f('evidence')}>{project.evidence || m('no_evidence')}</Fact> : null}
                </Box>
              ) : null}

              {mine ? (
                <Alert severity={statusKey(mine.status) === 1 ? 'warning' : 'info'} data-testid="my-declaration">
                  {translate('studentSelf.declare.form.already', {
                    option: mine.optionName,
                    status: translate(`studentSelf.status.${statusKey(mine.status)}`),
                  })}
                  {statusKey(mine.status) === 1 ? m('pending_block') : statusKey(mine.status) === 2 ? m('higher_only') : ''}
                </Alert>
              ) : null}

              {project ? (
                <FormControl error={!!errors.option} required>
                  <FormLabel id="declare-option">{f('option')}</FormLabel>
                  <RadioGroup aria-labelledby="declare-option" value={optionId === '' ? '' : String(optionId)} onChange={(e) => { setOptionId(Number(e.target.value)); setErrors((x) => ({ ...x, option: undefined })); }}>
                    {options.map((o) => (
                      <FormControlLabel
                        key={o.id}
                        value={String(o.id)}
                        control={<Radio size="small" />}
                        disabled={blockedBy(mine, o.hours)}
                        label={translate('studentSelf.declare.option_label', { name: o.name, hours: hours(o.hours) })}
                      />
                    ))}
                  </RadioGroup>
                  {errors.option ? <FormHelperText>{errors.option}</FormHelperText> : null}
                </FormControl>
              ) : null}

              <TextField
                select
                label={f('relate_activity')}
                value={relateId === '' ? '' : String(relateId)}
                onChange={(e) => setRelateId(e.target.value === '' ? '' : Number(e.target.value))}
                helperText={m('relate_hint')}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{m('no_relate')}</MenuItem>
                {attended.map((a) => (
                  <MenuItem key={a.id} value={String(a.id)} sx={{ whiteSpace: 'normal' }}>
                    {a.name}
                    {a.startTime ? `（${a.startTime.slice(0, 10)}）` : ''}
                  </MenuItem>
                ))}
              </TextField>

              <TextField
                required
                multiline
                minRows={4}
                label={f('description')}
                placeholder={m('description_placeholder')}
                value={description}
                onChange={(e) => {
                  setDescription(e.target.value.slice(0, DECLARATION_DESCRIPTION_MAX));
                  setErrors((x) => ({ ...x, description: undefined }));
                }}
                error={!!errors.description}
                helperText={errors.description ?? m('description_count', { count: description.length, max: DECLARATION_DESCRIPTION_MAX })}
              />

              <AttachmentsField value={files} onChange={setFiles} label={translate('studentSelf.declare.field.attachments_evidence')} />

              <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
                <Button onClick={() => navigate(DECLARE_PATH)} disabled={busy}>
                  {translate('studentSelf.declare.action.cancel')}
                </Button>
                <Button variant="contained" onClick={submit} disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
                  {translate('studentSelf.declare.action.submit')}
                </Button>
              </Stack>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
