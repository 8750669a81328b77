/**
 * The admin dashboard at '/' and '/dashboard' for staff holding the '/dashboard' module (spec §2
 * "Admin dashboard (/dashboard)"): a compact welcome line, the eight counter cards, then the
 * widget cards of the school's layout (layout.ts) on a grid — three columns at full width (≥ 1536
 * px), two below, one on phones — under the loading overlay of the first figures. Every call is
 * silent (spec §8): a failed widget shows its empty state.
 */
import type { ReactElement } from 'react';
import AccessTime from '@mui/icons-material/AccessTime';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { readProfile } from '../../layout/shellSession';
import { dashboardLayout, type DashboardWidgetId } from './layout';
import { LoadingOverlay, useFirstLoad } from './LoadingOverlay';
import { ActivityStatusChart, ClassifyPie, ClassifyRadar, GradeReachChart, ReachRateChart, WeekChart } from './widgets/Charts';
import { Counters } from './widgets/Counters';
import { GuideRanking } from './widgets/Ranking';
import { AwardsTable, CollegeTable, CreditTable, RealtimeActivities, VolunteerTable } from './widgets/Tables';
import { PendingTable, NeedDealtPanel } from './widgets/NeedDealt';
import { NoticeCard } from '../notices/NoticeCard';
import { labelled, roleNames } from '../../i18n/labels';

const WIDGETS: Record<DashboardWidgetId, () => ReactElement> = {
  counters: () => <Counters />,
  notices: () => <NoticeCard frame="dashboard" />,
  needDealt: () => <NeedDealtPanel />,
  realtime: () => <RealtimeActivities />,
  reachRate: () => <ReachRateChart />,
  ranking: () => <GuideRanking />,
  week: () => <WeekChart />,
  classifyPie: () => <ClassifyPie />,
  classifyRadar: () => <ClassifyRadar />,
  volunteer: () => <VolunteerTable />,
  credit: () => <CreditTable />,
  awards: () => <AwardsTable />,
  colleges: () => <CollegeTable />,
  collegesTerm: () => <CollegeTable term />,
  pendingTable: () => <PendingTable />,
  gradeReach: () => <GradeReachChart />,
  activityStatus: () => <ActivityStatusChart />,
};

/** Two columns below 1536 px: thirds become halves, two thirds and more the whole row. */
const mdSpan = (span: number) => (span >= 8 ? 12 : 6);

/** The welcome line above the counters: name, school, role and last sign-in. */
function WelcomeLine() {
  const translate = useTranslate();
  const profile = readProfile();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', flexWrap: 'wrap', rowGap: 0.5 }}>
      <Typography variant="h5" component="h1" data-testid="welcome-name" sx={{ fontSize: 20 }}>
        {translate('dashboard.welcome_line', { name: profile.name })}
      </Typography>
      {profile.schoolName ? <Typography color="text.secondary">{profile.schoolName}</Typography> : null}
      {profile.roleName ? <Typography color="text.secondary">{roleNames(translate, profile.roleName)}</Typography> : null}
      <Box sx={{ flex: 1 }} />
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <AccessTime sx={{ fontSize: 16 }} />
        <Typography variant="body2">
          {profile.lastLoginTime ? labelled(translate, translate('shell.home.last_login'), profile.lastLoginTime) : translate('shell.home.first_login')}
        </Typography>
      </Stack>
    </Stack>
  );
}

export function Dashboard() {
  const widgets = dashboardLayout(readProfile().schoolId);
  const loading = useFirstLoad();
  return (
    <Box data-testid="dashboard" sx={{ position: 'relative', minWidth: 0 }}>
      <Stack spacing={2}>
        <WelcomeLine />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(12, minmax(0, 1fr))' },
            gridAutoFlow: 'row dense',
          }}
        >
          {widgets.map(({ id, span }) => (
            <Box key={id} data-widget={id} sx={{ minWidth: 0, gridColumn: { md: `span ${mdSpan(span)}`, xl: `span ${span}` } }}>
              {WIDGETS[id]()}
            </Box>
          ))}
        </Box>
      </Stack>
      <LoadingOverlay open={loading} />
    </Box>
  );
}
