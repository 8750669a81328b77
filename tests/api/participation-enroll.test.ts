/**
 * Enrollment (issue 4 "Enrollment: students see open activities, enroll and cancel inside the
 * window. Capacity is never exceeded, whatever the concurrency. Blacklisted students are refused.
 * Lottery mode draws fairly and reproducibly (the seed is recorded) when enrollment closes."):
 * 200 parallel enrollments for 20 seats, cancel, the window, the blacklist, duplicates, the lottery
 * (reproducible from the recorded seed), organiser review, college-level activities (spec §3
 * activityLevel 2: only the students of that college see and enroll), and the student lists.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityDetail } from '../../common/activities.js';
import type { Page } from '../../common/envelope.js';
import { drawLottery } from '../../server/modules/participation/lottery.js';
import type { MyActivityRow, OpenActivityRow } from '../../server/modules/participation/lists.js';
import { activityRow, createActivity, enrollStudents, makeStudents, userIdOf, tokenFor, type FixtureActivity } from './activity-fixture.js';
import { call, fileAppAs } from './helpers.js';

const S = 10001;
const HOUR = 3600_000;

const { t, admin } = await fileAppAs('admin');
const students = await makeStudents(t, S, 230);

const enroll = (id: number, token: string) => call<{ status: number }>(t, 'POST', '/activity/enroll', { id }, token);
const cancel = (id: number, token: string) => call<null>(t, 'POST', '/activity/enroll/cancel', { id }, token);
const enrollments = (id: number) => t.db.selectFrom('activityEnrollments').selectAll().where('activityId', '=', id).orderBy('id').execute();

describe('first come first served', () => {
  it('never exceeds capacity: 200 students at once for 20 seats → exactly 20 enrolled, 180 told it is full', async () => {
    const a = await createActivity(t, { status: 5, capacity: 20 });
    const crowd = students.slice(0, 200);
    const replies = await Promise.all(crowd.map((s) => enroll(a.id, s.token)));
    const okCount = replies.filter((r) => r.code === 0).length;
    expect(okCount).toBe(20);
    expect(replies.filter((r) => r.code === 10002 && r.msg === '报名人数已满').length).toBe(180);
    expect(replies.filter((r) => r.code === 0).every((r) => r.data.status === 1)).toBe(true);
    expect((await activityRow(t, a.id)).enrollCount).toBe(20);
    const rows = await enrollments(a.id);
    expect(rows.length).toBe(20);
    expect(rows.every((r) => r.status === 1)).toBe(true);
  });

  it('refuses a second enrollment, and cancelling frees the seat for someone else', async () => {
    const a = await createActivity(t, { status: 5, capacity: 1 });
    const [x, y] = students.slice(200, 202);
    expect((await enroll(a.id, x.token)).data).toEqual({ status: 1 });
    expect(await enroll(a.id, x.token)).toMatchObject({ code: 10002, msg: '您已报名该活动' });
    expect(await enroll(a.id, y.token)).toMatchObject({ code: 10002, msg: '报名人数已满' });
    expect(await cancel(a.id, x.token)).toMatchObject({ code: 0, data: null });
    expect((await activityRow(t, a.id)).enrollCount).toBe(0);
    expect(await cancel(a.id, x.token)).toMatchObject({ code: 10002, msg: '您未报名该活动' });
    expect((await enroll(a.id, y.token)).data).toEqual({ status: 1 });
    expect(await enroll(a.id, x.token)).toMatchObject({ code: 10002, msg: '报名人数已满' });
    expect((await activityRow(t, a.id)).enrollCount).toBe(1);
    expect((await enrollments(a.id)).map((e) => [e.userId, e.status])).toEqual([[x.userId, 3], [y.userId, 1]]);
  });

  it('a full activity refuses late students from the node’s memory, without a query (issue 17 rush)', async () => {
    const a = await createActivity(t, { status: 5, capacity: 1 });
    const [holder, ...late] = students.slice(215, 220);
    expect((await enroll(a.id, holder.token)).data).toEqual({ status: 1 });
    // Their sessions and grants known to the node, and the full activity seen once.
    for (const s of late) expect((await call(t, 'GET', '/system/decimal', {}, s.token)).code).toBe(0);
    expect(await enroll(a.id, late[0].token)).toMatchObject({ code: 10002, msg: '报名人数已满' });
    const before = { ...t.queryCache.stats };
    const remembered = t.app.replyCache!.stats.hits;
    for (const s of late.slice(1)) expect(await enroll(a.id, s.token)).toMatchObject({ code: 10002, msg: '报名人数已满' });
    expect(await enroll(a.id, holder.token)).toMatchObject({ code: 10002, msg: '您已报名该活动' });
    // Not even the query cache is asked: the refusal comes from the reply cache's entry.
    expect(t.queryCache.stats).toEqual(before);
    expect(t.app.replyCache!.stats.hits - remembered).toBe(late.length);
    // A seat given back is seen at once: the next student gets it.
    expect(await cancel(a.id, holder.token)).toMatchObject({ code: 0 });
    expect((await enroll(a.id, late[1].token)).data).toEqual({ status: 1 });
  });

  it("a student's two enrollments at once hold one seat, the other told they are enrolled already", async () => {
    const a = await createActivity(t, { status: 5, capacity: 5 });
    const x = students[227];
    const replies = await Promise.all([enroll(a.id, x.token), enroll(a.id, x.token), enroll(a.id, x.token)]);
    expect(replies.filter((r) => r.code === 0).map((r) => r.data)).toEqual([{ status: 1 }]);
    expect(replies.filter((r) => r.code !== 0)).toMatchObject([{ code: 10002, msg: '您已报名该活动' }, { code: 10002, msg: '您已报名该活动' }]);
    expect((await activityRow(t, a.id)).enrollCount).toBe(1);
    expect((await enrollments(a.id)).map((e) => [e.userId, e.status])).toEqual([[x.userId, 1]]);
  });

  it('a cancelled student may enroll again while seats are free', async () => {
    const a = await createActivity(t, { status: 5, capacity: 5 });
    const x = students[202];
    await enroll(a.id, x.token);
    await cancel(a.id, x.token);
    expect((await enroll(a.id, x.token)).data).toEqual({ status: 1 });
    expect((await activityRow(t, a.id)).enrollCount).toBe(1);
    expect((await enrollments(a.id)).length).toBe(1);
  });

  it('refuses outside the window and outside status 5; cancel only while enrollment is open', async () => {
    const x = students[203];
    const early = await createActivity(t, { status: 5, enrollStart: new Date(Date.now() + HOUR), enrollEnd: new Date(Date.now() + 2 * HOUR) });
    expect(await enroll(early.id, x.token)).toMatchObject({ code: 10002, msg: '不在报名时间内' });
    const late = await createActivity(t, { status: 5, enrollStart: new Date(Date.now() - 2 * HOUR), enrollEnd: new Date(Date.now() - HOUR) });
    expect(await enroll(late.id, x.token)).toMatchObject({ code: 10002, msg: '不在报名时间内' });
    for (const status of [1, 3, 4, 6, 7, 8, 12]) {
      const a = await createActivity(t, { status });
      expect(await enroll(a.id, x.token)).toMatchObject({ code: 10002, msg: '该活动当前不在报名中' });
    }
    const closed = await createActivity(t, { status: 6 });
    await enrollStudents(t, closed, [x.userId]);
    expect(await cancel(closed.id, x.token)).toMatchObject({ code: 10002, msg: '报名已截止,不能取消报名' });
    expect(await enroll(999999, x.token)).toMatchObject({ code: 10002, msg: '活动不存在' });
  });

  it('refuses a blacklisted student, and accepts them once the entry is removed or over', async () => {
    const a = await createActivity(t, { status: 5 });
    const x = students[204];
    const { id: entry } = await t.db
      .insertInto('blacklist')
      .values({ schoolId: S, userId: x.userId, reason: '累计3次报名未参加活动', noShowCount: 3, startedAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + 90 * 24 * HOUR) })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await enroll(a.id, x.token)).toMatchObject({ code: 10002, msg: '您已被列入黑名单,暂不能报名' });
    expect((await activityRow(t, a.id)).enrollCount).toBe(0);
    await t.db.updateTable('blacklist').set({ removedAt: new Date() }).where('id', '=', entry).execute();
    expect((await enroll(a.id, x.token)).data).toEqual({ status: 1 });
  });
});

describe('lottery', () => {
  it('takes no seat at enrollment and draws reproducibly from the recorded seed when enrollment closes', async () => {
    const organiser = await userIdOf(t, S, 't1002');
    const a = await createActivity(t, { status: 5, capacity: 5, enrollMode: 2, createdBy: organiser });
    const crowd = students.slice(205, 217);
    const replies = await Promise.all(crowd.map((s) => enroll(a.id, s.token)));
    expect(replies.every((r) => r.code === 0 && r.data.status === 2)).toBe(true);
    expect((await activityRow(t, a.id)).enrollCount).toBe(0);
    const teacher = await tokenFor(t, S, organiser);
    const env = await call<ActivityDetail>(t, 'POST', '/activity/transition', { id: a.id, event: 'closeEnrollment' }, teacher);
    expect(env.code).toBe(0);
    expect(env.data.status).toBe(6);
    const after = await activityRow(t, a.id);
    expect(after.lotterySeed).toMatch(/^[0-9a-f]{32}$/);
    expect(env.data.lotterySeed).toBe(after.lotterySeed);
    expect(after.enrollCount).toBe(5);
    const rows = await enrollments(a.id);
    const winners = rows.filter((r) => r.status === 1).map((r) => r.id);
    expect(winners.length).toBe(5);
    expect(rows.filter((r) => r.status === 4).length).toBe(7);
    // Anyone can re-run the draw from the seed and the enrollment ids.
    expect(drawLottery(after.lotterySeed!, rows.map((r) => r.id).reverse(), 5).sort((x, y) => x - y)).toEqual(winners);
    expect(env.data.history.map((h) => h.action)).toEqual(expect.arrayContaining(['closeEnrollment', 'draw']));
  });

  it('gives every candidate a seat when they fit', async () => {
    const a = await createActivity(t, { status: 5, capacity: 10, enrollMode: 2 });
    for (const s of students.slice(217, 220)) await enroll(a.id, s.token);
    await call(t, 'POST', '/activity/transition', { id: a.id, event: 'closeEnrollment' }, admin);
    expect((await enrollments(a.id)).map((e) => e.status)).toEqual([1, 1, 1]);
    expect((await activityRow(t, a.id)).enrollCount).toBe(3);
  });
});

describe('organiser review', () => {
  let a: FixtureActivity;
  let teacher: string;
  let outsider: string;
  beforeAll(async () => {
    const organiser = await userIdOf(t, S, 't1003');
    a = await createActivity(t, { status: 5, capacity: 2, enrollMode: 3, createdBy: organiser });
    teacher = await tokenFor(t, S, organiser);
    outsider = (await makeStudents(t, S, 1))[0].token;
  });
  const review = (userIds: number[], result: string, token = teacher) => call<{ done: number }>(t, 'POST', '/activity/enroll/review', { id: a.id, userIds, result }, token);

  it('keeps enrollments pending until the organiser passes (seats) or refuses them', async () => {
    const [p, q, r] = students.slice(220, 223);
    for (const s of [p, q, r]) expect((await enroll(a.id, s.token)).data).toEqual({ status: 2 });
    expect((await activityRow(t, a.id)).enrollCount).toBe(0);
    expect(await review([p.userId, q.userId, r.userId], 'pass')).toMatchObject({ code: 10002, msg: '报名人数已满' });
    expect(await review([p.userId, q.userId], 'pass')).toMatchObject({ code: 0, data: { done: 2 } });
    expect(await review([r.userId], 'pass')).toMatchObject({ code: 10002, msg: '报名人数已满' });
    expect(await review([r.userId], 'refuse')).toMatchObject({ code: 0, data: { done: 1 } });
    expect(await review([r.userId], 'refuse')).toMatchObject({ code: 10002 });
    expect(await enroll(a.id, r.token)).toMatchObject({ code: 10002, msg: '您的报名未通过审核' });
    expect((await activityRow(t, a.id)).enrollCount).toBe(2);
    expect((await enrollments(a.id)).map((e) => e.status)).toEqual([1, 1, 5]);
  });

  it('is for the organiser or an administrator only, and only in review mode', async () => {
    expect((await review([students[223].userId], 'pass', outsider)).code).toBe(10003);
    const other = await createActivity(t, { status: 5 });
    expect(await call(t, 'POST', '/activity/enroll/review', { id: other.id, userIds: [students[0].userId], result: 'pass' }, admin)).toMatchObject({ code: 10002, msg: '该活动不是审核报名模式' });
  });
});

describe('student lists', () => {
  it('lists open activities with my status, and my enrollments by type', async () => {
    const me = students[225];
    const a = await createActivity(t, { status: 5, name: '开放列表活动甲' });
    const b = await createActivity(t, { status: 7, name: '开放列表活动乙' });
    const hidden = await createActivity(t, { status: 1, name: '开放列表活动丙' });
    await enroll(a.id, me.token);
    await enrollStudents(t, b, [me.userId], { signedIn: true });
    const open = await call<Page<OpenActivityRow>>(t, 'GET', '/activity/open/list', { current: 1, size: 40, name: '开放列表活动' }, me.token);
    expect(open.code).toBe(0);
    expect(open.data.list.map((r) => [r.name, r.status, r.myStatus])).toEqual([['开放列表活动甲', 5, 1], ['开放列表活动乙', 7, 1]]);
    expect(open.data.list[0]).toMatchObject({ enrollMode: 1, hours: '4.00', applyPeopleNumber: 20, enrollCount: 1 });
    expect(open.data.list[0].enrollStart).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(open.data.list.some((r) => r.id === hidden.id)).toBe(false);
    const other = await call<Page<OpenActivityRow>>(t, 'GET', '/activity/open/list', { current: 1, size: 10, name: '开放列表活动甲' }, students[226].token);
    expect(other.data.list[0].myStatus).toBeNull();

    const done = await createActivity(t, { status: 12, name: '已结束活动' });
    await enrollStudents(t, done, [me.userId], { signedIn: true });
    const mine = await call<Page<MyActivityRow>>(t, 'GET', '/activity/my/list', { current: 1, size: 10, type: 'enrolled' }, me.token);
    expect(mine.data.list.map((r) => r.name).sort()).toEqual(['开放列表活动乙', '开放列表活动甲'].sort());
    const history = await call<Page<MyActivityRow>>(t, 'GET', '/activity/my/list', { current: 1, size: 10, type: 'history' }, me.token);
    expect(history.data.list.map((r) => [r.name, r.myStatus, r.reportedHours, r.grantedHours])).toEqual([['已结束活动', 1, '4.00', null]]);
    const all = await call<Page<MyActivityRow>>(t, 'GET', '/activity/my/list', { current: 1, size: 10 }, me.token);
    expect(all.data.total).toBe(3);
    const running = all.data.list.find((r) => r.id === b.id)!;
    expect(running.signInAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(running.signWay).toBe(1);
  });
});

describe('college-level activities (spec §3 activityLevel 2 院级)', () => {
  let own: { userId: number; token: string };
  let stranger: { userId: number; token: string };
  let ownCollege: number;
  let otherCollege: number;
  beforeAll(async () => {
    [own, stranger] = await makeStudents(t, S, 2);
    ownCollege = (await t.db.selectFrom('students').select('collegeId').where('userId', '=', own.userId).executeTakeFirstOrThrow()).collegeId!;
    otherCollege = (await t.db.selectFrom('colleges').select('id').where('schoolId', '=', S).where('id', '<>', ownCollege).orderBy('id').executeTakeFirstOrThrow()).id;
    await t.db.updateTable('students').set({ collegeId: otherCollege }).where('userId', '=', stranger.userId).execute();
  });
  const openNames = async (token: string) =>
    (await call<Page<OpenActivityRow>>(t, 'GET', '/activity/open/list', { current: 1, size: 40, name: '院级报名' }, token)).data.list.map((r) => r.name).sort();

  it('refuses a student of another college, before telling them it is full', async () => {
    const a = await createActivity(t, { status: 5, name: '院级报名-先到先得', activityLevel: 2, collegeId: ownCollege, capacity: 1 });
    expect(await enroll(a.id, stranger.token)).toMatchObject({ code: 10002, msg: '该活动仅限本学院学生报名' });
    expect((await enroll(a.id, own.token)).data).toEqual({ status: 1 });
    expect(await enroll(a.id, stranger.token)).toMatchObject({ code: 10002, msg: '该活动仅限本学院学生报名' });
    expect((await enrollments(a.id)).map((e) => e.userId)).toEqual([own.userId]);
    const lottery = await createActivity(t, { status: 5, name: '院级报名-抽签', activityLevel: 2, collegeId: ownCollege, enrollMode: 2 });
    expect(await enroll(lottery.id, stranger.token)).toMatchObject({ code: 10002, msg: '该活动仅限本学院学生报名' });
    expect((await enroll(lottery.id, own.token)).data).toEqual({ status: 2 });
    // A school-level activity stays open to every college.
    const school = await createActivity(t, { status: 5, name: '院级报名-校级', collegeId: null });
    expect((await enroll(school.id, stranger.token)).data).toEqual({ status: 1 });
  });

  it('shows a college-level activity in the open list and the detail of its own college’s students only', async () => {
    const a = await createActivity(t, { status: 5, name: '院级报名-列表', activityLevel: 2, collegeId: ownCollege });
    await createActivity(t, { status: 6, name: '院级报名-全校可见' });
    expect(await openNames(own.token)).toEqual(expect.arrayContaining(['院级报名-列表', '院级报名-全校可见']));
    expect(await openNames(stranger.token)).not.toContain('院级报名-列表');
    expect(await openNames(stranger.token)).toContain('院级报名-全校可见');
    const total = (token: string) => call<Page<OpenActivityRow>>(t, 'GET', '/activity/open/list', { current: 1, size: 10, name: '院级报名-列表' }, token);
    expect((await total(stranger.token)).data.total).toBe(0);
    expect((await total(own.token)).data.total).toBe(1);
    expect((await call(t, 'GET', '/activity/detail', { id: a.id }, stranger.token)).code).toBe(10003);
    expect(await call<ActivityDetail>(t, 'GET', '/activity/detail', { id: a.id }, own.token)).toMatchObject({ code: 0, data: { collegeId: ownCollege } });
  });
});
