/**
 * 通知详情 (/system/announcement/show?id=; issue 13, spec §2): the notice as readers see it — title,
 * pinned, audience, the text with its line breaks — beside who wrote it, when, its status and how
 * many of its audience have read it. Actions: 编辑, 发布 / 撤回 (asks first), 删除 (asks first),
 * 返回列表. Data: dataProvider.getOne('notices') → GET /system/announcement/show.
 */
import { useState } from 'react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, CircularProgress, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NOTICE_STATUS } from '../../../common/notices';
import type { NoticeDataProvider } from '../../dataProvider/notices';
import { ConfirmActionDialog } from '../staff/ConfirmActionDialog';
import { DeleteDialog } from '../shared/DeleteDialog';
import { EmptyState } from '../shared/EmptyState';
import { Fact } from '../shared/Fact';
import { AudienceChip, NoticeStatusChip, PinnedChip } from './chips';
import { NOTICE_LIST_PATH, noticeEditPath } from './paths';
import { useNoticeDetail, useNoticeStatusChange } from './queries';
import { notifyAndRethrow } from '../../dataProvider/notify';

export default function NoticeShow() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<NoticeDataProvider>();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data: notice, isPending, refetch } = useNoticeDetail(id);
  const statusChange = useNoticeStatusChange();
  const [withdrawing, setWithdrawing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (id !== '' && isPending) return <Box sx={{ p: 6, textAlign: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;
  if (!notice) return <EmptyState message="notices.not_found" />;

  const published = notice.status === NOTICE_STATUS.published;
  const change = async (publish: boolean) => {
    await statusChange.mutateAsync({ id: notice.id, publish });
    notify(publish ? 'notices.done.published' : 'notices.done.unpublished', { type: 'success' });
    await refetch();
  };
  const ratio = notice.audienceSize > 0 ? Math.min(100, (notice.readCount / notice.audienceSize) * 100) : 0;

  return (
    <Box sx={{ py: 2, maxWidth: 1100 }}>
      <Title title="notices.show_title" />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button startIcon={<ArrowBack />} onClick={() => navigate(NOTICE_LIST_PATH)}>{translate('notices.action.back')}</Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" onClick={() => navigate(noticeEditPath(notice.id))}>{translate('notices.action.edit')}</Button>
        {published ? (
          <Button variant="outlined" color="warning" onClick={() => setWithdrawing(true)}>{translate('notices.action.unpublish')}</Button>
        ) : (
          <Button variant="contained" color="success" disabled={statusChange.isPending} onClick={() => void change(true).catch(() => undefined)}>
            {translate('notices.action.publish')}
          </Button>
        )}
        <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>{translate('notices.action.delete')}</Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(260px, 1fr)' }, alignItems: 'start' }}>
        <Card variant="outlined" component="article">
          <CardContent>
            <Typography variant="h6" component="h1" sx={{ fontSize: 20, lineHeight: 1.5, wordBreak: 'break-word' }} data-testid="notice-title">
              {notice.title}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              {notice.pinned ? <PinnedChip /> : null}
              <AudienceChip audience={notice.audience} collegeName={notice.collegeName} />
              <NoticeStatusChip status={notice.status} />
            </Stack>
            <Divider sx={{ my: 2 }} />
            <Box data-testid="notice-content" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', lineHeight: 1.9, fontSize: 15 }}>
              {notice.content}
            </Box>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>{translate('notices.meta.reads')}</Typography>
            {notice.publishedAt === null ? (
              <Typography variant="body2" color="text.secondary">{translate('notices.not_published')}</Typography>
            ) : (
              <>
                <Typography variant="body2" data-testid="notice-reads">
                  {translate('notices.read_summary', { read: notice.readCount, size: notice.audienceSize })}
                </Typography>
                <LinearProgress variant="determinate" value={ratio} sx={{ mt: 1, height: 6, borderRadius: 3 }} />
              </>
            )}
            <Divider sx={{ my: 2 }} />
            <Fact label={translate('notices.meta.audience')}>
              <AudienceChip audience={notice.audience} collegeName={notice.collegeName} />
            </Fact>
            <Fact label={translate('notices.meta.author')}>{notice.createdByName || '-'}</Fact>
            <Fact label={translate('notices.meta.created')}>{notice.createdAt}</Fact>
            <Fact label={translate('notices.meta.published')}>{notice.publishedAt ?? '-'}</Fact>
            <Fact label={translate('notices.meta.updated')}>{notice.updatedAt}</Fact>
          </CardContent>
        </Card>
      </Box>
      <ConfirmActionDialog
        open={withdrawing}
        message="notices.confirm.unpublish"
        messageArgs={{ title: notice.title }}
        confirmLabel="notices.action.unpublish"
        onClose={() => setWithdrawing(false)}
        onConfirm={() => change(false)}
      />
      <DeleteDialog
        open={deleting}
        message={translate('notices.confirm.delete', { title: notice.title })}
        confirmLabel={translate('notices.action.delete')}
        onClose={() => setDeleting(false)}
        onConfirm={() => dataProvider.delete('notices', { id: notice.id, previousData: notice }).catch(notifyAndRethrow)}
        onDeleted={() => {
          notify('notices.done.deleted', { type: 'success' });
          navigate(NOTICE_LIST_PATH);
        }}
      />
    </Box>
  );
}
