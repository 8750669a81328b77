/**
 * The activity demo of 示范大学 (issue 4 seed: seed/activityStaff.ts, activityPlan.ts,
 * activities.ts; the API fixture is seeded without it): the leader l1001 and the auditor a1001,
 * the two-step flow with two named auditors, 40 activities in every status over the seven modules
 * and the last 12 weeks with windows the scheduler agrees with, consistent seats, open review tasks
 * for what is under review, hours granted for completed activities, two blacklisted students and
 * one pending appeal (the same data for the same clock: seed-twice.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { advanceActivities } from '../../server/modules/participation/schedule.js';
import { flowIdOf, userIdOf } from './activity-fixture.js';
import { demoApp, signIn } from './helpers.js';

const S = 10001;
const NOW = new Date('2026-11-20T06:30:00Z');
const DAY = 86_400_000;
const { t } = await demoApp(NOW);

const activities = () => t.db.selectFrom('activities').selectAll().where('schoolId', '=', S).orderBy('id').execute();
const userId = (username: string) => userIdOf(t, S, username);

describe('activity demo staff and flow', () => {
  it('has the leader of 青年志愿者协会 and 校学生会 and the second auditor, who sign in', async () => {
    const leader = await userId('l1001');
    const orgs = await t.db.selectFrom('organizations').select(['name', 'userId']).where('schoolId', '=', S).where('name', 'in', ['青年志愿者协会', '校学生会']).execute();
    expect(orgs.map((o) => o.userId)).toEqual([leader, leader]);
    const member = await t.db.selectFrom('organizationMembers').select('organizationId').where('userId', '=', leader).where('isLeader', '=', true).execute();
    expect(member.length).toBe(2);
    await signIn(t, S, 'l1001', 'Leader@123456');
    await signIn(t, S, 'a1001', 'Auditor@123456');
    const roles = await t.db.selectFrom('userRoles as ur').innerJoin('roles as r', 'r.id', 'ur.roleId').select(['ur.userId', 'r.code']).where('ur.userId', 'in', [leader, await userId('a1001')]).execute();
    expect(roles.map((r) => r.code).sort()).toEqual(['auditor', 'teacher']);
  });

  it('makes 活动审核-两级 two named steps (t1001, then a1001) and keeps 结项审核 by the role 审核员', async () => {
    const stepsOf = async (flow: string) =>
      t.db.selectFrom('flowSteps').select(['orderNo', 'name', 'auditorType', 'userIds']).where('templateId', '=', await flowIdOf(t, S, flow)).orderBy('orderNo').execute();
    expect(await stepsOf('活动审核-两级')).toEqual([
      { orderNo: 1, name: '组织初审', auditorType: 3, userIds: [await userId('t1001')] },
      { orderNo: 2, name: '团委复审', auditorType: 3, userIds: [await userId('a1001')] },
    ]);
    expect((await stepsOf('结项审核')).map((s) => s.auditorType)).toEqual([1]);
  });
});

describe('activities', () => {
  it('has 40 activities in every status, over the seven modules and the last 12 weeks', async () => {
    const rows = await activities();
    expect(rows.length).toBe(40);
    expect([...new Set(rows.map((a) => a.status))].sort((a, b) => a - b)).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const modules = await t.db
      .selectFrom('activities as a')
      .innerJoin('classifies as c', 'c.id', 'a.classifyId')
      .innerJoin('classifies as m', 'm.id', 'c.parentId')
      .select('m.name')
      .distinct()
      .where('a.schoolId', '=', S)
      .execute();
    expect(modules.length).toBe(7);
    for (const a of rows) {
      expect(a.startTime.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 84 * DAY);
      expect(a.startTime.getTime()).toBeLessThanOrEqual(NOW.getTime() + 30 * DAY);
      expect(a.enrollStart <= a.enrollEnd && a.enrollEnd <= a.startTime && a.startTime <= a.endTime).toBe(true);
      if (a.status >= 4) expect(a.termId).not.toBeNull();
    }
  });

  it('lays the windows out so that the scheduler has nothing to do at that time', async () => {
    expect(await advanceActivities(t.db, NOW)).toEqual({ fired: { openEnrollment: 0, closeEnrollment: 0, start: 0, end: 0 }, failed: [] });
  });

  it('keeps seats consistent: enroll_count = seat holders ≤ capacity, one first-come activity one seat short of full', async () => {
    const seats = await t.db
      .selectFrom('activityEnrollments')
      .select(['activityId', (eb) => eb.fn.countAll<number>().as('n')])
      .where('schoolId', '=', S)
      .where('status', '=', 1)
      .groupBy('activityId')
      .execute();
    const byId = new Map(seats.map((s) => [s.activityId, Number(s.n)]));
    const rows = await activities();
    for (const a of rows) {
      expect(a.enrollCount).toBe(byId.get(a.id) ?? 0);
      expect(a.enrollCount).toBeLessThanOrEqual(a.capacity);
    }
    expect(rows.some((a) => a.status === 5 && a.enrollMode === 1 && a.enrollCount === a.capacity - 1)).toBe(true);
    expect(rows.some((a) => a.status === 5 && a.enrollMode === 2)).toBe(true);
    const drawn = rows.find((a) => a.enrollMode === 2 && a.status === 6)!;
    expect(drawn.lotterySeed).toMatch(/^[0-9a-f]{32}$/);
  });

  it('has one open review task for each activity under review and each report under review', async () => {
    const open = await t.db.selectFrom('auditTasks').select(['sourceType', 'relationId', 'stepNo']).where('schoolId', '=', S).where('doneAt', 'is', null).execute();
    for (const a of await activities()) {
      const mine = open.filter((o) => o.relationId === a.id && (o.sourceType === 1 || o.sourceType === 2));
      if (a.status === 1) expect(mine).toEqual([{ sourceType: 1, relationId: a.id, stepNo: a.stepNo }]);
      else if (a.status === 9) expect(mine).toEqual([{ sourceType: 2, relationId: a.id, stepNo: 1 }]);
      else expect(mine).toEqual([]);
    }
    const history = await t.db.selectFrom('auditRecords').select('action').where('schoolId', '=', S).where('sourceType', 'in', [1, 2]).execute();
    expect(new Set(history.map((h) => h.action))).toEqual(
      new Set(['create', 'approveStep', 'reject', 'openEnrollment', 'closeEnrollment', 'draw', 'start', 'end', 'submitReport', 'approveReport', 'rejectReport', 'refuseReport']),
    );
  });

  it('grants the hours of completed activities to their participants, and nothing for the others', async () => {
    const ledger = await t.db.selectFrom('hoursLedger').select(['relationId', 'userId']).where('schoolId', '=', S).where('sourceType', '=', 1).execute();
    for (const a of await activities()) {
      const participants = await t.db.selectFrom('activityEnrollments').select('userId').where('activityId', '=', a.id).where('status', '=', 1).where('signInAt', 'is not', null).execute();
      const granted = ledger.filter((l) => l.relationId === a.id);
      expect(granted.length).toBe(a.status === 12 ? participants.length : 0);
    }
    const demo = await t.db.selectFrom('students').select('hours').where('schoolId', '=', S).where('code', '=', '2021000001').executeTakeFirstOrThrow();
    expect(Number(demo.hours)).toBeGreaterThan(0);
  });

  it('blacklists two students after three no-shows each, one of them with a pending appeal', async () => {
    const entries = await t.db.selectFrom('blacklist').selectAll().where('schoolId', '=', S).execute();
    expect(entries.map((e) => [e.noShowCount, e.removedAt])).toEqual([[3, null], [3, null]]);
    for (const e of entries) expect(e.endsAt.getTime()).toBeGreaterThan(NOW.getTime());
    const appeals = await t.db.selectFrom('blacklistAppeals').selectAll().where('schoolId', '=', S).execute();
    expect(appeals.map((a) => [a.status, a.blacklistId])).toEqual([[1, entries.find((e) => e.userId === appeals[0].userId)!.id]]);
    const task = await t.db.selectFrom('auditTasks').select('auditorIds').where('sourceType', '=', 4).where('relationId', '=', appeals[0].id).where('doneAt', 'is', null).executeTakeFirstOrThrow();
    expect(task.auditorIds).toContain(await userId('a1001'));
    const noShows = await t.db.selectFrom('students').select('userId').where('schoolId', '=', S).where('noShowCount', '>', 0).execute();
    expect(noShows.length).toBeGreaterThanOrEqual(2);
    expect(noShows.length).toBeLessThanOrEqual(10);
  });
});
