/**
 * A practice project (issue 19; spec §2 /society/practice/list/show?id= for staff and
 * /society/practice/mylist/show?id= for the team): its details, the team with the hours asked for
 * and granted (after the term cap), the plan, the journal with photos, the completion report and
 * attachments, and the proposal and completion review history. The team's leader submits the
 * completion (提交结项), members write the journal, and a rejected proposal opens the form again.
 * Data: getOne('practices') → GET /practice/detail {id}.
 */
import { useState } from 'react';
import { Alert, Box, Button, Stack, TableCell, Typography, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { PracticeDetail } from '../../../common/practice';
import { AuditTimeline } from '../shared/AuditTimeline';
import { Fields, Section, TextSection } from '../shared/DetailSections';
import { AttachmentLinks } from '../shared/FileLinks';
import { PlainTable } from '../shared/PlainTable';
import { StudentDetailFrame } from '../shared/StudentDetailFrame';
import { PracticeStatusChip, statusColor } from './chips';
import { editPath } from './paths';
import { FinishDialog, JournalDialog } from './WorkDialogs';

const HISTORY_KEYS = {
  empty: 'practice.show.no_history', label: 'practice.show.history_label', step: 'practice.show.history_step',
  system: 'practice.show.history_system', opinion: 'practice.show.history_opinion',
};

function dotColor(status: number, t: Theme): string {
  const c = statusColor(status);
  return c === 'default' ? t.palette.grey[500] : t.palette[c].main;
}

function Journal({ d }: { d: PracticeDetail }) {
  const translate = useTranslate();
  if (!d.journals.length) return <Typography variant="body2" color="text.secondary">{translate('practice.show.no_journal')}</Typography>;
  return (
    <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={translate('practice.show.section_journal')}>
      {d.journals.map((j) => (
        <Box component="li" key={j.id} data-testid="journal-item" sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 1.5 }}>
          <Typography variant="caption" color="text.secondary">{`${j.createTime} · ${j.authorName}`}</Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{j.content}</Typography>
          {j.photos.length ? (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
              {j.photos.map((p) => (
                <a key={p.id} href={p.url} target="_blank" rel="noreferrer">
                  {p.type === 1 ? <Box component="img" src={p.url} alt={p.name} sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1 }} /> : p.name}
                </a>
              ))}
            </Stack>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}

function Body({ d, reload }: { d: PracticeDetail; reload: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'journal' | 'finish' | null>(null);
  const done = () => {
    setDialog(null);
    reload();
  };
  const hours = (h: string | null) => (h === null ? '-' : translate('practice.hours', { hours: h }));
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h1" variant="h6" sx={{ fontWeight: 600 }}>{d.name}</Typography>
          <PracticeStatusChip status={d.status} />
        </Stack>
        <Stack direction="row" spacing={1}>
          {d.canJournal ? <Button variant="outlined" onClick={() => setDialog('journal')}>{translate('practice.journal.add')}</Button> : null}
          {d.canFinish ? <Button variant="contained" onClick={() => setDialog('finish')}>{translate('practice.finish.submit_button')}</Button> : null}
          {d.canEdit ? <Button variant="contained" onClick={() => navigate(editPath(d.id))}>{translate('practice.show.edit')}</Button> : null}
        </Stack>
      </Stack>
      {d.stepName ? <Alert severity="info" sx={{ mb: 2 }}>{translate('practice.show.step', { step: d.stepName })}</Alert> : null}
      {d.opinion && (d.status === 3 || d.status === 5) ? <Alert severity="warning" sx={{ mb: 2 }}>{`${translate('practice.show.opinion')}：${d.opinion}`}</Alert> : null}
      <Section title="practice.show.section_basic">
        <Fields
          items={[
            ['resources.practices.fields.type', translate(`practice.type.${d.type}`)],
            ['practice.show.classify', d.classifyName],
            ['resources.practices.fields.termName', d.termName],
            ['resources.practices.fields.destination', d.destination],
            ['resources.practices.fields.dates', `${d.startDate} ～ ${d.endDate}`],
            ['resources.practices.fields.leaderName', `${d.leaderName}（${d.leaderCode}）`],
            ['resources.practices.fields.collegeName', d.collegeName],
            ['resources.practices.fields.advisorName', d.advisorName],
            ['practice.show.budget', `¥${d.budget}`],
            ['resources.practices.fields.createTime', d.createTime],
          ]}
        />
      </Section>
      <Section title="practice.show.section_team">
        <Box sx={{ overflowX: 'auto' }}>
        <PlainTable
          head={['practice.show.member', 'practice.show.role', 'practice.show.requested', 'practice.show.granted', 'practice.show.code', 'practice.show.college']}
          rows={d.members}
          rowKey={(m) => m.userId}
          cells={(m) => [m.name, translate(`practice.role.${m.role}`), hours(m.requestedHours),
            m.grantedHours === null ? translate('practice.show.not_granted') : hours(m.grantedHours), m.code, m.collegeName || '-'].map((c, i) => <TableCell key={i} sx={{ whiteSpace: 'nowrap' }}>{c}</TableCell>)}
        />
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>{translate('practice.show.cap_note')}</Typography>
      </Section>
      <TextSection title="practice.show.section_plan" text={d.plan} empty="practice.show.no_report" />
      <Section title="practice.show.section_journal"><Journal d={d} /></Section>
      <Section title="practice.show.section_finish">
        {d.report ? (
          <Stack spacing={1}>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{d.report}</Typography>
            {d.attachments.length ? <AttachmentLinks files={d.attachments} /> : null}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">{translate('practice.show.no_report')}</Typography>
        )}
      </Section>
      <Section title="practice.show.section_history">
        <AuditTimeline items={d.history} keys={HISTORY_KEYS} dotColor={dotColor} chip={(s) => <PracticeStatusChip status={s} />} bare />
      </Section>
      <JournalDialog projectId={d.id} open={dialog === 'journal'} onClose={() => setDialog(null)} onDone={done} />
      <FinishDialog projectId={d.id} open={dialog === 'finish'} onClose={() => setDialog(null)} onDone={done} />
    </Box>
  );
}

/** `backTo`: the list the page was opened from. */
export default function PracticeShow({ backTo }: { backTo: string }) {
  const dataProvider = useDataProvider();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({
    queryKey: ['practice-detail', id],
    queryFn: async () => (await dataProvider.getOne<PracticeDetail & { id: number }>('practices', { id, meta: { silent: true } })).data,
    enabled: valid,
    retry: false,
  });
  const state = !valid || query.isError ? 'missing' : query.isPending ? 'loading' : 'ready';
  return (
    <StudentDetailFrame state={state} backTo={backTo} backLabel="practice.show.back" skeleton={[120, 320]} notFound="practice.show.not_found" shrink>
      {() => <Body d={query.data!} reload={() => void query.refetch()} />}
    </StudentDetailFrame>
  );
}
