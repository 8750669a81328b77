/**
 * 答题学习 (/student/quiz, student module 1009; issue 20), made for a 375 px phone: 答题 lists the
 * quizzes open to the student's college and grade — window, questions, time limit, pass mark, hours —
 * with 开始答题 (confirmed: the countdown starts on the server), 继续答题, 查看结果 or the state; 青年大学习
 * lists each weekly issue with whether the student learned it (from the imported lists).
 * Data: getMyQuizzes → GET /student/quiz/list; getMyYouthRecord → GET /student/youth/learn.
 */
import { useState } from 'react';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { AttemptStatus, QuizStatus, type MyQuizRow } from '../../../../common/quizzes';
import type { QuizDataProvider } from '../../../dataProvider/quizzes';
import { EmptyState } from '../../shared/EmptyState';
import { QuizStatusChip } from '../chips';
import { takePath } from '../paths';

function QuizCard({ q, onStart }: { q: MyQuizRow; onStart: (q: MyQuizRow) => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const action = q.attemptStatus === AttemptStatus.SUBMITTED
    ? <Button size="small" variant="outlined" onClick={() => navigate(`${takePath(q.id)}&view=result`)}>{translate('quizzes.student.result')}</Button>
    : q.attemptStatus === AttemptStatus.OPEN
      ? <Button size="small" variant="contained" color="warning" onClick={() => navigate(takePath(q.id))}>{translate('quizzes.student.resume')}</Button>
      : q.attemptStatus === AttemptStatus.EXPIRED
        ? <Chip size="small" color="error" variant="outlined" label={translate('quizzes.attempt.3')} />
        : q.status === QuizStatus.OPEN
          ? <Button size="small" variant="contained" onClick={() => onStart(q)}>{translate('quizzes.student.start')}</Button>
          : null;
  return (
    <Card variant="outlined">
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, minWidth: 0 }}>{q.name}</Typography>
          <QuizStatusChip status={q.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary">{`${q.startTime} ~ ${q.endTime}`}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('quizzes.summary', { count: q.questionCount, minutes: q.timeLimit, pass: q.passScore })}{q.hours ? ` · ${translate('quizzes.student.hours', { hours: q.hours })}` : ''}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} color={q.passed ? 'success.main' : q.passed === false ? 'error.main' : 'text.secondary'}>
            {q.score !== null ? translate(q.passed ? 'quizzes.student.score_pass' : 'quizzes.student.score_fail', { score: q.score }) : ''}
          </Typography>
          {action}
        </Stack>
      </CardContent>
    </Card>
  );
}

function Loading() {
  return <Stack spacing={1}>{[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={96} />)}</Stack>;
}

function Quizzes() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<QuizDataProvider>();
  const { data, isPending } = useQuery({ queryKey: ['myQuizzes'], queryFn: () => dataProvider.getMyQuizzes() });
  const [starting, setStarting] = useState<MyQuizRow | null>(null);
  if (isPending) return <Loading />;
  if (!data?.length) return <EmptyState message="quizzes.empty.mine" />;
  return (
    <Stack spacing={1.5}>
      {data.map((q) => <QuizCard key={q.id} q={q} onStart={setStarting} />)}
      <Dialog open={starting !== null} onClose={() => setStarting(null)} fullWidth maxWidth="xs">
        <DialogTitle>{starting?.name}</DialogTitle>
        <DialogContent>
          <Typography variant="body2">{translate('quizzes.student.start_confirm', { minutes: starting?.timeLimit ?? 0, count: starting?.questionCount ?? 0 })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setStarting(null)}>{translate('quizzes.action.cancel')}</Button>
          <Button variant="contained" onClick={() => navigate(takePath(starting!.id))}>{translate('quizzes.student.start')}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

function YouthRecord() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<QuizDataProvider>();
  const { data, isPending } = useQuery({ queryKey: ['myYouth'], queryFn: () => dataProvider.getMyYouthRecord() });
  if (isPending) return <Loading />;
  if (!data?.length) return <EmptyState message="quizzes.empty.my_youth" />;
  const learned = data.filter((r) => r.learned).length;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">{translate('quizzes.student.youth_summary', { learned, total: data.length })}</Typography>
      {data.map((r) => (
        <Card key={r.id} variant="outlined">
          <CardContent sx={{ py: 1.25, '&:last-child': { pb: 1.25 } }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              {r.learned ? <CheckCircleOutline color="success" /> : <RadioButtonUnchecked color="disabled" />}
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>{r.title}</Typography>
                <Typography variant="caption" color="text.secondary">{r.learned ? translate('quizzes.student.learned_at', { time: r.learnTime ?? '' }) : translate('quizzes.student.week_of', { week: r.week })}</Typography>
              </Box>
              <Chip size="small" color={r.learned ? 'success' : 'default'} label={translate(r.learned ? 'quizzes.student.learned' : 'quizzes.student.not_learned')} />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

export default function MyQuizPage() {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 }, maxWidth: 720, mx: 'auto' }}>
      <Title title="quizzes.title.mine" />
      <Typography variant="h6" component="h1">{translate('quizzes.title.mine')}</Typography>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} variant="fullWidth" sx={{ mb: 1.5 }}>
        <Tab label={translate('quizzes.student.tab_quiz')} />
        <Tab label={translate('quizzes.student.tab_youth')} />
      </Tabs>
      {tab === 0 ? <Quizzes /> : <YouthRecord />}
    </Box>
  );
}
