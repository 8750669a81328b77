/**
 * 阵地申请详情 (/system/field/apply/show?id=; issue 21, spec §2 /system/field/apply/show; the to-do
 * item of 阵地申请审核 opens it): the application — field, organisation, days, purpose, content,
 * attachments — beside its decision: the approved applications of the same period against the
 * field's capacity, an opinion (required to reject) and 通过 / 驳回 for the step's auditor, each
 * asked first; the applicant may withdraw it while pending (asked first); the review history.
 * Data: getOne('fieldApplications') → GET /system/field/apply/detail; auditFieldApplications; withdrawFieldApplication.
 */
import { useState } from 'react';
import { Box, Button, Grid, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { FIELD_MODULES, FieldApplyStatus, fieldShowPath, type FieldApplyDetail } from '../../../common/fields';
import type { FieldDataProvider } from '../../dataProvider/fields';
import { AuditTimeline } from '../shared/AuditTimeline';
import { DetailHeader } from '../shared/DetailHeader';
import { Fact } from '../shared/Fact';
import { LoadFailed } from '../shared/LoadFailed';
import { FrameSection } from '../shared/PageFrame';
import { serverError } from '../shared/serverError';
import { ConfirmActionDialog } from '../staff/ConfirmActionDialog';
import { ApplyStatusChip } from './chips';

const historyKeys = { empty: 'fields.applyShow.waiting', label: 'fields.applyShow.history', step: 'fields.applyShow.step', system: 'fields.applyShow.system', opinion: 'fields.applyShow.opinionLine' };

export default function ApplyShow() {
  const translate = useTranslate();
  const notify = useNotify();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const dataProvider = useDataProvider<FieldDataProvider>();
  const query = useQuery({ queryKey: ['fieldApplications', id], enabled: id > 0, queryFn: async () => (await dataProvider.getOne<FieldApplyDetail & { id: number }>('fieldApplications', { id })).data });
  const [opinion, setOpinion] = useState('');
  const [busy, setBusy] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [deciding, setDeciding] = useState<'pass' | 'reject' | null>(null);
  if (!(id > 0)) return <Navigate to={FIELD_MODULES.apply} replace />;
  if (query.isError) return <LoadFailed error={query.error} fallback="ra.notification.http_error" retryLabel="ra.action.refresh" onRetry={() => void query.refetch()} />;
  const a = query.data;
  if (!a) return <Title title="fields.title.applyShow" />;
  const t = (k: string) => translate(`resources.fieldApplications.fields.${k}`);
  const decide = async (result: 'pass' | 'reject') => {
    setBusy(true);
    try {
      await dataProvider.auditFieldApplications([a.id], result, opinion.trim() || undefined);
      notify(result === 'pass' ? 'fields.done.passed' : 'fields.done.rejected', { type: 'success' });
      setOpinion('');
      await query.refetch();
    } catch (e) {
      notify(serverError(e).text || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ py: 2 }}>
      <Title title="fields.title.applyShow" />
      <DetailHeader title={`${a.organizationName} · ${a.fieldName}`} chips={<ApplyStatusChip status={a.status} />} subtitle={`${a.startDate} ~ ${a.endDate} · ${a.purpose}`} backPath={FIELD_MODULES.apply}
        actions={a.canWithdraw ? <Button color="error" variant="outlined" size="small" onClick={() => setWithdrawing(true)}>{translate('fields.action.withdraw')}</Button> : undefined} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <FrameSection title={translate('fields.applyShow.info')}>
              <Fact label={t('fieldName')}><MuiLink component={Link} to={fieldShowPath(a.fieldId)}>{a.fieldName}</MuiLink>({a.kindName})</Fact>
              <Fact label={t('organizationName')}>{a.organizationName}</Fact>
              <Fact label={t('collegeName')}>{a.collegeName}</Fact>
              <Fact label={t('period')}>{a.startDate} ~ {a.endDate}</Fact>
              <Fact label={t('purpose')}>{a.purpose}</Fact>
              <Fact label={t('content')} preWrap>{a.content || '-'}</Fact>
              <Fact label={t('applicantName')}>{a.applicantName}</Fact>
              <Fact label={t('createTime')}>{a.createTime}</Fact>
              {a.opinion ? <Fact label={t('opinion')}>{a.opinion}</Fact> : null}
            </FrameSection>
            <FrameSection title={translate('fields.applyShow.files')}>
              {a.files.length ? a.files.map((f) => <Box key={f.id}><MuiLink href={f.url} target="_blank" rel="noreferrer" sx={{ overflowWrap: 'anywhere' }}>{f.name}</MuiLink></Box>)
                : <Typography variant="body2" color="text.secondary">{translate('fields.applyShow.noFiles')}</Typography>}
            </FrameSection>
            <FrameSection title={translate('fields.applyShow.history')}>
              <AuditTimeline bare items={a.history} keys={historyKeys} chip={(s) => <ApplyStatusChip status={s} />}
                dotColor={(s, th) => (s === FieldApplyStatus.APPROVED ? th.palette.success.main : s === FieldApplyStatus.REJECTED ? th.palette.error.main : th.palette.warning.main)} />
            </FrameSection>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <FrameSection title={translate('fields.applyShow.overlapping')} hint={translate('fields.applyShow.overlappingHint', { capacity: a.capacity })} testId="overlapping">
              {a.overlapping.length ? a.overlapping.map((o) => (
                <Typography key={o.id} variant="body2" sx={{ mb: 0.5 }}>{o.startDate} ~ {o.endDate} · {o.organizationName} · {o.purpose}</Typography>
              )) : <Typography variant="body2" color="text.secondary">{translate('fields.empty.overlapping')}</Typography>}
            </FrameSection>
            {a.status === FieldApplyStatus.PENDING ? (
              <FrameSection title={translate('fields.applyShow.decision')} testId="decision">
                {a.canAudit ? (
                  <Stack spacing={1.5}>
                    <TextField size="small" fullWidth multiline minRows={2} label={translate('fields.applyShow.opinion')} helperText={translate('fields.applyShow.opinionHint')} value={opinion} onChange={(e) => setOpinion(e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Button color="error" variant="outlined" disabled={busy || !opinion.trim()} onClick={() => setDeciding('reject')}>{translate('fields.action.reject')}</Button>
                      <Button variant="contained" disabled={busy} onClick={() => setDeciding('pass')}>{translate('fields.action.pass')}</Button>
                    </Stack>
                  </Stack>
                ) : <Typography variant="body2" color="text.secondary">{translate('fields.applyShow.notYours')}</Typography>}
              </FrameSection>
            ) : null}
          </Stack>
        </Grid>
      </Grid>
      <ConfirmActionDialog open={deciding !== null} message={`fields.confirm.${deciding ?? 'pass'}`}
        messageArgs={{ organization: a.organizationName, field: a.fieldName, period: a.startDate === a.endDate ? a.startDate : `${a.startDate} ~ ${a.endDate}` }}
        confirmLabel={`fields.action.${deciding ?? 'pass'}`} danger={deciding === 'reject'} onClose={() => setDeciding(null)}
        onConfirm={() => (deciding ? decide(deciding) : undefined)} />
      <ConfirmActionDialog open={withdrawing} message="fields.confirm.withdraw" confirmLabel="fields.action.withdraw" danger onClose={() => setWithdrawing(false)}
        onConfirm={async () => {
          await dataProvider.withdrawFieldApplication(a.id).then(() => notify('fields.done.withdrawn', { type: 'success' }), (e) => notify(serverError(e).text || 'ra.notification.http_error', { type: 'error' }));
          void query.refetch();
        }} />
    </Box>
  );
}
