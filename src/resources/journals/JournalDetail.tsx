/**
 * One work journal (/proceeding/wait/journal/detail?id= for reviewers, /communist/journal/detail?id=
 * for writers; issue 21, spec §2 journal detail): organisation, date, author, the text, its
 * attachments (at most 3), the review history and — for a reviewer while it waits — 通过 and 驳回
 * (with the required reason); the author of a rejected journal edits and resubmits it. Data:
 * getOne('workJournals') → GET /journal/detail; POST /journal/audit.
 */
import { Box, Button, Card, CardContent, Skeleton, Stack, Typography, type Theme } from '@mui/material';
import { useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { JournalDetail as Detail } from '../../../common/journals';
import type { JournalsDataProvider } from '../../dataProvider/journals';
import { AuditTimeline } from '../shared/AuditTimeline';
import { DetailHeader } from '../shared/DetailHeader';
import { Fact } from '../shared/Fact';
import { AttachmentLinks } from '../shared/FileLinks';
import { LoadFailed } from '../shared/LoadFailed';
import { PassRejectPanel } from '../shared/PassRejectPanel';
import { JournalStatusChip } from './cells';
import { JOURNAL_PATHS, journalEditPath } from './paths';

const HISTORY_KEYS = { empty: 'journals.show.no_history', label: 'journals.show.history', step: 'journals.show.history_step', system: 'journals.show.history_system', opinion: 'journals.show.history_opinion' };
const dotColor = (status: number, t: Theme) => (status === 3 ? t.palette.error.main : status === 2 ? t.palette.success.main : t.palette.primary.main);

function Review({ d, done }: { d: Detail; done: () => void }) {
  const dataProvider = useDataProvider<JournalsDataProvider>();
  return <PassRejectPanel texts="journals.show" cancel="journals.form.cancel" testId="journal" done={done}
    send={(result, opinion) => dataProvider.auditJournals({ ids: [d.id], result, opinion })} />;
}

export default function JournalDetail({ review = false }: { review?: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const id = Number(useSearchParams()[0].get('id'));
  const { data: d, isPending, error, refetch } = useGetOne<Detail & { id: number }>('workJournals', { id }, { enabled: id > 0 });
  if (isPending && id > 0) return <Box sx={{ p: 2 }}><Skeleton variant="rounded" height={300} /></Box>;
  if (error || !d) return <LoadFailed error={error} fallback="journals.show.load_failed" retryLabel="journals.show.retry" onRetry={() => void refetch()} />;
  const F = (k: string) => translate(`journals.fields.${k}`);
  const files = d.files ?? [];
  const actions = d.canAudit ? <Review d={d} done={() => void refetch()} />
    : d.canEdit ? <Button variant="contained" onClick={() => navigate(journalEditPath(d.id))} data-testid="journal-edit">{translate('journals.show.edit')}</Button> : undefined;
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', p: { xs: 1.5, sm: 2 } }}>
      <DetailHeader title={d.title} chips={<JournalStatusChip status={d.status} />} subtitle={`${d.organizationName} · ${d.journalDate}`}
        backPath={review ? JOURNAL_PATHS.queue : JOURNAL_PATHS.list} actions={actions} />
      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Stack spacing={1}>
            <Fact label={F('organization')}>{d.organizationName}</Fact>
            <Fact label={F('journalDate')}>{d.journalDate}</Fact>
            <Fact label={F('author')}>{d.authorName}</Fact>
            <Fact label={F('createTime')}>{d.createTime}</Fact>
            <Fact label={F('files')}>{files.length ? <AttachmentLinks files={files} /> : translate('journals.show.no_files')}</Fact>
            {d.opinion ? <Fact label={F('opinion')}>{d.opinion}</Fact> : null}
          </Stack>
          <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>{F('content')}</Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.8 }} data-testid="journal-text">{d.content}</Typography>
        </CardContent>
      </Card>
      <Box sx={{ mt: 2 }}>
        <AuditTimeline items={d.history ?? []} keys={HISTORY_KEYS} dotColor={dotColor} chip={(s) => <JournalStatusChip status={s} />} />
      </Box>
    </Box>
  );
}
