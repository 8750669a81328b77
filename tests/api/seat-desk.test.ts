/**
 * The seat desk (issue 17, the enrollment rush; server/modules/participation/seatDesk.ts):
 * students of one activity arriving together share one read and one seat statement, first come
 * first served, never past the capacity; a student asking twice at once holds one seat; a seat
 * left free by a student whose enrollment stood in the way goes to the next in line.
 */
import { describe, expect, it } from 'vitest';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { EnrollmentStatus } from '../../common/activities.js';
import { seatDeskOf } from '../../server/modules/participation/seatDesk.js';
import { activityRow, createActivity, makeStudents } from './activity-fixture.js';
import { fileAppAs } from './helpers.js';

const S = 10001;
const { t } = await fileAppAs('admin');
const students = await makeStudents(t, S, 60);

/** Counts the statements executed through it. */
class Counter implements KyselyPlugin {
  statements = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.statements++;
    return Promise.resolve(args.result);
  }
}

const enrollmentsOf = (id: number) =>
  t.db.selectFrom('activityEnrollments').select(['userId', 'status']).where('activityId', '=', id).orderBy('id').execute();

describe('the seat desk', () => {
  it('answers 40 students arriving together with one read and one seat statement, first come first served', async () => {
    const a = await createActivity(t, { status: 5, capacity: 15 });
    const counter = new Counter();
    const desk = seatDeskOf(t.db.withPlugin(counter));
    const crowd = students.slice(0, 40);
    const at = new Date();
    const targets = await Promise.all(crowd.map((s) => desk.target(S, a.id, { userId: s.userId, at })));
    expect(targets.map((x) => x?.callerId)).toEqual(crowd.map((s) => s.userId));
    expect(targets.every((x) => x?.isStudent === true && x.myStatus === null && x.blacklisted === false)).toBe(true);
    const outcomes = await Promise.all(crowd.map((s) => desk.seat(S, a.id, { userId: s.userId, at })));
    expect(counter.statements).toBe(2);
    expect(outcomes).toEqual([...Array(15).fill('enrolled'), ...Array(25).fill('noSeat')]);
    expect((await activityRow(t, a.id)).enrollCount).toBe(15);
    expect(await enrollmentsOf(a.id)).toEqual(crowd.slice(0, 15).map((s) => ({ userId: s.userId, status: EnrollmentStatus.ENROLLED })));
  });

  it('gives a student asking twice at once one seat, and the seat of a student already enrolled to the next in line', async () => {
    const a = await createActivity(t, { status: 5, capacity: 3 });
    const desk = seatDeskOf(t.db);
    const [held, x, y, z] = students.slice(40, 44);
    const at = new Date();
    expect(await desk.seat(S, a.id, { userId: held.userId, at })).toBe('enrolled');
    // held is already enrolled (a race the target read did not see): picked, refused, and the two
    // seats left go to x (asking twice) and y; z finds it full.
    const asks = [held, x, x, y, z].map((s) => desk.seat(S, a.id, { userId: s.userId, at }));
    expect(await Promise.all(asks)).toEqual(['taken', 'enrolled', 'taken', 'enrolled', 'noSeat']);
    expect((await activityRow(t, a.id)).enrollCount).toBe(3);
    expect((await enrollmentsOf(a.id)).map((e) => e.userId)).toEqual([held.userId, x.userId, y.userId]);
  });

  it('revives a cancelled enrollment with the new time, and gives nothing outside the window', async () => {
    const now = Date.now();
    const a = await createActivity(t, { status: 5, capacity: 5 });
    const [back, late] = students.slice(44, 46);
    await t.db.insertInto('activityEnrollments')
      .values({ schoolId: S, activityId: a.id, userId: back.userId, status: EnrollmentStatus.CANCELLED, enrolledAt: new Date(now - 3600_000), signInAt: new Date(now - 3600_000) })
      .execute();
    const desk = seatDeskOf(t.db);
    const at = new Date(now);
    const afterClose = new Date(a.enrollEnd.getTime() + 1000);
    expect(await Promise.all([desk.seat(S, a.id, { userId: back.userId, at }), desk.seat(S, a.id, { userId: late.userId, at: afterClose })])).toEqual(['enrolled', 'noSeat']);
    const row = await t.db.selectFrom('activityEnrollments').selectAll().where('activityId', '=', a.id).where('userId', '=', back.userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: EnrollmentStatus.ENROLLED, signInAt: null });
    expect(row.enrolledAt.getTime()).toBe(now);
    expect((await activityRow(t, a.id)).enrollCount).toBe(1);
  });
});
