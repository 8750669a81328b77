/**
 * Issue 20 journey "a quiz taken on a 375 px phone": the school assembles a quiz of three questions
 * (single, multiple, true/false) worth hours for a pass; a student opens 答题学习 on a phone, starts
 * it (the countdown runs), answers, submits and sees 100 points, the hours granted and each
 * explanation; the page never scrolls sideways. The admin then finds the score on the quiz's results
 * page at 1366 px. Screenshots go to E2E_SHOTS (default /tmp/e2e-shots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import type { ClassifyNode } from '../../common/classify';
import { apiOk, apiSignIn } from './api';
import { journeyBrowser, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';
const QUIZ = `手机答题${Date.now() % 100000}`;
mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

/** 'YYYY-MM-DD HH:mm' in China time, `minutes` from now. */
const wireTime = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
const flatten = (nodes: ClassifyNode[]): ClassifyNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

it('a student takes a quiz on a phone: countdown, answers, 100 points with hours and explanations; the admin sees the score', async () => {
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  const classify = flatten(await apiOk<ClassifyNode[]>(baseUrl, admin, 'GET', '/activity/classify/tree')).find((c) => c.name === '理论学习')!;
  const { id: libraryId } = await apiOk<{ id: number }>(baseUrl, admin, 'POST', '/quiz/library/add', { name: `${QUIZ}题库` });
  const q = async (input: object) => (await apiOk<{ id: number }>(baseUrl, admin, 'POST', '/quiz/question/add', { libraryId, ...input })).id;
  const questionIds = [
    await q({ kind: 1, stem: '中国共产党成立于哪一年?', options: ['1919年', '1921年', '1949年'], answer: 'B', explanation: '1921年7月中共一大召开' }),
    await q({ kind: 2, stem: '五四精神包括哪些?', options: ['爱国', '进步', '保守', '科学'], answer: 'ABD', explanation: '爱国、进步、民主、科学' }),
    await q({ kind: 3, stem: '共青团是党的助手和后备军。', answer: 'A', explanation: '见团章总则' }),
  ];
  await apiOk(baseUrl, admin, 'POST', '/quiz/add', {
    name: QUIZ, mode: 2, questionIds, timeLimit: 10, startTime: wireTime(-5), endTime: wireTime(24 * 60), passScore: 60, hours: '1', classifyId: classify.id,
  });
  const students = await apiOk<{ list: { code: string; name: string }[] }>(baseUrl, admin, 'GET', '/school/students', { current: 5, size: 10, status: 1 });
  const me = students.list[3];

  // 1. On a phone the student finds the quiz under 答题学习 and starts it.
  const phone = await newPage(375, 812);
  await signIn(phone, baseUrl, captcha, me.code, 'Student@123456');
  await visible(phone, '我的首页');
  await phone.goto(`${baseUrl}/student/quiz`);
  const card = phone.locator('.MuiCard-root', { hasText: QUIZ });
  await card.getByRole('button', { name: '开始答题' }).click();
  await phone.getByRole('dialog').getByRole('button', { name: '开始答题' }).click();
  await phone.getByTestId('quiz-countdown').waitFor({ timeout: 20000 });
  expect(await phone.getByTestId('quiz-countdown').innerText()).toMatch(/(09|10):\d\d/);

  // 2. Answers: B; A, B and D; 正确.
  await phone.getByRole('radio', { name: 'B. 1921年' }).check();
  for (const o of ['A. 爱国', 'B. 进步', 'D. 科学']) await phone.getByRole('checkbox', { name: o }).check();
  await phone.getByRole('radio', { name: 'A. 正确' }).check();
  await visible(phone, '已答 3/3');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.screenshot({ path: join(SHOTS, 'quiz-answering-375.png'), fullPage: true });
  await phone.getByRole('button', { name: '交卷' }).click();
  await phone.getByRole('dialog').getByRole('button', { name: '交卷' }).click();

  // 3. The result: 100 points, passed, the hours granted, the explanations.
  await expect.poll(() => phone.getByTestId('quiz-score').innerText(), { timeout: 20000 }).toBe('100.00');
  await visible(phone, '已获得 1.00 学时');
  await visible(phone, '解析:1921年7月中共一大召开');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.screenshot({ path: join(SHOTS, 'quiz-result-375.png'), fullPage: true });
  await phone.goto(`${baseUrl}/student/quiz`);
  await phone.locator('.MuiCard-root', { hasText: QUIZ }).getByText('100.00分 · 通过').waitFor({ timeout: 20000 });

  // 4. The admin finds the score on the quiz's results page.
  const desk = await newPage(1366, 768);
  await signIn(desk, baseUrl, captcha, 'admin', 'Admin@123456');
  await visible(desk, '数据一览');
  await desk.goto(`${baseUrl}/communist/answer/list`);
  await desk.getByText(QUIZ).first().click();
  await desk.locator('tr', { hasText: me.code }).getByText('100.00 ✓').waitFor({ timeout: 20000 });
  await desk.screenshot({ path: join(SHOTS, 'quiz-results-1366.png'), fullPage: true });
}, 180_000);
