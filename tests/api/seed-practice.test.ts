/**
 * The social practice demo of 示范大学 (issue 19; seed/practice.ts; the API fixture is seeded without
 * it): five projects in five states, the completed one's members holding their hours in the
 * ledger under 社会实践, open review tasks for a1001, and 2021000001 leading a running project it can
 * write the journal for and complete, seen through the API.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '../../common/envelope.js';
import { LedgerSource } from '../../common/ledger.js';
import type { PracticeDetail, PracticeRow } from '../../common/practice.js';
import { call, demoApp, signIn } from './helpers.js';

const S = 10001;
const NOW = new Date('2026-11-20T06:30:00Z');
const { t } = await demoApp(NOW);

describe('practice demo', () => {
  it('has a project in each state, the completed one with its members’ hours granted', async () => {
    const projects = await t.db.selectFrom('practiceProjects').select(['id', 'name', 'status']).where('schoolId', '=', S).orderBy('id').execute();
    expect(projects.map((p) => p.status)).toEqual([6, 4, 2, 1, 3]);
    const completed = projects[0];
    const ledger = await t.db.selectFrom('hoursLedger').select(['grantedHours']).where('schoolId', '=', S).where('sourceType', '=', LedgerSource.PRACTICE).where('relationId', '=', completed.id).execute();
    expect(ledger.map((l) => l.grantedHours)).toEqual(['16.00', '16.00', '16.00']);
    const open = await t.db.selectFrom('auditTasks').select('sourceType').where('schoolId', '=', S).where('sourceType', 'in', [8, 9]).where('doneAt', 'is', null).orderBy('sourceType').execute();
    expect(open.map((o) => o.sourceType)).toEqual([8, 9]);
  });

  it('lets 2021000001 open its running project, where it may write the journal and submit the completion', async () => {
    const token = await signIn(t, S, '2021000001', 'Student@123456');
    const mine = await call<Page<PracticeRow>>(t, 'GET', '/practice/my/list', {}, token);
    expect(mine.data.list.map((r) => r.statusName).sort()).toEqual(['实践中', '立项审核中']);
    const running = mine.data.list.find((r) => r.statusName === '实践中')!;
    const d = await call<PracticeDetail>(t, 'GET', '/practice/detail', { id: running.id }, token);
    expect([d.data.canJournal, d.data.canFinish, d.data.journals.length]).toEqual([true, true, 1]);
  });
});
