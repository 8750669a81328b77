/**
 * 党团概览 (/ideology; issue 20): counters (members, applications under review, members owing dues
 * this year and the sum), members per stage as bars for the league and the party, the next
 * meetings and the activities per status.
 * Data: GET /ideology/overview.
 */
import { Box, Card, CardContent, Grid, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { stageLabels } from '../../../common/ideology';
import { BarChart } from '../../charts';
import { EmptyState } from '../shared/EmptyState';
import { LoadFailed } from '../shared/LoadFailed';
import { useEnumName, useIdeology } from './common';

function Counter({ label, value }: { label: string; value: string | number }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" color="text.secondary">{label}</Typography>
        <Typography variant="h5">{value}</Typography>
      </CardContent>
    </Card>
  );
}

export default function Overview() {
  const enumName = useEnumName();
  const translate = useTranslate();
  const dp = useIdeology();
  const { data, error, refetch } = useQuery({ queryKey: ['ideologyOverview'], queryFn: () => dp.getIdeologyOverview() });
  if (error) return <LoadFailed error={error} fallback="ideology.load_failed" retryLabel="ideology.action.retry" onRetry={() => void refetch()} />;
  const members = (kind: number) => (data?.stages ?? []).filter((s) => s.kind === kind).reduce((n, s) => n + s.count, 0);
  const chart = (kind: number) => Object.entries(stageLabels[kind]!).map(([stage, name]) => ({
    id: Number(stage), label: translate(`ideology.stage.${kind}.${stage}`, { _: name }),
    values: { count: data?.stages.find((s) => s.kind === kind && s.stage === Number(stage))?.count ?? 0 },
  }));
  return (
    <Box sx={{ p: 1 }}>
      <Title title="ideology.title.overview" />
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}><Counter label={translate('ideology.overview.league')} value={members(1)} /></Grid>
        <Grid size={{ xs: 6, md: 3 }}><Counter label={translate('ideology.overview.party')} value={members(2)} /></Grid>
        <Grid size={{ xs: 6, md: 3 }}><Counter label={translate('ideology.overview.pending')} value={data?.pendingApplications ?? '-'} /></Grid>
        <Grid size={{ xs: 6, md: 3 }}><Counter label={translate('ideology.overview.arrears')} value={data ? `${data.arrears.members} / ¥${data.arrears.amount}` : '-'} /></Grid>
        {[1, 2].map((kind) => (
          <Grid key={kind} size={{ xs: 12, md: 6 }}>
            <Card variant="outlined"><CardContent>
              <Typography variant="subtitle1">{translate(`ideology.overview.stages_${kind}`)}</Typography>
              <BarChart ariaLabel={translate(`ideology.overview.stages_${kind}`)} height={240} data={chart(kind)} series={[{ key: 'count', label: translate('ideology.overview.count') }]} />
            </CardContent></Card>
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined"><CardContent>
            <Typography variant="subtitle1">{translate('ideology.overview.meetings')}</Typography>
            {data && data.upcomingMeetings.length === 0 ? <EmptyState message="ideology.overview.no_meetings" /> : (
              <List dense>
                {(data?.upcomingMeetings ?? []).map((m) => (
                  <ListItem key={m.id} disableGutters><ListItemText primary={`${enumName(`meetingKind.${m.kind}`, m.kindName)} · ${m.title}`} secondary={`${m.startTime} · ${m.place} · ${m.branchName}`} /></ListItem>
                ))}
              </List>
            )}
          </CardContent></Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined"><CardContent>
            <Typography variant="subtitle1">{translate('ideology.overview.activities')}</Typography>
            <BarChart ariaLabel={translate('ideology.overview.activities')} height={220} horizontal
              data={(data?.activities ?? []).map((a) => ({ id: a.status, label: translate(`ideology.activityStatus.${a.status}`, { _: a.statusName }), values: { count: a.count } }))}
              series={[{ key: 'count', label: translate('ideology.overview.count') }]} />
          </CardContent></Card>
        </Grid>
      </Grid>
    </Box>
  );
}
