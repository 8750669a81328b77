/**
 * The transcripts issued to one student (issue 7), never printed: issue date, state (有效, 已撤销 with
 * the reason, 已被新版本取代), code, totals as issued, 核验 (its /verify page) and its PDF. The student
 * sees their own (GET /student/transcript/list); staff see a student's (GET /transcript/list {userId})
 * — both getIssuedTranscripts — and may 撤销 a valid one with a reason (revokeTranscript: POST
 * /transcript/revoke {id, reason}).
 */
import { useState } from 'react';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { TranscriptRow } from '../../../common/transcripts';
import { SILENT } from '../../dataProvider';
import { ApiError } from '../../dataProvider/errors';
import type { FileDataProvider } from '../../dataProvider/files';
import type { TranscriptDataProvider } from '../../dataProvider/transcripts';
import { EmptyState } from '../shared/EmptyState';
import { groupCode, hoursText } from './format';
import { verifyPath } from './paths';
import { NO_PRINT } from './PrintStyles';
import { downloadTranscriptPdf } from './useIssue';
import { notifyError } from '../../dataProvider/notify';

const statusColor = { valid: 'success', revoked: 'error', superseded: 'default' } as const;

export interface IssuedListProps {
  /** A student's id (staff view); absent → the signed-in student's own. */
  userId?: number | string;
  places: number;
  /** Changes when a new transcript was issued, so that the list asks again. */
  refreshKey?: unknown;
  /** Staff holding 成绩单导出 may revoke. */
  canRevoke?: boolean;
}

function RevokeDialog({ row, onClose, onDone }: { row: TranscriptRow | null; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<TranscriptDataProvider>();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const close = () => {
    setReason('');
    setError('');
    onClose();
  };
  // Silent verb: a refusal is shown under the reason.
  const revoke = useMutation({
    ...SILENT,
    mutationFn: (r: { id: number; reason: string }) => dataProvider.revokeTranscript(r.id, r.reason),
    onSuccess: () => {
      notify('transcripts.revoke.done', { type: 'success' });
      setReason('');
      setError('');
      onDone();
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : translate('transcripts.revoke.failed')),
  });
  const saving = revoke.isPending;
  const submit = () => {
    if (!row) return;
    if (!reason.trim()) {
      setError(translate('transcripts.revoke.required'));
      return;
    }
    revoke.mutate({ id: row.id, reason: reason.trim() });
  };
  return (
    <Dialog open={row !== null} onClose={saving ? undefined : close} maxWidth="xs" fullWidth aria-labelledby="transcript-revoke-title">
      <DialogTitle id="transcript-revoke-title">{translate('transcripts.revoke.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('transcripts.revoke.text', { code: groupCode(row?.code) })}</DialogContentText>
        <TextField
          label={translate('transcripts.revoke.reason')}
          required
          fullWidth
          multiline
          minRows={2}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError('');
          }}
          error={!!error}
          helperText={error || ' '}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={saving}>
          {translate('transcripts.action.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={submit} disabled={saving}>
          {translate('transcripts.revoke.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function IssuedList({ userId, places, refreshKey = null, canRevoke = false }: IssuedListProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<TranscriptDataProvider & FileDataProvider>();
  const [revoking, setRevoking] = useState<TranscriptRow | null>(null);
  const { data, isPending, refetch } = useQuery({
    queryKey: ['issued-transcripts', userId ?? 'self', refreshKey],
    queryFn: () => dataProvider.getIssuedTranscripts(userId === undefined ? undefined : Number(userId)),
  });
  const rows = data ?? [];
  return (
    <Box component="section" className={NO_PRINT} sx={{ maxWidth: '210mm', mx: 'auto', mt: 3, px: { xs: 1, sm: 0 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('transcripts.mine.issued')}
      </Typography>
      {isPending ? (
        <CircularProgress size={24} />
      ) : rows.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState message={userId === undefined ? 'transcripts.mine.none' : 'transcripts.mine.noneStaff'} />
        </Paper>
      ) : (
        <Stack spacing={1}>
          {rows.map((r) => (
            <Paper key={r.id} variant="outlined" sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} data-testid="issued-row">
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 600 }}>{r.issueDate}</Typography>
                  <Chip size="small" variant="outlined" color={statusColor[r.status] ?? 'default'} label={translate(`transcripts.mine.status.${r.status}`)} />
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {translate('transcripts.code')}：<Box component="span" sx={{ fontFamily: 'monospace' }}>{groupCode(r.code)}</Box>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('transcripts.total.hours')}：{hoursText(r.totalHours, places)} · {r.scoreUnit}：{hoursText(r.score, places)}
                  {userId !== undefined && r.issuedByName ? ` · ${translate('transcripts.mine.issuedBy', { name: r.issuedByName })}` : ''}
                </Typography>
                {r.revokeReason && (
                  <Typography variant="body2" color="error">
                    {translate('transcripts.mine.revokeReason', { reason: r.revokeReason })}
                  </Typography>
                )}
              </Box>
              <Stack direction="row" spacing={1}>
                <Button size="small" component={RouterLink} to={verifyPath(groupCode(r.code))} target="_blank" startIcon={<OpenInNewIcon />}>
                  {translate('transcripts.mine.verify')}
                </Button>
                <Button
                  size="small"
                  startIcon={<PictureAsPdfIcon />}
                  onClick={() => downloadTranscriptPdf(dataProvider, { id: r.id, content: { student: { code: r.studentCode, name: r.name } } }).catch(notifyError)}
                >
                  PDF
                </Button>
                {canRevoke && r.status === 'valid' && (
                  <Button size="small" color="error" onClick={() => setRevoking(r)}>
                    {translate('transcripts.revoke.action')}
                  </Button>
                )}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <RevokeDialog
        row={revoking}
        onClose={() => setRevoking(null)}
        onDone={() => {
          setRevoking(null);
          void refetch();
        }}
      />
    </Box>
  );
}
