/** The quiz and 青年大学习 pages of issue 20 (routed by ./routes.tsx); each loads lazily. */
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./QuizList')),
  detail: lazyWithRetry(() => import('./QuizDetail')),
  create: lazyWithRetry(() => import('./QuizCreate')),
  library: lazyWithRetry(() => import('./LibraryPage')),
  subject: lazyWithRetry(() => import('./QuestionForm')),
  youth: lazyWithRetry(() => import('./YouthLearnPage')),
  mine: lazyWithRetry(() => import('./student/MyQuizPage')),
  take: lazyWithRetry(() => import('./student/TakeQuiz')),
  icon: MenuBookOutlined,
};
