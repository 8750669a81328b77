/**
 * 结项审核详情 (/proceeding/wait/activity/report/auditing/detail?id=; issue 18 item 3 "the auditor's
 * page shows the whole report beside the decision buttons"): the summary, 活动照片 as thumbnails
 * that open a viewer, 结项附件, each participant's sign-in, sign-out, hours and the reason they were
 * lowered; beside them the activity (planned and actual times, hours, organiser) and 通过 / 驳回 /
 * 拒绝 for the auditor of the open step or an administrator (AuditDialog, POST
 * /activity/report/audit). Fits 1366×768 without sideways scroll: the side column stacks under the
 * report below the lg breakpoint. Data: GET /activity/report/detail {id} → ActivityReport.
 */
import { useState } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ReviewDecision } from '../../../../common/review';
import type { ActivityDataProvider } from '../../../dataProvider/activities';
import { AuditDialog } from '../../audits/AuditDialog';
import { Attachments } from '../../declarations/Attachments';
import { Section } from '../../shared/DetailSections';
import { Fact } from '../../shared/Fact';
import { EmptyState } from '../../shared/EmptyState';
import { ActivityStatusChip } from '../ActivityStatusChip';
import { formatHours, timeRange } from '../format';
import { REPORT_QUEUE_PATH } from './paths';
import { ReportFigure as Figure, ReportParticipants } from './ReportParticipants';


const DECISIONS: { result: ReviewDecision; event: string }[] = [
  { result: 'pass', event: 'approveReport' },
  { result: 'reject', event: 'rejectReport' },
  { result: 'refuse', event: 'refuseReport' },
];

export default function ReportReviewPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ActivityDataProvider>();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '');
  const [decision, setDecision] = useState<ReviewDecision | null>(null);
  const { data: r, isPending, error } = useQuery({
    queryKey: ['activities', 'report', id],
    queryFn: () => dataProvider.getActivityReport(id),
    enabled: id > 0,
    retry: false,
  });

  if (id > 0 && isPending && !error) return <Box sx={{ p: 6, textAlign: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;
  if (!r || error) return <EmptyState message="activities.detail.not_found" />;
  const a = r.activity;
  const max = Number(a.hours);
  const allowed = DECISIONS.filter((d) => a.actions.includes(d.event));
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(REPORT_QUEUE_PATH));

  const send = async (opinion: string) => {
    if (!decision) return;
    const reply = await dataProvider.auditActivityReports({ ids: [a.id], result: decision, ...(opinion ? { opinion } : {}) });
    notify(reply?.granted !== undefined && decision === 'pass' ? 'audits.done_granted' : 'audits.done', {
      type: 'success', messageArgs: { count: reply?.done ?? 1, granted: reply?.granted ?? 0 },
    });
    setDecision(null);
    await queryClient.invalidateQueries({ queryKey: ['activities'] });
    navigate(REPORT_QUEUE_PATH);
  };

  return (
    <Box sx={{ py: 2, minWidth: 0 }}>
      <Title title="activities.report.review_title" />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, minWidth: 0 }}>
        <Button size="small" startIcon={<ArrowBackIcon />} onClick={back}>{translate('activities.action.back')}</Button>
        <Typography variant="h6" component="h1" noWrap sx={{ minWidth: 0 }}>{a.name}</Typography>
        <ActivityStatusChip status={a.status} size="medium" />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 300px' }, gap: 2, alignItems: 'start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Section title="activities.report.summary">
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="report-summary">{r.summary || '-'}</Typography>
          </Section>
          <Section title="activities.report.photos">
            {r.photos.length ? <Attachments files={r.photos} /> : <Typography variant="body2" color="text.secondary">{translate('activities.report.no_photos')}</Typography>}
          </Section>
          <Section title="activities.report.attachments">
            {r.attachments.length ? <Attachments files={r.attachments} /> : <Typography variant="body2" color="text.secondary">{translate('activities.report.no_attachments')}</Typography>}
          </Section>
          <Section title="activities.report.participants_section">
            <ReportParticipants participants={r.participants} max={max} />
          </Section>
        </Box>
        <Paper variant="outlined" sx={{ p: 2, position: { lg: 'sticky' }, top: { lg: 72 } }}>
          <Stack spacing={2}>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
              <Figure label={translate('activities.report.participants')} value={String(r.participants.length)} />
              <Figure label={translate('activities.report.totalHours')} value={formatHours(r.totalHours)} />
            </Box>
            <Box>
              {([
                ['resources.activities.fields.orgName', a.orgName],
                ['resources.activities.fields.administrator', a.administrator],
                ['resources.activities.fields.hours', formatHours(a.hours)],
                ['activities.detail.activityWindow', timeRange(a.startTime, a.endTime)],
                ['activities.detail.actualStart', a.actualStartTime],
                ['activities.detail.actualEnd', a.actualEndTime],
                ['activities.report.submitted_at', r.submittedAt?.slice(0, 16)],
              ] as [string, string | null | undefined][]).map(([label, value]) => (
                <Fact key={label} label={translate(label)} labelWidth="6em">{value || '-'}</Fact>
              ))}
            </Box>
            {allowed.length ? (
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                {allowed.map((d) => (
                  <Button
                    key={d.result} variant={d.result === 'pass' ? 'contained' : 'outlined'} color={d.result === 'pass' ? 'primary' : 'error'}
                    onClick={() => setDecision(d.result)}
                  >
                    {translate(`audits.action.${d.result}`)}
                  </Button>
                ))}
              </Stack>
            ) : (
              <Typography variant="body2" color="text.secondary">{translate('activities.report.not_yours')}</Typography>
            )}
          </Stack>
        </Paper>
      </Box>
      <AuditDialog
        result={decision} names={[a.name]} onClose={() => setDecision(null)} onSubmit={send}
        consequence={decision ? `audits.consequence.report_${decision}` : undefined}
      />
    </Box>
  );
}
