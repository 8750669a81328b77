/**
 * No race duplicates, route groups II (issue 20; the cases races.test.ts's registry points here):
 * every create route of the quizzes, courses, innovation and party-and-league groups whose record
 * must be unique, fired 8 times at once, leaves one record; one request wins, the others get 10002
 * with the pre-check's message (the database constraint maps to the same one), never 50000. On
 * PostgreSQL the requests run side by side over the pool's connections.
 */
import { describe, expect, it } from 'vitest';
import { formatMinute } from '../../common/time.js';
import { classifyIdOf, makeStudents, userIdOf } from './activity-fixture.js';
import { fileAppAs } from './helpers.js';
import { makeIdeologyWorld } from './ideology-helpers.js';
import { count, expectOneWinner, n, race } from './race-helpers.js';
import { NOT_UNIQUE, RACE_CASE_IN } from './race-registry.js';
import { ok } from './structure-helpers.js';

const S = 10001;
const { t, admin } = await fileAppAs('admin');
const adminId = await userIdOf(t, S, 'admin');
const classify = await t.db.selectFrom('classifies').select('id').where('schoolId', '=', S).where('parentId', '=', 0).orderBy('orderNumber').executeTakeFirstOrThrow();
const contest = await classifyIdOf(t, S, '学科竞赛');
const at = (minutes: number) => formatMinute(new Date(Date.now() + minutes * 60_000));
const post = <T>(path: string, params: object) => ok<T>(t, 'POST', path, params, admin);
const racing = (path: string, params: object) => race(t, admin, path, () => params);
const taken = (field: string, message: string) => [`参数错误: ${field} ${message}`];

const COVERED = new Set<string>();
/** One race case per create route; registers the path for the check below. */
function raceCase(path: string, title: string, body: () => Promise<void>) {
  COVERED.add(path);
  it(`${path}: ${title}`, body);
}

