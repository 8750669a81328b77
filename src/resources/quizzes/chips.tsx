/** Status chips of quizzes and attempts (common/quizzes.ts labels through i18n). */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const QUIZ_COLORS = { 1: 'default', 2: 'success', 3: 'info' } as const;
const ATTEMPT_COLORS = { 1: 'warning', 2: 'success', 3: 'error' } as const;

export function QuizStatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  return <Chip size="small" color={QUIZ_COLORS[status as 1] ?? 'default'} label={translate(`quizzes.status.${status}`)} />;
}

export function AttemptStatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={ATTEMPT_COLORS[status as 1] ?? 'default'} label={translate(`quizzes.attempt.${status}`)} />;
}
