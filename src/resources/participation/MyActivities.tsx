/**
 * 我的报名 (issue 4 student side; contract GET /activity/my/list {current, size, type:
 * 'enrolled' | 'history'}): the student's enrollments — the activity with its status, the
 * enrollment's status, sign-in and sign-out times and the hours — as cards, current or history.
 */
import EventOutlined from '@mui/icons-material/EventOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { Box, Card, CardActionArea, Chip, Divider, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { ListBase, useListContext, useNavigate, useTranslate } from 'react-admin';
import { SignMode } from '../../../common/activities';
import { ActivityStatusChip } from '../activities/ActivityStatusChip';
import { useHoursFormat } from '../audits/cells';
import { EmptyState } from '../shared/EmptyState';
import { ListPagination } from '../shared/ListPagination';
import { DEFAULT_PAGE_SIZE } from '../shared/paging';
import { InfoLine } from './ActivityCard';
import { shortRange } from './dates';
import { LoadingCards, cardGridSx, studentDetailPath } from './OpenActivities';
import { toMyRow, type MyActivityRow } from './types';

const enrollColor: Record<number, 'success' | 'warning' | 'default' | 'error'> = { 1: 'success', 2: 'warning', 3: 'default', 4: 'default', 5: 'error' };

function MyActivityCard({ row, hours }: { row: MyActivityRow; hours: (v: string | null) => string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`participation.field.${key}`, args);
  const earned = row.grantedHours !== null;
  return (
    <Card variant="outlined" data-testid="my-activity-card">
      <CardActionArea onClick={() => navigate(studentDetailPath(row.id), { state: { myStatus: row.enrollStatus } })} sx={{ p: 1.5 }}>
        <Stack spacing={0.75}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
            {Number.isFinite(row.activityStatus) ? <ActivityStatusChip status={row.activityStatus} /> : null}
            <Chip size="small" color={enrollColor[row.enrollStatus] ?? 'default'} label={translate(`activities.enrollmentStatus.${row.enrollStatus}`, { _: '-' })} />
          </Stack>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.35 }}>
            {row.name}
          </Typography>
          {row.classifyName || row.orgName ? (
            <Typography variant="caption" color="text.secondary">
              {[row.classifyName, row.orgName].filter(Boolean).join(' · ')}
            </Typography>
          ) : null}
          <InfoLine icon={<EventOutlined />}>{shortRange(row.startTime, row.endTime)}</InfoLine>
          <InfoLine icon={<PlaceOutlined />}>{row.address || '-'}</InfoLine>
          <Divider flexItem sx={{ my: 0.5 }} />
          <InfoLine icon={<LoginOutlined />} testId="sign-in">
            {t('sign_in')}{translate('shell.colon')}{row.signInAt || t('not_signed')}
          </InfoLine>
          {row.signMode === SignMode.SIGN_IN_OUT ? (
            <InfoLine icon={<LogoutOutlined />} testId="sign-out">
              {t('sign_out')}{translate('shell.colon')}{row.signOutAt || t('not_signed_out')}
            </InfoLine>
          ) : null}
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', pt: 0.5 }} data-testid="my-hours">
            <Typography variant="body2" color="text.secondary">
              {earned ? t('earned_hours') : t('expected_hours')}
            </Typography>
            <Typography variant="h6" color={earned ? 'success.main' : 'text.primary'} sx={{ fontWeight: 600 }}>
              {hours(earned ? row.grantedHours : row.reportedHours || row.activityHours)}
            </Typography>
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

function TypeSwitch() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const type = filterValues.type === 'history' ? 'history' : 'enrolled';
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      color="primary"
      value={type}
      onChange={(_, value) => value && setFilters({ ...filterValues, type: value }, {}, false)}
      sx={{ mb: 1.5, bgcolor: 'background.paper' }}
    >
      {(['enrolled', 'history'] as const).map((v) => (
        <ToggleButton key={v} value={v} sx={{ px: 2 }}>
          {translate(`participation.my_type.${v}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function MyActivityCards() {
  const { data, isPending, total, filterValues } = useListContext();
  const hours = useHoursFormat();
  if (isPending) return <LoadingCards />;
  if (!data?.length) return <EmptyState message={filterValues.type === 'history' ? 'participation.empty.history' : 'participation.empty.mine'} />;
  return (
    <>
      <Box sx={cardGridSx}>
        {data.map((raw) => {
          const row = toMyRow(raw);
          return <MyActivityCard key={`${row.id}-${raw.id}`} row={row} hours={hours} />;
        })}
      </Box>
      {(total ?? 0) > 0 ? <ListPagination /> : null}
    </>
  );
}

export function MyActivities() {
  return (
    <ListBase resource="myActivities" perPage={DEFAULT_PAGE_SIZE} filterDefaultValues={{ type: 'enrolled' }} storeKey={false} disableSyncWithLocation>
      <TypeSwitch />
      <MyActivityCards />
    </ListBase>
  );
}
