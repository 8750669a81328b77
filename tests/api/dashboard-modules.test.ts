/**
 * The per-student module summary past its sixteen columns (ledgerSummary.ts): a school with more
 * top-level modules than columns still gets exact warnings and module analyses — the modules
 * without a column are summed from the ledger — and each module keeps the slot it got first.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClassifyAnalysisRow, WarningRow } from '../../common/dashboard.js';
import type { Page } from '../../common/envelope.js';
import { MODULE_COLUMNS } from '../../server/modules/hours/ledgerSummary.js';
import { makeStudents } from './activity-fixture.js';
import { grant } from './dashboard-helpers.js';
import { call, fileAppAs } from './helpers.js';

const S = 10001;
const added: number[] = [];
let students: { userId: number }[];

const { t, admin } = await fileAppAs('admin');
beforeAll(async () => {
  const existing = await t.db.selectFrom('classifies').select('id').where('schoolId', '=', S).where('parentId', '=', 0).execute();
  for (let i = existing.length; i <= MODULE_COLUMNS; i++) {
    const env = await call<{ id: number }>(t, 'POST', '/activity/classify/add', { name: `附加模块${i + 1}`, moduleKind: 'growth', minHours: '0' }, admin);
    expect(env.code, env.msg).toBe(0);
    added.push(env.data.id);
  }
  students = await makeStudents(t, S, 3);
  // The first grant in a module gives it the next slot: the school's modules first, then the new
  // ones, so that the last new one has no column.
  for (const [k, id] of [...existing.map((e) => e.id), ...added].entries())
    await grant(t, S, id, 940000 + k, students.map((s, i) => ({ userId: s.userId, hours: String(2 * (i + 1)) })), 4);
}, 60_000);

describe('modules past the summary columns', () => {
  it('gives every module a slot of its own, the last one past the columns', async () => {
    const slots = await t.db.selectFrom('moduleSlots').select(['rootClassifyId', 'slot']).where('schoolId', '=', S).orderBy('slot').execute();
    expect(new Set(slots.map((s) => s.slot)).size).toBe(slots.length);
    expect(slots.find((s) => s.rootClassifyId === added[added.length - 1])!.slot).toBe(MODULE_COLUMNS + 1);
  });

  it('warns and sums exactly in a module without a column', async () => {
    const last = added[added.length - 1];
    const env = await call(t, 'POST', '/analysis/warning/settings', { items: [{ classifyId: last, minHours: '3' }] }, admin);
    expect(env.code, env.msg).toBe(0);
    // The students hold 2, 4 and 6 hours in it: only the first is short.
    const page = (await call<Page<WarningRow>>(t, 'GET', '/analysis/warning/list', { classifyId: last, name: '测试学生', size: 40 }, admin)).data;
    const ours = page.list.filter((r) => students.some((s) => s.userId === r.userId));
    expect(ours.map((r) => r.userId)).toEqual([students[0].userId]);
    expect(ours[0].classifies.find((c) => c.classifyId === last)).toMatchObject({ classifyHours: '2.00', minHours: '3.00' });
    const rows = (await call<ClassifyAnalysisRow[]>(t, 'GET', '/analysis/classify', {}, admin)).data;
    expect(rows.find((r) => r.classifyId === last)).toMatchObject({ totalHours: '12.00', reachCount: 2 });
    expect(rows.find((r) => r.classifyId === added[0])).toMatchObject({ totalHours: '12.00', reachCount: rows[0].studentCount });
  });
});
