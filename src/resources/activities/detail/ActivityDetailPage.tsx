/**
 * 活动详情 (/communist/activity/detail?id=, also /communist/history/detail?id=): the header with
 * the name, the status chip and the allowed actions; tabs 基本信息, 参与人员, 审核记录.
 * Data: the `activities` getOne, GET /activity/detail {id} → ActivityDetail (refetched after every action).
 */
import { useState, type ReactNode } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useRefresh, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../shared/EmptyState';
import { ActivityStatusChip } from '../ActivityStatusChip';
import { formatHours, HISTORY_PATH, LIST_PATH, timeRange } from '../format';
import type { ActivityDetail } from '../../../../common/activities';
import { ACTIVITY_DETAIL_KEY, useActivityDetail } from '../queries';
import { BasicInfo } from './BasicInfo';
import { DetailActions, type DetailPaths } from './DetailActions';
import { HistoryTimeline } from './HistoryTimeline';
import { ParticipantsTab } from './ParticipantsTab';
import { ActivityBooking } from '../../venues/ActivityBooking';

type TabKey = 'basic' | 'participants' | 'history' | 'extra';

export interface ActivityDetailPageProps {
  /** 编辑 / 复制 / 签到二维码 targets (default the admin pages). */
  paths?: DetailPaths;
  /** Where 返回 goes without browser history (default the admin list, or history for 11/12). */
  backPath?: string;
  /** A feature's own tab after 审核记录 (志愿服务时长 on /voluntary/practice/list/show): its i18n label and content. */
  extraTab?: { label: string; render: (a: ActivityDetail) => ReactNode };
}

export default function ActivityDetailPage({ paths, backPath, extraTab }: ActivityDetailPageProps = {}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data: a, isPending, error } = useActivityDetail(id);
  const [tab, setTab] = useState<TabKey>('basic');

  if (id && isPending && !error)
    return <Box sx={{ p: 6, textAlign: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;
  if (!a || error) return <EmptyState message="activities.detail.not_found" />;

  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: [...ACTIVITY_DETAIL_KEY, { id }] });
    refresh();
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title="activities.detail.title" />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
            <Button size="small" startIcon={<ArrowBackIcon />} onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(backPath ?? (a.status >= 11 ? HISTORY_PATH : LIST_PATH)))}>{translate('activities.action.back')}</Button>
            <Box sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="h6" component="h1" noWrap>{a.name}</Typography>
                <ActivityStatusChip status={a.status} size="medium" />
              </Stack>
              <Typography variant="body2" color="text.secondary" noWrap>
                {[a.orgName, timeRange(a.startTime, a.endTime), `${formatHours(a.hours)} ${translate('resources.activities.fields.hours')}`].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          </Stack>
          <DetailActions activity={a} onChanged={changed} paths={paths} />
        </Stack>
      </Paper>
      {/* Issue 19: the approved venue booking the activity references. */}
      <ActivityBooking activityId={a.id} />
      <Tabs value={tab} onChange={(_, v: TabKey) => setTab(v)} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="basic" label={translate('activities.detail.tab_basic')} />
        <Tab value="participants" label={`${translate('activities.detail.tab_participants')}（${a.enrollCount ?? 0}）`} />
        <Tab value="history" label={translate('activities.detail.tab_history')} />
        {extraTab ? <Tab value="extra" label={translate(extraTab.label)} /> : null}
      </Tabs>
      {tab === 'basic' ? <BasicInfo activity={a} /> : null}
      {tab === 'participants' ? <ParticipantsTab activity={a} /> : null}
      {tab === 'history' ? <HistoryTimeline items={a.history} /> : null}
      {tab === 'extra' && extraTab ? extraTab.render(a) : null}
    </Box>
  );
}
