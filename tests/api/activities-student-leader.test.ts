/**
 * Student organisation leaders launch activities (spec §1 "the student-organisation leader or an
 * admin can create activities"; §2 Student-PC launchStuPc and activity/my-list): a student who leads
 * an organisation gets the launch options for it, launches into the review, sees it in
 * GET /activity/organised/list and manages it; a student who leads nothing is refused (10003).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityDetail, ActivityRow } from '../../common/activities.js';
import type { Page } from '../../common/envelope.js';
import { makeStudents } from './activity-fixture.js';
import { activityInput, makeWorld } from './activities-helpers.js';
import { call, fileApp } from './helpers.js';

let leader: { userId: number; token: string };
let follower: { userId: number; token: string };
let clubId: number;

const t = await fileApp();
const w = await makeWorld(t);
beforeAll(async () => {
  [leader, follower] = await makeStudents(t, 10001, 2);
  clubId = (await t.db.insertInto('organizations').values({ schoolId: 10001, name: '学生领袖测试社', nature: 2, userId: leader.userId }).returning('id').executeTakeFirstOrThrow()).id;
});

describe('a student who leads an organisation', () => {
  it('gets the options for the organisations they lead only', async () => {
    const env = await call<{ organizations: { id: number; name: string }[] }>(t, 'GET', '/activity/options', {}, leader.token);
    expect(env.code).toBe(0);
    expect(env.data.organizations).toEqual([{ id: clubId, name: '学生领袖测试社', parentId: 0 }]);
  });

  it('launches for their organisation into the first review, and lists it as organised', async () => {
    const env = await call<ActivityDetail>(t, 'POST', '/activity/add', activityInput(w, { name: '学生发起的活动', organizationId: clubId }), leader.token);
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({ name: '学生发起的活动', status: 1, stepNo: 1, createdBy: leader.userId });
    const task = await t.db.selectFrom('auditTasks').select('auditorIds').where('relationId', '=', env.data.id).where('sourceType', '=', 1).where('doneAt', 'is', null).executeTakeFirstOrThrow();
    expect(task.auditorIds).toEqual([w.auditorA.id]);
    const mine = await call<Page<ActivityRow>>(t, 'GET', '/activity/organised/list', { current: 1, size: 10 }, leader.token);
    expect(mine.data.list.map((r) => r.name)).toEqual(['学生发起的活动']);
    const detail = await call<ActivityDetail>(t, 'GET', '/activity/detail', { id: env.data.id }, leader.token);
    expect(detail.data.actions).toContain('edit');
  });

  it('cannot launch for an organisation they do not lead', async () => {
    const env = await call(t, 'POST', '/activity/add', activityInput(w, { organizationId: w.orgA }), leader.token);
    expect(env.code).toBe(10003);
  });
});

describe('everyone else', () => {
  it('refuses a student who leads nothing, on every launch-side endpoint', async () => {
    for (const [method, path, params] of [
      ['GET', '/activity/options', {}],
      ['POST', '/activity/add', activityInput(w, { organizationId: clubId })],
      ['GET', '/activity/organised/list', { current: 1, size: 10 }],
      ['GET', '/activity/template/list', { current: 1, size: 10 }],
    ] as const) {
      expect((await call(t, method, path, params, follower.token)).code, path).toBe(10003);
    }
  });

  it('refuses staff without the launch module even when they lead an organisation; other schools see none of it', async () => {
    await t.db.updateTable('organizations').set({ userId: w.outsider.id }).where('id', '=', w.orgB).execute();
    expect((await call(t, 'POST', '/activity/add', activityInput(w, { organizationId: w.orgB }), w.outsider.token)).code).toBe(10003);
    // Another school's administrator may launch, but organises nothing of this school.
    expect(await call(t, 'GET', '/activity/organised/list', { current: 1, size: 10 }, w.admin2)).toMatchObject({ code: 0, data: { list: [], total: 0 } });
  });
});
