/**
 * A project's details (/innovation/my-list/details?id=; issue 20, spec §2): its facts, members and
 * teachers with the hours granted, plan, 中期 and 结题 reports, and the history of its three reviews.
 * Its leader submits 中期检查 and 结题 (with the hours per member) from here. Data: getOne
 * ('innovationProjects') → GET /innovation/project/detail; POST /innovation/project/midterm|finish.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Stack, TableCell, Typography, type Theme } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { InnovationProjectDetail } from '../../../common/innovation';
import { finishParams, midtermParams } from '../../../common/schemas/innovation';
import type { InnovationDataProvider } from '../../dataProvider/innovation';
import { AuditTimeline } from '../shared/AuditTimeline';
import { Fields, Section, TextSection } from '../shared/DetailSections';
import { PlainTable } from '../shared/PlainTable';
import { StudentDetailFrame } from '../shared/StudentDetailFrame';
import { Label, ProjectStatusChip } from './cells';
import { InnovationForm } from './InnovationForm';
import { INNOVATION_PATHS } from './paths';

const HISTORY_KEYS = {
  empty: 'innovation.show.no_history', label: 'innovation.show.history', step: 'innovation.show.history_step',
  system: 'innovation.show.history_system', opinion: 'innovation.show.history_opinion',
};
const dotColor = (status: number, t: Theme) => ([2, 5, 8].includes(status) ? t.palette.error.main : status === 9 ? t.palette.success.main : t.palette.primary.main);

function Body({ d, reload }: { d: InnovationProjectDetail; reload: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<InnovationDataProvider>();
  const [dialog, setDialog] = useState<'midterm' | 'finish' | null>(null);
  const done = () => {
    setDialog(null);
    reload();
  };
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h1" variant="h6" sx={{ fontWeight: 600 }}>{d.name}</Typography>
          <ProjectStatusChip status={d.status} />
        </Stack>
        <Stack direction="row" spacing={1}>
          {d.canMidterm ? <Button variant="contained" onClick={() => setDialog('midterm')}>{translate('innovation.action.midterm')}</Button> : null}
          {d.canFinish ? <Button variant="contained" onClick={() => setDialog('finish')}>{translate('innovation.action.finish')}</Button> : null}
        </Stack>
      </Stack>
      {d.opinion && [2, 5, 8].includes(d.status) ? <Alert severity="warning" sx={{ mb: 2 }}>{`${translate('innovation.show.opinion')}：${d.opinion}`}</Alert> : null}
      <Section title="innovation.show.basic">
        <Fields items={[
          ['innovation.fields.level', <Label key="l" prefix="level" code={d.level} />],
          ['innovation.fields.type', <Label key="t" prefix="type" code={d.type} />],
          ['innovation.fields.fieldId', d.fieldName ?? '-'],
          ['innovation.fields.classifyId', d.classifyName],
          ['innovation.fields.dates', `${d.startDate} ～ ${d.endDate}`],
          ['innovation.fields.leaderName', `${d.leaderName}（${d.leaderCode ?? ''}）`],
          ['innovation.fields.budget', `¥${d.budget}`],
          ['innovation.fields.hours', d.hours ?? '-'],
        ]} />
      </Section>
      <Section title="innovation.show.members">
        <Box sx={{ overflowX: 'auto' }}>
          <PlainTable head={['innovation.fields.personName', 'innovation.fields.role', 'innovation.fields.code', 'innovation.fields.grantedHours']} rows={d.members} rowKey={(m) => m.userId}
            cells={(m) => [m.name, translate(`innovation.role.${m.role}`), m.code ?? '-', m.grantedHours ?? '-'].map((c, i) => <TableCell key={i} sx={{ whiteSpace: 'nowrap' }}>{c}</TableCell>)} />
        </Box>
      </Section>
      <TextSection title="innovation.fields.plan" text={d.plan} empty="innovation.show.none" />
      <TextSection title="innovation.show.midterm" text={d.midtermReport} empty="innovation.show.none" />
      <TextSection title="innovation.show.finish" text={d.finishReport} empty="innovation.show.none" />
      <Section title="innovation.show.history">
        <AuditTimeline items={d.history} keys={HISTORY_KEYS} dotColor={dotColor} chip={(s) => <ProjectStatusChip status={s} />} bare />
      </Section>
      <InnovationForm open={dialog === 'midterm'} title="innovation.action.midterm" schema={midtermParams} fields={[{ name: 'report', kind: 'multiline' }]} defaults={{ id: d.id }}
        save={(v) => dataProvider.submitInnovationMidterm({ id: d.id, report: String(v.report ?? '') })} onClose={() => setDialog(null)} onSaved={done} />
      <InnovationForm open={dialog === 'finish'} title="innovation.action.finish" schema={finishParams} fields={[{ name: 'report', kind: 'multiline' }, { name: 'hours' }]} defaults={{ id: d.id }}
        save={(v) => dataProvider.submitInnovationFinish({ id: d.id, report: String(v.report ?? ''), hours: String(v.hours ?? '') })} onClose={() => setDialog(null)} onSaved={done} />
    </Box>
  );
}

export default function ProjectDetails() {
  const dataProvider = useDataProvider();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({
    queryKey: ['innovation-detail', id],
    queryFn: async () => (await dataProvider.getOne<InnovationProjectDetail & { id: number }>('innovationProjects', { id, meta: { silent: true } })).data,
    enabled: valid, retry: false,
  });
  const state = !valid || query.isError ? 'missing' : query.isPending ? 'loading' : 'ready';
  return (
    <StudentDetailFrame state={state} backTo={INNOVATION_PATHS.mine} backLabel="innovation.show.back" skeleton={[120, 320]} notFound="innovation.show.not_found" shrink>
      {() => <Body d={query.data!} reload={() => void query.refetch()} />}
    </StudentDetailFrame>
  );
}
