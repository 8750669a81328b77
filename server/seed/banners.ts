/**
 * Demo banners of 示范大学's student home (issue 21, /system/banner): three pictures linking to the
 * pages they announce — one with no window, one shown until a month from now, and one switched off
 * — so the carousel turns and the admin page has rows of each kind. The pictures are placeholders
 * (momentImages.ts) at the 2.5 : 1 the banner form recommends; without a storage (the test fixture)
 * there are no banners, as a banner needs its picture.
 */
import { chinaDay } from '../../common/time.js';
import type { Trx } from '../db/db.js';
import { saveBanner } from '../modules/banners/repository.js';
import type { FileStorage } from '../modules/files/storage.js';
import { ACTIVITY_STAFF_SCHOOL } from './activityStaff.js';
import { userIdLookup } from './lookups.js';
import { seedPhotos } from './momentImages.js';

const BANNERS = [
  { title: '校园文化艺术节活动报名中', link: '/student/activity', days: null, enabled: true },
  { title: '本学期第二课堂成绩单开放打印', link: '/student/transcript', days: 30, enabled: true },
  { title: '暑期社会实践风采展', link: '/student/declare', days: null, enabled: false },
] as const;

export async function seedBanners(trx: Trx, schoolId: number, now = new Date(), storage?: FileStorage): Promise<void> {
  if (schoolId !== ACTIVITY_STAFF_SCHOOL || !storage) return;
  const adminId = (await userIdLookup(trx, schoolId, ['admin']))('admin');
  if (adminId === null) return;
  const fileIds = await seedPhotos(trx, storage, schoolId, adminId, 1, BANNERS.length, [750, 300]);
  for (const [i, b] of BANNERS.entries()) {
    await saveBanner(trx, schoolId, undefined, {
      title: b.title, fileId: fileIds[i]!, link: b.link, sort: i + 1, enabled: b.enabled,
      startDay: b.days === null ? null : chinaDay(now), endDay: b.days === null ? null : chinaDay(new Date(now.getTime() + b.days * 86_400_000)),
    });
  }
}
