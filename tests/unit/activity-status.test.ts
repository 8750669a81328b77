/**
 * The activity status machine (spec §4, issue 4): every (status × event × actor) combination is
 * checked against the allowed set written out here by hand, independently of the table in
 * common/activityStatus.ts; every other combination must be refused with a Chinese message.
 */
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_ACTORS,
  ACTIVITY_EVENTS,
  ACTIVITY_STATUSES,
  nextStatus,
  type ActivityActor,
  type ActivityEvent,
} from '../../common/activityStatus.js';
import { activityStatusLabels } from '../../common/enums.js';

const reviewers: ActivityActor[] = ['auditor', 'admin'];
const organisers: ActivityActor[] = ['organiser', 'admin'];
const byTime: ActivityActor[] = ['organiser', 'admin', 'system'];

/** Who may fire which `from -event-> to` moves: the lifecycle of spec §4 as the issue describes it. */
const lifecycle: [ActivityActor[], string][] = [
  [reviewers, '1 approveStep 4, 1 reject 3, 9 approveReport 12, 9 rejectReport 10, 9 refuseReport 11'],
  [organisers, '3 resubmit 1, 8 submitReport 9, 10 submitReport 9'],
  [byTime, '4 openEnrollment 5, 5 closeEnrollment 6, 6 start 7, 7 end 8'],
];
/** [from, event, actors, to], one row a move. */
const allowed = lifecycle.flatMap(([actors, moves]) =>
  moves.split(', ').map((move): [number, ActivityEvent, ActivityActor[], number] => {
    const [from, event, to] = move.split(' ');
    return [Number(from), event as ActivityEvent, actors, Number(to)];
  }),
);
const expected = new Map<string, number>();
for (const [from, event, actors, to] of allowed) for (const actor of actors) expected.set(`${from}|${event}|${actor}`, to);

const withReason = { reason: '材料不全' };

describe('activity status transitions', () => {
  it('covers the eleven statuses of spec §4 with their labels', () => {
    expect(ACTIVITY_STATUSES.sort((a, b) => a - b)).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const s of ACTIVITY_STATUSES) expect(activityStatusLabels[s]).toBeTruthy();
  });

  it('knows exactly the events of the lifecycle', () => {
    expect([...ACTIVITY_EVENTS].sort()).toEqual([...new Set(allowed.map((a) => a[1]))].sort());
  });

  // Statuses outside spec §4 (0, 2, 13) must refuse everything too.
  const statuses = [0, 2, 13, ...ACTIVITY_STATUSES];
  const cases = statuses.flatMap((s) => ACTIVITY_EVENTS.flatMap((e) => ACTIVITY_ACTORS.map((a) => [s, e, a] as const)));

  it.each(cases)('status %i, event %s, actor %s', (status, event, actor) => {
    const result = nextStatus(status, event, actor, withReason);
    const to = expected.get(`${status}|${event}|${actor}`);
    if (to !== undefined) {
      expect(result).toEqual({ ok: true, status: to });
    } else {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('allows exactly the listed combinations', () => {
    const ok = cases.filter(([s, e, a]) => nextStatus(s, e, a, withReason).ok).map(([s, e, a]) => `${s}|${e}|${a}`);
    expect(ok.sort()).toEqual([...expected.keys()].sort());
  });
});

describe('refusal messages', () => {
  it('names the current status and the event', () => {
    expect(nextStatus(12, 'submitReport', 'organiser')).toEqual({ ok: false, msg: '当前状态「已完成」不能执行「提交结项」' });
    expect(nextStatus(5, 'approveStep', 'auditor')).toEqual({ ok: false, msg: '当前状态「报名中」不能执行「审核通过」' });
    expect(nextStatus(2, 'start', 'system')).toEqual({ ok: false, msg: '当前状态「其他」不能执行「开始活动」' });
  });

  it('names who may fire the event', () => {
    expect(nextStatus(1, 'approveStep', 'organiser')).toEqual({ ok: false, msg: '只有当前审核人或管理员可以执行「审核通过」' });
    expect(nextStatus(8, 'submitReport', 'system')).toEqual({ ok: false, msg: '只有活动负责人或管理员可以执行「提交结项」' });
    expect(nextStatus(9, 'approveReport', 'system').ok).toBe(false);
  });
});

describe('reason rules', () => {
  const needReason: [number, ActivityEvent, string][] = [
    [1, 'reject', '驳回必须填写原因'],
    [9, 'rejectReport', '结项驳回必须填写原因'],
    [9, 'refuseReport', '结项拒绝必须填写原因'],
  ];
  it.each(needReason)('status %i %s requires a reason', (status, event, msg) => {
    for (const reason of [undefined, '', '   ']) expect(nextStatus(status, event, 'auditor', { reason })).toEqual({ ok: false, msg });
    expect(nextStatus(status, event, 'auditor', { reason: '不符合要求' }).ok).toBe(true);
  });

  it('needs no reason to pass, resubmit or move on by time', () => {
    expect(nextStatus(1, 'approveStep', 'auditor')).toEqual({ ok: true, status: 4 });
    expect(nextStatus(3, 'resubmit', 'organiser')).toEqual({ ok: true, status: 1 });
    expect(nextStatus(4, 'openEnrollment', 'system')).toEqual({ ok: true, status: 5 });
    expect(nextStatus(9, 'approveReport', 'admin')).toEqual({ ok: true, status: 12 });
  });

  it('checks the status before the reason', () => {
    expect(nextStatus(12, 'reject', 'auditor')).toEqual({ ok: false, msg: '当前状态「已完成」不能执行「驳回」' });
  });
});

describe('multi-step reviews', () => {
  it('stays under review until the last step passes', () => {
    expect(nextStatus(1, 'approveStep', 'auditor', { isLastStep: false })).toEqual({ ok: true, status: 1 });
    expect(nextStatus(1, 'approveStep', 'auditor', { isLastStep: true })).toEqual({ ok: true, status: 4 });
    expect(nextStatus(9, 'approveReport', 'auditor', { isLastStep: false })).toEqual({ ok: true, status: 9 });
    expect(nextStatus(9, 'approveReport', 'auditor', { isLastStep: true })).toEqual({ ok: true, status: 12 });
  });

  it('lets a rejection at any step end the review', () => {
    expect(nextStatus(1, 'reject', 'auditor', { reason: '时间冲突', isLastStep: false })).toEqual({ ok: true, status: 3 });
  });
});
