/**
 * Never two approved bookings of one venue overlapping (issue 19 "Venues"), under concurrency:
 * approvals of overlapping bookings fired at once leave exactly one approved, the others refused
 * with 10002 (naming the approved booking, or the exclusion constraint's message), never 50000. On
 * PostgreSQL the requests really run side by side over the pool's connections; on PGlite (one
 * connection) they are served in turn. The exclusion constraint holds on its own too.
 */
import { describe, expect, it } from 'vitest';
import { BookingStatus } from '../../common/venues.js';
import { chinaDay } from '../../common/time.js';
import { call, fileAppAs } from './helpers.js';
import { addStaff, roleIdByCode, signInStaff } from './staff-helpers.js';
import { ok } from './structure-helpers.js';

const S = 10001;
const RACERS = 6;
const { t, admin } = await fileAppAs('admin');
await addStaff(t, admin, { code: 'vr9001', name: '竞态审核员', roleIds: [await roleIdByCode(t, S, 'auditor')] });
const auditor = await signInStaff(t, S, 'vr9001');
const day = chinaDay(new Date(Date.now() + 2 * 86_400_000));
const typeId = (await ok<{ id: number }>(t, 'POST', '/site/type/add', { name: '竞态类型', maxHours: 8, advanceDays: 30 }, admin)).id;
const siteId = (await ok<{ id: number }>(t, 'POST', '/site/add', {
  name: '竞态礼堂', typeId, location: '东区', capacity: 500, openHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '07:00', end: '23:00' })), status: 1,
}, admin)).id;

const apply = async (start: string, end: string, purpose: string) =>
  (await ok<{ id: number }>(t, 'POST', '/site/apply', {
    siteId, startTime: `${day} ${start}`, endTime: `${day} ${end}`, purpose, attendees: 100, contactName: '王同学', contactPhone: '13900139000',
  }, admin)).id;

describe('approving overlapping bookings at once', () => {
  it(`${RACERS} approvals of mutually overlapping bookings: exactly one is approved, the others refused with 10002`, async () => {
    const ids: number[] = [];
    // Every pair overlaps: each runs from 09:0i to 12:0i.
    for (let i = 0; i < RACERS; i += 1) ids.push(await apply(`09:0${i}`, `12:0${i}`, `竞态预约${i}`));
    const replies = await Promise.all(ids.map((id) => call(t, 'POST', '/site/audit', { ids: [id], result: 'pass' }, auditor)));
    const seen = replies.map((r) => `${r.code} ${r.msg}`).join('\n');
    expect(replies.filter((r) => r.code === 0), seen).toHaveLength(1);
    for (const r of replies.filter((x) => x.code !== 0)) expect(r.msg, seen).toMatch(/与已通过的预约「竞态预约\d」.*时间冲突|该时段已有已通过的预约,不能重复批准/);
    expect(replies.every((r) => r.code === 0 || r.code === 10002), seen).toBe(true);
    const approved = await t.db.selectFrom('siteBookings').select('id').where('schoolId', '=', S).where('siteId', '=', siteId).where('status', '=', BookingStatus.APPROVED).execute();
    expect(approved).toHaveLength(1);
  });

  it('the exclusion constraint refuses a second overlapping approval written past the service', async () => {
    const a = await apply('19:00', '20:00', '约束甲');
    const b = await apply('19:30', '20:30', '约束乙');
    const approve = (id: number) => t.db.updateTable('siteBookings').set({ status: BookingStatus.APPROVED }).where('schoolId', '=', S).where('id', '=', id).execute();
    await approve(a);
    const e = await approve(b).then(() => null, (x: unknown) => x as { code?: string; constraint?: string });
    expect([e?.code, e?.constraint]).toEqual(['23P01', 'site_bookings_no_overlap']);
    // Back to pending, the second one is held no more.
    await t.db.updateTable('siteBookings').set({ status: BookingStatus.PENDING }).where('schoolId', '=', S).where('id', '=', a).execute();
    await approve(b);
  });
});
