/**
 * The venue demo of 示范大学 (server/seed/venues.ts): venues of three types, one closed; bookings in
 * every status written through the services (so they have their review history and the pending
 * ones are on 审核员 a1001's to-do list); nothing for the other school (seeding again: seed-twice.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { SourceType } from '../../common/activities.js';
import type { Page } from '../../common/envelope.js';
import type { SiteBookingDetail, SiteBookingRow, SiteRow } from '../../common/venues.js';
import { seedVenues } from '../../server/seed/venues.js';
import { featureDemoApp, signIn, signInAs } from './helpers.js';
import { ok } from './structure-helpers.js';

const t = await featureDemoApp(new Date(), seedVenues);
const admin = await signInAs(t, 'admin');

describe('the venue demo', () => {
  it('has venues, bookings in every status with their history, and to-do items for the auditor', async () => {
    const sites = await ok<Page<SiteRow>>(t, 'GET', '/site/list', { size: 20 }, admin);
    expect(sites.total).toBe(6);
    expect(sites.list.find((s) => s.name === '小剧场')?.statusName).toBe('停用');
    const bookings = await ok<Page<SiteBookingRow>>(t, 'GET', '/site/apply/list', { size: 20 }, admin);
    expect(new Set(bookings.list.map((b) => b.statusName))).toEqual(new Set(['已通过', '待审核', '已驳回', '已取消']));
    const rejected = bookings.list.find((b) => b.statusName === '已驳回')!;
    const detail = await ok<SiteBookingDetail>(t, 'GET', '/site/apply/detail', { id: rejected.id }, admin);
    expect(detail.history.map((h) => h.actionName)).toEqual(['提交预约', '驳回']);
    const auditor = await signIn(t, 10001, 'a1001', 'Auditor@123456');
    const queue = await ok<Page<SiteBookingRow>>(t, 'GET', '/site/audit/list', {}, auditor);
    expect(queue.total).toBe(bookings.list.filter((b) => b.statusName === '待审核').length);
    const tasks = await t.db.selectFrom('auditTasks').select('id').where('sourceType', '=', SourceType.SITE_APPLY).where('doneAt', 'is', null).execute();
    expect(tasks.length).toBe(queue.total);
  });

  it('writes nothing for the other school', async () => {
    const admin2 = await signInAs(t, 'admin2');
    expect((await ok<Page<SiteRow>>(t, 'GET', '/site/list', {}, admin2)).total).toBe(0);
    expect((await ok<Page<SiteBookingRow>>(t, 'GET', '/site/apply/list', { size: 20 }, admin2)).total).toBe(0);
  });
});
