/**
 * One 加减学时 request (issue 21): its students with their hours now, evidence, review history, and
 * for an auditor of the open step (a school-level administrator) 通过 / 驳回 with an opinion
 * (required to reject). Data: getAdjustment → GET /adjustment/detail; auditAdjustment → POST /adjustment/audit.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PunishmentDataProvider } from '../../dataProvider/punishments';
import { Fact } from '../shared/Fact';
import { AttachmentLinks } from '../shared/FileLinks';
import { serverError } from '../shared/serverError';

export function ReviewDialog({ id, onClose, onDone }: { id: number | null; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PunishmentDataProvider>();
  const query = useQuery({ queryKey: ['adjustments', 'one', id], queryFn: () => dataProvider.getAdjustment(id!), enabled: id !== null });
  const [opinion, setOpinion] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const d = query.data;
  const close = () => {
    setOpinion('');
    setError(null);
    onClose();
  };
  const decide = async (result: 'pass' | 'reject') => {
    if (result === 'reject' && !opinion.trim()) return setError(translate('adjustments.review.opinion_required'));
    setBusy(true);
    setError(null);
    try {
      await dataProvider.auditAdjustment({ id: id!, result, ...(opinion.trim() ? { opinion: opinion.trim() } : {}) });
      notify(result === 'pass' ? 'adjustments.review.passed' : 'adjustments.review.rejected', { type: 'success' });
      close();
      onDone();
    } catch (e) {
      setError(serverError(e).text);
    } finally {
      setBusy(false);
    }
  };
  const t = (k: string) => translate(`adjustments.fields.${k}`);
  return (
    <Dialog open={id !== null} onClose={busy ? undefined : close} fullWidth maxWidth="md">
      <DialogTitle>{d ? `${translate(`adjustments.direction.${d.direction}`, { _: d.directionName })} ${d.hours}${translate('adjustments.unit')} · ${translate(`adjustments.status.${d.status}`, { _: d.statusName })}` : translate('adjustments.title.detail')}</DialogTitle>
      <DialogContent>
        {!d ? <Skeleton variant="rounded" height={240} /> : (
          <Stack spacing={1.5}>
            <Fact label={t('classifyName')}>{`${d.classifyName} · ${d.termName}`}</Fact>
            <Fact label={t('reason')} preWrap>{d.reason}</Fact>
            <Fact label={t('requestedByName')}>{`${d.requestedByName} ${d.createdAt}`}</Fact>
            <Fact label={t('evidence')}>{d.files.length ? <AttachmentLinks files={d.files} /> : translate('adjustments.none')}</Fact>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('students')}>
                <TableHead>
                  <TableRow>
                    {['code', 'name', 'collegeName', 'hoursNow'].map((k) => <TableCell key={k}>{t(k)}</TableCell>)}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {d.students.map((s) => (
                    <TableRow key={s.userId}>
                      <TableCell>{s.code}</TableCell><TableCell>{s.name}</TableCell><TableCell>{`${s.collegeName} ${s.className}`}</TableCell><TableCell>{s.hoursNow}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <Typography variant="subtitle2">{t('history')}</Typography>
            {d.history.map((h, i) => (
              <Typography key={i} variant="body2" color="text.secondary">{`${h.time} ${h.actorName} ${h.action}${h.opinion ? `：${h.opinion}` : ''}`}</Typography>
            ))}
            {d.canAudit ? (
              <TextField label={t('opinion')} value={opinion} onChange={(e) => setOpinion(e.target.value)} multiline minRows={2} fullWidth slotProps={{ htmlInput: { maxLength: 500 } }} />
            ) : d.status === 1 ? <Alert severity="info">{translate('adjustments.review.not_auditor')}</Alert> : null}
            {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>{translate('ra.action.close')}</Button>
        {d?.canAudit ? (
          <>
            <Button color="error" onClick={() => void decide('reject')} disabled={busy}>{translate('adjustments.action.reject')}</Button>
            <Button variant="contained" onClick={() => void decide('pass')} disabled={busy}>{translate('adjustments.action.pass')}</Button>
          </>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
