/**
 * One quiz's results and statistics (/communist/answer/detail?id=, from 答题列表; issue 20): the
 * quiz's facts, figures (参与, 交卷, 通过, 通过率, 平均分), a chart of the score bands and one of each
 * question's rate of right answers, the questions with their answers, and who took it (score, state;
 * filters 姓名/学号 and 状态) with 导出 (答题成绩.xlsx, a job).
 * Data: getOne('quizzes') → GET /quiz/detail; getQuizStats → GET /quiz/stats; getList('quizResults')
 * → GET /quiz/results; startQuizExport → GET /quiz/export.
 */
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, List, SelectInput, TextInput, Title, useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { AttemptRow, QuizDetail as QuizDetailRecord } from '../../../common/quizzes';
import { BarChart } from '../../charts';
import type { QuizDataProvider } from '../../dataProvider/quizzes';
import { EmptyState } from '../shared/EmptyState';
import { ExportJobDialog } from '../shared/ExportJobDialog';
import { FitBox } from '../shared/FitTable';
import { ListPagination } from '../shared/ListPagination';
import { AttemptStatusChip, QuizStatusChip } from './chips';

const Col = DataTable.Col<AttemptRow>;
const exportKeys = { title: 'quizzes.export.title', running: 'quizzes.export.running', download: 'quizzes.export.download', done: 'quizzes.export.done', close: 'ra.action.close' };

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Box sx={{ minWidth: 90 }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>{value}</Typography>
      <Typography variant="caption" color="text.secondary">{label}</Typography>
    </Box>
  );
}

function Stats({ quizId }: { quizId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<QuizDataProvider>();
  const { data } = useQuery({ queryKey: ['quizStats', quizId], queryFn: () => dataProvider.getQuizStats(quizId) });
  if (!data) return <LinearProgress />;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Figure label={translate('quizzes.stats.takers')} value={data.takers} />
        <Figure label={translate('quizzes.stats.submitted')} value={data.submitted} />
        <Figure label={translate('quizzes.stats.passed')} value={data.passed} />
        <Figure label={translate('quizzes.stats.pass_rate')} value={`${data.passRate}%`} />
        <Figure label={translate('quizzes.stats.avg')} value={data.avgScore ?? '-'} />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle2">{translate('quizzes.stats.bands')}</Typography>
          <BarChart ariaLabel={translate('quizzes.stats.bands')} height={220} emptyText={translate('quizzes.empty.results')}
            data={data.submitted ? data.bands.map((b) => ({ id: b.band, label: b.band, values: { count: b.count } })) : []}
            series={[{ key: 'count', label: translate('quizzes.stats.people') }]} valueFormat={(v) => String(v)} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle2">{translate('quizzes.stats.items')}</Typography>
          <BarChart ariaLabel={translate('quizzes.stats.items')} height={220} maxValue={100} emptyText={translate('quizzes.empty.results')}
            data={data.submitted ? data.items.map((i) => ({ id: i.position, label: translate('quizzes.question_no', { n: i.position }), values: { rate: i.correctRate } })) : []}
            series={[{ key: 'rate', label: translate('quizzes.stats.correct_rate') }]} valueFormat={(v) => `${v}%`} tooltipNote={(d) => data.items[Number(d.id) - 1]?.stem ?? ''} />
        </Grid>
      </Grid>
    </Stack>
  );
}

const resultFilters = [
  <TextInput key="name" source="name" label="quizzes.filters.student" alwaysOn resettable />,
  <SelectInput key="status" source="status" label="resources.quizResults.fields.status" choices={[1, 2, 3].map((id) => ({ id, name: `quizzes.attempt.${id}` }))} emptyText="quizzes.filters.all" alwaysOn />,
];

export default function QuizDetail() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<QuizDataProvider>();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { data: quiz, isPending } = useGetOne<QuizDetailRecord>('quizzes', { id }, { enabled: id > 0 });
  const [exporting, setExporting] = useState(false);
  if (isPending) return <LinearProgress />;
  if (!quiz) return <EmptyState message="quizzes.empty.not_found" />;
  // Opened from the list, react-admin shows the list's row until the detail arrives: no items or college names yet.
  const collegeNames = quiz.collegeNames ?? [];
  return (
    <Box sx={{ py: 2 }}>
      <Title title={quiz.name} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1">{quiz.name}</Typography>
        <QuizStatusChip status={quiz.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {[`${quiz.startTime} ~ ${quiz.endTime}`, translate('quizzes.summary', { count: quiz.questionCount, minutes: quiz.timeLimit, pass: quiz.passScore }),
          quiz.hours ? translate('quizzes.hours_for_pass', { hours: quiz.hours, classify: quiz.classifyName ?? '' }) : '',
          collegeNames.length ? collegeNames.join('、') : translate('quizzes.everyone'), quiz.grades.length ? quiz.grades.join('、') : ''].filter(Boolean).join(' · ')}
      </Typography>
      <Card variant="outlined" sx={{ mb: 2 }}><CardContent><Stats quizId={id} /></CardContent></Card>
      <List resource="quizResults" filter={{ quizId: id }} filters={resultFilters} disableSyncWithLocation title={false} pagination={<ListPagination />} empty={false} exporter={false}
        actions={<Button size="small" variant="outlined" sx={{ whiteSpace: 'nowrap', flexShrink: 0, alignSelf: 'center' }} startIcon={<DownloadIcon />} onClick={() => setExporting(true)}>{translate('quizzes.action.export')}</Button>}>
        <FitBox>
          <DataTable<AttemptRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState message="quizzes.empty.results" />}>
            <Col source="code" disableSort />
            <Col source="userName" disableSort />
            <Col source="collegeName" disableSort render={(r) => [r.collegeName, r.className].filter(Boolean).join(' / ') || '-'} />
            <Col source="startTime" disableSort />
            <Col source="submitTime" disableSort render={(r) => r.submitTime ?? '-'} />
            <Col source="score" disableSort align="right" render={(r) => (r.score === null ? '-' : `${r.score}${r.passed ? ' ✓' : ''}`)} />
            <Col source="status" disableSort render={(r) => <AttemptStatusChip status={r.status} />} />
          </DataTable>
        </FitBox>
      </List>
      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>{translate('quizzes.detail.questions')}</Typography>
          <Stack spacing={1.5}>
            {(quiz.items ?? []).map((i) => (
              <Box key={i.position}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>{`${i.position}. [${translate(`quizzes.kind.${i.kind}`)}] ${i.stem}`}</Typography>
                <Typography variant="body2" color="text.secondary">{i.options.map((o, k) => `${String.fromCharCode(65 + k)}. ${o}`).join('    ')}</Typography>
                <Typography variant="caption" color="success.main">{translate('quizzes.answer_is', { answer: i.answer })}{i.explanation ? ` · ${i.explanation}` : ''}</Typography>
              </Box>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <ExportJobDialog open={exporting} onClose={() => setExporting(false)} startJob={() => dataProvider.startQuizExport({ quizId: id })} keys={exportKeys} fallbackName="答题成绩.xlsx" />
    </Box>
  );
}
