/**
 * The quiz and 青年大学习 demo of 示范大学 (issue 20 "Quiz bank and study"), written through the
 * services: two libraries of single, multiple and true/false questions (addLibrary, addQuestion);
 * three quizzes (addQuiz, picked questions) — one open now with 0.5 hours of 理论学习 for a pass, one closed last week,
 * one opening next week; the closed one and the open one taken by a few students (startQuiz and
 * submitQuiz at their own times, so a pass writes the ledger), never by the demo student 2021000001,
 * who finds the open quiz untaken; two weekly 青年大学习 issues with the official lists imported
 * (importParticipants from a generated workbook: most students, one unmatched row). Other schools
 * get nothing.
 */
import ExcelJS from 'exceljs';
import { PickMode, QuestionKind } from '../../common/quizzes.js';
import { chinaDay } from '../../common/time.js';
import type { Trx } from '../db/db.js';
import { addQuiz } from '../modules/quizzes/assemble.js';
import { addLibrary, addQuestion } from '../modules/quizzes/bank.js';
import { startQuiz, submitQuiz } from '../modules/quizzes/taking.js';
import { addIssue, importParticipants } from '../modules/quizzes/youthLearn.js';
import { userIdLookup } from './lookups.js';

const MINUTE = 60_000;
const DAY = 86_400_000;

const S = QuestionKind.SINGLE;
const M = QuestionKind.MULTIPLE;
const J = QuestionKind.JUDGE;
const LIBRARIES: { name: string; remarks: string; questions: [number, string, string[], string, string][] }[] = [
  {
    name: '党史知识', remarks: '中国共产党历史基础知识',
    questions: [
      [S, '中国共产党第一次全国代表大会于哪一年召开?', ['1919年', '1921年', '1927年', '1949年'], 'B', '1921年7月,中共一大在上海召开,后转至浙江嘉兴南湖。'],
      [S, '遵义会议召开于哪一年?', ['1934年', '1935年', '1936年', '1937年'], 'B', '1935年1月,遵义会议确立了毛泽东同志在党中央和红军的领导地位。'],
      [M, '以下属于“四个自信”的是?', ['道路自信', '理论自信', '制度自信', '文化自信'], 'ABCD', '四个自信:中国特色社会主义道路自信、理论自信、制度自信、文化自信。'],
      [J, '中华人民共和国成立于1949年10月1日。', [], 'A', '1949年10月1日,中华人民共和国中央人民政府成立。'],
      [J, '改革开放始于党的十一届三中全会。', [], 'A', '1978年12月,党的十一届三中全会作出改革开放的历史性决策。'],
    ],
  },
  {
    name: '团的基本知识', remarks: '团章与共青团基础知识',
    questions: [
      [S, '中国共产主义青年团成立于哪一年?', ['1919年', '1920年', '1922年', '1925年'], 'C', '1922年5月,中国社会主义青年团第一次全国代表大会召开。'],
      [M, '五四精神的核心内容包括?', ['爱国', '进步', '民主', '科学'], 'ABCD', '五四精神的核心是爱国、进步、民主、科学。'],
      [S, '团员年龄满多少周岁,没有在团内担任职务,应当办理离团手续?', ['25周岁', '26周岁', '28周岁', '30周岁'], 'C', '团章规定:团员年满28周岁,没有在团内担任职务,应办理离团手续。'],
      [J, '共青团是中国共产党的助手和后备军。', [], 'A', '团章总则:中国共产主义青年团是党的助手和后备军。'],
    ],
  },
];

