/** common/activities.ts: the 已等待 waiting-time text of spec §9 and the to-do routes of spec §2. */
import { describe, expect, it } from 'vitest';
import { sourceTypeRoutes, waitingTime } from '../../common/activities.js';

const at = (iso: string) => new Date(iso);

describe('waitingTime (spec §9: days, hours and minutes with the prefix 已等待)', () => {
  const since = at('2026-11-01T08:00:00+08:00');
  it.each([
    ['2026-11-01T08:00:30+08:00', '已等待0分钟'],
    ['2026-11-01T08:05:00+08:00', '已等待5分钟'],
    ['2026-11-01T10:05:59+08:00', '已等待2小时5分钟'],
    ['2026-11-03T11:15:00+08:00', '已等待2天3小时15分钟'],
    ['2026-11-02T08:00:00+08:00', '已等待1天0小时0分钟'],
  ])('at %s says %s', (now, text) => {
    expect(waitingTime(since, at(now))).toBe(text);
  });
  it('never goes negative when the clocks disagree', () => {
    expect(waitingTime(since, at('2026-11-01T07:00:00+08:00'))).toBe('已等待0分钟');
  });
});

describe('to-do routing by sourceType (spec §2)', () => {
  it('sends 1, 2 and 3 to the activity, report and declaration audit pages', () => {
    expect(sourceTypeRoutes[1]).toBe('/proceeding/wait/activity/first/auditing');
    expect(sourceTypeRoutes[2]).toBe('/proceeding/wait/activity/report/auditing');
    expect(sourceTypeRoutes[3]).toBe('/proceeding/wait/declare/first/auditing');
  });
});
