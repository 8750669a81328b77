/**
 * Routes of the quizzes feature (issue 20; ROUTES.md group II). Staff pages are mounted by
 * src/plugins/communist, each guarded by its module: 答题列表 '/communist/answer/list' (and a quiz's
 * results at /communist/answer/detail?id=), 题库管理 '/communist/answer/library', 组卷发布
 * '/communist/answer/create', 新增题目 '/communist/subject/create' (?id= edits), 青年大学习
 * '/communist/youth/learn'. The student's 答题学习 '/student/quiz' and its answering page
 * /student/quiz/take?id= are mounted by src/plugins/studentQuiz.
 */
import { Resource } from 'react-admin';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import quizzes from '.';
import { LIBRARY_PATH, QUIZ_CREATE_PATH, QUIZ_DETAIL_PATH, QUIZ_LIST_PATH, STUDENT_QUIZ_PATH, SUBJECT_PATH, TAKE_PATH, YOUTH_PATH } from './paths';

export const quizRoutes: FeatureRoutes = {
  resources: [
    <Resource key="quizzes" name="quizzes" icon={quizzes.icon} recordRepresentation="name" />,
    <Resource key="quizLibraries" name="quizLibraries" recordRepresentation="name" />,
    <Resource key="quizQuestions" name="quizQuestions" recordRepresentation="stem" />,
    <Resource key="quizResults" name="quizResults" />,
    <Resource key="youthIssues" name="youthIssues" recordRepresentation="title" />,
  ],
  routes: [
    guardedRoute(QUIZ_LIST_PATH, QUIZ_LIST_PATH, <quizzes.list />),
    guardedRoute(QUIZ_DETAIL_PATH, QUIZ_LIST_PATH, <quizzes.detail />),
    guardedRoute(QUIZ_CREATE_PATH, QUIZ_CREATE_PATH, <quizzes.create />),
    guardedRoute(LIBRARY_PATH, LIBRARY_PATH, <quizzes.library />),
    guardedRoute(SUBJECT_PATH, SUBJECT_PATH, <quizzes.subject />),
    guardedRoute(YOUTH_PATH, YOUTH_PATH, <quizzes.youth />),
  ],
};

export const studentQuizRoutes: FeatureRoutes = {
  routes: [
    guardedRoute(STUDENT_QUIZ_PATH, STUDENT_QUIZ_PATH, <quizzes.mine />),
    guardedRoute(TAKE_PATH, STUDENT_QUIZ_PATH, <quizzes.take />),
  ],
};
