/**
 * The volunteering demo of 示范大学 (server/seed/voluntary.ts): registered volunteers with the demo
 * student among them, service hours in every state, the approved ones in the ledger once, shown by
 * the student's /volunteer/mine (the same data for the same clock: seed-twice.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { LedgerSource } from '../../common/ledger.js';
import type { MyVolunteer } from '../../common/voluntary.js';
import { call, demoApp, signIn } from './helpers.js';

const S = 10001;
const NOW = new Date('2026-11-20T06:30:00Z');
const { t } = await demoApp(NOW);

/** The demo by names (ids change when it is written again). */
const snapshot = async () => ({
  volunteers: await t.db.selectFrom('volunteers as v').innerJoin('users as u', 'u.id', 'v.userId').innerJoin('organizations as o', 'o.id', 'v.organizationId')
    .select(['v.volunteerNo', 'u.username', 'o.name', 'v.phone']).where('v.schoolId', '=', S).orderBy('v.volunteerNo').execute(),
  hours: await t.db.selectFrom('volunteerServiceHours as h').innerJoin('activities as a', 'a.id', 'h.activityId').innerJoin('users as u', 'u.id', 'h.userId')
    .select(['a.name', 'u.username', 'h.minutes', 'h.status']).where('h.schoolId', '=', S).orderBy('a.name').orderBy('u.username').execute(),
});

describe('the volunteering demo', () => {
  it('registers a handful of volunteers, the demo student among them', async () => {
    const { volunteers } = await snapshot();
    expect(volunteers.length).toBeGreaterThanOrEqual(5);
    expect(volunteers.length).toBeLessThanOrEqual(8);
    const token = await signIn(t, S, '2021000001', 'Student@123456');
    const mine = await call<MyVolunteer>(t, 'GET', '/volunteer/mine', {}, token);
    expect(mine.data.volunteer?.volunteerNo).toMatch(/^V\d{9}$/);
    expect((await t.db.selectFrom('volunteers').select('id').where('schoolId', '=', 10002).execute()).length).toBe(0);
  });

  it('has service hours in every state, and ledger rows for the approved ones only', async () => {
    const { hours } = await snapshot();
    expect(new Set(hours.map((h) => h.status))).toEqual(new Set([0, 1, 2, 3]));
    expect(hours.some((h) => h.minutes > 0)).toBe(true);
    const approved = await t.db.selectFrom('volunteerServiceHours').select('id').where('schoolId', '=', S).where('status', '=', 2).execute();
    const ledger = await t.db.selectFrom('hoursLedger').select('relationId').where('schoolId', '=', S).where('sourceType', '=', LedgerSource.VOLUNTEER).execute();
    expect(ledger.map((l) => Number(l.relationId)).sort()).toEqual(approved.map((a) => a.id).sort());
  });
});
