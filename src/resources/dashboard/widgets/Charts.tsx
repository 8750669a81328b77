/**
 * The dashboard's chart widgets, all through the shared charts (src/charts; §9 label shortening
 * done there):
 * - 学时达标率 (GET /college/reach/rate/list {grade}, grades from GET /school/grade/partake/list,
 *   '全部年级' = no grade): bars per college (reachRate %, top 100); a bar opens
 *   /analysis/warning/list?id={collegeId}&gradeid={grade} ('' for all); the tooltip says reachCount/studentCount;
 * - 近7日活动 (GET /index/week/activity/count): x 'MM-DD', 待审核 / 进行中 / 待结项;
 * - 第二课堂活动比率 (GET /activity/classify/lists): a pie of activities per module;
 * - 各类型活动平均 (GET /activity/classify/hoursAvg): a radar of 平均学时 and 最高学时, the five default
 *   modules at 0 when the call returns nothing or fails;
 * - 年级达标率 and 活动状态分布 of school 10710 (GET /index/grade/reach/rate, /index/activity/status/count).
 */
import { useState, type ReactNode } from 'react';
import { MenuItem, Skeleton, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ClassifyCount, ClassifyHoursAvg } from '../../../../common/activities';
import type { ActivityStatusCount, CollegeReachRate, GradeOption, GradeReachRate, ReachRateRow, WeekActivityCount } from '../../../../common/dashboard';
import { BarChart, LineChart, PieChart, RadarChart, type PieDatum } from '../../../charts';
import type { DashboardPath } from '../../../dataProvider/shell';
import { useDashboardQuery } from '../queries';
import { DashboardCard } from './DashboardCard';

/** Height of every dashboard chart, px. */
export const CHART_HEIGHT = 300;

/** The chart's place while its figures load. */
function ChartLoading() {
  return <Skeleton variant="rounded" height={CHART_HEIGHT} data-testid="dashboard-chart-loading" />;
}

const percent = (v: number) => `${v.toFixed(2)}%`;
const hoursText = (v: number) => v.toFixed(2);

/** Where a reach-rate bar goes (spec §2): the warning list of the college and grade ('' = all grades). */
export const warningListPath = (collegeId: number | string, grade: string) => `/analysis/warning/list?id=${collegeId}&gradeid=${grade}`;

