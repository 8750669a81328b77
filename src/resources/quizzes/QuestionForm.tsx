/**
 * 新增题目 / 编辑题目 (/communist/subject/create, ?id= to edit, ?libraryId= to preselect; issue 20):
 * library, kind (单选题 / 多选题 / 判断题), stem, options (2–8; a true/false question's are 正确 / 错误),
 * the right options marked beside them (one for single and true/false, two or more for multiple),
 * explanation. The endpoint validates; a refusal naming a field shows under it. Saves through
 * create / update('quizQuestions') (POST /quiz/question/add | update); 保存并继续 keeps the library
 * and kind for the next question.
 */
import { useEffect, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Button, Checkbox, FormControlLabel, IconButton, LinearProgress, MenuItem, Radio, Stack, TextField, Typography } from '@mui/material';
import { Title, useGetList, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { JUDGE_OPTIONS, QuestionKind, type LibraryRow, type QuestionRow } from '../../../common/quizzes';
import { useSaveRecord } from '../shared/CrudList';
import { FormSection } from '../shared/FormSection';
import { serverError, type ServerError } from '../shared/serverError';
import { LIBRARY_PATH } from './paths';

const letter = (i: number) => String.fromCharCode(65 + i);
const EMPTY = { libraryId: '' as number | '', kind: QuestionKind.SINGLE as number, stem: '', options: ['', '', '', ''], answer: '', explanation: '' };

export default function QuestionForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const { data: record, isPending } = useGetOne<QuestionRow>('quizQuestions', { id: id! }, { enabled: id !== undefined });
  const { data: libraries } = useGetList<LibraryRow>('quizLibraries', { pagination: { page: 1, perPage: 100 } });
  const [v, setV] = useState({ ...EMPTY, libraryId: Number(params.get('libraryId')) || ('' as number | '') });
  const [error, setError] = useState<ServerError | null>(null);
  const [saving, setSaving] = useState(false);
  const save = useSaveRecord('quizQuestions');
  useEffect(() => {
    if (record) setV({ libraryId: record.libraryId, kind: record.kind, stem: record.stem, options: record.kind === QuestionKind.JUDGE ? ['', ''] : record.options, answer: record.answer, explanation: record.explanation });
  }, [record]);
  if (id !== undefined && isPending) return <LinearProgress />;

  const judge = v.kind === QuestionKind.JUDGE;
  const shown = judge ? [...JUDGE_OPTIONS] : v.options;
  const multiple = v.kind === QuestionKind.MULTIPLE;
  const toggle = (i: number) => {
    const l = letter(i);
    const answer = multiple ? (v.answer.includes(l) ? v.answer.replace(l, '') : [...v.answer, l].sort().join('')) : l;
    setV({ ...v, answer });
  };
  const removeOption = (i: number) => setV({ ...v, options: v.options.filter((_, k) => k !== i), answer: '' });
  const fieldError = (f: string) => (error?.field === f ? error.text : undefined);
  const submit = async (again: boolean) => {
    setSaving(true);
    setError(null);
    try {
      await save(id, { ...v, options: judge ? [] : v.options });
      notify(id ? 'quizzes.done.question_updated' : 'quizzes.done.question_created', { type: 'success' });
      if (again) setV({ ...EMPTY, libraryId: v.libraryId, kind: v.kind });
      else navigate(`${LIBRARY_PATH}?libraryId=${v.libraryId}`);
    } catch (e) {
      setError(serverError(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box sx={{ maxWidth: 860, py: 2 }}>
      <Title title={translate(id ? 'quizzes.title.edit_question' : 'quizzes.title.subject')} />
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>{translate(id ? 'quizzes.title.edit_question' : 'quizzes.title.subject')}</Typography>
      {libraries && libraries.length === 0 ? <Alert severity="warning" sx={{ mb: 2 }}>{translate('quizzes.form.no_library')}</Alert> : null}
      <FormSection title="quizzes.form.question">
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select label={translate('resources.quizQuestions.fields.libraryId')} value={v.libraryId} onChange={(e) => setV({ ...v, libraryId: Number(e.target.value) })}
              required sx={{ minWidth: 220 }} size="small" error={!!fieldError('libraryId')} helperText={fieldError('libraryId')}>
              {(libraries ?? []).map((l) => <MenuItem key={l.id} value={l.id}>{l.name}</MenuItem>)}
            </TextField>
            <TextField select label={translate('resources.quizQuestions.fields.kind')} value={v.kind} onChange={(e) => setV({ ...v, kind: Number(e.target.value), answer: '', options: v.options.length >= 2 ? v.options : ['', ''] })} size="small" sx={{ minWidth: 160 }}>
              {[1, 2, 3].map((k) => <MenuItem key={k} value={k}>{translate(`quizzes.kind.${k}`)}</MenuItem>)}
            </TextField>
          </Stack>
          <TextField label={translate('resources.quizQuestions.fields.stem')} value={v.stem} onChange={(e) => setV({ ...v, stem: e.target.value })} required multiline minRows={2} fullWidth
            error={!!fieldError('stem')} helperText={fieldError('stem')} slotProps={{ htmlInput: { maxLength: 500 } }} />
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate(multiple ? 'quizzes.form.mark_many' : 'quizzes.form.mark_one')}</Typography>
            <Stack spacing={1}>
              {shown.map((o, i) => (
                <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <FormControlLabel sx={{ mr: 0 }} label={letter(i)} control={multiple
                    ? <Checkbox checked={v.answer.includes(letter(i))} onChange={() => toggle(i)} inputProps={{ 'aria-label': translate('quizzes.form.right_option', { letter: letter(i) }) }} />
                    : <Radio checked={v.answer === letter(i)} onChange={() => toggle(i)} inputProps={{ 'aria-label': translate('quizzes.form.right_option', { letter: letter(i) }) }} />} />
                  {judge ? <Typography>{o}</Typography> : (
                    <TextField value={o} onChange={(e) => setV({ ...v, options: v.options.map((x, k) => (k === i ? e.target.value : x)) })} size="small" fullWidth
                      placeholder={translate('quizzes.form.option_placeholder', { letter: letter(i) })} slotProps={{ htmlInput: { maxLength: 200 } }} />
                  )}
                  {!judge && v.options.length > 2 ? <IconButton aria-label={translate('quizzes.action.delete')} onClick={() => removeOption(i)}><DeleteOutline fontSize="small" /></IconButton> : null}
                </Stack>
              ))}
            </Stack>
            {!judge && v.options.length < 8 ? <Button size="small" startIcon={<AddIcon />} onClick={() => setV({ ...v, options: [...v.options, ''] })}>{translate('quizzes.action.add_option')}</Button> : null}
            {fieldError('options') || fieldError('answer') ? <Typography color="error" variant="caption" component="p">{fieldError('options') ?? fieldError('answer')}</Typography> : null}
          </Box>
          <TextField label={translate('resources.quizQuestions.fields.explanation')} value={v.explanation} onChange={(e) => setV({ ...v, explanation: e.target.value })} multiline minRows={2} fullWidth />
        </Stack>
      </FormSection>
      {error && !error.field ? <Alert severity="error" sx={{ mb: 2 }}>{error.text}</Alert> : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => navigate(LIBRARY_PATH)}>{translate('quizzes.action.cancel')}</Button>
        {!id ? <Button variant="outlined" disabled={saving} onClick={() => void submit(true)}>{translate('quizzes.action.save_next')}</Button> : null}
        <Button variant="contained" disabled={saving} onClick={() => void submit(false)}>{translate('quizzes.action.save')}</Button>
      </Stack>
    </Box>
  );
}
