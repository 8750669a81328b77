/**
 * 通知公告 on 我的首页 and the admin dashboard (issue 13): the caller's latest notices, pinned first
 * then newest; an unread one is bold with a dot, and the header counts the unread. A click opens the
 * notice (NoticeDialog), which marks it read. More than fits opens 全部通知, a paged list. Every call
 * is silent (spec §8): a failure shows the empty state, 暂无通知.
 *
 * `frame` picks the look of the page it sits on: the outlined card of 我的首页, or the dashboard's
 * widget frame.
 */
import { useState, type ReactNode } from 'react';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Close from '@mui/icons-material/Close';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import {
  Box, Button, Card, CardContent, CardHeader, Chip, Dialog, DialogContent, DialogTitle, IconButton, List, ListItemButton,
  Pagination, Skeleton, Stack, Typography, useMediaQuery, useTheme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MyNoticeRow } from '../../../common/notices';
import { DashboardCard } from '../dashboard/widgets/DashboardCard';
import { PinnedChip } from './chips';
import { NoticeDialog } from './NoticeDialog';
import { useMyNotices, useUnreadNoticeCount } from './queries';

/** Notices the card shows; the rest are under 查看全部. */
export const CARD_ROWS = 5;
/** Rows per page of 全部通知 (a page size of the protocol). */
const PAGE_SIZE = 10;

/** One notice as a line: dot and bold while unread, 置顶, the title, the date; the start of the text below. */
function NoticeLine({ row, onOpen }: { row: MyNoticeRow; onOpen: (row: MyNoticeRow) => void }) {
  const translate = useTranslate();
  return (
    <ListItemButton
      onClick={() => onOpen(row)}
      divider
      data-testid={`notice-${row.id}`}
      data-read={row.read ? 'true' : 'false'}
      sx={{ px: { xs: 1, sm: 1.5 }, py: 1, alignItems: 'flex-start', gap: 1 }}
    >
      <Box
        aria-label={row.read ? undefined : translate('notices.card.unread_dot')}
        role={row.read ? undefined : 'img'}
        sx={{ width: 8, height: 8, mt: 1, borderRadius: '50%', flexShrink: 0, bgcolor: row.read ? 'transparent' : 'error.main' }}
      />
      {/* Wide: 置顶, title and date on one line, the text below. Phone: the title on up to two lines, then 置顶, date and text. */}
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'auto auto minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' },
          gridTemplateAreas: { xs: '"title title title" "pin date summary"', sm: '"pin title date" "summary summary summary"' },
          alignItems: 'center',
          rowGap: 0.5,
        }}
      >
        {row.pinned ? <Box sx={{ gridArea: 'pin', mr: 1, display: 'flex' }}><PinnedChip /></Box> : null}
        <Typography
          variant="body2"
          title={row.title}
          sx={{
            gridArea: 'title',
            minWidth: 0,
            fontSize: 15,
            fontWeight: row.read ? 400 : 700,
            color: row.read ? 'text.secondary' : 'text.primary',
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: { xs: 2, sm: 1 },
            overflow: 'hidden',
            wordBreak: 'break-all',
          }}
        >
          {row.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ gridArea: 'date', whiteSpace: 'nowrap', ml: { xs: 0, sm: 1.5 }, mr: { xs: 1, sm: 0 } }}>
          {row.publishedAt.slice(0, 10)}
        </Typography>
        {row.summary ? (
          <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ gridArea: 'summary', minWidth: 0 }}>
            {row.summary}
          </Typography>
        ) : null}
      </Box>
    </ListItemButton>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Box data-testid="notices-empty" sx={{ py: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', color: 'text.disabled' }}>
      <InboxOutlined sx={{ fontSize: 44, mb: 0.5 }} />
      <Typography variant="body2" color="text.secondary">{translate('notices.card.empty')}</Typography>
    </Box>
  );
}

function Loading() {
  const translate = useTranslate();
  return (
    <Box role="progressbar" aria-label={translate('notices.card.loading')} sx={{ px: 1.5, py: 1 }}>
      {[0, 1, 2].map((i) => <Skeleton key={i} height={40} />)}
    </Box>
  );
}

/** 全部通知: every notice of the caller, ten a page. */
function AllNoticesDialog({ open, onClose, onOpen }: { open: boolean; onClose: () => void; onOpen: (row: MyNoticeRow) => void }) {
  const translate = useTranslate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [page, setPage] = useState(1);
  const { data, isPending } = useMyNotices(page, PAGE_SIZE);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="notices-all-title">
      <DialogTitle id="notices-all-title" sx={{ pr: 6 }}>
        {translate('notices.card.all_title')}
        <IconButton aria-label={translate('notices.action.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {isPending ? <Loading /> : data?.list.length ? (
          <List disablePadding>{data.list.map((row) => <NoticeLine key={row.id} row={row} onOpen={onOpen} />)}</List>
        ) : <Empty />}
        {pages > 1 ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}>
            <Pagination count={pages} page={page} onChange={(_, p) => setPage(p)} size="small" color="primary" shape="rounded" />
          </Box>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

export interface NoticeCardProps {
  /** 'card' (我的首页, default) or 'dashboard' (the dashboard's widget frame). */
  frame?: 'card' | 'dashboard';
}

export function NoticeCard({ frame = 'card' }: NoticeCardProps) {
  const translate = useTranslate();
  const list = useMyNotices(1, PAGE_SIZE);
  const unread = useUnreadNoticeCount();
  const [opened, setOpened] = useState<MyNoticeRow | null>(null);
  const [all, setAll] = useState(false);
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  const count = unread.data ?? 0;

  const badge = count > 0 ? (
    <Chip size="small" color="error" label={translate('notices.card.unread', { count })} data-testid="notices-unread" />
  ) : null;
  const body: ReactNode = list.isPending ? <Loading /> : rows.length ? (
    <>
      <List disablePadding data-testid="notices-list">
        {rows.slice(0, CARD_ROWS).map((row) => <NoticeLine key={row.id} row={row} onOpen={setOpened} />)}
      </List>
      {total > CARD_ROWS ? (
        <Box sx={{ textAlign: 'center', py: 0.5 }}>
          <Button size="small" onClick={() => setAll(true)}>{translate('notices.action.view_all', { total })}</Button>
        </Box>
      ) : null}
    </>
  ) : <Empty />;

  const dialogs = (
    <>
      <AllNoticesDialog open={all} onClose={() => setAll(false)} onOpen={setOpened} />
      <NoticeDialog notice={opened} onClose={() => setOpened(null)} />
    </>
  );
  if (frame === 'dashboard')
    return (
      <>
        <DashboardCard title={translate('notices.card.title')} action={badge} padded={false} testId="widget-notices">
          {body}
        </DashboardCard>
        {dialogs}
      </>
    );
  return (
    <Card variant="outlined" component="section" aria-label={translate('notices.card.title')} data-testid="notice-card">
      <CardHeader
        avatar={<CampaignOutlined color="primary" />}
        title={translate('notices.card.title')}
        action={badge ? <Box sx={{ pt: 1, pr: 1 }}>{badge}</Box> : undefined}
        slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 600 } } }}
        sx={{ pb: 1 }}
      />
      <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>{body}</CardContent>
      {dialogs}
    </Card>
  );
}
