/**
 * Helpers of the blacklist tests: activities and enrollments written straight into the fixture
 * (so integrity can be tested without the enrollment endpoints), clean students, student sessions.
 */
import { randomBytes } from 'node:crypto';
import { activeStudentsQuery } from './activity-fixture.js';
import type { TestApp } from './helpers.js';

/** Status-1, activated students of the school with no no-show and no blacklist entry yet, by user id. */
export async function cleanStudents(t: TestApp, schoolId: number, n: number, skip = 0): Promise<{ userId: number; code: string; name: string }[]> {
  return activeStudentsQuery(t, schoolId).where('s.noShowCount', '=', 0).select(['s.userId', 's.code', 'u.name']).offset(skip).limit(n).execute();
}

/** A session token for any user (no captcha round trip): the activity fixture's `tokenFor`. */
export { tokenFor as sessionFor } from './activity-fixture.js';

/**
 * An ended activity (status 8) of the school with the given enrollments: `signed` students signed
 * in by QR, `absent` enrolled and never signed in, `cancelled` cancelled (status 3). Returns its id.
 */
export async function endedActivity(
  t: TestApp,
  schoolId: number,
  people: { signed?: number[]; absent?: number[]; cancelled?: number[]; backfilled?: number[] },
): Promise<number> {
  const org = await t.db.selectFrom('organizations').select('id').where('schoolId', '=', schoolId).orderBy('id').executeTakeFirstOrThrow();
  const classify = await t.db.selectFrom('classifies').select('id').where('schoolId', '=', schoolId).orderBy('id').executeTakeFirstOrThrow();
  const admin = await t.db.selectFrom('users').select('id').where('schoolId', '=', schoolId).where('username', '=', 'admin').executeTakeFirstOrThrow();
  const day = 86_400_000;
  const now = Date.now();
  const all = [...(people.signed ?? []), ...(people.absent ?? []), ...(people.cancelled ?? []), ...(people.backfilled ?? [])];
  const { id } = await t.db
    .insertInto('activities')
    .values({
      schoolId, name: `诚信测试活动${randomBytes(3).toString('hex')}`, organizationId: org.id, classifyId: classify.id, createdBy: admin.id,
      administratorId: admin.id, hours: '2', capacity: Math.max(1, all.length), enrollCount: all.length - (people.cancelled?.length ?? 0),
      enrollStart: new Date(now - 10 * day), enrollEnd: new Date(now - 5 * day), startTime: new Date(now - 3 * day), endTime: new Date(now - 2 * day),
      status: 8, qrSecret: randomBytes(16).toString('hex'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const signedAt = new Date(now - 3 * day);
  const rows = [
    ...(people.signed ?? []).map((userId) => ({ userId, status: 1, signInAt: signedAt, signWay: 1 })),
    ...(people.backfilled ?? []).map((userId) => ({ userId, status: 1, signInAt: signedAt, signWay: 2, backfillReason: '现场签到失败' })),
    ...(people.absent ?? []).map((userId) => ({ userId, status: 1, signInAt: null, signWay: null })),
    ...(people.cancelled ?? []).map((userId) => ({ userId, status: 3, signInAt: null, signWay: null })),
  ];
  if (rows.length) await t.db.insertInto('activityEnrollments').values(rows.map((r) => ({ schoolId, activityId: id, ...r }))).execute();
  return id;
}

/** The student's integrity numbers. */
export async function integrityOf(t: TestApp, userId: number): Promise<{ credit: number; noShowCount: number }> {
  const r = await t.db.selectFrom('students').select(['credit', 'noShowCount']).where('userId', '=', userId).executeTakeFirstOrThrow();
  return { credit: Number(r.credit), noShowCount: r.noShowCount };
}

/** The student's blacklist entries, oldest first. */
export function entriesOf(t: TestApp, userId: number) {
  return t.db.selectFrom('blacklist').selectAll().where('userId', '=', userId).orderBy('id').execute();
}
