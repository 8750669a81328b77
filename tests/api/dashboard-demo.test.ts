/**
 * The dashboard demo of 示范大学 (seed/dashboardDemo.ts; issue 6 "the demo data makes every widget
 * meaningful ... students below and above their warnings"): earlier years' hours imported through
 * the ledger so that reach rates fall from the oldest grade to the newest, warnings of every kind,
 * several teachers in the guidance ranking, summaries equal to the ledger (the same data on every run: seed-twice.test.ts).
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReachRateRow, TeacherGuideRow, WarningRow } from '../../common/dashboard.js';
import type { Page } from '../../common/envelope.js';
import { DEMO_IMPORT_BASE } from '../../server/seed/dashboardDemo.js';
import { DEMO_SEED_NOW } from './db.js';
import { call, fileApp, signInAs } from './helpers.js';

const S = 10001;
const NOW = DEMO_SEED_NOW;
let admin: string;

const get = async <T>(path: string, params: object = {}) => {
  const env = await call<T>(t, 'GET', path, params, admin);
  expect(env.code, env.msg).toBe(0);
  return env.data;
};
const importedByModule = async () =>
  (await sql<{ relationId: string; n: number; h: string }>`select relation_id as "relationId", count(*)::int as n, sum(granted_hours)::text as h
    from hours_ledger where school_id = ${S} and source_type = 4 group by relation_id order by relation_id`.execute(t.db)).rows;

// The demo written for NOW (= DEMO_SEED_NOW) by globalSetup.
const t = await fileApp({ demo: true });
beforeAll(async () => {
  admin = await signInAs(t, 'admin');
}, 120_000);

describe('dashboard demo', () => {
  it('imports one batch of earlier hours per module through the ledger', async () => {
    const batches = await importedByModule();
    expect(batches.map((b) => Number(b.relationId))).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => DEMO_IMPORT_BASE + i));
    expect(batches.every((b) => b.n > 0 && Number(b.h) > 0)).toBe(true);
  });

  it('makes reach rates fall from the oldest grade to the newest', async () => {
    const rows = await get<ReachRateRow[]>('/analysis/reach/rate', { groupBy: 'grade' });
    const rates = rows.map((r) => Number(r.reachRate));
    expect(rates[0]).toBeGreaterThan(20);
    expect(rates[rates.length - 1]).toBe(0);
    expect(rates[0]).toBeGreaterThan(rates[1]);
  });

  it('has students meeting everything, students meeting the rule but short in a module, and students missing the rule', async () => {
    const page = await get<Page<WarningRow>>('/analysis/warning/list', { current: 1, size: 40, grade: '2021' });
    const students = await t.db.selectFrom('students').select(sql<number>`count(*)::int`.as('n')).where('schoolId', '=', S).where('status', '=', 1).where('grade', '=', '2021').executeTakeFirstOrThrow();
    expect(page.total).toBeLessThan(students.n);
    expect(page.list.some((r) => r.met && r.classifies.length > 0)).toBe(true);
    expect(page.list.some((r) => !r.met)).toBe(true);
  });

  it('ranks several teachers by the hours their completed activities granted', async () => {
    const rows = await get<TeacherGuideRow[]>('/index/operator/guideHours');
    expect(rows.filter((r) => Number(r.guidanceHours) > 0).length).toBeGreaterThanOrEqual(3);
  });

  it('dates the ledger over the term: each completed activity at its approval, the earlier years at the first term’s start (issue 18 item 9)', async () => {
    const days = (await sql<{ sourceType: number; days: number; latest: Date }>`select source_type as "sourceType", count(distinct (issued_at at time zone 'Asia/Shanghai')::date)::int as days,
      max(issued_at) as latest from hours_ledger where school_id = ${S} group by source_type order by source_type`.execute(t.db)).rows;
    const activity = days.find((d) => d.sourceType === 1)!;
    const imported = days.find((d) => d.sourceType === 4)!;
    expect(activity.days).toBeGreaterThanOrEqual(5);
    expect(new Date(activity.latest).getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(imported.days).toBe(1);
    expect(new Date(imported.latest).getTime()).toBeLessThan(NOW.getTime() - 30 * 86_400_000);
  });

  it('leaves the 系统管理员 account out of the teachers’ ranking, though it created demo activities (issue 18 item 9)', async () => {
    const created = await t.db.selectFrom('activities as a').innerJoin('users as u', 'u.id', 'a.createdBy').select(sql<number>`count(*)::int`.as('n'))
      .where('a.schoolId', '=', S).where('u.username', '=', 'admin').executeTakeFirstOrThrow();
    expect(created.n).toBeGreaterThan(0);
    const rows = await get<TeacherGuideRow[]>('/index/operator/guideHours');
    expect(rows.map((r) => r.teacherName)).not.toContain('系统管理员');
    expect(rows.map((r) => r.userCode)).not.toContain('admin');
  });

  it('keeps the summaries equal to the ledger', async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from (
        select l.user_id, coalesce(nullif(c.parent_id, 0), c.id) as root, (sum(l.granted_hours) * 100)::int as h
        from hours_ledger l join classifies c on c.id = l.classify_id where l.school_id = ${S} group by 1, 2
      ) x full join (
        select h.user_id, ms.root_classify_id as root, (array[${sql.raw(Array.from({ length: 16 }, (_, i) => `h.m${i + 1}`).join(', '))}])[ms.slot] as h
        from student_module_hours h join module_slots ms on ms.school_id = h.school_id where h.school_id = ${S}
      ) y on x.user_id = y.user_id and x.root = y.root
      where coalesce(x.h, 0) <> coalesce(y.h, 0)`.execute(t.db);
    expect(rows[0].n).toBe(0);
  });
});
