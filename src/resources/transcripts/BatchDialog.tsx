/**
 * 批量生成成绩单 (issue 7): choose the students by 学院, 专业, 班级, 年级 or 指定学生, confirm with the
 * number of students, then follow the job (startTranscriptBatch: POST /transcript/batch → {id}; GET
 * /jobs/status) with a progress bar until the ZIP can be downloaded (GET /transcript/batch/download
 * {id}). Closing while it runs leaves the job running: the batch list shows its progress.
 */
import { useEffect, useState, type ReactNode } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import type { TranscriptBatchInput } from '../../../common/transcripts';
import type { FileDataProvider } from '../../dataProvider/files';
import type { TranscriptDataProvider } from '../../dataProvider/transcripts';
import { StudentPicker, type PickedStudent } from '../activities/StudentPicker';
import { JobProgress } from '../shared/JobProgress';
import { TreePicker } from '../shared/TreePicker';
import { useJob } from '../shared/useJob';
import { useStructureOptions, type Choice } from '../students/structureOptions';
import { BATCH_MODES, BATCH_STATUSES, EMPTY_BATCH_FORM, batchInput, type BatchForm } from './batchScope';
import { notifyError } from '../../dataProvider/notify';

/**
 * How many students a batch would cover: the picked ones, or the students of the unit in every
 * status but deleted (getList('students') → GET /school/students counts one status at a time).
 */
export async function countBatchStudents(dataProvider: DataProvider, input: TranscriptBatchInput): Promise<number> {
  if (input.userIds) return input.userIds.length;
  const totals = await Promise.all(
    BATCH_STATUSES.map((status) =>
      dataProvider.getList('students', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { ...input, status } }).then((p) => p.total ?? 0),
    ),
  );
  return totals.reduce((a, b) => a + b, 0);
}

/** GET /transcript/batch/download {id}: the batch's ZIP. */
export function downloadBatch(dataProvider: Pick<FileDataProvider, 'downloadFile'>, id: string, fileName?: string | null): Promise<string> {
  return dataProvider.downloadFile('/transcript/batch/download', { id }, fileName ?? 'transcripts.zip');
}

type Step = 'choose' | 'confirm' | 'job';

