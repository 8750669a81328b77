/**
 * The dashboard's table widgets (spec §2 "Other widgets", §3 rows, §7 calls):
 * - 实时活动 (GET /index/activity/list): a row opens /communist/activity/detail?id={id};
 * - 志愿组织 (GET /index/voluntary/activity/list): a row or 更多 opens /voluntary/practice/list?id=1020;
 * - 学生诚信 (GET /index/user/credit/list): a row opens /student/list?id={userCode};
 * - 学生获奖 (GET /index/project/apply/list): a row opens /communist/project/apply/detail?id={id};
 * - 学院活动概况 / 本学期学院活动 (GET /college/activity/list, /college/activity/statistic/list).
 * Failed calls show the empty state, silently (spec §8).
 */
import type { ReactNode } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { classifyName } from '../../../i18n/labels';
import { useNavigate } from 'react-router-dom';
import type { CreditRow } from '../../../../common/blacklist';
import type { AwardRow, CollegeRow, RealtimeActivity, VolunteerRow } from '../../../../common/dashboard';
import { ActivityStatusChip } from '../../activities/ActivityStatusChip';
import { activityDetailPath } from '../../activities/format';
import { useHoursFormat } from '../../audits/cells';
import { declarationDetailPath } from '../../declarations/paths';
import { useDashboardQuery } from '../queries';
import type { DashboardPath } from '../../../dataProvider/shell';
import { DashboardCard } from './DashboardCard';
import { labelled, MiniTable, type MiniColumn } from './MiniTable';

/** Spec §2: the volunteer table opens the volunteer activity list of module 1020. */
export const VOLUNTEER_LIST_PATH = '/voluntary/practice/list?id=1020';
export const studentListPath = (userCode: string) => `/student/list?id=${encodeURIComponent(userCode)}`;

/** 'YYYY-MM-DD HH:mm' → 'MM-DD HH:mm' (the year is the current one on a live board). */
const short = (time: string | undefined) => (time && time.length >= 16 ? time.slice(5, 16) : time || '-');

/**
 * A card holding one MiniTable over a dashboard call (silent: a failure shows the empty state).
 * Texts under `dashboard.<texts>`: the card's title (`title`, or `titleKey`) and each column's
 * label (its `key`). A row opens `to(row)` when `to` is given; the card's test id is
 * `widget-<texts>` unless `testId` says otherwise.
 */
function DashboardTable<T>({ texts, titleKey = 'title', testId = `widget-${texts}`, path, rowKey, to, action, columns }: {
  texts: string;
  titleKey?: string;
  testId?: string;
  path: DashboardPath;
  rowKey: (row: T) => string | number;
  to?: (row: T) => string;
  action?: ReactNode;
  columns: Omit<MiniColumn<T>, 'label'>[];
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data, isPending } = useDashboardQuery<T[]>(path);
  const t = (k: string) => translate(`dashboard.${texts}.${k}`);
  const title = t(titleKey);
  const onRowClick = to && ((row: T) => navigate(to(row)));
  return (
    <DashboardCard title={title} padded={false} testId={testId} action={action}>
      <MiniTable<T> ariaLabel={title} rows={data} loading={isPending} rowKey={rowKey} onRowClick={onRowClick} columns={labelled(t, columns)} />
    </DashboardCard>
  );
}

/** 实时活动: a row opens the activity's detail page. */
export function RealtimeActivities() {
  const translate = useTranslate();
  return (
    <DashboardTable<RealtimeActivity> texts="realtime" path="/index/activity/list" rowKey={(r) => r.id} to={(r) => activityDetailPath(r.id)}
      columns={[
        { key: 'name' },
        { key: 'orgName', width: '19%' },
        { key: 'classifyName', width: '13%', render: (r) => classifyName(translate, r.classifyName), title: (r) => classifyName(translate, r.classifyName) },
        { key: 'status', width: 96, render: (r) => <ActivityStatusChip status={r.status} />, title: (r) => translate(`activities.status.${r.status}`, { _: '' }) },
        { key: 'time', width: 200, render: (r) => `${short(r.startTime)} – ${short(r.endTime)}`, title: (r) => `${r.startTime} – ${r.endTime}` },
      ]}
    />
  );
}

/** 志愿组织: a row, or 更多, opens the volunteer activity list. */
export function VolunteerTable() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const more = (
    <Button size="small" onClick={() => navigate(VOLUNTEER_LIST_PATH)} data-testid="volunteer-more">
      {translate('dashboard.more')}
    </Button>
  );
  return (
    <DashboardTable<VolunteerRow> texts="volunteer" path="/index/voluntary/activity/list" rowKey={(r) => r.id} to={() => VOLUNTEER_LIST_PATH} action={more}
      columns={[
        { key: 'TeamName' },
        { key: 'activityCount', width: '22%', align: 'right', render: (r) => String(r.activityCount) },
        { key: 'memberCount', width: '22%', align: 'right', render: (r) => String(r.memberCount) },
      ]}
    />
  );
}

/** 学生诚信: a row opens the student list on that student. */
export function CreditTable() {
  return (
    <DashboardTable<CreditRow> texts="credit" path="/index/user/credit/list" rowKey={(r) => r.userCode} to={(r) => studentListPath(r.userCode)}
      columns={[
        { key: 'userName', width: '24%' },
        { key: 'userCode' },
        {
          key: 'credit', width: '22%', align: 'right',
          render: (r) => (
            <Typography variant="body2" component="span" sx={{ fontWeight: 600, color: Number(r.credit) < 60 ? 'error.main' : Number(r.credit) < 90 ? 'warning.dark' : 'text.primary' }}>
              {r.credit}
            </Typography>
          ),
          title: (r) => r.credit,
        },
        { key: 'unFaithNumdo', width: '22%', align: 'right', render: (r) => String(r.unFaithNumdo) },
      ]}
    />
  );
}

/** 学生获奖: a row opens the declaration's detail page. */
export function AwardsTable() {
  const hours = useHoursFormat();
  return (
    <DashboardTable<AwardRow> texts="awards" path="/index/project/apply/list" rowKey={(r) => r.id} to={(r) => declarationDetailPath(r.id)}
      columns={[
        { key: 'userName', width: '19%', title: (r) => `${r.userName}（${r.code}）` },
        { key: 'projectName' },
        { key: 'optionName', width: '20%' },
        { key: 'hours', width: '15%', align: 'right', render: (r) => hours(r.hours) },
        { key: 'applyTime', width: '19%', render: (r) => (r.applyTime ? r.applyTime.slice(0, 10) : '-'), title: (r) => r.applyTime },
      ]}
    />
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
  return (
    <DashboardTable<CollegeRow>
      texts="colleges"
      titleKey={term ? 'term_title' : 'title'}
      testId={term ? 'widget-collegesTerm' : undefined}
      path={term ? '/college/activity/statistic/list' : '/college/activity/list'}
      rowKey={(r) => r.id}
      columns={[
        { key: 'name' },
        { key: 'activityCount', width: '14%', align: 'right', render: (r) => String(r.activityCount) },
        { key: 'enrollCount', width: '14%', align: 'right', render: (r) => String(r.enrollCount) },
        { key: 'waitFinishCount', width: '14%', align: 'right', render: (r) => String(r.waitFinishCount) },
        { key: 'reachRate', width: term ? '30%' : '26%', align: 'right', render: (r) => <RateCell rate={r.reachRate} />, title: (r) => `${r.reachRate}%` },
      ]}
    />
  );
}
