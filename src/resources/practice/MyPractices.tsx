/**
 * 我的实践 (/society/practice/my-list; issue 19) and the student's 社会实践 home (/practice, on the
 * phone): the projects the caller leads, joins or advises, newest first, as cards — name, type,
 * destination and dates, team size, status — each opening /society/practice/mylist/show?id=, where
 * the team writes its journal and submits the completion; 申报实践项目 opens the proposal form.
 * Data: getList('myPractices') → GET /practice/my/list {current, size}.
 */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { Box, Button, Card, CardActionArea, CardContent, Pagination, Skeleton, Stack, Typography } from '@mui/material';
import { Title, useGetList, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { PracticeRow } from '../../../common/practice';
import { EmptyState } from '../shared/EmptyState';
import { LoadFailed } from '../shared/LoadFailed';
import { PracticeStatusChip } from './chips';
import { CREATE_PATH, myShowPath } from './paths';

const PER_PAGE = 10;

function PracticeCard({ row }: { row: PracticeRow }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Card variant="outlined" data-testid="practice-card">
      <CardActionArea onClick={() => navigate(myShowPath(row.id))}>
        <CardContent sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{row.name}</Typography>
            <PracticeStatusChip status={row.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">{`${translate(`practice.type.${row.type}`)} · ${row.termName}`}</Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5 }}>
            <PlaceOutlined fontSize="small" color="action" />
            <Typography variant="body2">{row.destination}</Typography>
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {`${row.startDate} ～ ${row.endDate} · ${row.leaderName} · ${translate('practice.people', { count: row.memberCount })}`}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export default function MyPractices({ home = false }: { home?: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const { data, total, isPending, error, refetch } = useGetList<PracticeRow>('myPractices', { pagination: { page, perPage: PER_PAGE } });
  const title = home ? 'practice.home.title' : 'practice.mine.title';
  return (
    <Box sx={{ maxWidth: 760, minWidth: 0 }}>
      <Title title={translate(title)} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1, flexWrap: 'wrap' }}>
        <Box>
          <Typography component="h1" variant="h6" sx={{ fontWeight: 600 }}>{translate(home ? 'practice.home.my' : title)}</Typography>
          {home ? null : <Typography variant="body2" color="text.secondary">{translate('practice.mine.subtitle')}</Typography>}
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(CREATE_PATH)}>{translate('practice.home.propose')}</Button>
      </Stack>
      {error ? <LoadFailed error={error} fallback="practice.load_failed" retryLabel="shell.error.retry" onRetry={() => void refetch()} /> : null}
      {isPending ? (
        <Stack spacing={1.5}>{[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={104} />)}</Stack>
      ) : (data ?? []).length === 0 ? (
        <EmptyState message={home ? 'practice.home.none' : 'practice.empty_mine'} />
      ) : (
        <Stack spacing={1.5}>
          {(data ?? []).map((row) => <PracticeCard key={row.id} row={row} />)}
        </Stack>
      )}
      {(total ?? 0) > PER_PAGE ? <Pagination sx={{ mt: 2 }} page={page} count={Math.ceil((total ?? 0) / PER_PAGE)} onChange={(_, p) => setPage(p)} /> : null}
    </Box>
  );
}