function Select({ label, value, choices, disabled, onChange }: { label: string; value: number | string; choices: Choice[]; disabled?: boolean; onChange: (v: string) => void }) {
  return (
    <TextField select size="small" fullWidth label={label} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The confirm and job steps: the chosen scope ('范围：…') over the step's own content. */
function ScopeStep({ scope, children }: { scope: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1.5} sx={{ pt: 0.5 }}>
      <Typography>
        {translate('transcripts.batch.scope')}：{scope}
      </Typography>
      {children}
    </Stack>
  );
}

const nameOf = (choices: Choice[], id: number | string) => choices.find((c) => String(c.id) === String(id))?.name ?? '';

export function BatchDialog({ open, onClose, onStarted }: { open: boolean; onClose: () => void; onStarted?: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<TranscriptDataProvider & FileDataProvider>();
  const [form, setForm] = useState<BatchForm>(EMPTY_BATCH_FORM);
  const [picked, setPicked] = useState<PickedStudent[]>([]);
  const [step, setStep] = useState<Step>('choose');
  const [count, setCount] = useState<number | null>(null);
  const { job, running, start, reset } = useJob<unknown>();

  const colleges = useStructureOptions('college').choices;
  const majors = useStructureOptions('major', { collegeId: form.collegeId }).choices;
  const classes = useStructureOptions('class', { collegeId: form.collegeId, majorId: form.majorId }).choices;
  const grades = useStructureOptions('grade').choices;

  useEffect(() => {
    if (!open) {
      setForm(EMPTY_BATCH_FORM);
      setPicked([]);
      setStep('choose');
      setCount(null);
      reset();
    }
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  const input = batchInput({ ...form, userIds: picked.map((s) => s.id) });
  const set = (patch: Partial<BatchForm>) => setForm((f) => ({ ...f, ...patch }));
  const scopeText =
    form.mode === 'students'
      ? translate('transcripts.batch.pickedCount', { count: picked.length })
      : form.mode === 'grade'
        ? nameOf(grades, form.grade) || form.grade
        : [nameOf(colleges, form.collegeId), form.mode !== 'college' ? nameOf(majors, form.majorId) : '', form.mode === 'class' ? nameOf(classes, form.classId) : '']
            .filter(Boolean)
            .join(' / ');

  const toConfirm = async () => {
    if (!input) return;
    setStep('confirm');
    setCount(null);
    try {
      setCount(await countBatchStudents(dataProvider, input));
    } catch (e) {
      notifyError(e);
      setStep('choose');
    }
  };
  const startBatch = () => {
    if (!input) return;
    setStep('job');
    const starting = dataProvider.startTranscriptBatch(input);
    starting.then(() => onStarted?.()).catch(() => undefined);
    void start(starting).then((view) => view && onStarted?.());
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="transcript-batch-title">
      <DialogTitle id="transcript-batch-title">{translate('transcripts.batch.title')}</DialogTitle>
      <DialogContent>
        {step === 'choose' && (
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            <RadioGroup row value={form.mode} onChange={(e) => set({ mode: e.target.value as BatchForm['mode'] })} aria-label={translate('transcripts.batch.by')}>
              {BATCH_MODES.map((m) => (
                <FormControlLabel key={m} value={m} control={<Radio size="small" />} label={translate(`transcripts.batch.mode.${m}`)} />
              ))}
            </RadioGroup>
            {/* Colleges, majors and classes in the structure's own order, with search (issue 18 item 8). */}
            {['college', 'major', 'class'].includes(form.mode) && (
              <TreePicker
                label={translate('transcripts.batch.mode.college')}
                value={form.collegeId}
                choices={colleges}
                helperText={false}
                onChange={(v) => set({ collegeId: v === '' ? '' : Number(v), majorId: '', classId: '' })}
              />
            )}
            {['major', 'class'].includes(form.mode) && (
              <TreePicker
                label={translate('transcripts.batch.mode.major')}
                value={form.majorId}
                choices={majors}
                disabled={form.collegeId === ''}
                helperText={false}
                onChange={(v) => set({ majorId: v === '' ? '' : Number(v), classId: '' })}
              />
            )}
            {form.mode === 'class' && (
              <TreePicker
                label={translate('transcripts.batch.mode.class')} value={form.classId} choices={classes} disabled={form.majorId === ''} helperText={false}
                onChange={(v) => set({ classId: v === '' ? '' : Number(v) })}
              />
            )}
            {form.mode === 'grade' && <Select label={translate('transcripts.batch.mode.grade')} value={form.grade} choices={grades} onChange={(v) => set({ grade: v })} />}
            {form.mode === 'students' && (
              <StudentPicker multiple label={translate('transcripts.batch.mode.students')} value={picked} onChange={setPicked} helperText={translate('transcripts.batch.pickHint')} />
            )}
          </Stack>
        )}
        {step === 'confirm' && (
          <ScopeStep scope={scopeText}>
            {count === null ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <CircularProgress size={18} />
                <Typography color="text.secondary">{translate('transcripts.batch.counting')}</Typography>
              </Stack>
            ) : count === 0 ? (
              <Alert severity="warning">{translate('transcripts.batch.none')}</Alert>
            ) : (
              <Alert severity="info" data-testid="batch-count">
                {translate('transcripts.batch.confirm', { count })}
              </Alert>
            )}
          </ScopeStep>
        )}
        {step === 'job' && (
          <ScopeStep scope={scopeText}>
            <JobProgress job={job} running={running} label="transcripts.batch.running">
              {(j) => (
                <Alert
                  severity="success"
                  action={
                    <Button size="small" startIcon={<DownloadIcon />} onClick={() => downloadBatch(dataProvider, j.id, j.fileName).catch(notifyError)}>
                      {translate('transcripts.batch.download')}
                    </Button>
                  }
                >
                  {translate('transcripts.batch.done', { count: j.total })}
                </Alert>
              )}
            </JobProgress>
            {running && <Typography variant="body2" color="text.secondary">{translate('transcripts.batch.background')}</Typography>}
          </ScopeStep>
        )}
      </DialogContent>
      <DialogActions>
        {step === 'choose' && (
          <>
            <Button onClick={onClose}>{translate('transcripts.action.cancel')}</Button>
            <Button variant="contained" disabled={!input} onClick={() => void toConfirm()}>
              {translate('transcripts.action.next')}
            </Button>
          </>
        )}
        {step === 'confirm' && (
          <>
            <Button onClick={() => setStep('choose')}>{translate('transcripts.action.previous')}</Button>
            <Button variant="contained" disabled={!count} onClick={startBatch}>
              {translate('transcripts.batch.start')}
            </Button>
          </>
        )}
        {step === 'job' && <Button onClick={onClose}>{translate('transcripts.action.close')}</Button>}
      </DialogActions>
    </Dialog>
  );
}
