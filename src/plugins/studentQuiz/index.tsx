/** Route group of the student's 答题学习 (issue 20): quizzes on the phone and the 青年大学习 record. */
import { STUDENT_QUIZ_PATH } from '../../resources/quizzes/paths';
import { studentQuizRoutes } from '../../resources/quizzes/routes';
import type { RouteGroupPlugin } from '../types';

const studentQuiz: RouteGroupPlugin = {
  name: 'studentQuiz',
  basePaths: [STUDENT_QUIZ_PATH],
  features: [studentQuizRoutes],
};

export default studentQuiz;
