/**
 * 动态详情 (/communist/moments/detail?id=; issue 21 moments): one post with its images, theme,
 * activity, likes and comments (write one; delete your own, or any as a moderator, asked first);
 * 举报 for readers; for moderators of the post's scope its reports, its review history and the
 * actions 通过 / 驳回 (a reason) while it waits and 下架 (a reason) once published. Data: getMoment,
 * likeMoment, commentMoment, deleteMomentComment, reportMoment, auditMoments, takeDownMoment.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Divider, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { MOMENT_LIMITS as L, MomentStatus } from '../../../common/moments';
import type { MomentsDataProvider } from '../../dataProvider/moments';
import { AuditTimeline } from '../shared/AuditTimeline';
import { EmptyState } from '../shared/EmptyState';
import { ConfirmActionDialog } from '../staff/ConfirmActionDialog';
import { PostCard, ReasonDialog, useFail } from './parts';

const HISTORY_KEYS = { empty: 'moments.history.empty', label: 'moments.history.label', step: 'moments.history.step', system: 'moments.history.system', opinion: 'moments.history.opinion' };

export default function Detail() {
  const translate = useTranslate();
  const notify = useNotify();
  const fail = useFail();
  const dataProvider = useDataProvider<MomentsDataProvider>();
  const id = Number(useSearchParams()[0].get('id'));
  const query = useQuery({ queryKey: ['moment', id], queryFn: () => dataProvider.getMoment(id), enabled: id > 0, retry: false });
  const [comment, setComment] = useState('');
  const [dialog, setDialog] = useState<'reject' | 'takedown' | 'pass' | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const m = query.data;
  const reload = () => void query.refetch();
  if (query.isPending && id > 0) return <Typography sx={{ p: 3 }} color="text.secondary">{translate('ra.page.loading')}</Typography>;
  if (!m) return <Box sx={{ pt: 2 }}><Title title="moments.title.detail" /><EmptyState message="moments.notFound" /></Box>;
  const send = () => dataProvider.commentMoment(id, comment.trim()).then(() => { setComment(''); reload(); }, fail);
  const moderator = m.canAudit || m.canTakeDown || m.reports.length > 0;
  return (
    <Box sx={{ pt: 1, maxWidth: 760, mx: 'auto', width: '100%' }}>
      <Title title="moments.title.detail" />
      <Stack spacing={1.5}>
        {m.canAudit || m.canTakeDown ? (
          <Alert severity={m.canAudit ? 'info' : 'success'} action={
            <Stack direction="row" spacing={1}>
              {m.canAudit ? <Button color="primary" variant="contained" size="small" data-testid="moment-pass" onClick={() => setDialog('pass')}>{translate('moments.pass')}</Button> : null}
              {m.canAudit ? <Button color="error" variant="outlined" size="small" onClick={() => setDialog('reject')}>{translate('moments.reject')}</Button> : null}
              {m.canTakeDown ? <Button color="error" variant="contained" size="small" data-testid="moment-takedown" onClick={() => setDialog('takedown')}>{translate('moments.takeDown')}</Button> : null}
            </Stack>
          }>{translate(m.canAudit ? 'moments.waiting' : 'moments.isPublished')}</Alert>
        ) : null}
        <PostCard key={`${m.id}-${m.likeCount}-${m.liked}`} row={m} inDetail showStatus={m.mine || moderator} onChanged={reload} />
        {moderator && m.reports.length ? (
          <Card variant="outlined"><CardContent>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{translate('moments.reportsTitle', { n: m.reports.length })}</Typography>
            <List dense>{m.reports.map((r) => <ListItem key={r.id} disableGutters><ListItemText primary={r.reason} secondary={`${r.userName} · ${r.createTime}`} /></ListItem>)}</List>
          </CardContent></Card>
        ) : null}
        <Card variant="outlined"><CardContent>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{translate('moments.commentsTitle', { n: m.comments.length })}</Typography>
          {m.comments.length ? (
            <List dense>
              {m.comments.map((c) => (
                <ListItem key={c.id} disableGutters secondaryAction={c.canDelete ? <Button size="small" color="error" onClick={() => setDeleting(c.id)}>{translate('moments.delete')}</Button> : null}>
                  <ListItemText primary={c.content} secondary={`${c.userName} · ${c.createTime}`} sx={{ pr: 6, wordBreak: 'break-word' }} />
                </ListItem>
              ))}
            </List>
          ) : <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>{translate('moments.noComments')}</Typography>}
          {m.status === MomentStatus.PUBLISHED ? (
            <Stack direction="row" spacing={1} component="form" onSubmit={(e) => { e.preventDefault(); void send(); }} sx={{ mt: 1 }}>
              <TextField size="small" fullWidth placeholder={translate('moments.commentPlaceholder')} value={comment} onChange={(e) => setComment(e.target.value)}
                slotProps={{ htmlInput: { maxLength: L.comment, 'aria-label': translate('moments.fields.comment') } }} />
              <Button type="submit" variant="contained" disabled={!comment.trim()} sx={{ flexShrink: 0 }}>{translate('moments.sendComment')}</Button>
            </Stack>
          ) : null}
        </CardContent></Card>
        {m.history.length ? (
          <Card variant="outlined"><CardContent>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>{translate('moments.history.title')}</Typography>
            <Divider sx={{ mb: 1.5 }} />
            <AuditTimeline bare items={m.history} keys={HISTORY_KEYS} dotColor={(s, theme) => (s === MomentStatus.REJECTED ? theme.palette.error.main : s === MomentStatus.PUBLISHED ? theme.palette.success.main : theme.palette.warning.main)} />
          </CardContent></Card>
        ) : null}
      </Stack>
      <ConfirmActionDialog open={dialog === 'pass'} message="moments.confirmPass" messageArgs={{ n: 1 }} onClose={() => setDialog(null)}
        onConfirm={() => dataProvider.auditMoments({ ids: [id], result: 'pass' }).then(() => { notify('moments.passed', { type: 'success' }); reload(); }, fail)} />
      <ReasonDialog open={dialog === 'reject'} title="moments.rejectTitle" label="moments.rejectReason" confirm="moments.reject" onClose={() => setDialog(null)}
        onSubmit={async (reason) => { await dataProvider.auditMoments({ ids: [id], result: 'reject', opinion: reason }); notify('moments.rejected', { type: 'success' }); reload(); }} />
      <ReasonDialog open={dialog === 'takedown'} title="moments.takeDownTitle" label="moments.takeDownReason" confirm="moments.takeDown" onClose={() => setDialog(null)}
        onSubmit={async (reason) => { await dataProvider.takeDownMoment(id, reason); notify('moments.takenDown', { type: 'success' }); reload(); }} />
      <ConfirmActionDialog open={deleting !== null} message="moments.confirmDeleteComment" confirmLabel="moments.delete" danger onClose={() => setDeleting(null)}
        onConfirm={() => dataProvider.deleteMomentComment(deleting!).then(reload, fail)} />
    </Box>
  );
}
