/**
 * The big screen /dataV (issue 6; spec §2 "Data-screen page … receives the schoolId"): our own
 * full-screen dark wall display for 1920×1080, scaled to the window. A title bar (school, title,
 * live clock, last refresh), the live counters, then 近7日活动趋势, 活动类别占比, 各类型活动平均,
 * 各学院达标率, 学生获奖, 热门活动 and 指导学时排行. Every figure is the signed-in school's, fetched
 * silently (spec §8) and again every 60 s; a `schoolId` in the address that names another school
 * shows a notice instead of figures. Shown without the admin shell (src/layout/bareLayout.ts).
 */
import { useEffect } from 'react';
import { Box } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ClassifyCount, ClassifyHoursAvg } from '../../common/activities';
import type { AwardRow, CollegeReachRate, RealtimeActivity, StatisticsInfo, TeacherGuideRow, WeekActivityCount } from '../../common/dashboard';
import { useDashboardQuery } from '../resources/dashboard/queries';
import type { DashboardPath } from '../dataProvider/shell';
import { readProfile } from '../layout/shellSession';
import { DATAV_REFRESH_MS } from './constants';
import { Counters } from './Counters';
import { AwardsPanel } from './panels/AwardsPanel';
import { CategoryPanel } from './panels/CategoryPanel';
import { GuidePanel } from './panels/GuidePanel';
import { HotActivitiesPanel } from './panels/HotActivitiesPanel';
import { RadarPanel } from './panels/RadarPanel';
import { ReachPanel } from './panels/ReachPanel';
import { TrendPanel } from './panels/TrendPanel';
import { ScaledCanvas } from './ScaledCanvas';
import { SchoolMismatch } from './SchoolMismatch';
import { dataScreenTheme } from './theme';
import { TitleBar } from './TitleBar';

/** Layout of the 1920×1080 canvas in px. */
const TITLE_H = 84;
const PAD = 16;
const GAP = 14;
const SIDE_W = 460;
/** Panel padding, border and title line: the chart or list gets the rest of the panel's height. */
const CHROME = 70;
const BODY_H = 1080 - TITLE_H - 2 * PAD;
const LEFT_H = (BODY_H - 2 * GAP) / 3;
const COUNTERS_H = 136;
const AWARDS_H = 344;
const REACH_H = BODY_H - 2 * GAP - COUNTERS_H - AWARDS_H;
const RIGHT_H = (BODY_H - GAP) / 2;

/** The address's school when it names another school than the session's, else null. */
export function foreignSchool(linked: string | null, own: string): string | null {
  const wanted = (linked ?? '').trim();
  return wanted && own && wanted !== own ? wanted : null;
}

/** One call of the big screen: silent (spec §8), refreshed every DATAV_REFRESH_MS. */
function useScreenQuery<T>(path: DashboardPath) {
  return useDashboardQuery<T>(path, {}, { refetchInterval: DATAV_REFRESH_MS });
}

/** Every call of the screen, and when the latest answer arrived. */
function useFigures() {
  const stats = useScreenQuery<StatisticsInfo>('/index/statistics/info');
  const week = useScreenQuery<WeekActivityCount[]>('/index/week/activity/count');
  const categories = useScreenQuery<ClassifyCount[]>('/activity/classify/lists');
  const averages = useScreenQuery<ClassifyHoursAvg[]>('/activity/classify/hoursAvg');
  const reach = useScreenQuery<CollegeReachRate[]>('/college/reach/rate/list');
  const hot = useScreenQuery<RealtimeActivity[]>('/index/activity/list');
  const guide = useScreenQuery<TeacherGuideRow[]>('/index/operator/guideHours');
  const awards = useScreenQuery<AwardRow[]>('/index/project/apply/list');
  const refreshedAt = Math.max(...[stats, week, categories, averages, reach, hot, guide, awards].map((q) => q.dataUpdatedAt));
  return { refreshedAt, stats, week, categories, averages, reach, hot, guide, awards };
}

function Screen({ schoolName }: { schoolName: string }) {
  const { refreshedAt, stats, week, categories, averages, reach, hot, guide, awards } = useFigures();
  const chart = (panelHeight: number) => Math.floor(panelHeight - CHROME - 4);
  return (
    <Box sx={{ height: '100%', display: 'grid', gridTemplateRows: `${TITLE_H}px 1fr` }}>
      <TitleBar schoolName={schoolName} refreshedAt={refreshedAt} />
      <Box
        sx={{
          p: `${PAD}px`,
          minHeight: 0,
          display: 'grid',
          gridTemplateColumns: `${SIDE_W}px minmax(0, 1fr) ${SIDE_W}px`,
          columnGap: `${GAP}px`,
        }}
      >
        <Box sx={{ display: 'grid', gridTemplateRows: `repeat(3, ${LEFT_H}px)`, rowGap: `${GAP}px`, minWidth: 0 }}>
          <TrendPanel query={week} chartHeight={chart(LEFT_H)} />
          <CategoryPanel query={categories} chartHeight={chart(LEFT_H)} />
          <RadarPanel query={averages} chartHeight={chart(LEFT_H)} />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateRows: `${COUNTERS_H}px ${REACH_H}px ${AWARDS_H}px`, rowGap: `${GAP}px`, minWidth: 0 }}>
          <Counters data={stats.data} loading={stats.isPending} />
          <ReachPanel query={reach} chartHeight={chart(REACH_H)} />
          <AwardsPanel query={awards} visible={6} rowHeight={40} />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateRows: `repeat(2, ${RIGHT_H}px)`, rowGap: `${GAP}px`, minWidth: 0 }}>
          <HotActivitiesPanel query={hot} visible={7} rowHeight={52} />
          <GuidePanel query={guide} visible={7} rowHeight={52} />
        </Box>
      </Box>
    </Box>
  );
}

export default function DataScreenPage() {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const profile = readProfile();
  const foreign = foreignSchool(search.get('schoolId'), profile.schoolId);
  const label = translate('dataScreen.page_label', { school: profile.schoolName });
  useEffect(() => {
    const previous = document.title;
    document.title = label;
    return () => {
      document.title = previous;
    };
  }, [label]);
  return (
    <ThemeProvider theme={dataScreenTheme}>
      <ScaledCanvas label={label}>
        {foreign ? (
          <Box sx={{ height: '100%', display: 'grid', gridTemplateRows: `${TITLE_H}px 1fr` }}>
            <TitleBar schoolName={profile.schoolName} />
            <SchoolMismatch linked={foreign} schoolId={profile.schoolId} schoolName={profile.schoolName} />
          </Box>
        ) : (
          <Screen schoolName={profile.schoolName} />
        )}
      </ScaledCanvas>
    </ThemeProvider>
  );
}