export function ReachRateChart() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [grade, setGrade] = useState('');
  const grades = useDashboardQuery<GradeOption[]>('/school/grade/partake/list');
  const { data, isPending } = useDashboardQuery<CollegeReachRate[]>('/college/reach/rate/list', grade ? { grade } : {});
  const t = (k: string) => translate(`dashboard.reach.${k}`);
  return (
    <DashboardCard
      title={t('title')}
      testId="widget-reachRate"
      action={
        <TextField
          select
          size="small"
          margin="none"
          fullWidth={false}
          value={grade}
          onChange={(e) => setGrade(e.target.value)}
          slotProps={{ htmlInput: { 'aria-label': t('grade') }, select: { displayEmpty: true, MenuProps: { disableScrollLock: true } } }}
          sx={{ minWidth: 130, '& .MuiInputBase-root': { height: 32, fontSize: 14 } }}
        >
          <MenuItem value="">{t('grade_all')}</MenuItem>
          {(grades.data ?? []).map((g) => (
            <MenuItem key={g.id} value={g.id}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
      }
    >
      <ReachBars
        loading={isPending}
        ariaLabel={t('title')}
        rows={data ?? []}
        onBarClick={(id) => navigate(warningListPath(id, grade))}
      />
    </DashboardCard>
  );
}

/** Reach-rate bars (0–100 %) per college or grade, reachCount/studentCount in the tooltip; the skeleton while loading. */
function ReachBars({ rows, loading, ariaLabel, onBarClick }: { rows: ReachRateRow[]; loading: boolean; ariaLabel: string; onBarClick?: (id: number | string) => void }) {
  const translate = useTranslate();
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  if (loading) return <ChartLoading />;
  return (
    <BarChart
      ariaLabel={ariaLabel}
      height={CHART_HEIGHT}
      data={rows.map((r) => ({ id: r.id, label: r.name, values: { reachRate: Number(r.reachRate) || 0 } }))}
      series={[{ key: 'reachRate', label: translate('dashboard.reach.series') }]}
      valueFormat={percent}
      maxValue={100}
      emptyText={translate('dashboard.empty')}
      tooltipNote={(d) => {
        const r = byId.get(String(d.id));
        return r ? translate('dashboard.reach.tooltip', { reach: r.reachCount, total: r.studentCount }) : '';
      }}
      onBarClick={onBarClick ? (d) => onBarClick(d.id) : undefined}
    />
  );
}

/**
 * A card of one chart over a dashboard call (silent: a failure draws the chart without data): the
 * skeleton until the first answer, then `chart(rows, t)`, where `t(key)` is the widget's text
 * `dashboard.<texts>.<key>`; the card's title is `t('title')`.
 */
function ChartCard<T>({ texts, testId, path, chart }: { texts: string; testId: string; path: DashboardPath; chart: (rows: T[], t: (key: string) => string) => ReactNode }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`dashboard.${texts}.${k}`);
  const { data, isPending } = useDashboardQuery<T[]>(path);
  return (
    <DashboardCard title={t('title')} testId={testId}>
      {isPending ? <ChartLoading /> : chart(data ?? [], t)}
    </DashboardCard>
  );
}

/** A pie card (the charts' donut): one slice a row of the call, `slice(row)`. */
function PieCard<T>({ texts, testId, path, slice }: { texts: string; testId: string; path: DashboardPath; slice: (row: T) => PieDatum }) {
  const translate = useTranslate();
  return (
    <ChartCard<T>
      texts={texts}
      testId={testId}
      path={path}
      chart={(rows, t) => <PieChart ariaLabel={t('title')} height={CHART_HEIGHT} data={rows.map(slice)} emptyText={translate('dashboard.empty')} />}
    />
  );
}

export function WeekChart() {
  const translate = useTranslate();
  const keys = ['waitAuditCount', 'progressingCount', 'waitFinishCount'] as const;
  return (
    <ChartCard<WeekActivityCount>
      texts="week"
      testId="widget-week"
      path="/index/week/activity/count"
      chart={(rows, t) => (
        <LineChart
          ariaLabel={t('title')}
          height={CHART_HEIGHT}
          x={rows.map((r) => r.dateTime)}
          series={keys.map((key) => ({ key, label: t(key), values: rows.map((r) => r[key]) }))}
          area
          emptyText={translate('dashboard.empty')}
        />
      )}
    />
  );
}

/** 第二课堂活动比率: the activities of each module. */
export function ClassifyPie() {
  return (
    <PieCard<ClassifyCount> texts="pie" testId="widget-classifyPie" path="/activity/classify/lists" slice={(d) => ({ id: d.name, label: d.name, value: Number(d.classifyCount) || 0 })} />
  );
}

export function ClassifyRadar() {
  return (
    <ChartCard<ClassifyHoursAvg>
      texts="radar"
      testId="widget-classifyRadar"
      path="/activity/classify/hoursAvg"
      chart={(data, t) => {
        // Spec §2: five categories by default, at 0 when the call returns nothing or fails.
        const rows: ClassifyHoursAvg[] = data.length ? data : t('default_categories').split(',').map((name) => ({ name, avgHours: '0', maxHours: '0' }));
        return (
          <RadarChart
            ariaLabel={t('title')}
            height={CHART_HEIGHT}
            indices={rows.map((r) => r.name)}
            series={[
              { key: 'avgHours', label: t('avg'), values: rows.map((r) => Number(r.avgHours) || 0) },
              { key: 'maxHours', label: t('max'), values: rows.map((r) => Number(r.maxHours) || 0) },
            ]}
            valueFormat={hoursText}
          />
        );
      }}
    />
  );
}

/** 年级达标率 (school 10710): the reach rate of each grade's students. */
export function GradeReachChart() {
  const translate = useTranslate();
  const { data, isPending } = useDashboardQuery<GradeReachRate[]>('/index/grade/reach/rate');
  const title = translate('dashboard.grade_reach.title');
  return (
    <DashboardCard title={title} testId="widget-gradeReach">
      <ReachBars loading={isPending} ariaLabel={title} rows={data ?? []} />
    </DashboardCard>
  );
}

/** 活动状态分布 (school 10710): a donut of the held activities by status. */
export function ActivityStatusChart() {
  const translate = useTranslate();
  return (
    <PieCard<ActivityStatusCount>
      texts="status"
      testId="widget-activityStatus"
      path="/index/activity/status/count"
      slice={(d) => ({ id: d.status, label: translate(`activities.status.${d.status}`, { _: d.name }), value: d.count })}
    />
  );
}
