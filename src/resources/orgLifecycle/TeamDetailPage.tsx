/**
 * One volunteer team (/voluntary/management/team/list/show?id=; issue 19): its status, stars and
 * 优秀 title, 服务领域, college, leader and advisor, registered year, charter, members (leaders
 * first), every application it went through and their 审核记录. Data: getTeam → GET
 * /voluntary/team/detail {id} → OrgLifecycleDetail.
 */
import { Box, Chip, CircularProgress, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { OrgLifecycleDataProvider } from '../../dataProvider/orgLifecycle';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { academicYearLabel } from '../../../common/orgLifecycle';
import { minute } from '../audits/cells';
import { DetailHeader } from '../shared/DetailHeader';
import { EmptyState } from '../shared/EmptyState';
import { Fields, Section, SideBySide, TextSection } from '../shared/DetailSections';
import { ApplyStatusChip, OrgStatusChip, Stars } from './chips';
import { OrgHistory } from './OrgHistory';
import { TEAM_LIST_PATH, TEAM_REVIEW_SHOW_PATH } from './paths';

const label = (f: string) => `orgLifecycle.fields.${f}`;

export default function TeamDetailPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const dp = useDataProvider<OrgLifecycleDataProvider>();
  // Not getOne: react-admin would show the list row (without members and history) while the detail loads.
  const { data: d, isPending, error } = useQuery({ queryKey: ['volunteerTeam', id], queryFn: () => dp.getTeam(Number(id)), enabled: id !== '', retry: false });
  if (id && isPending && !error) return <Box sx={{ p: 6, textAlign: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;
  if (!d || error) return <EmptyState message="orgLifecycle.detail.team_not_found" />;
  return (
    <Box sx={{ py: 2 }}>
      <Title title="orgLifecycle.title.team" />
      <DetailHeader
        title={d.name} backPath={TEAM_LIST_PATH}
        chips={
          <>
            <OrgStatusChip status={d.status} />
            {d.excellent ? <Chip size="small" color="secondary" label={translate('orgLifecycle.fields.excellent')} /> : null}
            {d.star ? <Stars value={d.star} /> : null}
          </>
        }
      />
      <SideBySide>
        <Section title="orgLifecycle.title.team">
          <Fields
            items={[
              [label('serviceArea'), d.serviceArea || '-'],
              [label('college'), d.collegeName || '-'],
              [label('leader'), d.leaderName || '-'],
              [label('advisor'), d.advisorName || '-'],
              [label('memberCount'), d.memberCount],
              [label('registeredYear'), academicYearLabel(d.registeredYear) || '-'],
              [label('createdAt'), minute(d.createdAt)],
            ]}
          />
        </Section>
        <TextSection title={label('charter')} text={d.charter} empty="orgLifecycle.none" />
      </SideBySide>
      <Section title="orgLifecycle.detail.section_members">
        {d.members.length === 0 ? <EmptyState /> : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate('orgLifecycle.detail.section_members')}>
              <TableHead><TableRow><TableCell>{translate(label('memberName'))}</TableCell><TableCell>{translate(label('code'))}</TableCell><TableCell>{translate(label('isLeader'))}</TableCell></TableRow></TableHead>
              <TableBody>
                {d.members.map((m) => (
                  <TableRow key={m.userId}>
                    <TableCell>{m.name}</TableCell>
                    <TableCell>{m.code}</TableCell>
                    <TableCell>{m.isLeader ? <Chip size="small" color="primary" label={translate('orgLifecycle.leader')} /> : translate('orgLifecycle.member')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Section>
      <Section title="orgLifecycle.detail.section_apps">
        {d.applications.length === 0 ? <EmptyState /> : (
          <Stack spacing={1}>
            {d.applications.map((a) => (
              <Stack key={a.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Link component={RouterLink} to={`${TEAM_REVIEW_SHOW_PATH}?id=${a.id}`}>{translate(`orgLifecycle.kind.${a.kind}`)}</Link>
                <ApplyStatusChip status={a.status} />
                <Typography variant="body2" color="text.secondary">{[a.applicantName, minute(a.applyTime), academicYearLabel(a.academicYear)].filter(Boolean).join(' · ')}</Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </Section>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>{translate('orgLifecycle.detail.section_history')}</Typography>
      <OrgHistory items={d.history} />
    </Box>
  );
}
