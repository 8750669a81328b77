/**
 * Answering a quiz on the phone (/student/quiz/take?id=, from 答题学习; issue 20). Opening the page
 * starts the attempt on the server (or resumes the open one: same deadline) and shows the questions
 * without answers: single and true/false as radio buttons, multiple choice as boxes; a sticky bar
 * keeps the countdown (to the server's deadline, corrected by the server's clock) and 交卷 (confirmed,
 * naming the unanswered count). At zero the page submits by itself. After submitting — or with
 * &view=result — the result: score, passed, hours granted, and each question with the choice, the
 * right answer and the explanation.
 * Data: startQuiz → POST /student/quiz/start; submitQuiz → POST /student/quiz/submit; getQuizResult →
 * GET /student/quiz/result.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { Alert, Box, Button, Card, CardContent, Checkbox, Chip, Dialog, DialogActions, DialogContent, FormControlLabel, LinearProgress, Radio, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { QuestionKind, type QuizResult, type StartedAttempt } from '../../../../common/quizzes';
import type { QuizDataProvider } from '../../../dataProvider/quizzes';
import { serverError } from '../../shared/serverError';
import { STUDENT_QUIZ_PATH } from '../paths';

const letter = (i: number) => String.fromCharCode(65 + i);

/** mm:ss of the time left. */
const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

function ResultView({ result }: { result: QuizResult }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Stack spacing={1.5}>
      <Card variant="outlined" sx={{ textAlign: 'center' }}>
        <CardContent>
          <Typography variant="h3" component="p" sx={{ fontWeight: 700 }} color={result.passed ? 'success.main' : 'error.main'} data-testid="quiz-score">{result.score}</Typography>
          <Typography variant="body1">{translate(result.passed ? 'quizzes.student.passed' : 'quizzes.student.failed', { pass: result.passScore })}</Typography>
          <Typography variant="body2" color="text.secondary">{translate('quizzes.student.correct_of', { correct: result.correct, total: result.total })}</Typography>
          {result.hours ? <Chip color="success" sx={{ mt: 1 }} label={translate('quizzes.student.hours_granted', { hours: result.hours })} /> : null}
        </CardContent>
      </Card>
      {result.items.map((i) => (
        <Card key={i.position} variant="outlined" sx={{ borderColor: i.right ? 'success.light' : 'error.light' }}>
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>{`${i.position}. [${translate(`quizzes.kind.${i.kind}`)}] ${i.stem}`}</Typography>
            {i.options.map((o, k) => (
              <Typography key={k} variant="body2" color={i.answer.includes(letter(k)) ? 'success.main' : i.choice.includes(letter(k)) ? 'error.main' : 'text.secondary'}>{`${letter(k)}. ${o}`}</Typography>
            ))}
            <Typography variant="body2" sx={{ mt: 0.5 }}>{translate('quizzes.student.your_answer', { choice: i.choice || translate('quizzes.student.blank'), answer: i.answer })}</Typography>
            {i.explanation ? <Typography variant="caption" color="text.secondary">{translate('quizzes.student.explanation', { text: i.explanation })}</Typography> : null}
          </CardContent>
        </Card>
      ))}
      <Button variant="outlined" onClick={() => navigate(STUDENT_QUIZ_PATH)}>{translate('quizzes.student.back')}</Button>
    </Stack>
  );
}

