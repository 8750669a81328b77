/**
 * Quizzes (issue 20 "Quiz bank and study"): libraries and questions with their validation, quizzes
 * assembled at random or by picking (copies: a later edit of the bank does not change them), the
 * student's one attempt (questions without answers, resumed not restarted, the deadline as the
 * smaller of the window end and start + limit, a late submission refused), automatic scoring
 * (multiple choice all-or-nothing), hours for a pass written once, results, statistics and export;
 * refusals without the module and for another school's ids.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '../../common/envelope.js';
import { LedgerSource } from '../../common/ledger.js';
import type { AttemptRow, LibraryRow, MyQuizRow, QuestionRow, QuizDetail, QuizResult, QuizRow, QuizStats, StartedAttempt } from '../../common/quizzes.js';
import { chinaDay } from '../../common/time.js';
import { makeStaff, makeStudents } from './activity-fixture.js';
import { call, fileAppAs } from './helpers.js';
import { ok } from './structure-helpers.js';
import { getFile, readSheet, waitJob } from './student-helpers.js';

const S = 10001;
const { t, admin, admin2, teacher, student } = await fileAppAs('admin', 'admin2', 'teacher', 'student');
const [alice, bob, carol, dave] = await makeStudents(t, S, 4);
const classifyId = (await t.db.selectFrom('classifies').select('id').where('schoolId', '=', S).orderBy('id').executeTakeFirstOrThrow()).id;

const MINUTE = 60_000;
/** 'YYYY-MM-DD HH:mm' (China time) `minutes` from now. */
const at = (minutes: number) => {
  const d = new Date(Date.now() + minutes * MINUTE + 8 * 3_600_000);
  return `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)}`;
};

const libraryId = (await ok<{ id: number }>(t, 'POST', '/quiz/library/add', { name: '党史知识', remarks: '基础题' }, admin)).id;
const question = (extra: object) => ({ libraryId, kind: 1, stem: '中国共产党成立于哪一年?', options: ['1919', '1921', '1949'], answer: 'B', explanation: '1921年7月', ...extra });
const addQuestion = async (extra: object) => (await ok<{ id: number }>(t, 'POST', '/quiz/question/add', question(extra), admin)).id;
const single = await addQuestion({});
const multiple = await addQuestion({ kind: 2, stem: '以下哪些是五四精神?', options: ['爱国', '进步', '民主', '保守'], answer: 'c,a,B', explanation: '爱国、进步、民主、科学' });
const judge = await addQuestion({ kind: 3, stem: '共青团是党的助手和后备军。', options: [], answer: 'A', explanation: '团章总则' });

const quizInput = (extra: object = {}) => ({
  name: '党史答题', mode: 2, questionIds: [single, multiple, judge], timeLimit: 30, startTime: at(-10), endTime: at(24 * 60), passScore: 60, ...extra,
});
const addQuiz = async (extra: object = {}) => (await ok<{ id: number; questionCount: number }>(t, 'POST', '/quiz/add', quizInput(extra), admin)).id;
const start = (quizId: number, token: string) => call<StartedAttempt>(t, 'POST', '/student/quiz/start', { quizId }, token);
const submit = (quizId: number, answers: { position: number; answer: string }[], token: string) => call<QuizResult>(t, 'POST', '/student/quiz/submit', { quizId, answers }, token);
const ledger = (quizId: number) =>
  t.db.selectFrom('hoursLedger').select(['userId', 'grantedHours']).where('schoolId', '=', S).where('sourceType', '=', LedgerSource.QUIZ).where('relationId', '=', quizId).orderBy('userId').execute();

