/**
 * 我的首页, the student home (spec §2 "Student home"): the basic-info card, the four counters, the
 * hours-warning line chart and the hours explanation of spec §1 with the school's numbers.
 * Issue 13 adds the caller's notices (NoticeCard) under the counters and the verdict of their
 * transcript (VerdictCard: the rule of their cohort, line by line). Issue 21 puts the school's
 * active banners (HomeBanners, 系统设置 › 轮播图) on top.
 * Data: GET /student/info, /student/activity/list, /achievement/by-classify-list,
 * /student/hours/summary (src/resources/studentHome/queries.ts).
 */
import { Box, Stack } from '@mui/material';
import { useHoursFormat } from '../audits/cells';
import { BasicInfoCard } from './BasicInfoCard';
import { Counters } from './Counters';
import { HomeBanners } from './HomeBanners';
import { HoursRulesCard } from './HoursRulesCard';
import { HoursWarningCard } from './HoursWarningCard';
import { NoticeCard } from '../notices/NoticeCard';
import { VerdictCard } from './VerdictCard';
import { useActivitySummary, useClassifyAchievements, useHoursSummary, useStudentInfo } from './queries';

export function StudentHome() {
  const hours = useHoursFormat();
  const info = useStudentInfo();
  const summary = useActivitySummary();
  const achievements = useClassifyAchievements();
  const hoursSummary = useHoursSummary();
  const format = (v: string | number) => hours(v);
  // Undefined while loading (a skeleton); '-' when the call failed.
  const shown = <T,>(q: { data?: T; isPending: boolean }, pick: (d: T) => string | number) => (q.data ? String(pick(q.data)) : q.isPending ? undefined : '-');
  return (
    <Stack spacing={{ xs: 1.5, md: 2 }} data-testid="student-home" sx={{ minWidth: 0 }}>
      <HomeBanners />
      <Box sx={{ display: 'grid', gap: { xs: 1.5, md: 2 }, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
        <BasicInfoCard info={info.data} loading={info.isPending} />
        <Counters
          hours={shown(info, (d) => hours(d.hours))}
          activityCount={shown(summary, (d) => d.activityCount)}
          praCount={shown(summary, (d) => d.praCount)}
          honorCount={shown(summary, (d) => d.honorCount)}
        />
      </Box>
      <NoticeCard />
      <VerdictCard summary={hoursSummary.data} loading={hoursSummary.isPending} hours={(v) => hours(v)} />
      <HoursWarningCard items={achievements.data} loading={achievements.isPending} format={format} />
      <HoursRulesCard rules={hoursSummary.data?.rules} loading={hoursSummary.isPending} />
    </Stack>
  );
}
