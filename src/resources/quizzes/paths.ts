/** Addresses of the quiz pages (ROUTES.md group II) and the module paths that guard them. */
import { QUIZ_MODULES } from '../../../common/quizzes';

export const QUIZ_LIST_PATH = QUIZ_MODULES.list;
export const LIBRARY_PATH = QUIZ_MODULES.library;
export const QUIZ_CREATE_PATH = QUIZ_MODULES.create;
export const SUBJECT_PATH = QUIZ_MODULES.subject;
export const YOUTH_PATH = QUIZ_MODULES.youth;
export const STUDENT_QUIZ_PATH = QUIZ_MODULES.student;
/** Ours beside the listed ones: one quiz's results and statistics, and the student's answering page. */
export const QUIZ_DETAIL_PATH = '/communist/answer/detail';
export const TAKE_PATH = '/student/quiz/take';

export const quizDetailPath = (id: number | string) => `${QUIZ_DETAIL_PATH}?id=${id}`;
export const questionEditPath = (id: number | string) => `${SUBJECT_PATH}?id=${id}`;
export const takePath = (id: number | string) => `${TAKE_PATH}?id=${id}`;
