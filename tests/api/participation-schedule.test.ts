/**
 * The activity lifecycle by time and by hand (issue 4; spec §4 statuses 4 → 5 → 6 → 7 → 8): the
 * scheduler with a fixed clock (each event at its time, late activities catching up in one run,
 * the lottery drawn at the close), the timetable's pg-boss schedule (one run per occurrence across
 * nodes), and POST /activity/transition for the organiser (issue 18: the planned windows stay,
 * the moment of a hand-fired event is recorded as actual; refusals from the status table).
 */
import { describe, expect, it } from 'vitest';
import type { ActivityDetail } from '../../common/activities.js';
import { formatMinute } from '../../common/time.js';
import { sql } from 'kysely';
import { activityTimetable, advanceActivities } from '../../server/modules/participation/schedule.js';
import { drawLottery } from '../../server/modules/participation/lottery.js';
import { activityRow, createActivity, enrollStudents, makeStaff, makeStudents, tokenFor, userIdOf } from './activity-fixture.js';
import { call, fileAppAs, makeApp, signInAs } from './helpers.js';

const S = 10001;
const HOUR = 3600_000;
const DAY = 24 * HOUR;
// Far ahead of the other activities of this file, so a fixed clock moves only what a test made.
const T0 = new Date('2031-03-02T01:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

const { t, admin } = await fileAppAs('admin');

const statusOf = async (id: number) => (await activityRow(t, id)).status;
const history = (id: number) => t.db.selectFrom('auditRecords').select(['action', 'actorId', 'fromStatus', 'toStatus', 'createdAt']).where('relationId', '=', id).where('sourceType', '=', 1).orderBy('id').execute();
const windows = { enrollStart: at(0), enrollEnd: at(DAY), startTime: at(2 * DAY), endTime: at(2 * DAY + 3 * HOUR) };

describe('advanceActivities (the scheduler)', () => {
  it('moves 4 → 5 → 6 → 7 → 8 exactly when each time comes', async () => {
    const a = await createActivity(t, { status: 4, ...windows, now: at(-DAY) });
    const steps: [number, number][] = [
      [-1000, 4], [0, 5], [DAY - 1000, 5], [DAY, 6], [2 * DAY - 1, 6], [2 * DAY, 7], [2 * DAY + 3 * HOUR - 1, 7], [2 * DAY + 3 * HOUR, 8], [30 * DAY, 8],
    ];
    for (const [offset, status] of steps) {
      await advanceActivities(t.db, at(offset));
      expect([offset, await statusOf(a.id)]).toEqual([offset, status]);
    }
    const row = await activityRow(t, a.id);
    expect(row.statusAt).toEqual(at(2 * DAY + 3 * HOUR));
    // The scheduler keeps the planned times.
    expect([row.enrollStart, row.enrollEnd, row.startTime, row.endTime]).toEqual([windows.enrollStart, windows.enrollEnd, windows.startTime, windows.endTime]);
    expect((await history(a.id)).map((h) => [h.action, h.actorId, h.fromStatus, h.toStatus, h.createdAt])).toEqual([
      ['openEnrollment', null, 4, 5, at(0)],
      ['closeEnrollment', null, 5, 6, at(DAY)],
      ['start', null, 6, 7, at(2 * DAY)],
      ['end', null, 7, 8, at(2 * DAY + 3 * HOUR)],
    ]);
  });

  it('catches up a late activity in one run and reports what it fired', async () => {
    const a = await createActivity(t, { status: 4, ...windows, now: at(-DAY) });
    const b = await createActivity(t, { status: 6, ...windows, now: at(-DAY) });
    const r = await advanceActivities(t.db, at(2 * DAY + 1000));
    expect(await statusOf(a.id)).toBe(7);
    expect(await statusOf(b.id)).toBe(7);
    expect(r.failed).toEqual([]);
    expect(r.fired).toMatchObject({ openEnrollment: 1, closeEnrollment: 1 });
    expect(r.fired.start).toBeGreaterThanOrEqual(2);
    expect((await history(a.id)).map((h) => h.action)).toEqual(['openEnrollment', 'closeEnrollment', 'start']);
  });

  it('never touches activities under review, rejected, finished, or templates', async () => {
    const ids = [];
    for (const status of [1, 3, 8, 9, 10, 11, 12]) ids.push((await createActivity(t, { status, ...windows, openTask: false, now: at(-DAY) })).id);
    const tpl = await createActivity(t, { status: 4, ...windows, now: at(-DAY) });
    await t.db.updateTable('activities').set({ isTemplate: true }).where('id', '=', tpl.id).execute();
    await advanceActivities(t.db, at(10 * DAY));
    expect(await Promise.all(ids.map(statusOf))).toEqual([1, 3, 8, 9, 10, 11, 12]);
    expect(await statusOf(tpl.id)).toBe(4);
  });

  it('draws the lottery when it closes enrollment, reproducibly from the recorded seed', async () => {
    const a = await createActivity(t, { status: 5, enrollMode: 2, capacity: 3, ...windows, now: at(-DAY) });
    const crowd = await makeStudents(t, S, 9);
    await enrollStudents(t, a, crowd.map((s) => s.userId), { status: 2 });
    await advanceActivities(t.db, at(DAY));
    const row = await activityRow(t, a.id);
    expect(row.status).toBe(6);
    expect(row.lotteryDrawnAt).toEqual(at(DAY));
    expect(row.enrollCount).toBe(3);
    const rows = await t.db.selectFrom('activityEnrollments').select(['id', 'status']).where('activityId', '=', a.id).orderBy('id').execute();
    expect(rows.filter((r) => r.status === 1).map((r) => r.id)).toEqual(drawLottery(row.lotterySeed!, rows.map((r) => r.id), 3).sort((x, y) => x - y));
    expect(rows.filter((r) => r.status === 4).length).toBe(6);
    expect((await history(a.id)).map((h) => h.action)).toEqual(['closeEnrollment', 'draw']);
  });
});

describe('the activity timetable (a pg-boss schedule, issue 17)', () => {
  it('runs each occurrence once across nodes: two nodes declare it, one job runs, the due activity advances once', async () => {
    const now = Date.now();
    const a = await createActivity(t, { status: 4, enrollStart: new Date(now - HOUR), enrollEnd: new Date(now + DAY), startTime: new Date(now + 2 * DAY), endTime: new Date(now + 3 * DAY) });
    // Two more API nodes on this database, each running a cron pass every second (this file's app
    // runs none): pg-boss still files one job for the minute's occurrence, and one node runs it.
    const cronEverySecond = { schedule: true, cronPassSeconds: 1, cronWorkerSeconds: 1 };
    const nodes = [await makeApp({ shareDb: t, jobs: cronEverySecond }), await makeApp({ shareDb: t, jobs: cronEverySecond })];
    try {
      const timetableJobs = async () => (await sql<{ state: string }>`select state from pgboss.job where name = ${activityTimetable.queue}`.execute(t.db)).rows;
      // The occurrences the cron passes filed (pg-boss's forwarding queue), by their minute slot.
      const occurrences = async () =>
        (await sql<{ slot: string }>`select data->>'slot' as slot from pgboss.job where name = '__pgboss__send-it' and data->>'name' = ${activityTimetable.queue}`.execute(t.db)).rows;
      for (let i = 0; i < 400 && !(await timetableJobs()).some((j) => j.state === 'completed'); i++) await new Promise((r) => setTimeout(r, 25));
      // Let both nodes run a few more passes: still one job per occurrence.
      await new Promise((r) => setTimeout(r, 2500));
      // A minute boundary in the wait files the next occurrence, forwarded to its job a moment
      // later: wait for the forwarding to catch up (duplicates would never let the counts meet).
      let filed = await occurrences();
      for (let i = 0; i < 200 && (await timetableJobs()).length !== filed.length; i++) {
        await new Promise((r) => setTimeout(r, 25));
        filed = await occurrences();
      }
      expect(filed.length).toBeGreaterThanOrEqual(1);
      expect(new Set(filed.map((o) => o.slot)).size).toBe(filed.length);
      expect((await timetableJobs()).length).toBe(filed.length);
      expect(await statusOf(a.id)).toBe(5);
      expect((await history(a.id)).map((h) => [h.action, h.actorId])).toEqual([['openEnrollment', null]]);
      const schedules = await sql<{ cron: string }>`select cron from pgboss.schedule where name = ${activityTimetable.queue}`.execute(t.db);
      expect(schedules.rows).toEqual([{ cron: '* * * * *' }]);
    } finally {
      for (const node of nodes) await node.close();
    }
  });
});

describe('POST /activity/transition', () => {
  const fire = (id: number, event: string, token: string) => call<ActivityDetail>(t, 'POST', '/activity/transition', { id, event }, token);

  it('lets the organiser open, close, start and end early; the planned times stay, the actual ones are recorded', async () => {
    const organiser = await userIdOf(t, S, 't1004');
    const teacher = await tokenFor(t, S, organiser);
    const a = await createActivity(t, { status: 4, createdBy: organiser });
    const planned = await activityRow(t, a.id);
    const plannedTimes = (r: typeof planned) => [r.enrollStart, r.enrollEnd, r.startTime, r.endTime].map((d) => d.toISOString());
    const before = Date.now();
    const opened = await fire(a.id, 'openEnrollment', teacher);
    expect(opened).toMatchObject({ code: 0, data: { status: 5 } });
    // Opened before the planned start: students may enroll from now.
    const [student] = await makeStudents(t, S, 1);
    expect(await call(t, 'POST', '/activity/enroll', { id: a.id }, student.token)).toMatchObject({ code: 0, data: { status: 1 } });
    expect((await fire(a.id, 'closeEnrollment', teacher)).data.status).toBe(6);
    expect(await call(t, 'POST', '/activity/enroll', { id: a.id }, (await makeStudents(t, S, 1))[0].token)).toMatchObject({ code: 10002, msg: '该活动当前不在报名中' });
    expect((await fire(a.id, 'start', teacher)).data.status).toBe(7);
    const ended = await fire(a.id, 'end', teacher);
    expect(ended.data.status).toBe(8);
    const row = await activityRow(t, a.id);
    expect(plannedTimes(row)).toEqual(plannedTimes(planned));
    for (const actual of [row.actualEnrollStart, row.actualEnrollEnd, row.actualStartTime, row.actualEndTime]) {
      expect(actual!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(actual!.getTime()).toBeLessThanOrEqual(Date.now());
    }
    // The detail shows both: the planned window as published and the actual moments.
    expect(ended.data).toMatchObject({ startTime: formatMinute(planned.startTime), endTime: formatMinute(planned.endTime), actualStartTime: formatMinute(row.actualStartTime), actualEndTime: formatMinute(row.actualEndTime) });
    const detail = (await fire(a.id, 'end', teacher));
    expect(detail).toMatchObject({ code: 10002, msg: '当前状态「待结项」不能执行「结束活动」' });
  });

  it('refuses an event the status table does not allow, an unknown event, and callers who do not organise it', async () => {
    const a = await createActivity(t, { status: 4 });
    expect(await fire(a.id, 'start', admin)).toMatchObject({ code: 10002, msg: '当前状态「待报名」不能执行「开始活动」' });
    expect((await fire(a.id, 'approveReport', admin)).code).toBe(10002);
    const outsider = await makeStaff(t, S, ['/activity/launch', '/communist/activity'], 3);
    expect((await fire(a.id, 'openEnrollment', outsider.token)).code).toBe(10003);
    const [student] = await makeStudents(t, S, 1);
    expect((await fire(a.id, 'openEnrollment', student.token)).code).toBe(10003);
    const admin2 = await signInAs(t, 'admin2');
    expect(await fire(a.id, 'openEnrollment', admin2)).toMatchObject({ code: 10002, msg: '活动不存在' });
    expect(await statusOf(a.id)).toBe(4);
  });
});
