/**
 * Integrity (issue 4 "Integrity and blacklist"): applyNoShows on fixture activities — the penalty
 * lowers credit (never below 0) and counts in no_show_count; signed-in, back-filled and cancelled
 * students are not no-shows; it is idempotent; reaching school_rules.no_show_limit blacklists for
 * blacklist_days, and the next blacklisting needs `limit` more no-shows after the last one, never
 * while one is in force; isBlacklisted honours the window and removal; tenant isolation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { applyNoShows, isBlacklisted, NO_SHOW_REASON } from '../../server/modules/blacklist/integrity.js';
import { fileApp } from './helpers.js';
import { cleanStudents, endedActivity, entriesOf, integrityOf } from './blacklist-helpers.js';

const S = 10001;
const DAY = 86_400_000;

const t = await fileApp();
const pool = await cleanStudents(t, S, 20);
beforeAll(async () => {
  expect(pool.length).toBe(20);
});

const apply = (activityId: number, now = new Date(), schoolId = S) => t.db.transaction().execute((trx) => applyNoShows(trx, schoolId, activityId, now));
const noShowFlags = (activityId: number) =>
  t.db.selectFrom('activityEnrollments').select(['userId', 'noShow']).where('activityId', '=', activityId).orderBy('userId').execute();

describe('applyNoShows', () => {
  it('penalises only the enrolled students who never signed in, once', async () => {
    const [signed, backfilled, absent, cancelled] = pool.map((p) => p.userId);
    const id = await endedActivity(t, S, { signed: [signed], backfilled: [backfilled], absent: [absent], cancelled: [cancelled] });
    expect(await apply(id)).toEqual({ noShows: 1, blacklisted: 0 });
    expect(await integrityOf(t, absent)).toEqual({ credit: 95, noShowCount: 1 });
    for (const other of [signed, backfilled, cancelled]) expect(await integrityOf(t, other)).toEqual({ credit: 100, noShowCount: 0 });
    expect((await noShowFlags(id)).filter((r) => r.noShow).map((r) => r.userId)).toEqual([absent]);
    // Idempotent: a second approval run changes nothing.
    expect(await apply(id)).toEqual({ noShows: 0, blacklisted: 0 });
    expect(await integrityOf(t, absent)).toEqual({ credit: 95, noShowCount: 1 });
  });

  it('uses the school rules and never takes credit below 0', async () => {
    const u = pool[4].userId;
    await t.db.updateTable('schoolRules').set({ noShowPenalty: '30', noShowLimit: 10 }).where('schoolId', '=', S).execute();
    try {
      for (let i = 0; i < 4; i++) await apply(await endedActivity(t, S, { absent: [u] }));
      expect(await integrityOf(t, u)).toEqual({ credit: 0, noShowCount: 4 });
      expect(await entriesOf(t, u)).toEqual([]);
    } finally {
      await t.db.updateTable('schoolRules').set({ noShowPenalty: '5', noShowLimit: 3 }).where('schoolId', '=', S).execute();
    }
  });

  it('blacklists at the limit for blacklist_days, and again only after `limit` more no-shows once it ended', async () => {
    const u = pool[5].userId;
    const rules = await t.db.selectFrom('schoolRules').select(['noShowLimit', 'blacklistDays']).where('schoolId', '=', S).executeTakeFirstOrThrow();
    expect([rules.noShowLimit, rules.blacklistDays]).toEqual([3, 90]);
    const t0 = new Date();
    expect(await apply(await endedActivity(t, S, { absent: [u] }), t0)).toEqual({ noShows: 1, blacklisted: 0 });
    expect(await apply(await endedActivity(t, S, { absent: [u] }), t0)).toEqual({ noShows: 1, blacklisted: 0 });
    expect(await isBlacklisted(t.db, S, u, t0)).toBe(false);
    expect(await apply(await endedActivity(t, S, { absent: [u] }), t0)).toEqual({ noShows: 1, blacklisted: 1 });
    const [entry] = await entriesOf(t, u);
    expect(entry).toMatchObject({ reason: NO_SHOW_REASON(3), noShowCount: 3, removedAt: null });
    expect(entry.endsAt.getTime() - entry.startedAt.getTime()).toBe(90 * DAY);
    expect(await integrityOf(t, u)).toEqual({ credit: 85, noShowCount: 3 });

    // Three more no-shows while the entry is in force: counted, but no second entry.
    for (let i = 0; i < 3; i++) await apply(await endedActivity(t, S, { absent: [u] }), new Date(t0.getTime() + DAY));
    expect((await entriesOf(t, u)).length).toBe(1);
    // After it ended, the next no-show brings the count since the last entry (3) to 4 ≥ 3: blacklisted again.
    const later = new Date(t0.getTime() + 91 * DAY);
    expect(await isBlacklisted(t.db, S, u, later)).toBe(false);
    expect(await apply(await endedActivity(t, S, { absent: [u] }), later)).toEqual({ noShows: 1, blacklisted: 1 });
    const entries = await entriesOf(t, u);
    expect(entries.map((e) => e.noShowCount)).toEqual([3, 7]);
    expect(await isBlacklisted(t.db, S, u, later)).toBe(true);
  });

  it('blacklists several students of one activity in one call', async () => {
    const ids = pool.slice(6, 9).map((p) => p.userId);
    for (let i = 0; i < 2; i++) await apply(await endedActivity(t, S, { absent: ids }));
    expect(await apply(await endedActivity(t, S, { absent: ids, signed: [pool[9].userId] }))).toEqual({ noShows: 3, blacklisted: 3 });
    for (const u of ids) expect(await isBlacklisted(t.db, S, u)).toBe(true);
    expect(await isBlacklisted(t.db, S, pool[9].userId)).toBe(false);
  });

  it('does nothing for an activity of another school', async () => {
    const u = pool[10].userId;
    const id = await endedActivity(t, S, { absent: [u] });
    expect(await apply(id, new Date(), 10002)).toEqual({ noShows: 0, blacklisted: 0 });
    expect(await integrityOf(t, u)).toEqual({ credit: 100, noShowCount: 0 });
  });
});

describe('isBlacklisted', () => {
  it('is true only inside [startedAt, endsAt) and while not removed, in the entry\'s school', async () => {
    const u = pool[11].userId;
    const start = new Date('2030-01-10T00:00:00Z');
    const end = new Date('2030-02-10T00:00:00Z');
    const { id } = await t.db.insertInto('blacklist').values({ schoolId: S, userId: u, reason: '手动', startedAt: start, endsAt: end }).returning('id').executeTakeFirstOrThrow();
    expect(await isBlacklisted(t.db, S, u, new Date(start.getTime() - 1))).toBe(false);
    expect(await isBlacklisted(t.db, S, u, start)).toBe(true);
    expect(await isBlacklisted(t.db, S, u, new Date(end.getTime() - 1))).toBe(true);
    expect(await isBlacklisted(t.db, S, u, end)).toBe(false);
    expect(await isBlacklisted(t.db, 10002, u, start)).toBe(false);
    await t.db.updateTable('blacklist').set({ removedAt: new Date() }).where('id', '=', id).execute();
    expect(await isBlacklisted(t.db, S, u, start)).toBe(false);
  });
});
