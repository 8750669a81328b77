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
import type { ActivityStatusCount, CollegeReachRate, GradeOption, GradeReachRate, WeekActivityCount } from '../../../../common/dashboard';
import { BarChart, LineChart, PieChart, RadarChart } from '../../../charts';
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
  const rows = data ?? [];
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
        rows={rows.map((r) => ({ id: r.id, name: r.name, rate: r.reachRate, reach: r.reachCount, total: r.studentCount }))}
        onBarClick={(id) => navigate(warningListPath(id, grade))}
      />
    </DashboardCard>
  );
}

interface ReachBar {
  id: number | string;
  name: string;
  rate: string;
  reach: number;
  total: number;
}

/** Reach-rate bars (0–100 %) with reach/total in the tooltip; a skeleton-free chart frame while loading. */
function ReachBars({ rows, loading, ariaLabel, onBarClick }: { rows: ReachBar[]; loading: boolean; ariaLabel: string; onBarClick?: (id: number | string) => void }) {
  const translate = useTranslate();
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  if (loading) return <ChartLoading />;
  return (
    <BarChart
      ariaLabel={ariaLabel}
      height={CHART_HEIGHT}
      data={rows.map((r) => ({ id: r.id, label: r.name, values: { reachRate: Number(r.rate) || 0 } }))}
      series={[{ key: 'reachRate', label: translate('dashboard.reach.series') }]}
      valueFormat={percent}
      maxValue={100}
      emptyText={translate('dashboard.empty')}
      tooltipNote={(d) => {
        const r = byId.get(String(d.id));
        return r ? translate('dashboard.reach.tooltip', { reach: r.reach, total: r.total }) : '';
      }}
      onBarClick={onBarClick ? (d) => onBarClick(d.id) : undefined}
    />
  );
}

/**
 * A card of one chart over a dashboard call (silent: a failure draws the chart without data): the
 * skeleton until the first answer, then `chart(rows)`. `title` is already translated.
 */
function ChartCard<T>({ title, testId, path, chart }: { title: string; testId: string; path: DashboardPath; chart: (rows: T[]) => ReactNode }) {
  const { data, isPending } = useDashboardQuery<T[]>(path);
  return (
    <DashboardCard title={title} testId={testId}>
      {isPending ? <ChartLoading /> : chart(data ?? [])}
    </DashboardCard>
  );
}

export function WeekChart() {
  const translate = useTranslate();
  const t = (k: string) => translate(`dashboard.week.${k}`);
  const keys = ['waitAuditCount', 'progressingCount', 'waitFinishCount'] as const;
  return (
    <ChartCard<WeekActivityCount>
      title={t('title')}
      testId="widget-week"
      path="/index/week/activity/count"
      chart={(rows) => (
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

export function ClassifyPie() {
  const translate = useTranslate();
  const title = translate('dashboard.pie.title');
  return (
    <ChartCard<ClassifyCount>
      title={title}
      testId="widget-classifyPie"
      path="/activity/classify/lists"
      chart={(rows) => (
        <PieChart
          ariaLabel={title}
          height={CHART_HEIGHT}
          data={rows.map((d) => ({ id: d.name, label: d.name, value: Number(d.classifyCount) || 0 }))}
          emptyText={translate('dashboard.empty')}
        />
      )}
    />
  );
}

export function ClassifyRadar() {
  const translate = useTranslate();
  const t = (k: string) => translate(`dashboard.radar.${k}`);
  return (
    <ChartCard<ClassifyHoursAvg>
      title={t('title')}
      testId="widget-classifyRadar"
      path="/activity/classify/hoursAvg"
      chart={(data) => {
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
      <ReachBars
        loading={isPending}
        ariaLabel={title}
        rows={(data ?? []).map((r) => ({ id: r.id, name: r.name, rate: r.reachRate, reach: r.reachCount, total: r.studentCount }))}
      />
    </DashboardCard>
  );
}

/** 活动状态分布 (school 10710): a donut of the held activities by status. */
export function ActivityStatusChart() {
  const translate = useTranslate();
  const title = translate('dashboard.status.title');
  return (
    <ChartCard<ActivityStatusCount>
      title={title}
      testId="widget-activityStatus"
      path="/index/activity/status/count"
      chart={(rows) => (
        <PieChart
          ariaLabel={title}
          height={CHART_HEIGHT}
          innerRadius={0.55}
          data={rows.map((d) => ({ id: d.status, label: translate(`activities.status.${d.status}`, { _: d.name }), value: d.count }))}
          emptyText={translate('dashboard.empty')}
        />
      )}
    />
  );
}