describe('8 identical creates at once leave one record (route groups II)', () => {
  raceCase('/quiz/add', 'one quiz of the name', async () => {
    const { id: libraryId } = await post<{ id: number }>('/quiz/library/add', { name: '竞态题库二', remarks: '' });
    const { id: q } = await post<{ id: number }>('/quiz/question/add', { libraryId, kind: 3, stem: '共青团是党的助手和后备军。', options: [], answer: 'A', explanation: '' });
    const name = '竞态答题';
    expectOneWinner(await racing('/quiz/add', { name, mode: 2, questionIds: [q], timeLimit: 30, startTime: at(-10), endTime: at(600), passScore: 60 }), taken('name', '已存在同名答题'));
    expect(await count(t.db.selectFrom('quizzes').select(n).where('schoolId', '=', S).where('name', '=', name))).toBe(1);
  });

  raceCase('/youth/learn/issue/add', 'one 青年大学习 issue of the title', async () => {
    const title = '2026年竞态期';
    expectOneWinner(await racing('/youth/learn/issue/add', { title, week: '2026-11-16' }), taken('title', '已存在同名的一期'));
    expect(await count(t.db.selectFrom('youthLearnIssues').select(n).where('schoolId', '=', S).where('title', '=', title))).toBe(1);
  });

  raceCase('/course/add', 'one course of the name', async () => {
    const name = '竞态课程';
    expectOneWinner(await racing('/course/add', { name, classifyId: classify.id, hours: '2', gradeMode: 1 }), taken('name', '已存在同名课程'));
    expect(await count(t.db.selectFrom('courses').select(n).where('schoolId', '=', S).where('name', '=', name))).toBe(1);
  });

  raceCase('/course/section/add', 'one section of the name in the course', async () => {
    const { id: courseId } = await post<{ id: number }>('/course/add', { name: '竞态开课', classifyId: classify.id, hours: '2', gradeMode: 1 });
    await post('/course/audit', { ids: [courseId], result: 'pass' });
    const name = '竞态教学班';
    const section = { courseId, name, teacherId: adminId, capacity: 30, enrollStart: at(-60), enrollEnd: at(60), startTime: at(30), endTime: at(120), schedule: '每周三 14:00-16:00', place: '教学楼A101' };
    expectOneWinner(await racing('/course/section/add', section), taken('name', '该课程已有同名教学班'));
    expect(await count(t.db.selectFrom('courseSections').select(n).where('schoolId', '=', S).where('courseId', '=', courseId).where('name', '=', name))).toBe(1);
  });

  raceCase('/course/control/add', 'one control rule of the category and role', async () => {
    const role = await t.db.selectFrom('roles').select('id').where('schoolId', '=', S).where('code', '=', 'auditor').executeTakeFirstOrThrow();
    expectOneWinner(await racing('/course/control/add', { classifyId: classify.id, roleId: role.id }), ['该管控规则已存在']);
    expect(await count(t.db.selectFrom('courseControls').select(n).where('schoolId', '=', S).where('classifyId', '=', classify.id).where('roleId', '=', role.id))).toBe(1);
  });

  for (const [path, table] of [['/innovation/field/save', 'innovationFields'], ['/innovation/undertaker/save', 'innovationUndertakers']] as const) {
    raceCase(path, 'one entry of the name', async () => {
      const name = `竞态${table}`;
      expectOneWinner(await racing(path, { name, contact: '' }), taken('name', '名称已存在'));
      expect(await count(t.db.selectFrom(table).select(n).where('schoolId', '=', S).where('name', '=', name))).toBe(1);
    });
  }

  const competition = { name: '竞态学科竞赛', level: 2, organizer: '教务处', classifyId: contest, startDate: '2026-03-01', endDate: '2026-06-30' };
  raceCase('/innovation/competition/save', 'one competition of the name', async () => {
    expectOneWinner(await racing('/innovation/competition/save', competition), taken('name', '名称已存在'));
    expect(await count(t.db.selectFrom('innovationCompetitions').select(n).where('schoolId', '=', S).where('name', '=', competition.name))).toBe(1);
  });

  raceCase('/innovation/team/add', 'one team of the name in the competition', async () => {
    const c = await t.db.selectFrom('innovationCompetitions').select('id').where('schoolId', '=', S).where('name', '=', competition.name).executeTakeFirstOrThrow();
    const made = await makeStudents(t, S, 2);
    const [leaderCode, memberCode] = (await t.db.selectFrom('users').select('username').where('id', 'in', made.map((m) => m.userId)).orderBy('id').execute()).map((u) => u.username);
    const name = '竞态队';
    expectOneWinner(await racing('/innovation/team/add', { competitionId: c.id, name, leaderCode, memberCodes: [memberCode] }), taken('name', '名称已存在'));
    expect(await count(t.db.selectFrom('innovationTeams').select(n).where('schoolId', '=', S).where('competitionId', '=', c.id).where('name', '=', name))).toBe(1);
  });

  const world = makeIdeologyWorld(t, 'race');
  for (const [slug, kind] of [['group', 'league'], ['party', 'party']] as const) {
    raceCase(`/ideology/${slug}/member/add`, 'one member record of the person and kind', async () => {
      const w = await world;
      const [person] = await makeStudents(t, S, 1);
      expectOneWinner(await racing(`/ideology/${slug}/member/add`, { userId: person!.userId, branchId: w[kind], stage: 1, stageDate: '2026-05-04' }), taken('userId', '该用户已有此类党团员记录'));
      expect(await count(t.db.selectFrom('ideologyMembers').select(n).where('schoolId', '=', S).where('userId', '=', person!.userId))).toBe(1);
    });

    raceCase(`/ideology/${slug}/selection/add`, 'one campaign of the year and title', async () => {
      const title = `2026年度竞态评优${slug}`;
      const day = (k: number) => formatMinute(new Date(Date.now() + k * 86_400_000)).slice(0, 10);
      expectOneWinner(await racing(`/ideology/${slug}/selection/add`, { year: 2026, title, nominateEnd: day(3), publicityStart: day(4), publicityEnd: day(10) }), taken('title', '已存在同名评选'));
      expect(await count(t.db.selectFrom('ideologySelections').select(n).where('schoolId', '=', S).where('title', '=', title))).toBe(1);
    });
  }

  raceCase('/ideology/studio/add', 'one studio of the name', async () => {
    const w = await world;
    const name = '竞态工作室';
    expectOneWinner(await racing('/ideology/studio/add', { name, branchId: w.league, leaderId: w.auditor.userId, description: '', memberIds: [] }), taken('name', '已存在同名工作室'));
    expect(await count(t.db.selectFrom('ideologyStudios').select(n).where('schoolId', '=', S).where('name', '=', name))).toBe(1);
  });
});

it('every route the registry says has its race case here has one', () => {
  const here = Object.entries(NOT_UNIQUE).filter(([, reason]) => reason === RACE_CASE_IN('races-ii.test.ts')).map(([path]) => path);
  expect(here.length).toBeGreaterThan(0);
  expect(here.filter((p) => !COVERED.has(p))).toEqual([]);
});
