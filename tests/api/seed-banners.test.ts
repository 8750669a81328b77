/**
 * The demo banners (server/seed/banners.ts): with a file storage the demo school's student home
 * gets two banners in order, each a real 750×300 picture served by /api/files, and the admin page a
 * third one switched off; the other school and a seed without storage get none.
 */
import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import type { ActiveBanner, SchoolBannerRow } from '../../common/banners.js';
import { storageFor } from '../../server/modules/files/storage.js';
import { seedBanners } from '../../server/seed/banners.js';
import { call, fileApp, signInAs } from './helpers.js';

const t = await fileApp({ tmpDataDir: 'seed-banners-' });
const now = new Date();
await t.db.transaction().execute(async (trx) => {
  await seedBanners(trx, 10001, now, storageFor(t.config));
  await seedBanners(trx, 10002, now, storageFor(t.config));
  await seedBanners(trx, 10001, now); // no storage: nothing more
});
const [student, admin, admin2] = await Promise.all([signInAs(t, 'student'), signInAs(t, 'admin'), signInAs(t, 'admin2')]);

describe('demo banners', () => {
  it('show the demo student two pictures linking into the app, and the admin a third one switched off', async () => {
    const active = await call<ActiveBanner[]>(t, 'GET', '/system/banner/active', {}, student);
    expect(active.data.map((b) => [b.title, b.link])).toEqual([['校园文化艺术节活动报名中', '/student/activity'], ['本学期第二课堂成绩单开放打印', '/student/transcript']]);
    const picture = await t.app.inject({ method: 'GET', url: active.data[0].url });
    expect(picture.statusCode).toBe(200);
    const png = PNG.sync.read(picture.rawPayload);
    expect([png.width, png.height]).toEqual([750, 300]);

    const all = await call<SchoolBannerRow[]>(t, 'GET', '/system/banner/list', {}, admin);
    expect(all.data).toHaveLength(3);
    expect(all.data.find((b) => b.title === '暑期社会实践风采展')).toMatchObject({ enabled: false, active: false });
    expect((await call<SchoolBannerRow[]>(t, 'GET', '/system/banner/list', {}, admin2)).data).toEqual([]);
  });
});
