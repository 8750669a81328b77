/**
 * Pieces of the 校园动态 pages (issue 21): the status chip, the reason dialog (驳回, 下架, 举报), the
 * image grid (up to 9, three a row) and a post's card (author or organisation, time, theme, text,
 * images, 点赞 and its count, the comment count opening the post, 举报 for others' posts; the
 * status and the reasons on the author's own list).
 */
import { useState } from 'react';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { Alert, Avatar, Box, Button, Card, CardActions, CardContent, Chip, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MOMENT_DETAIL_PATH, MOMENT_LIMITS as L, MomentStatus, type MomentImage, type MomentRow } from '../../../common/moments';
import type { MomentsDataProvider } from '../../dataProvider/moments';
import { DialogButtons } from '../shared/DialogButtons';
import { ReasonField } from '../shared/ReasonField';
import { serverError } from '../shared/serverError';

const COLORS: Record<number, 'warning' | 'success' | 'error' | 'default'> = { 1: 'warning', 2: 'success', 3: 'error', 4: 'default' };
export const detailPath = (id: number) => `${MOMENT_DETAIL_PATH}?id=${id}`;

export function MomentStatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLORS[status] ?? 'default'} label={translate(`moments.status.${status}`)} />;
}

/** A notify for a refusal of the server (its message, else the generic one). */
export function useFail() {
  const notify = useNotify();
  return (e: unknown) => notify(serverError(e).text || 'ra.notification.http_error', { type: 'error' });
}

/** A dialog asking for a required reason; `onSubmit` runs with it (the dialog stays open on a refusal). */
export function ReasonDialog({ open, title, label, confirm, onSubmit, onClose }: { open: boolean; title: string; label: string; confirm: string; onSubmit: (reason: string) => Promise<unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const fail = useFail();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!reason.trim()) return setInvalid(true);
    setBusy(true);
    try {
      await onSubmit(reason.trim());
      setReason('');
      onClose();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <ReasonField label={translate(label)} required minRows={3} max={L.reason} value={reason} onChange={setReason} invalid={invalid} errorText={translate('moments.reasonRequired')} onValid={() => setInvalid(false)} />
        </Box>
      </DialogContent>
      <DialogButtons busy={busy} onCancel={onClose} label={translate(confirm)} onConfirm={() => void submit()} color="error" />
    </Dialog>
  );
}

/** Up to nine images, three a row, square; a click opens the picture. */
export function ImageGrid({ images, single = false }: { images: MomentImage[]; single?: boolean }) {
  const translate = useTranslate();
  if (!images.length) return null;
  const one = single && images.length === 1;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: one ? '1fr' : 'repeat(3, 1fr)', gap: 0.75, mt: 1, maxWidth: one ? 360 : 420 }}>
      {images.map((img, i) => (
        <Box key={img.id} component="a" href={img.url} target="_blank" rel="noreferrer" sx={{ display: 'block', lineHeight: 0 }}>
          <Box component="img" src={img.url} alt={translate('moments.imageAlt', { n: i + 1 })} loading="lazy"
            sx={{ width: '100%', aspectRatio: one ? '4 / 3' : '1 / 1', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }} />
        </Box>
      ))}
    </Box>
  );
}

/** Who a post is from: its organisation, else its author. */
export const posterOf = (m: MomentRow) => m.organizationName ?? m.authorName;

/** One post in a feed or a list; `showStatus` for the author's own list (status and reasons). */
export function PostCard({ row, showStatus = false, inDetail = false, onChanged }: { row: MomentRow; showStatus?: boolean; inDetail?: boolean; onChanged: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<MomentsDataProvider>();
  const notify = useNotify();
  const fail = useFail();
  const [liked, setLiked] = useState({ liked: row.liked, count: row.likeCount });
  const [reporting, setReporting] = useState(false);
  const published = row.status === MomentStatus.PUBLISHED;
  const toggleLike = () => dataProvider.likeMoment(row.id, !liked.liked).then((r) => setLiked({ liked: r.liked, count: r.likeCount }), fail);
  return (
    <Card variant="outlined" data-testid="moment-card">
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', mb: 1 }}>
          <Avatar sx={{ width: 36, height: 36, bgcolor: row.organizationName ? 'primary.main' : 'secondary.main', fontSize: 15 }}>{posterOf(row).slice(0, 1)}</Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="subtitle2" noWrap>{posterOf(row)}</Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {row.publishTime ?? row.createTime}{row.organizationName ? ` · ${row.authorName}` : row.collegeName ? ` · ${row.collegeName}` : ''}
            </Typography>
          </Box>
          {showStatus ? <MomentStatusChip status={row.status} /> : null}
        </Stack>
        {row.themeName ? <Chip size="small" color="primary" variant="outlined" label={`#${row.themeName}`} sx={{ mb: 0.75 }} /> : null}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{row.content}</Typography>
        <ImageGrid images={row.images} single />
        {row.activityName ? <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.75 }}>{translate('moments.fromActivity', { name: row.activityName })}</Typography> : null}
        {showStatus && row.status === MomentStatus.REJECTED && row.opinion ? <Alert severity="error" sx={{ mt: 1 }}>{translate('moments.rejectedBecause', { reason: row.opinion })}</Alert> : null}
        {showStatus && row.status === MomentStatus.TAKEN_DOWN ? <Alert severity="warning" sx={{ mt: 1 }}>{translate('moments.takenDownBecause', { reason: row.takedownReason })}</Alert> : null}
        {showStatus && row.status === MomentStatus.PENDING ? <Alert severity="info" sx={{ mt: 1 }}>{translate('moments.pendingHint')}</Alert> : null}
      </CardContent>
      <CardActions sx={{ pt: 0, px: 1, flexWrap: 'wrap' }}>
        <Button size="small" color={liked.liked ? 'error' : 'inherit'} disabled={!published} startIcon={liked.liked ? <FavoriteIcon /> : <FavoriteBorderIcon />} onClick={() => void toggleLike()}
          aria-pressed={liked.liked} aria-label={translate(liked.liked ? 'moments.unlike' : 'moments.like')}>
          {liked.count}
        </Button>
        {inDetail ? null : <Button size="small" color="inherit" startIcon={<ChatBubbleOutlineIcon />} component={Link} to={detailPath(row.id)} aria-label={translate('moments.comments')}>{row.commentCount}</Button>}
        <Box sx={{ flex: 1 }} />
        {!row.mine && published && !(inDetail && showStatus) ? <Button size="small" color="inherit" startIcon={<FlagOutlinedIcon />} onClick={() => setReporting(true)}>{translate('moments.report')}</Button> : null}
        {inDetail ? null : <Button size="small" component={Link} to={detailPath(row.id)}>{translate('moments.open')}</Button>}
      </CardActions>
      <ReportDialog id={row.id} open={reporting} onClose={() => setReporting(false)} onDone={() => { notify('moments.reported', { type: 'success' }); onChanged(); }} />
    </Card>
  );
}

/** 举报 of a post: the reason dialog sending POST /moments/report/add. */
export function ReportDialog({ id, open, onClose, onDone }: { id: number; open: boolean; onClose: () => void; onDone: () => void }) {
  const dataProvider = useDataProvider<MomentsDataProvider>();
  return <ReasonDialog open={open} title="moments.reportTitle" label="moments.reportReason" confirm="moments.report" onClose={onClose} onSubmit={async (reason) => { await dataProvider.reportMoment(id, reason); onDone(); }} />;
}
