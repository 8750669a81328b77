/**
 * One honour or employment record (/honors/my-list/details?id=, /employment/my-list/details?id=;
 * issue 21, spec §2): its facts, evidence files, the review history, and — for the reviewer of its
 * open step — 通过 and 驳回 (with the required reason). Data: getOne('growthRecords') → GET
 * /honors/detail; POST /honors/audit.
 */
import { Box, Card, CardContent, Skeleton, Stack, type Theme } from '@mui/material';
import { useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { GrowthDetail } from '../../../common/honours';
import type { GrowthKindName } from '../../../common/schemas/honours';
import type { HonoursDataProvider } from '../../dataProvider/honours';
import { AuditTimeline } from '../shared/AuditTimeline';
import { DetailHeader } from '../shared/DetailHeader';
import { Fact } from '../shared/Fact';
import { AttachmentLinks } from '../shared/FileLinks';
import { LoadFailed } from '../shared/LoadFailed';
import { PassRejectPanel } from '../shared/PassRejectPanel';
import { GrowthStatusChip } from './cells';
import { HONOUR_PATHS } from './paths';

const HISTORY_KEYS = { empty: 'honours.show.no_history', label: 'honours.show.history', step: 'honours.show.history_step', system: 'honours.show.history_system', opinion: 'honours.show.history_opinion' };
const dotColor = (status: number, t: Theme) => (status === 3 ? t.palette.error.main : status === 2 ? t.palette.success.main : t.palette.primary.main);

function Review({ d, kind, done }: { d: GrowthDetail; kind: GrowthKindName; done: () => void }) {
  const dataProvider = useDataProvider<HonoursDataProvider>();
  return <PassRejectPanel texts="honours.show" cancel="honours.my.cancel" testId="growth" done={done}
    send={(result, opinion) => dataProvider.auditGrowth({ kind, ids: [d.id], result, opinion })} />;
}

export default function Details({ kind }: { kind: GrowthKindName }) {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { data: d, isPending, error, refetch } = useGetOne<GrowthDetail & { id: number }>('growthRecords', { id }, { enabled: id > 0 });
  const honour = kind === 'honour';
  if (isPending && id > 0) return <Box sx={{ p: 2 }}><Skeleton variant="rounded" height={260} /></Box>;
  if (error || !d) return <LoadFailed error={error} fallback="honours.show.load_failed" retryLabel="honours.show.retry" onRetry={() => void refetch()} />;
  const F = (k: string) => translate(`honours.fields.${k}`);
  // A row of the list may stand in (react-admin's cache) until the detail arrives: no files or history yet.
  const files = d.files ?? [];
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto', p: { xs: 1.5, sm: 2 } }}>
      <DetailHeader title={d.title} chips={<GrowthStatusChip status={d.status} />} subtitle={`${d.studentName} ${d.studentCode}`}
        backPath={honour ? HONOUR_PATHS.myHonours : HONOUR_PATHS.myEmployment} actions={d.canAudit ? <Review d={d} kind={kind} done={() => void refetch()} /> : undefined} />
      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Stack spacing={1}>
            <Fact label={F(honour ? 'title' : 'employer')}>{d.title}</Fact>
            {honour ? <Fact label={F('level')}>{translate(`honours.level.${d.level}`)}</Fact> : <Fact label={F('jobKind')}>{translate(`honours.jobKind.${d.jobKind}`)}</Fact>}
            {honour ? <Fact label={F('issuer')}>{d.issuer || '-'}</Fact> : <Fact label={F('job')}>{d.job || '-'}</Fact>}
            <Fact label={F(honour ? 'date' : 'period')}>{d.endDate ? `${d.startDate} ～ ${d.endDate}` : d.startDate}</Fact>
            <Fact label={F('collegeName')}>{[d.collegeName, d.className].filter(Boolean).join(' · ') || '-'}</Fact>
            <Fact label={F('remarks')} preWrap>{d.remarks || '-'}</Fact>
            <Fact label={F('files')}>{files.length ? <AttachmentLinks files={files} /> : translate('honours.show.no_files')}</Fact>
            {d.opinion ? <Fact label={F('opinion')}>{d.opinion}</Fact> : null}
          </Stack>
        </CardContent>
      </Card>
      <Box sx={{ mt: 2 }}>
        <AuditTimeline items={d.history ?? []} keys={HISTORY_KEYS} dotColor={dotColor} chip={(s) => <GrowthStatusChip status={s} />} />
      </Box>
    </Box>
  );
}
