/**
 * 组卷发布 (/communist/answer/create; issue 20): a quiz assembled from the bank — 随机抽题 (libraries
 * and how many) or 指定题目 (ticked in a library's list, in the order ticked) — with its time limit
 * (minutes), window, pass mark of 100, optional hours of a classify for a pass, and who may take it
 * (colleges, grades; none = everyone). The server copies the questions, so later edits of the bank
 * do not change the quiz. A refusal naming a field shows under it.
 * Data: create('quizzes') → POST /quiz/add; quizLibraries, quizQuestions, getClassifyTree,
 * getStructureOptions for the pickers.
 */
import { useState } from 'react';
import { Alert, Autocomplete, Box, Button, Checkbox, Chip, FormControlLabel, Grid, MenuItem, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useCreate, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ClassifyNode } from '../../../common/classify';
import { PickMode, type LibraryRow, type QuestionRow } from '../../../common/quizzes';
import type { OptionItem } from '../../../common/api';
import { FormSection } from '../shared/FormSection';
import { serverError, type ServerError } from '../shared/serverError';
import { QUIZ_LIST_PATH } from './paths';
import { formatMinute } from '../../../common/time';
import { DateTimeField } from '../shared/dates';

/** 'YYYY-MM-DD HH:mm' in China time, `plusDays` from now (the pickers' and the wire's format). */
const minuteFromNow = (plusDays: number) => formatMinute(new Date(Date.now() + plusDays * 86_400_000));
const flatten = (nodes: ClassifyNode[]): ClassifyNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

function usePickers() {
  const dataProvider = useDataProvider();
  const classifies = useQuery({ queryKey: ['quizClassifies'], queryFn: async () => flatten(await dataProvider.getClassifyTree()), retry: false });
  const colleges = useQuery({ queryKey: ['quizColleges'], queryFn: async () => (await dataProvider.getStructureOptions({ kind: 'college' })) as OptionItem[], retry: false });
  return { classifies: classifies.data ?? [], colleges: colleges.data ?? [] };
}

/** The questions of one library with ticks (指定题目). */
function QuestionPicker({ picked, onChange }: { picked: number[]; onChange: (ids: number[]) => void }) {
  const translate = useTranslate();
  const { data: libraries } = useGetList<LibraryRow>('quizLibraries', { pagination: { page: 1, perPage: 100 } });
  const [libraryId, setLibraryId] = useState<number | ''>('');
  const current = libraryId || libraries?.[0]?.id;
  const { data: questions } = useGetList<QuestionRow>('quizQuestions', { pagination: { page: 1, perPage: 40 }, filter: { libraryId: current } }, { enabled: !!current });
  return (
    <Stack spacing={1}>
      <TextField select size="small" label={translate('resources.quizQuestions.fields.libraryId')} value={current ?? ''} onChange={(e) => setLibraryId(Number(e.target.value))} sx={{ maxWidth: 280 }}>
        {(libraries ?? []).map((l) => <MenuItem key={l.id} value={l.id}>{`${l.name} (${l.questionCount})`}</MenuItem>)}
      </TextField>
      <Box sx={{ maxHeight: 320, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 1 }}>
        {(questions ?? []).map((q) => (
          <FormControlLabel key={q.id} sx={{ display: 'flex', alignItems: 'flex-start', my: 0.5 }}
            control={<Checkbox size="small" checked={picked.includes(q.id)} onChange={(e) => onChange(e.target.checked ? [...picked, q.id] : picked.filter((x) => x !== q.id))} />}
            label={<Typography variant="body2" sx={{ pt: 1 }}>{`[${translate(`quizzes.kind.${q.kind}`)}] ${q.stem}`}</Typography>} />
        ))}
        {questions && questions.length === 0 ? <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>{translate('quizzes.empty.questions')}</Typography> : null}
      </Box>
      <Typography variant="caption" color="text.secondary">{translate('quizzes.form.picked', { count: picked.length })}</Typography>
    </Stack>
  );
}