describe('the question bank (/communist/answer/library, /communist/subject/create)', () => {
  it('lists libraries with their counts and questions with filters; the answer letters are normalised', async () => {
    const libs = (await ok<Page<LibraryRow>>(t, 'GET', '/quiz/library/list', {}, admin)).list;
    expect(libs.find((l) => l.id === libraryId)).toMatchObject({ name: '党史知识', questionCount: 3 });
    const page = await ok<Page<QuestionRow>>(t, 'GET', '/quiz/question/list', { libraryId, kind: 2 }, admin);
    expect(page.list.map((q) => [q.kindName, q.answer, q.options.length])).toEqual([['多选题', 'ABC', 4]]);
    expect(await ok<QuestionRow>(t, 'GET', '/quiz/question/detail', { id: judge }, admin)).toMatchObject({ kindName: '判断题', options: ['正确', '错误'], answer: 'A' });
    expect((await ok<Page<QuestionRow>>(t, 'GET', '/quiz/question/list', { stem: '五四' }, admin)).total).toBe(1);
  });

  it('refuses bad questions naming the field', async () => {
    const refused = async (extra: object) => (await call(t, 'POST', '/quiz/question/add', question(extra), admin)).msg;
    expect(await refused({ stem: '' })).toBe('参数错误: stem 不能为空');
    expect(await refused({ answer: 'D' })).toBe('参数错误: answer 答案必须是选项中的字母');
    expect(await refused({ answer: 'AB' })).toBe('参数错误: answer 单选题和判断题只能有一个答案');
    expect(await refused({ kind: 2, answer: 'A' })).toBe('参数错误: answer 多选题至少有两个答案');
    expect(await refused({ options: ['只有一个'], answer: 'A' })).toBe('参数错误: options 至少2个选项');
    expect(await refused({ kind: 4 })).toMatch(/^参数错误: kind/);
    expect(await refused({ answer: '1' })).toBe('参数错误: answer 答案必须是选项中的字母');
    expect(await refused({ libraryId: 999_999 })).toBe('参数错误: libraryId 题库不存在');
  });

  it('keeps library names unique, refuses deleting a library with questions, edits and deletes questions', async () => {
    expect((await call(t, 'POST', '/quiz/library/add', { name: '党史知识' }, admin)).msg).toBe('参数错误: name 已存在同名题库');
    expect((await call(t, 'POST', '/quiz/library/delete', { id: libraryId }, admin)).msg).toBe('题库中还有题目,不能删除');
    const spare = (await ok<{ id: number }>(t, 'POST', '/quiz/library/add', { name: '临时题库' }, admin)).id;
    await ok(t, 'POST', '/quiz/library/update', { id: spare, name: '团史知识' }, admin);
    const q = (await ok<{ id: number }>(t, 'POST', '/quiz/question/add', question({ libraryId: spare }), admin)).id;
    await ok(t, 'POST', '/quiz/question/update', { id: q, ...question({ libraryId: spare, stem: '改过的题干' }) }, admin);
    expect((await ok<QuestionRow>(t, 'GET', '/quiz/question/detail', { id: q }, admin)).stem).toBe('改过的题干');
    await ok(t, 'POST', '/quiz/question/delete', { id: q }, admin);
    await ok(t, 'POST', '/quiz/library/delete', { id: spare }, admin);
    expect((await call(t, 'GET', '/quiz/question/detail', { id: q }, admin)).msg).toBe('题目不存在');
  });

  it('refuses without the module and for another school’s ids', async () => {
    const viewer = await makeStaff(t, S, ['/communist/answer/list']);
    expect((await call(t, 'POST', '/quiz/library/add', { name: '无权' }, viewer.token)).code).toBe(10003);
    expect((await call(t, 'POST', '/quiz/question/add', question({}), viewer.token)).code).toBe(10003);
    expect((await call(t, 'POST', '/quiz/library/add', { name: '教师题库' }, teacher)).code).toBe(0);
    expect((await call(t, 'GET', '/quiz/question/list', {}, student)).code).toBe(10003);
    const writer = await makeStaff(t, S, ['/communist/subject/create']);
    expect((await call(t, 'GET', '/quiz/library/list', {}, writer.token)).code).toBe(0);
    expect((await call(t, 'POST', '/quiz/library/add', { name: '无权2' }, writer.token)).code).toBe(10003);
    expect((await call(t, 'GET', '/quiz/question/detail', { id: single }, admin2)).msg).toBe('题目不存在');
    expect((await call(t, 'POST', '/quiz/library/delete', { id: libraryId }, admin2)).msg).toBe('题库不存在');
  });
});

