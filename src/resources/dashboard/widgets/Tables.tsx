/**
 * The dashboard's table widgets (spec §2 "Other widgets", §3 rows, §7 calls):
 * - 实时活动 (GET /index/activity/list): a row opens /communist/activity/detail?id={id};
 * - 志愿组织 (GET /index/voluntary/activity/list): a row or 更多 opens /voluntary/practice/list?id=1020;
 * - 学生诚信 (GET /index/user/credit/list): a row opens /student/list?id={userCode};
 * - 学生获奖 (GET /index/project/apply/list): a row opens /communist/project/apply/detail?id={id};
 * - 学院活动概况 / 本学期学院活动 (GET /college/activity/list, /college/activity/statistic/list).
 * Failed calls show the empty state, silently (spec §8).
 */
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { CreditRow } from '../../../../common/blacklist';
import type { AwardRow, CollegeRow, RealtimeActivity, VolunteerRow } from '../../../../common/dashboard';
import { ActivityStatusChip } from '../../activities/ActivityStatusChip';
import { activityDetailPath } from '../../activities/format';
import { useHoursFormat } from '../../audits/cells';
import { declarationDetailPath } from '../../declarations/paths';
import { useDashboardQuery } from '../queries';
import { DashboardCard } from './DashboardCard';
import { MiniTable } from './MiniTable';

/** Spec §2: the volunteer table opens the volunteer activity list of module 1020. */
export const VOLUNTEER_LIST_PATH = '/voluntary/practice/list?id=1020';
export const studentListPath = (userCode: string) => `/student/list?id=${encodeURIComponent(userCode)}`;

/** 'YYYY-MM-DD HH:mm' → 'MM-DD HH:mm' (the year is the current one on a live board). */
const short = (time: string | undefined) => (time && time.length >= 16 ? time.slice(5, 16) : time || '-');

export function RealtimeActivities() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data, isPending } = useDashboardQuery<RealtimeActivity[]>('/index/activity/list');
  const t = (k: string) => translate(`dashboard.realtime.${k}`);
  return (
    <DashboardCard title={t('title')} padded={false} testId="widget-realtime">
      <MiniTable<RealtimeActivity>
        ariaLabel={t('title')}
        rows={data}
        loading={isPending}
        rowKey={(r) => r.id}
        onRowClick={(r) => navigate(activityDetailPath(r.id))}
        columns={[
          { key: 'name', label: t('name') },
          { key: 'orgName', label: t('orgName'), width: '19%' },
          { key: 'classifyName', label: t('classifyName'), width: '13%' },
          { key: 'status', label: t('status'), width: 96, render: (r) => <ActivityStatusChip status={r.status} />, title: (r) => translate(`activities.status.${r.status}`, { _: '' }) },
          { key: 'time', label: t('time'), width: 200, render: (r) => `${short(r.startTime)} – ${short(r.endTime)}`, title: (r) => `${r.startTime} – ${r.endTime}` },
        ]}
      />
    </DashboardCard>
  );
}

export function VolunteerTable() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data, isPending } = useDashboardQuery<VolunteerRow[]>('/index/voluntary/activity/list');
  const t = (k: string) => translate(`dashboard.volunteer.${k}`);
  const open = () => navigate(VOLUNTEER_LIST_PATH);
  return (
    <DashboardCard
      title={t('title')}
      padded={false}
      testId="widget-volunteer"
      action={
        <Button size="small" onClick={open} data-testid="volunteer-more">
          {translate('dashboard.more')}
        </Button>
      }
    >
      <MiniTable<VolunteerRow>
        ariaLabel={t('title')}
        rows={data}
        loading={isPending}
        rowKey={(r) => r.id}
        onRowClick={open}
        columns={[
          { key: 'TeamName', label: t('TeamName') },
          { key: 'activityCount', label: t('activityCount'), width: '22%', align: 'right', render: (r) => String(r.activityCount) },
          { key: 'memberCount', label: t('memberCount'), width: '22%', align: 'right', render: (r) => String(r.memberCount) },
        ]}
      />
    </DashboardCard>
  );
}

