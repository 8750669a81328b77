/**
 * Demo sign tasks at 示范大学 (issue 21 "Journals and sign tasks"), written through the real services
 * (modules/signTasks): 晨读打卡 of the demo student's college, daily 06:30–08:00, running since nine
 * days ago with a week of check-ins (the demo student 2021000001 on a five-day streak); 志愿服务站
 * 值班 of the 青年志愿者协会's members, Mondays, Wednesdays and Fridays 12:00–13:30 within 300 m of
 * the service station; and a one-off 摄影协会例会 six days ago with a list of eight students, six of
 * whom checked in. Created by admin.
 */
import { addDay } from '../../common/signTasks.js';
import { chinaDay, dayStart } from '../../common/time.js';
import type { Trx } from '../db/db.js';
import { checkIn } from '../modules/signTasks/checkin.js';
import { addTask } from '../modules/signTasks/manage.js';
import { ACTIVITY_STAFF_SCHOOL } from './activityStaff.js';
import { userIdLookup } from './lookups.js';

/** The volunteer service station (a point on the demo campus). */
const STATION = { latitude: 30.5145, longitude: 114.42 };
const at = (day: string, hh: number, mm: number) => new Date(dayStart(day).getTime() + (hh * 60 + mm) * 60_000);

const orgId = async (trx: Trx, schoolId: number, name: string) =>
  (await trx.selectFrom('organizations').select('id').where('schoolId', '=', schoolId).where('name', '=', name).orderBy('id').executeTakeFirst())?.id ?? null;

export async function seedSignTasks(trx: Trx, schoolId: number, now = new Date()): Promise<void> {
  if (schoolId !== ACTIVITY_STAFF_SCHOOL) return;
  const uid = await userIdLookup(trx, schoolId, ['admin', '2021000001']);
  const [adminId, demo] = [uid('admin'), uid('2021000001')];
  const [union, volunteers, photo] = [await orgId(trx, schoolId, '校学生会'), await orgId(trx, schoolId, '青年志愿者协会'), await orgId(trx, schoolId, '摄影协会')];
  const classify = await trx.selectFrom('classifies').select('id').where('schoolId', '=', schoolId).orderBy('id').executeTakeFirst();
  const place = demo === null ? undefined : await trx.selectFrom('students').select(['collegeId']).where('schoolId', '=', schoolId).where('userId', '=', demo).executeTakeFirst();
  if (adminId === null || demo === null || !union || !volunteers || !photo || !classify || !place?.collegeId) return;
  const admin = { schoolId, userId: adminId };
  const today = chinaDay(now);
  const base = { description: '', studentIds: undefined, weekdays: undefined, latitude: undefined, longitude: undefined, radiusM: undefined, hours: undefined, classifyId: undefined, minCheckins: undefined };

  const reading = await addTask(trx, admin, {
    ...base, name: '晨读打卡', description: '每天早晨在教学楼或图书馆晨读30分钟,在规定时间内打卡。累计打卡20次可获得0.5学时。',
    organizationId: union, targetType: 2, targetId: place.collegeId, frequency: 1, startDate: addDay(today, -9), endDate: addDay(today, 20),
    windowStart: '06:30', windowEnd: '08:00', hours: '0.5', classifyId: classify.id, minCheckins: 20,
  }, at(addDay(today, -10), 16, 0));
  const classmates = await trx.selectFrom('students').select('userId').where('schoolId', '=', schoolId).where('collegeId', '=', place.collegeId)
    .where('status', '=', 1).where('userId', '!=', demo).orderBy('code').limit(12).execute();
  for (let back = 7; back >= 1; back -= 1) {
    const day = addDay(today, -back);
    if (back <= 5) await checkIn(trx, { schoolId, userId: demo }, { id: reading.id, latitude: undefined, longitude: undefined }, at(day, 7, 5));
    for (const [i, c] of classmates.entries()) {
      if ((i + back) % 4 !== 0) await checkIn(trx, { schoolId, userId: c.userId }, { id: reading.id, latitude: undefined, longitude: undefined }, at(day, 6, 35 + i * 3));
    }
  }

  const duty = await addTask(trx, admin, {
    ...base, name: '志愿服务站值班', description: '青年志愿者协会成员在学生活动中心一楼志愿服务站值班,到岗后在服务站300米范围内签到。',
    organizationId: volunteers, targetType: 4, targetId: volunteers, frequency: 2, weekdays: [1, 3, 5], startDate: addDay(today, -14), endDate: addDay(today, 30),
    windowStart: '12:00', windowEnd: '13:30', latitude: STATION.latitude, longitude: STATION.longitude, radiusM: 300,
  }, at(addDay(today, -15), 10, 0));
  const members = await trx.selectFrom('organizationMembers').select('userId').where('schoolId', '=', schoolId).where('organizationId', '=', volunteers).orderBy('userId').limit(6).execute();
  for (let back = 14; back >= 1; back -= 1) {
    const day = addDay(today, -back);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 1 && weekday !== 3 && weekday !== 5) continue;
    for (const [i, m] of members.entries()) {
      if ((i + back) % 3 === 0) continue;
      const spot = { id: duty.id, latitude: STATION.latitude + 0.0004 * (i % 3), longitude: STATION.longitude + 0.0003 * (i % 2) };
      await checkIn(trx, { schoolId, userId: m.userId }, spot, at(day, 12, 5 + i * 4)).catch(() => undefined);
    }
  }

  const meetingDay = addDay(today, -6);
  const listed = [demo, ...classmates.slice(0, 7).map((c) => c.userId)];
  const meeting = await addTask(trx, admin, {
    ...base, name: '摄影协会例会', description: '本学期第三次例会:外拍活动总结与作品点评,地点:艺术楼302。',
    organizationId: photo, targetType: 5, studentIds: listed, frequency: 3, startDate: meetingDay, endDate: meetingDay, windowStart: '19:00', windowEnd: '20:30',
  }, at(addDay(today, -8), 9, 0));
  for (const [i, userId] of listed.slice(0, 6).entries()) {
    await checkIn(trx, { schoolId, userId }, { id: meeting.id, latitude: undefined, longitude: undefined }, at(meetingDay, 19, 2 + i * 2));
  }
}
