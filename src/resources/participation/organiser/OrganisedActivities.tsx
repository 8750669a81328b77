/**
 * 我组织的活动 (the third tab of /student/activity, shown to student organisation leaders; contract
 * GET /activity/organised/list {current, size, type: 1 current | 2 history} → {list: ActivityRow[],
 * total}): the activities the student organises as cards — status, name, organisation, time, place,
 * seats — each opening the manage page, with 发起活动 above and a 进行中 / 历史 switch.
 */
import AddOutlined from '@mui/icons-material/AddOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { Box, Button, Card, CardActionArea, LinearProgress, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { ActivityRow } from '../../../../common/activities';
import { ListBase, useListContext, useNavigate, useTranslate } from 'react-admin';
import { ActivityStatusChip } from '../../activities/ActivityStatusChip';
import { useHoursFormat } from '../../audits/cells';
import { EmptyState } from '../../shared/EmptyState';
import { ListPagination } from '../../shared/ListPagination';
import { DEFAULT_PAGE_SIZE } from '../../shared/paging';
import { InfoLine } from '../ActivityCard';
import { shortRange } from '../dates';
import { LoadingCards, cardGridSx } from '../OpenActivities';
import { STUDENT_LAUNCH_PATH, studentManagePath } from './paths';

export function OrganisedCard({ row, hours }: { row: ActivityRow; hours: (v: string | number | null | undefined) => string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const capacity = Number(row.applyPeopleNumber) || 0;
  const taken = Number(row.enrollCount) || 0;
  return (
    <Card variant="outlined" data-testid="organised-card">
      <CardActionArea onClick={() => navigate(studentManagePath(row.id))} sx={{ p: 1.5, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <Stack spacing={0.75}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <ActivityStatusChip status={row.status} />
            <Typography variant="caption" color="primary.main" sx={{ fontWeight: 600 }}>
              {translate('participation.field.hours_value', { hours: hours(row.hours) })}
            </Typography>
          </Stack>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.35, overflowWrap: 'anywhere' }}>{row.name}</Typography>
          {row.orgName || row.classifyName ? (
            <Typography variant="caption" color="text.secondary">{[row.orgName, row.classifyName].filter(Boolean).join(' · ')}</Typography>
          ) : null}
          <InfoLine icon={<EventOutlined />}>{shortRange(row.startTime, row.endTime)}</InfoLine>
          <InfoLine icon={<PlaceOutlined />}>{row.address || '-'}</InfoLine>
          <Box data-testid="seats">
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
              <InfoLine icon={<GroupsOutlined />}>{translate('participation.field.seats')}</InfoLine>
              <Typography variant="body2" color="text.secondary">{translate('participation.field.seats_value', { count: taken, capacity })}</Typography>
            </Stack>
            <LinearProgress variant="determinate" value={capacity ? Math.min(100, (taken / capacity) * 100) : 0} sx={{ height: 6, borderRadius: 3 }} />
          </Box>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

function Toolbar() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { filterValues, setFilters } = useListContext();
  const type = Number(filterValues.type) === 2 ? 2 : 1;
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
      <ToggleButtonGroup
        size="small" exclusive color="primary" value={type}
        onChange={(_, v: number | null) => v && setFilters({ ...filterValues, type: v }, {}, false)}
        sx={{ bgcolor: 'background.paper' }}
      >
        <ToggleButton value={1} sx={{ px: 2 }}>{translate('participation.organiser.current')}</ToggleButton>
        <ToggleButton value={2} sx={{ px: 2 }}>{translate('participation.organiser.history')}</ToggleButton>
      </ToggleButtonGroup>
      <Button variant="contained" startIcon={<AddOutlined />} onClick={() => navigate(STUDENT_LAUNCH_PATH)}>
        {translate('participation.organiser.launch')}
      </Button>
    </Stack>
  );
}

function Cards() {
  const { data, isPending, total, filterValues } = useListContext<ActivityRow>();
  const hours = useHoursFormat();
  if (isPending) return <LoadingCards />;
  if (!data?.length) return <EmptyState message={Number(filterValues.type) === 2 ? 'participation.organiser.empty_history' : 'participation.organiser.empty'} />;
  return (
    <>
      <Box sx={cardGridSx}>
        {data.map((row) => <OrganisedCard key={row.id} row={row} hours={hours} />)}
      </Box>
      {(total ?? 0) > 0 ? <ListPagination /> : null}
    </>
  );
}

export function OrganisedActivities() {
  return (
    <ListBase resource="organisedActivities" perPage={DEFAULT_PAGE_SIZE} filterDefaultValues={{ type: 1 }} storeKey={false} disableSyncWithLocation>
      <Toolbar />
      <Cards />
    </ListBase>
  );
}
