/**
 * The party and league demo of 示范大学 (server/seed/ideology.ts): the demo student is a 团员 of
 * the seeded 团支部 since 2019 (their profile says 共青团员) and an 入党积极分子 of the 党支部,
 * applied two months and approved through the flow a month before the seed's clock; the league
 * branch has a meeting the day after, and an activity waits for 初审.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '../../common/envelope.js';
import type { IdeologyActivityQueueRow, MeetingRow, MyIdeology } from '../../common/ideology.js';
import { call, demoApp, signIn, signInAs } from './helpers.js';

const S = 10001;
const NOW = new Date('2026-11-20T06:30:00Z');
const { t } = await demoApp(NOW);

describe('the party and league demo', () => {
  it('shows the demo student as 团员 and 入党积极分子 with a branch meeting planned, and an activity waiting for review', async () => {
    const token = await signIn(t, S, '2021000001', 'Student@123456');
    const mine = (await call<MyIdeology>(t, 'GET', '/ideology/my', {}, token)).data;
    expect(mine.members.map((m) => [m.branchName, m.stageName, m.stageDate, m.history.length])).toEqual([
      ['计算机学院2021级团支部', '团员', '2019-05-04', 1],
      ['计算机学院学生党支部', '入党积极分子', '2026-10-21', 2],
    ]);
    const admin = await signInAs(t, 'admin');
    const meetings = (await call<Page<MeetingRow>>(t, 'GET', '/ideology/meeting/list', {}, admin)).data;
    expect(meetings.list.map((m) => [m.title, m.branchName, m.startTime])).toEqual([['学习贯彻团的十九大精神支部大会', '计算机学院2021级团支部', '2026-11-21 14:30']]);
    const queue = (await call<Page<IdeologyActivityQueueRow>>(t, 'GET', '/ideology/activity/examine/list', { scope: 'all' }, admin)).data;
    expect(queue.list.map((r) => [r.name, r.stepName])).toEqual([['重温入党誓词主题党日', '初审']]);
  });
});