/** A workbook with the official list's columns (学号, 姓名, 班级, 学习时间). */
async function officialList(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('学习名单');
  sheet.addRow(['学号', '姓名', '班级', '学习时间']);
  rows.forEach((r) => sheet.addRow(r));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Writes the demo for `schoolId` (示范大学 only). */
export async function seedQuizzes(trx: Trx, schoolId: number, now = new Date()): Promise<void> {
  if (schoolId !== 10001) return;
  const adminId = (await userIdLookup(trx, schoolId, ['admin']))('admin');
  if (!adminId) return;
  const admin = { schoolId, userId: adminId };
  const questionIds: number[] = [];
  for (const lib of LIBRARIES) {
    const { id: libraryId } = await addLibrary(trx, admin, { name: lib.name, remarks: lib.remarks });
    for (const [kind, stem, options, answer, explanation] of lib.questions) {
      questionIds.push((await addQuestion(trx, admin, { libraryId, kind, stem, options, answer, explanation })).id);
    }
  }
  const classify = await trx.selectFrom('classifies').select('id').where('schoolId', '=', schoolId).where('name', '=', '理论学习').executeTakeFirst();
  const base = { mode: PickMode.PICKED, libraryIds: [], collegeIds: [], grades: [], passScore: 60 };
  const open = await addQuiz(trx, admin, {
    ...base, name: '党史学习教育知识竞答', description: '学党史、悟思想、办实事、开新局。通过可获得思想素养学时。', questionIds: questionIds.slice(0, 5), timeLimit: 15,
    startTime: new Date(now.getTime() - 2 * DAY), endTime: new Date(now.getTime() + 14 * DAY), hours: classify ? '0.5' : undefined, classifyId: classify?.id,
  });
  const closedStart = new Date(now.getTime() - 10 * DAY);
  const closed = await addQuiz(trx, admin, {
    ...base, name: '团的基本知识测试', description: '团员必学必考。', questionIds: questionIds.slice(5), timeLimit: 10,
    startTime: closedStart, endTime: new Date(now.getTime() - 3 * DAY),
  });
  await addQuiz(trx, admin, {
    ...base, name: '“青年大学习”季度测验', questionIds: questionIds.slice(0, 8), timeLimit: 20,
    startTime: new Date(now.getTime() + 7 * DAY), endTime: new Date(now.getTime() + 14 * DAY),
  });

  const students = await trx.selectFrom('students as s').innerJoin('users as u', 'u.id', 's.userId').leftJoin('classes as c', 'c.id', 's.classId')
    .select(['s.userId', 's.code', 'u.name', 'c.name as className']).where('s.schoolId', '=', schoolId).where('s.status', '=', 1).orderBy('s.code').execute();
  // Takers: the 2nd to 7th students; the demo student (the first) keeps the open quiz for themself.
  const takers = students.slice(1, 7);
  const closedAnswers = [['C', 'ABCD', 'C', 'A'], ['C', 'ABC', 'C', 'A'], ['A', 'ABCD', 'B', 'B'], ['C', 'ABCD', 'C', 'A']];
  for (const [i, s] of takers.slice(0, 4).entries()) {
    const at = new Date(closedStart.getTime() + (i + 1) * DAY);
    const caller = { schoolId, userId: s.userId };
    await startQuiz(trx, caller, closed.id, at);
    await submitQuiz(trx, caller, { quizId: closed.id, answers: closedAnswers[i].map((answer, k) => ({ position: k + 1, answer })) }, new Date(at.getTime() + 6 * MINUTE));
  }
  const openAnswers = [['B', 'B', 'ABCD', 'A', 'A'], ['B', 'A', 'ABC', 'A', 'A'], ['C', 'B', 'ABCD', 'B', 'A']];
  for (const [i, s] of takers.slice(3, 6).entries()) {
    const at = new Date(now.getTime() - DAY + i * 3_600_000);
    const caller = { schoolId, userId: s.userId };
    await startQuiz(trx, caller, open.id, at);
    await submitQuiz(trx, caller, { quizId: open.id, answers: openAnswers[i].map((answer, k) => ({ position: k + 1, answer })) }, new Date(at.getTime() + 8 * MINUTE));
  }

  // 青年大学习: last week's issue learned by about four in five, this week's by about half so far.
  const weeks = [{ title: '2026年第29期', ago: 7, share: 0.8 }, { title: '2026年第30期', ago: 0, share: 0.5 }];
  for (const w of weeks) {
    const day = new Date(now.getTime() - w.ago * DAY);
    const { id } = await addIssue(trx, admin, { title: w.title, week: chinaDay(day), remarks: '' });
    const learned = students.filter((_, i) => (i * 7919) % 100 < w.share * 100 && (i !== 0 || w.ago > 0));
    const rows = learned.map((s, i) => (i % 5 === 0
      ? ['', s.name, s.className ?? '', `${chinaDay(day)} 20:${String(i % 60).padStart(2, '0')}`]
      : [s.code, s.name, '', `${chinaDay(day)} 19:30`]));
    await importParticipants(trx, admin, id, await officialList([...rows, ['', '王某某', '不存在的班级', '']]));
  }
}