describe('assembling quizzes (/communist/answer/create, /communist/answer/list)', () => {
  it('copies the picked questions in order: a later edit of the bank does not change the quiz', async () => {
    const id = await addQuiz({ name: '副本测试' });
    await ok(t, 'POST', '/quiz/question/update', { id: single, ...question({ stem: '党成立于?' }) }, admin);
    const d = await ok<QuizDetail>(t, 'GET', '/quiz/detail', { id }, admin);
    expect(d.items.map((i) => [i.position, i.kindName, i.answer])).toEqual([[1, '单选题', 'B'], [2, '多选题', 'ABC'], [3, '判断题', 'A']]);
    expect(d.items[0].stem).toBe('中国共产党成立于哪一年?');
    expect(d).toMatchObject({ questionCount: 3, statusName: '进行中', timeLimit: 30, passScore: 60 });
  });

  it('draws random questions from libraries and refuses when there are too few', async () => {
    const id = await addQuiz({ name: '随机卷', mode: 1, questionIds: [], libraryIds: [libraryId], count: 2 });
    expect((await ok<QuizDetail>(t, 'GET', '/quiz/detail', { id }, admin)).items).toHaveLength(2);
    expect((await call(t, 'POST', '/quiz/add', quizInput({ name: '太多', mode: 1, libraryIds: [libraryId], count: 4 }), admin)).msg).toBe('参数错误: count 所选题库中的题目不足4道');
  });

  it('refuses bad quizzes naming the field', async () => {
    const refused = async (extra: object) => (await call(t, 'POST', '/quiz/add', quizInput({ name: '坏卷', ...extra }), admin)).msg;
    await addQuiz({ name: '重名卷' });
    expect(await refused({ name: '重名卷' })).toBe('参数错误: name 已存在同名答题');
    expect(await refused({ endTime: at(-20) })).toBe('结束时间必须晚于开始时间');
    expect(await refused({ timeLimit: 0 })).toMatch(/^参数错误: timeLimit/);
    expect(await refused({ passScore: 101 })).toMatch(/^参数错误: passScore/);
    expect(await refused({ hours: '2' })).toBe('参数错误: classifyId 发放学时时请选择模块分类');
    expect(await refused({ questionIds: [] })).toBe('参数错误: questionIds 请选择题目');
    expect(await refused({ questionIds: [999_999] })).toBe('参数错误: questionIds 题目不存在');
    expect(await refused({ mode: 1, libraryIds: [] })).toBe('参数错误: libraryIds 请选择题库');
    const viewer = await makeStaff(t, S, ['/communist/answer/list', '/communist/answer/library']);
    expect((await call(t, 'POST', '/quiz/add', quizInput({ name: '无权卷' }), viewer.token)).code).toBe(10003);
    expect((await call(t, 'GET', '/quiz/list', {}, viewer.token)).code).toBe(0);
    expect((await call(t, 'GET', '/quiz/list', {}, student)).code).toBe(10003);
  });

  it('lists quizzes by status', async () => {
    const later = await addQuiz({ name: '下周答题', startTime: at(7 * 24 * 60), endTime: at(8 * 24 * 60) });
    expect((await ok<Page<QuizRow>>(t, 'GET', '/quiz/list', { status: 1 }, admin)).list.map((q) => q.id)).toEqual([later]);
    expect((await ok<Page<QuizRow>>(t, 'GET', '/quiz/list', { status: 2, name: '副本' }, admin)).list.map((q) => q.name)).toEqual(['副本测试']);
    expect((await call(t, 'GET', '/quiz/detail', { id: later }, admin2)).msg).toBe('答题不存在');
    expect((await call(t, 'POST', '/quiz/delete', { id: later }, admin)).code).toBe(0);
  });
});

