/**
 * The innovation demo of 示范大学 (issue 20; seed/innovation.ts): four projects in four states, the
 * finished one's students holding its hours under ledger source 8, the 挑战杯 results of 2021000001
 * (三等奖 approved, 一等奖 waiting for a1001, which adds only the difference), seen through the API.
 */
import { describe, expect, it } from 'vitest';
import type { InnovationProjectDetail, MyInnovation } from '../../common/innovation.js';
import { LedgerSource } from '../../common/ledger.js';
import { call, demoApp, signIn } from './helpers.js';

const S = 10001;
const { t } = await demoApp(new Date('2026-11-20T06:30:00Z'));

describe('innovation demo', () => {
  it('has a project in each state and the finished one’s hours in the ledger', async () => {
    const projects = await t.db.selectFrom('innovationProjects').select(['id', 'status']).where('schoolId', '=', S).orderBy('id').execute();
    expect(projects.map((p) => p.status)).toEqual([9, 4, 3, 1]);
    const ledger = await t.db.selectFrom('hoursLedger').select('grantedHours').where('schoolId', '=', S).where('sourceType', '=', LedgerSource.INNOVATION).where('relationId', '=', projects[0].id).execute();
    expect(ledger.map((l) => l.grantedHours)).toEqual(['8.00', '8.00', '8.00']);
  });

  it('shows 2021000001 its record, and approving its 一等奖 adds only the difference', async () => {
    const token = await signIn(t, S, '2021000001', 'Student@123456');
    const mine = await call<MyInnovation>(t, 'GET', '/innovation/my/record', {}, token);
    expect(mine.data.results.map((r) => [r.awardName, r.statusName])).toEqual([['一等奖', '审核中'], ['三等奖', '已通过']]);
    expect(mine.data.hours).toBe('6.00');
    const running = mine.data.projects.find((p) => p.statusName === '在研')!;
    const detail = await call<InnovationProjectDetail>(t, 'GET', '/innovation/project/detail', { id: running.id }, token);
    expect(detail.data.canMidterm).toBe(true);
    const auditor = await signIn(t, S, 'a1001', 'Auditor@123456');
    const pass = await call(t, 'POST', '/innovation/audit', { stage: 'result', ids: [mine.data.results[0].id], result: 'pass' }, auditor);
    expect(pass.code, JSON.stringify(pass)).toBe(0);
    const after = await call<MyInnovation>(t, 'GET', '/innovation/my/record', {}, token);
    expect([after.data.hours, after.data.results[0].grantedHours]).toEqual(['10.00', '4.00']);
  });
});