export default function QuizCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [create] = useCreate();
  const { classifies, colleges } = usePickers();
  const { data: libraries } = useGetList<LibraryRow>('quizLibraries', { pagination: { page: 1, perPage: 100 } });
  const [v, setV] = useState({
    name: '', description: '', mode: PickMode.RANDOM as number, libraryIds: [] as number[], count: 10, questionIds: [] as number[], timeLimit: 30,
    startTime: minuteFromNow(0), endTime: minuteFromNow(7), passScore: 60, hours: '', classifyId: '' as number | '', collegeIds: [] as number[], grades: '',
  });
  const [error, setError] = useState<ServerError | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<typeof v>) => setV({ ...v, ...patch });
  const err = (f: string) => (error?.field === f ? error.text : undefined);
  const submit = async () => {
    setSaving(true);
    setError(null);
    try {
      await create('quizzes', {
        data: {
          ...v, classifyId: v.classifyId || '', grades: v.grades.split(/[,，、\s]+/).filter(Boolean),
          libraryIds: v.mode === PickMode.RANDOM ? v.libraryIds : [], questionIds: v.mode === PickMode.PICKED ? v.questionIds : [], count: v.mode === PickMode.RANDOM ? v.count : '',
        },
        meta: { silent: true },
      }, { returnPromise: true });
      notify('quizzes.done.published', { type: 'success' });
      navigate(QUIZ_LIST_PATH);
    } catch (e) {
      setError(serverError(e));
    } finally {
      setSaving(false);
    }
  };
  const tf = (f: keyof typeof v, extra: object = {}) => ({
    label: translate(`resources.quizzes.fields.${f}`), value: v[f], size: 'small' as const, fullWidth: true, error: !!err(f), helperText: err(f),
    onChange: (e: { target: { value: string } }) => set({ [f]: typeof v[f] === 'number' ? Number(e.target.value) : e.target.value } as Partial<typeof v>), ...extra,
  });
  return (
    <Box sx={{ maxWidth: 960, py: 2 }}>
      <Title title="quizzes.title.create" />
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>{translate('quizzes.title.create')}</Typography>
      <FormSection title="quizzes.form.basics">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 8 }}><TextField {...tf('name')} required slotProps={{ htmlInput: { maxLength: 50 } }} /></Grid>
          <Grid size={{ xs: 6, sm: 2 }}><TextField {...tf('timeLimit')} type="number" required slotProps={{ htmlInput: { min: 1, max: 300 } }} /></Grid>
          <Grid size={{ xs: 6, sm: 2 }}><TextField {...tf('passScore')} type="number" required slotProps={{ htmlInput: { min: 0, max: 100 } }} /></Grid>
          <Grid size={{ xs: 12, sm: 6 }}><DateTimeField {...tf('startTime')} value={v.startTime} onChange={(t) => set({ startTime: t })} required /></Grid>
          <Grid size={{ xs: 12, sm: 6 }}><DateTimeField {...tf('endTime')} value={v.endTime} min={v.startTime || undefined} onChange={(t) => set({ endTime: t })} required /></Grid>
          <Grid size={12}><TextField {...tf('description')} multiline minRows={2} /></Grid>
        </Grid>
      </FormSection>
      <FormSection title="quizzes.form.questions">
        <RadioGroup row value={v.mode} onChange={(e) => set({ mode: Number(e.target.value) })}>
          <FormControlLabel value={PickMode.RANDOM} control={<Radio />} label={translate('quizzes.mode.1')} />
          <FormControlLabel value={PickMode.PICKED} control={<Radio />} label={translate('quizzes.mode.2')} />
        </RadioGroup>
        {v.mode === PickMode.RANDOM ? (
          <Grid container spacing={2} sx={{ mt: 0.5 }}>
            <Grid size={{ xs: 12, sm: 9 }}>
              <Autocomplete multiple size="small" options={libraries ?? []} getOptionLabel={(l) => `${l.name} (${l.questionCount})`} value={(libraries ?? []).filter((l) => v.libraryIds.includes(l.id))}
                onChange={(_, ls) => set({ libraryIds: ls.map((l) => l.id) })}
                renderInput={(p) => <TextField {...p} label={translate('resources.quizzes.fields.libraryIds')} error={!!err('libraryIds')} helperText={err('libraryIds')} />} />
            </Grid>
            <Grid size={{ xs: 12, sm: 3 }}><TextField {...tf('count')} type="number" slotProps={{ htmlInput: { min: 1, max: 100 } }} /></Grid>
          </Grid>
        ) : (
          <>
            <QuestionPicker picked={v.questionIds} onChange={(questionIds) => set({ questionIds })} />
            {err('questionIds') ? <Typography color="error" variant="caption">{err('questionIds')}</Typography> : null}
          </>
        )}
      </FormSection>
      <FormSection title="quizzes.form.scope">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 8 }}>
            <Autocomplete multiple size="small" options={colleges} getOptionLabel={(c) => c.name} value={colleges.filter((c) => v.collegeIds.includes(Number(c.id)))}
              onChange={(_, cs) => set({ collegeIds: cs.map((c) => Number(c.id)) })}
              renderTags={(cs, getProps) => cs.map((c, i) => <Chip size="small" label={c.name} {...getProps({ index: i })} key={c.id} />)}
              renderInput={(p) => <TextField {...p} label={translate('resources.quizzes.fields.collegeIds')} helperText={translate('quizzes.form.everyone_hint')} />} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}><TextField {...tf('grades')} placeholder="2023, 2024" helperText={err('grades') ?? translate('quizzes.form.grades_hint')} /></Grid>
          <Grid size={{ xs: 6, sm: 4 }}><TextField {...tf('hours')} type="number" slotProps={{ htmlInput: { min: 0, max: 100, step: 0.5 } }} /></Grid>
          <Grid size={{ xs: 6, sm: 8 }}>
            <TextField {...tf('classifyId')} select>
              <MenuItem value="">{translate('quizzes.form.no_hours')}</MenuItem>
              {classifies.map((c) => <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>)}
            </TextField>
          </Grid>
        </Grid>
      </FormSection>
      {error && !error.field ? <Alert severity="error" sx={{ mb: 2 }}>{error.text}</Alert> : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => navigate(QUIZ_LIST_PATH)}>{translate('quizzes.action.cancel')}</Button>
        <Button variant="contained" disabled={saving || !v.name.trim()} onClick={() => void submit()}>{translate('quizzes.action.publish')}</Button>
      </Stack>
    </Box>
  );
}