function Answering({ quizId, attempt, onDone }: { quizId: number; attempt: StartedAttempt; onDone: (r: QuizResult) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<QuizDataProvider>();
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [left, setLeft] = useState(attempt.deadlineMs - attempt.serverNow);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const sent = useRef(false);
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const submit = useCallback(async () => {
    if (sent.current) return;
    sent.current = true;
    setConfirming(false);
    try {
      onDone(await dataProvider.submitQuiz(quizId, Object.entries(answersRef.current).map(([position, answer]) => ({ position: Number(position), answer }))));
    } catch (e) {
      sent.current = false;
      setError(serverError(e).text);
    }
  }, [dataProvider, onDone, quizId]);
  useEffect(() => {
    // The server's clock decides: the offset between it and ours at the start keeps the countdown honest.
    const skew = attempt.serverNow - Date.now();
    const tick = () => {
      const ms = attempt.deadlineMs - (Date.now() + skew);
      setLeft(ms);
      if (ms <= 0) void submit();
    };
    const timer = window.setInterval(tick, 500);
    return () => window.clearInterval(timer);
  }, [attempt, submit]);
  const choose = (position: number, kind: number, l: string) => setAnswers((a) => {
    const now = a[position] ?? '';
    const next = kind === QuestionKind.MULTIPLE ? (now.includes(l) ? now.replace(l, '') : [...now, l].sort().join('')) : l;
    return { ...a, [position]: next };
  });
  const answered = Object.values(answers).filter(Boolean).length;
  const total = attempt.questions.length;
  return (
    <>
      {/* Below the shell's fixed 56 px app bar. */}
      <Box sx={{ position: 'sticky', top: 56, zIndex: 2, bgcolor: 'background.paper', py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: left < 60_000 ? 'error.main' : 'text.primary' }}>
            <TimerOutlined fontSize="small" aria-label={translate('quizzes.student.time_left')} />
            <Typography variant="h6" component="p" data-testid="quiz-countdown" aria-live="off">{clock(left)}</Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">{translate('quizzes.student.progress', { answered, total })}</Typography>
          <Button variant="contained" onClick={() => setConfirming(true)}>{translate('quizzes.student.submit')}</Button>
        </Stack>
        <LinearProgress variant="determinate" value={(answered * 100) / Math.max(total, 1)} sx={{ mt: 1 }} />
      </Box>
      {error ? <Alert severity="error" sx={{ my: 1 }}>{error}</Alert> : null}
      <Stack spacing={1.5} sx={{ mt: 1.5 }}>
        {attempt.questions.map((q) => (
          <Card key={q.position} variant="outlined" component="fieldset" sx={{ m: 0, p: 0 }}>
            <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Typography component="legend" variant="body1" sx={{ fontWeight: 600, mb: 0.5 }}>{`${q.position}. [${translate(`quizzes.kind.${q.kind}`)}] ${q.stem}`}</Typography>
              {q.options.map((o, k) => {
                const checked = (answers[q.position] ?? '').includes(letter(k));
                const Control = q.kind === QuestionKind.MULTIPLE ? Checkbox : Radio;
                return (
                  <FormControlLabel key={k} sx={{ display: 'flex', mx: 0, py: 0.25, alignItems: 'flex-start' }} label={<Typography sx={{ pt: 1 }}>{`${letter(k)}. ${o}`}</Typography>}
                    control={<Control checked={checked} onChange={() => choose(q.position, q.kind, letter(k))} />} />
                );
              })}
            </CardContent>
          </Card>
        ))}
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogContent>
          <Typography>{total - answered > 0 ? translate('quizzes.student.submit_unanswered', { count: total - answered }) : translate('quizzes.student.submit_confirm')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{translate('quizzes.student.keep_going')}</Button>
          <Button variant="contained" onClick={() => void submit()}>{translate('quizzes.student.submit')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export default function TakeQuiz() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<QuizDataProvider>();
  const [params] = useSearchParams();
  const quizId = Number(params.get('id'));
  const wantsResult = params.get('view') === 'result';
  const [result, setResult] = useState<QuizResult | null>(null);
  const started = useQuery({ queryKey: ['quizAttempt', quizId], queryFn: () => dataProvider.startQuiz(quizId), enabled: quizId > 0 && !wantsResult, retry: false, staleTime: Infinity, gcTime: 0 });
  const shown = useQuery({ queryKey: ['quizResult', quizId], queryFn: () => dataProvider.getQuizResult(quizId), enabled: quizId > 0 && wantsResult, retry: false });
  const final = result ?? shown.data ?? null;
  const failure = started.error ?? shown.error;
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 }, maxWidth: 720, mx: 'auto' }}>
      <Title title={started.data?.quizName ?? final?.quizName ?? 'quizzes.title.mine'} />
      <Typography variant="h6" component="h1" sx={{ mb: 1 }}>{started.data?.quizName ?? final?.quizName ?? translate('quizzes.title.mine')}</Typography>
      {final ? <ResultView result={final} /> : failure ? (
        <Stack spacing={1.5}>
          <Alert severity="warning">{serverError(failure).text}</Alert>
          <Button variant="outlined" onClick={() => navigate(STUDENT_QUIZ_PATH)}>{translate('quizzes.student.back')}</Button>
        </Stack>
      ) : started.data ? <Answering quizId={quizId} attempt={started.data} onDone={setResult} /> : <LinearProgress />}
    </Box>
  );
}