describe('taking a quiz (student 答题学习)', () => {
  it('starts once without answers, resumes, scores automatically and grants the hours of a pass once', async () => {
    const quizId = await addQuiz({ name: '有学时的答题', hours: '1.5', classifyId });
    const mine = await ok<MyQuizRow[]>(t, 'GET', '/student/quiz/list', {}, alice.token);
    expect(mine.find((q) => q.id === quizId)).toMatchObject({ statusName: '进行中', attemptStatus: null, questionCount: 3, hours: '1.50' });
    const first = await start(quizId, alice.token);
    expect(first.code).toBe(0);
    expect(first.data.questions.map((q) => Object.keys(q).sort())).toEqual(Array(3).fill(['kind', 'options', 'position', 'stem']));
    expect(first.data.deadlineMs - first.data.serverNow).toBe(30 * MINUTE);
    const again = await start(quizId, alice.token);
    expect([again.data.attemptId, again.data.deadline]).toEqual([first.data.attemptId, first.data.deadline]);
    expect((await call(t, 'GET', '/student/quiz/result', { quizId }, alice.token)).msg).toBe('交卷后才能查看结果');

    // Right single and true/false; the multiple misses one option: no partial credit.
    const result = await submit(quizId, [{ position: 1, answer: 'B' }, { position: 2, answer: 'AB' }, { position: 3, answer: 'A' }], alice.token);
    expect(result.data).toMatchObject({ score: '66.67', correct: 2, total: 3, passed: true, hours: '1.50' });
    expect(result.data.items.map((i) => [i.choice, i.answer, i.right, i.explanation !== ''])).toEqual([['B', 'B', true, true], ['AB', 'ABC', false, true], ['A', 'A', true, true]]);
    expect(await ledger(quizId)).toEqual([{ userId: alice.userId, grantedHours: '1.50' }]);
    expect((await submit(quizId, [], alice.token)).msg).toBe('你已交卷,不能重复作答');
    expect((await start(quizId, alice.token)).msg).toBe('你已交卷,不能重复作答');
    expect(await ledger(quizId)).toHaveLength(1);
    expect((await ok<QuizResult>(t, 'GET', '/student/quiz/result', { quizId }, alice.token)).score).toBe('66.67');

    // A fail grants nothing; a perfect score is 100.
    await start(quizId, bob.token);
    expect((await submit(quizId, [{ position: 1, answer: 'A' }], bob.token)).data).toMatchObject({ score: '0.00', passed: false, hours: null });
    await start(quizId, carol.token);
    expect((await submit(quizId, [{ position: 1, answer: 'B' }, { position: 2, answer: 'CBA' }, { position: 3, answer: 'A' }], carol.token)).data.score).toBe('100.00');
    expect((await ledger(quizId)).map((r) => r.userId)).toEqual([alice.userId, carol.userId].sort((a, b) => a - b));

    // Results, statistics and export for 答题列表.
    const results = await ok<Page<AttemptRow>>(t, 'GET', '/quiz/results', { quizId }, admin);
    expect(results.list.map((r) => [r.userId, r.score, r.passed, r.statusName])).toEqual([
      [carol.userId, '100.00', true, '已交卷'], [alice.userId, '66.67', true, '已交卷'], [bob.userId, '0.00', false, '已交卷'],
    ]);
    const stats = await ok<QuizStats>(t, 'GET', '/quiz/stats', { quizId }, admin);
    expect(stats).toMatchObject({ takers: 3, submitted: 3, passed: 2, passRate: 66.7, avgScore: '55.56' });
    expect(stats.bands.map((b) => b.count)).toEqual([1, 1, 0, 0, 1]);
    expect(stats.items.map((i) => i.correctRate)).toEqual([66.7, 33.3, 66.7]);
    const job = await ok<{ id: string }>(t, 'GET', '/quiz/export', { quizId }, admin);
    const done = await waitJob(t, job.id, admin);
    expect(done.status).toBe('done');
    const sheet = await readSheet((await getFile(t, '/jobs/download', { id: job.id }, admin)).rawPayload);
    expect(sheet[0].slice(0, 3)).toEqual(['学号', '姓名', '学院']);
    expect(sheet).toHaveLength(4);
    expect((await call(t, 'POST', '/quiz/delete', { id: quizId }, admin)).msg).toBe('已有学生作答,不能删除');
  });

  it('ends at the window when it closes before the time limit, and refuses a late submission', async () => {
    const quizId = await addQuiz({ name: '即将结束', timeLimit: 120, endTime: at(5) });
    const started = await start(quizId, dave.token);
    expect(started.data.deadlineMs).toBeLessThanOrEqual(Date.now() + 5 * MINUTE);
    expect(started.data.deadlineMs).toBeGreaterThan(Date.now());
    // The deadline (and its 30 s grace) passed.
    await t.db.updateTable('quizAttempts').set({ startedAt: new Date(Date.now() - 3 * MINUTE), deadlineAt: new Date(Date.now() - MINUTE) }).where('id', '=', started.data.attemptId).execute();
    expect((await submit(quizId, [{ position: 1, answer: 'B' }], dave.token)).msg).toBe('答题时间已到,提交失败');
    const rows = (await ok<Page<AttemptRow>>(t, 'GET', '/quiz/results', { quizId, status: 3 }, admin)).list;
    expect(rows.map((r) => [r.userId, r.score, r.statusName])).toEqual([[dave.userId, null, '超时未交']]);
    expect((await ok<MyQuizRow[]>(t, 'GET', '/student/quiz/list', {}, dave.token)).find((q) => q.id === quizId)?.attemptStatusName).toBe('超时未交');
  });

  it('refuses outside the window, outside the scope, for staff and before starting', async () => {
    const later = await addQuiz({ name: '未开始的答题', startTime: at(60), endTime: at(120) });
    expect((await start(later, alice.token)).msg).toBe('答题尚未开始');
    const otherCollege = (await t.db.selectFrom('colleges').select('id').where('schoolId', '=', S).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    const scoped = await addQuiz({ name: '限定范围', collegeIds: [otherCollege], grades: ['1990'] });
    expect((await start(scoped, alice.token))).toMatchObject({ code: 10003, msg: '你不在该答题的参与范围内' });
    expect((await ok<MyQuizRow[]>(t, 'GET', '/student/quiz/list', {}, alice.token)).map((q) => q.id)).not.toContain(scoped);
    const open = await addQuiz({ name: '开放答题' });
    expect((await submit(open, [], alice.token)).msg).toBe('请先开始答题');
    expect((await start(open, admin)).code).toBe(10003);
    expect((await call(t, 'POST', '/student/quiz/submit', { quizId: open, answers: [{ position: 1, answer: 'Z' }] }, alice.token)).msg).toBe('参数错误: answers 答案必须是选项中的字母');
    expect((await start(open, student)).code).toBe(0);
    expect((await call(t, 'POST', '/student/quiz/start', { quizId: open }, admin2)).code).toBe(10003);
  });

  it('lets two starts at once create one attempt', async () => {
    const quizId = await addQuiz({ name: '并发开始' });
    const [a, b] = await Promise.all([start(quizId, bob.token), start(quizId, bob.token)]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(a.data.attemptId).toBe(b.data.attemptId);
    expect(chinaDay(new Date(a.data.deadlineMs))).toBe(chinaDay(new Date(Date.now() + 30 * MINUTE)));
  });
});
