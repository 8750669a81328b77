/**
 * Social practice and the caller's data scope (issue 19; spec §6 "visible data depends on
 * permission"): a college administrator sees only the projects led by students of their college —
 * in the list, its export, the statistics and their export, the 'all' review queue and the detail —
 * while a school-wide one sees every project. And a review step is decided only by its auditors:
 * holding 实践项目 with the review module (or being the system administrator) is not enough.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '../../common/envelope.js';
import { PRACTICE_MODULES, type PracticeQueueRow, type PracticeRow, type PracticeStats } from '../../common/practice.js';
import { makeStaff } from './activity-fixture.js';
import { call, fileApp } from './helpers.js';
import { approvedProject, audit, makePracticeWorld, proposal, propose, S } from './practice-helpers.js';
import { getFile, readSheet, waitJob } from './student-helpers.js';

const t = await fileApp();
const w = await makePracticeWorld(t, 'sc');
const [leader] = w.students;
const { list, analysis, examine, overview } = PRACTICE_MODULES;
const staffModules = [list, analysis, examine, overview];
const leaderCollege = (await t.db.selectFrom('students').select('collegeId').where('userId', '=', leader.userId).executeTakeFirstOrThrow()).collegeId!;
const otherCollege = (await t.db.selectFrom('colleges').select('id').where('schoolId', '=', S).where('id', '!=', leaderCollege).orderBy('id').executeTakeFirstOrThrow()).id;
const theirs = await makeStaff(t, S, staffModules, 2, leaderCollege);
const others = await makeStaff(t, S, staffModules, 2, otherCollege);
const school = await makeStaff(t, S, staffModules, 1);
const running = await approvedProject(t, w, { name: '范围测试实践队', destination: '范围测试地' });
const waiting = (await propose(t, leader.token, proposal(w, { name: '范围待审实践队' }))).data.id;

const ids = async (token: string) => (await call<Page<PracticeRow>>(t, 'GET', '/practice/list', { name: '范围', size: 40 }, token)).data.list.map((r) => r.id).sort();
const stats = async (token: string) => (await call<PracticeStats>(t, 'GET', '/practice/statistics', {}, token)).data;

describe('a college administrator sees only their college’s projects', () => {
  it('in the list', async () => {
    expect(await ids(theirs.token)).toEqual([running, waiting].sort());
    expect(await ids(school.token)).toEqual([running, waiting].sort());
    expect(await ids(others.token)).toEqual([]);
  });

  it('in the export', async () => {
    for (const [who, rows] of [[theirs, 2], [others, 0]] as const) {
      const env = await call<{ id: string }>(t, 'GET', '/practice/export', { name: '范围' }, who.token);
      expect(await waitJob(t, env.data.id, who.token)).toMatchObject({ status: 'done', result: { rows } });
    }
  });

  it('in the statistics and their export', async () => {
    const mine = await stats(theirs.token);
    expect(mine.byDestination.find((d) => d.name === '范围测试地')?.projects).toBe(1);
    const theirsNot = await stats(others.token);
    expect(theirsNot.byDestination.find((d) => d.name === '范围测试地')).toBeUndefined();
    expect(theirsNot.totals.projects).toBeLessThan((await stats(school.token)).totals.projects);
    const env = await call<{ id: string }>(t, 'GET', '/practice/statistics/export', {}, others.token);
    const job = await waitJob(t, env.data.id, others.token);
    const sheet = await readSheet((await getFile(t, '/jobs/download', { id: job.id }, others.token)).rawPayload);
    expect(sheet.map((r) => r[1])).not.toContain('范围测试地');
  });

  it('in the whole review queue and the detail', async () => {
    const queue = async (token: string) => (await call<Page<PracticeQueueRow>>(t, 'GET', '/practice/audit/project/list', { scope: 'all', size: 100 }, token)).data.list.map((r) => r.id);
    expect(await queue(theirs.token)).toContain(waiting);
    expect(await queue(others.token)).not.toContain(waiting);
    expect((await call(t, 'GET', '/practice/detail', { id: running }, theirs.token)).code).toBe(0);
    expect(await call(t, 'GET', '/practice/detail', { id: running }, others.token)).toMatchObject({ code: 10003, msg: '您没有查看该实践项目的权限' });
  });
});

describe('a review step is decided by its auditors only', () => {
  it('refuses holders of 实践项目 and the review module, and the system administrator, when not the step’s auditors', async () => {
    for (const token of [school.token, theirs.token, w.admin]) {
      expect(await audit(t, token, { stage: 'project', ids: [waiting], result: 'pass' })).toMatchObject({ code: 10003, msg: '范围待审实践队: 您不是当前步骤的审核人' });
    }
    expect(await audit(t, w.reviewer.token, { stage: 'project', ids: [waiting], result: 'pass' })).toMatchObject({ code: 0, data: { approved: 1 } });
  });
});
