/**
 * 我的创新 (/innovation/my-list; issue 20, spec §2), a phone-first page for students: the innovation
 * hours, 申报项目 (the student leads), and the student's projects (each opening its details), team
 * registrations, competition results (award, hours counted), start-ups and bonuses.
 * Data: GET /innovation/my/record; create('innovationProjects') → POST /innovation/project/add.
 */
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useCreate, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { projectAddParams } from '../../../common/schemas/innovation';
import type { InnovationDataProvider } from '../../dataProvider/innovation';
import { EmptyState } from '../shared/EmptyState';
import { Label, ProjectStatusChip, ReviewedChip } from './cells';
import { InnovationForm } from './InnovationForm';
import { detailsPath } from './paths';
import { useProjectFields } from './Projects';

function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 2.5 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>{translate(title)}</Typography>
      {count === 0 ? <EmptyState /> : <Stack spacing={1}>{children}</Stack>}
    </Box>
  );
}

function Item({ title, lines, chip, onClick }: { title: string; lines: ReactNode[]; chip?: ReactNode; onClick?: () => void }) {
  const body = (
    <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Typography variant="body1" sx={{ fontWeight: 600 }}>{title}</Typography>
        {chip}
      </Stack>
      {lines.map((l, i) => <Typography key={i} variant="body2" color="text.secondary">{l}</Typography>)}
    </CardContent>
  );
  return <Card variant="outlined">{onClick ? <CardActionArea onClick={onClick}>{body}</CardActionArea> : body}</Card>;
}

export default function MyInnovation() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<InnovationDataProvider>();
  const [create] = useCreate();
  const [open, setOpen] = useState(false);
  const fields = useProjectFields(false);
  const query = useQuery({ queryKey: ['innovation', 'mine'], queryFn: () => dataProvider.getMyInnovation() });
  const d = query.data;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 600 }}>{translate('innovation.title.mine')}</Typography>
        <Button variant="contained" size="small" onClick={() => setOpen(true)}>{translate('innovation.action.applyProject')}</Button>
      </Stack>
      {!d ? <Skeleton variant="rounded" height={240} /> : (
        <>
          <Card sx={{ mb: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <CardContent>
              <Typography variant="body2">{translate('innovation.my.hours')}</Typography>
              <Typography variant="h4" sx={{ fontWeight: 700 }} data-testid="innovation-hours">{d.hours}</Typography>
            </CardContent>
          </Card>
          <Group title="innovation.my.projects" count={d.projects.length}>
            {d.projects.map((p) => (
              <Item key={p.id} title={p.name} chip={<ProjectStatusChip status={p.status} />} onClick={() => navigate(detailsPath(p.id))}
                lines={[<><Label prefix="level" code={p.level} /> · <Label prefix="type" code={p.type} /></>, `${p.startDate} ～ ${p.endDate}`]} />
            ))}
          </Group>
          <Group title="innovation.my.results" count={d.results.length}>
            {d.results.map((r) => (
              <Item key={r.id} title={r.competitionName} chip={<ReviewedChip status={r.status} labels="resultStatus" />}
                lines={[<><Label prefix="award" code={r.awardLevel} /> · {translate('innovation.my.result_hours', { hours: r.hours, granted: r.grantedHours ?? '-' })}</>]} />
            ))}
          </Group>
          <Group title="innovation.my.teams" count={d.teams.length}>
            {d.teams.map((t) => <Item key={t.id} title={t.name} lines={[t.competitionName, t.memberNames]} />)}
          </Group>
          <Group title="innovation.my.hatchings" count={d.hatchings.length}>
            {d.hatchings.map((h) => <Item key={h.id} title={h.name} chip={<ReviewedChip status={h.status} labels="hatchingStatus" />} lines={[<Label key="s" prefix="stage" code={h.stage} />, h.mentorName]} />)}
          </Group>
          <Group title="innovation.my.bonuses" count={d.bonuses.length}>
            {d.bonuses.map((b) => <Item key={b.id} title={b.title} lines={[`¥${b.amount} · ${b.awardedOn}`, b.reason]} />)}
          </Group>
        </>
      )}
      <InnovationForm open={open} title="innovation.action.applyProject" schema={projectAddParams} fields={fields} defaults={{ budget: '0' }}
        save={(v) => create('innovationProjects', { data: v, meta: { silent: true } }, { returnPromise: true })}
        onClose={() => setOpen(false)} onSaved={() => { setOpen(false); void query.refetch(); }} />
    </Box>
  );
}
