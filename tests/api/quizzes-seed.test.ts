/**
 * The quiz and 青年大学习 demo of 示范大学 (server/seed/quizzes.ts): libraries and questions, three
 * quizzes (open, closed, upcoming) taken by a few students through the services — passes with hours
 * in the ledger, never the demo student, who finds the open quiz untaken — and two 青年大学习 issues
 * with their imported lists; nothing for the other school (seeding again: seed-twice.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '../../common/envelope.js';
import { LedgerSource } from '../../common/ledger.js';
import type { LibraryRow, MyQuizRow, MyYouthRow, QuizRow, YouthIssueRow } from '../../common/quizzes.js';
import { seedQuizzes } from '../../server/seed/quizzes.js';
import { featureDemoApp, signInAs } from './helpers.js';
import { ok } from './structure-helpers.js';

const t = await featureDemoApp(new Date(), seedQuizzes);

describe('the quiz demo', () => {
  it('has libraries, quizzes in every state with results, hours for passes and 青年大学习 rates', async () => {
    const admin = await signInAs(t, 'admin');
    const libs = await ok<Page<LibraryRow>>(t, 'GET', '/quiz/library/list', {}, admin);
    expect(libs.list.map((l) => [l.name, l.questionCount])).toEqual([['党史知识', 5], ['团的基本知识', 4]]);
    const quizzes = (await ok<Page<QuizRow>>(t, 'GET', '/quiz/list', {}, admin)).list;
    expect(new Set(quizzes.map((q) => q.statusName))).toEqual(new Set(['未开始', '进行中', '已结束']));
    const open = quizzes.find((q) => q.statusName === '进行中')!;
    expect(open).toMatchObject({ submitted: 3, hours: '0.50' });
    const ledger = await t.db.selectFrom('hoursLedger').select('userId').where('sourceType', '=', LedgerSource.QUIZ).where('relationId', '=', open.id).execute();
    expect(ledger).toHaveLength(open.passed);
    const issues = (await ok<Page<YouthIssueRow>>(t, 'GET', '/youth/learn/issue/list', {}, admin)).list;
    expect(issues.map((i) => i.title)).toEqual(['2026年第30期', '2026年第29期']);
    expect(issues[1].rate).toBeGreaterThan(issues[0].rate);

    const student = await signInAs(t, 'student');
    const mine = await ok<MyQuizRow[]>(t, 'GET', '/student/quiz/list', {}, student);
    expect(mine.find((q) => q.id === open.id)?.attemptStatus).toBeNull();
    const youth = await ok<MyYouthRow[]>(t, 'GET', '/student/youth/learn', {}, student);
    expect(youth.map((r) => r.learned)).toEqual([false, true]);
  });

  it('writes nothing for the other school', async () => {
    const admin2 = await signInAs(t, 'admin2');
    expect((await ok<Page<QuizRow>>(t, 'GET', '/quiz/list', {}, admin2)).total).toBe(0);
    expect((await ok<Page<YouthIssueRow>>(t, 'GET', '/youth/learn/issue/list', {}, admin2)).total).toBe(0);
  });
});
