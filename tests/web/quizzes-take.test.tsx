/**
 * Answering a quiz on the phone (issue 20; src/resources/quizzes/student/TakeQuiz.tsx): what the
 * student meets — the questions without answers, a countdown to the server's deadline, multiple
 * choice sent as the sorted letters ticked, 交卷 asking first when questions are unanswered, the
 * result with the explanations afterwards; at zero the page submits by itself.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import type { QuizResult, StartedAttempt } from '../../common/quizzes';
import { ApiError } from '../../src/dataProvider/errors';
import TakeQuiz from '../../src/resources/quizzes/student/TakeQuiz';
import { providerMocks, renderWithAdmin } from './shell-harness';

const { startQuiz, submitQuiz, getQuizResult } = providerMocks('startQuiz', 'submitQuiz', 'getQuizResult');

// One reading of the clock: two could differ by a millisecond and show 10:01 for ten minutes left.
const attempt = (msLeft: number, now = Date.now()): StartedAttempt => ({
  attemptId: 9, quizName: '党史答题', startTime: '2026-11-26 10:00:00', deadline: '2026-11-26 10:10:00', serverNow: now, deadlineMs: now + msLeft,
  questions: [
    { position: 1, kind: 1, stem: '党成立于哪一年?', options: ['1919年', '1921年'] },
    { position: 2, kind: 2, stem: '五四精神包括?', options: ['爱国', '进步', '保守'] },
  ],
});
const result: QuizResult = {
  quizId: 5, quizName: '党史答题', score: '50.00', correct: 1, total: 2, passed: false, passScore: 60, hours: null, submitTime: '2026-11-26 10:05',
  items: [
    { position: 1, kind: 1, kindName: '单选题', stem: '党成立于哪一年?', options: ['1919年', '1921年'], answer: 'B', explanation: '1921年7月', choice: 'B', right: true },
    { position: 2, kind: 2, kindName: '多选题', stem: '五四精神包括?', options: ['爱国', '进步', '保守'], answer: 'AB', explanation: '爱国、进步', choice: 'B', right: false },
  ],
};

function setup() {
  return renderWithAdmin(<TakeQuiz />, {
    path: '/student/quiz/take?id=5',
    modules: [],
    dataProvider: testDataProvider({ startQuiz, submitQuiz, getQuizResult } as never),
  });
}

describe('answering a quiz', () => {
  it('sends the letters chosen after confirming the unanswered count, then shows the result with explanations', async () => {
    startQuiz.mockResolvedValue(attempt(10 * 60_000));
    submitQuiz.mockResolvedValue(result);
    setup();
    await screen.findByText('1. [单选题] 党成立于哪一年?');
    expect(screen.getByTestId('quiz-countdown').textContent).toMatch(/(09:5\d|10:00)/);
    expect(screen.queryByText(/1921年7月/)).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'B. 进步' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'A. 爱国' }));
    fireEvent.click(screen.getByRole('button', { name: '交卷' }));
    await screen.findByText('还有 1 题未作答,确定交卷吗?');
    fireEvent.click(screen.getAllByRole('button', { name: '交卷' }).at(-1)!);
    await waitFor(() => expect(submitQuiz).toHaveBeenCalledWith(5, [{ position: 2, answer: 'AB' }]));
    expect(await screen.findByTestId('quiz-score')).toHaveTextContent('50.00');
    await screen.findByText('解析:1921年7月');
    expect(startQuiz).toHaveBeenCalledWith(5);
  });

  it('submits by itself when the countdown reaches zero', async () => {
    startQuiz.mockResolvedValue(attempt(1200));
    submitQuiz.mockResolvedValue(result);
    setup();
    fireEvent.click(await screen.findByRole('radio', { name: 'B. 1921年' }));
    await waitFor(() => expect(submitQuiz).toHaveBeenCalledWith(5, [{ position: 1, answer: 'B' }]), { timeout: 5000 });
    expect(submitQuiz).toHaveBeenCalledTimes(1);
    await screen.findByTestId('quiz-score');
  });

  it('shows why the attempt cannot start', async () => {
    startQuiz.mockRejectedValue(new ApiError(10002, '你已交卷,不能重复作答'));
    setup();
    await screen.findByText('你已交卷,不能重复作答');
    expect(screen.getByRole('button', { name: '返回答题列表' })).toBeTruthy();
  });
});
