/**
 * One organisation application (issue 19; /voluntary/management/examine/team/show?id=,
 * /proceeding/wait/organization/show?id=, /organization/apply/show?id=, /student/organization/show?id=):
 * what it asks for — the new organisation's name, category, charter, advisor, 服务领域 and founders;
 * the year and the counts of a 年审; the stars of a 评优; the reason of a 注销 — its status, the
 * rejection's reason, and the 审核记录 timeline. The open step's auditor passes or rejects it here
 * (AuditDialog); the applicant corrects a rejected one and resubmits (ApplyDialog).
 * Data: getOrgApplication → GET /organization/lifecycle/detail {id}.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { academicYearLabel, OrgApplyKind, type OrgApplicationDetail } from '../../../common/orgLifecycle';
import { natureLabels } from '../../../common/organizations';
import type { OrgLifecycleDataProvider } from '../../dataProvider/orgLifecycle';
import { AuditDialog } from '../audits/AuditDialog';
import { minute } from '../audits/cells';
import { DetailHeader } from '../shared/DetailHeader';
import { EmptyState } from '../shared/EmptyState';
import { Fields, Section, TextSection } from '../shared/DetailSections';
import { ApplyDialog } from './ApplyDialog';
import { ApplyStatusChip, Stars } from './chips';
import { OrgHistory } from './OrgHistory';

const label = (f: string) => `orgLifecycle.fields.${f}`;

function facts(d: OrgApplicationDetail, translate: (k: string, o?: object) => string): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    [label('kind'), translate(`orgLifecycle.kind.${d.kind}`)],
    [label('nature'), natureLabels[d.nature as 1] ?? '-'],
    [label('applicantName'), d.applicantName],
    [label('applyTime'), minute(d.applyTime)],
  ];
  if (d.kind === OrgApplyKind.CREATE) {
    rows.push([label('advisor'), d.advisorName || translate('orgLifecycle.none')], [label('college'), d.collegeName || translate('orgLifecycle.none')]);
    if (d.serviceArea) rows.push([label('serviceArea'), d.serviceArea]);
    rows.push([label('founders'), d.founders.map((f) => `${f.name}（${f.code}）`).join('、') || '-']);
  }
  if (d.academicYear) rows.push([label('academicYear'), academicYearLabel(d.academicYear)]);
  if (d.kind === OrgApplyKind.YEAR) rows.push([label('activityCount'), d.activityCount ?? '-'], [label('memberCount'), d.memberCount ?? '-']);
  if (d.kind === OrgApplyKind.APPRAISING) rows.push([label('requestedStar'), <Stars key="s" value={d.requestedStar} />], [label('requestedExcellent'), d.requestedExcellent ? translate('orgLifecycle.yes') : '-']);
  return rows;
}

export default function ApplicationDetailPage({ backPath }: { backPath: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<OrgLifecycleDataProvider>();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  // Not getOne: react-admin would show a list row (without the details) while the detail loads.
  const { data: d, isPending, error, refetch } = useQuery({ queryKey: ['orgApplication', id], queryFn: () => dp.getOrgApplication(Number(id)), enabled: id !== '', retry: false });
  const [decision, setDecision] = useState<'pass' | 'reject' | null>(null);
  const [correcting, setCorrecting] = useState(false);

  if (id && isPending && !error) return <Box sx={{ p: 6, textAlign: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;
  if (!d || error) return <EmptyState message="orgLifecycle.detail.not_found" />;

  const decide = async (opinion: string) => {
    if (!decision) return;
    await dp.auditOrgApplications({ ids: [Number(d.id)], result: decision, ...(opinion ? { opinion } : {}) });
    notify('audits.done', { type: 'success', messageArgs: { count: 1 } });
    setDecision(null);
    void refetch();
  };
  const text = d.kind === OrgApplyKind.CREATE ? d.charter : d.kind === OrgApplyKind.YEAR ? d.financeSummary : d.reason;
  const textTitle = d.kind === OrgApplyKind.CREATE ? 'charter' : d.kind === OrgApplyKind.YEAR ? 'financeSummary' : d.kind === OrgApplyKind.CANCEL ? 'cancelReason' : 'reason';

  return (
    <Box sx={{ py: 2 }}>
      <Title title="orgLifecycle.title.detail" />
      <DetailHeader
        title={`${d.name} ${translate(`orgLifecycle.kind.${d.kind}`)}`} chips={<ApplyStatusChip status={d.status} size="medium" />}
        subtitle={[d.applicantName, minute(d.applyTime)].join(' · ')} backPath={backPath}
        actions={
          <>
            {d.canAudit ? (
              <Stack direction="row" spacing={1}>
                <Button variant="contained" onClick={() => setDecision('pass')}>{translate('audits.action.pass')}</Button>
                <Button variant="outlined" color="error" onClick={() => setDecision('reject')}>{translate('audits.action.reject')}</Button>
              </Stack>
            ) : null}
            {d.canResubmit ? <Button variant="contained" onClick={() => setCorrecting(true)}>{translate('orgLifecycle.action.resubmit')}</Button> : null}
          </>
        }
      />
      {d.status === 3 && d.opinion ? <Alert severity="error" sx={{ mb: 2 }}>{translate('orgLifecycle.detail.rejected_reason', { reason: d.opinion })}</Alert> : null}
      <Section title="orgLifecycle.detail.section_apply">
        <Fields items={facts(d, translate)} />
      </Section>
      <TextSection title={label(textTitle)} text={text} empty="orgLifecycle.none" />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>{translate('orgLifecycle.detail.section_history')}</Typography>
      <OrgHistory items={d.history ?? []} />
      <AuditDialog
        result={decision} names={[`${d.name} ${translate(`orgLifecycle.kind.${d.kind}`)}`]}
        consequence={decision ? `orgLifecycle.consequence.${decision}` : undefined}
        onClose={() => setDecision(null)} onSubmit={decide}
      />
      <ApplyDialog open={correcting} correcting={d} onClose={() => setCorrecting(false)} onSaved={() => { setCorrecting(false); void refetch(); }} />
    </Box>
  );
}