export function CreditTable() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data, isPending } = useDashboardQuery<CreditRow[]>('/index/user/credit/list');
  const t = (k: string) => translate(`dashboard.credit.${k}`);
  return (
    <DashboardCard title={t('title')} padded={false} testId="widget-credit">
      <MiniTable<CreditRow>
        ariaLabel={t('title')}
        rows={data}
        loading={isPending}
        rowKey={(r) => r.userCode}
        onRowClick={(r) => navigate(studentListPath(r.userCode))}
        columns={[
          { key: 'userName', label: t('userName'), width: '24%' },
          { key: 'userCode', label: t('userCode') },
          {
            key: 'credit', label: t('credit'), width: '22%', align: 'right',
            render: (r) => (
              <Typography variant="body2" component="span" sx={{ fontWeight: 600, color: Number(r.credit) < 60 ? 'error.main' : Number(r.credit) < 90 ? 'warning.dark' : 'text.primary' }}>
                {r.credit}
              </Typography>
            ),
            title: (r) => r.credit,
          },
          { key: 'unFaithNumdo', label: t('unFaithNumdo'), width: '22%', align: 'right', render: (r) => String(r.unFaithNumdo) },
        ]}
      />
    </DashboardCard>
  );
}

export function AwardsTable() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const hours = useHoursFormat();
  const { data, isPending } = useDashboardQuery<AwardRow[]>('/index/project/apply/list');
  const t = (k: string) => translate(`dashboard.awards.${k}`);
  return (
    <DashboardCard title={t('title')} padded={false} testId="widget-awards">
      <MiniTable<AwardRow>
        ariaLabel={t('title')}
        rows={data}
        loading={isPending}
        rowKey={(r) => r.id}
        onRowClick={(r) => navigate(declarationDetailPath(r.id))}
        columns={[
          { key: 'userName', label: t('userName'), width: '19%', title: (r) => `${r.userName}（${r.code}）` },
          { key: 'projectName', label: t('projectName') },
          { key: 'optionName', label: t('optionName'), width: '20%' },
          { key: 'hours', label: t('hours'), width: '15%', align: 'right', render: (r) => hours(r.hours) },
          { key: 'applyTime', label: t('applyTime'), width: '19%', render: (r) => (r.applyTime ? r.applyTime.slice(0, 10) : '-'), title: (r) => r.applyTime },
        ]}
      />
    </DashboardCard>
  );
}

/** '37.50' → '37.50%' with a thin bar. */
function RateCell({ rate }: { rate: string }) {
  const value = Math.max(0, Math.min(100, Number(rate) || 0));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'flex-end' }}>
      <LinearProgress variant="determinate" value={value} sx={{ flex: 1, maxWidth: 90, height: 6, borderRadius: 3 }} aria-hidden />
      <Typography variant="body2" component="span" sx={{ minWidth: 56, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {`${Number(rate || 0).toFixed(2)}%`}
      </Typography>
    </Box>
  );
}

/** 学院活动概况 (all time) or, with `term`, 本学期学院活动 (the current term). */
export function CollegeTable({ term = false }: { term?: boolean }) {
  const translate = useTranslate();
  const { data, isPending } = useDashboardQuery<CollegeRow[]>(term ? '/college/activity/statistic/list' : '/college/activity/list');
  const t = (k: string) => translate(`dashboard.colleges.${k}`);
  const title = t(term ? 'term_title' : 'title');
  return (
    <DashboardCard title={title} padded={false} testId={term ? 'widget-collegesTerm' : 'widget-colleges'}>
      <MiniTable<CollegeRow>
        ariaLabel={title}
        rows={data}
        loading={isPending}
        rowKey={(r) => r.id}
        columns={[
          { key: 'name', label: t('name') },
          { key: 'activityCount', label: t('activityCount'), width: '14%', align: 'right', render: (r) => String(r.activityCount) },
          { key: 'enrollCount', label: t('enrollCount'), width: '14%', align: 'right', render: (r) => String(r.enrollCount) },
          { key: 'waitFinishCount', label: t('waitFinishCount'), width: '14%', align: 'right', render: (r) => String(r.waitFinishCount) },
          { key: 'reachRate', label: t('reachRate'), width: term ? '30%' : '26%', align: 'right', render: (r) => <RateCell rate={r.reachRate} />, title: (r) => `${r.reachRate}%` },
        ]}
      />
    </DashboardCard>
  );
}
