/**
 * Fixtures of the activity and review tests (issue 4), made through the API where one exists:
 * staff with narrow roles (an organiser who may launch, two named auditors, a staff member without
 * the activity modules), organisations the organiser leads, a two-step first-review flow with the
 * named auditors, and a valid ActivityInput. The seeded demo activities stay in the database, so
 * tests filter by their own organisations.
 */
import type { ActivityDetail } from '../../common/activities.js';
import { call, signInAs, type TestApp } from './helpers.js';
import { addFlow, addRole, addStaff, signInStaff } from './staff-helpers.js';

export interface Person {
  id: number;
  token: string;
}

export interface World {
  admin: string;
  admin2: string;
  student: string;
  /** May launch (module 202) for orgA and orgB, which they lead; college-scoped, so no activity admin. */
  organiser: Person;
  /** Named auditors of step 1 and step 2 of `flowTwo`; they hold the first-review module and /dashboard, /proceeding. */
  auditorA: Person;
  auditorB: Person;
  /** Holds only /dashboard: no activity module. */
  outsider: Person;
  orgA: number;
  orgB: number;
  /** A module (top-level category) and one of its children. */
  moduleId: number;
  subId: number;
  otherModuleId: number;
  flowTwo: number;
  flowOne: number;
  reportFlow: number;
}

let seq = 0;
const code = (p: string) => `${p}${process.pid % 1000}${++seq}`.slice(0, 20);

async function staffWithRole(t: TestApp, admin: string, name: string, permission: string, collegeId: number): Promise<Person> {
  const role = await addRole(t, admin, { name: `${name}角色${seq}`, permission, dataScope: 2, scopeCollegeId: collegeId });
  const c = code('ac');
  const staff = await addStaff(t, admin, { code: c, name, roleIds: [role.id] });
  return { id: staff.id, token: await signInStaff(t, 10001, c) };
}

/** Builds the world (see World). */
export async function makeWorld(t: TestApp): Promise<World> {
  const admin = await signInAs(t, 'admin');
  const admin2 = await signInAs(t, 'admin2');
  const student = await signInAs(t, 'student');
  // A student who leads an organisation may launch (student-organisation leaders, spec §1); the
  // seeded 2021000001 may lead one, so here they lead nothing and stand for every other student.
  const studentId = (await t.db.selectFrom('users').select('id').where('schoolId', '=', 10001).where('username', '=', '2021000001').executeTakeFirstOrThrow()).id;
  await t.db.updateTable('organizations').set({ userId: null }).where('schoolId', '=', 10001).where('userId', '=', studentId).execute();
  await t.db.updateTable('organizationMembers').set({ isLeader: false }).where('schoolId', '=', 10001).where('userId', '=', studentId).execute();
  const college = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', 10001).orderBy('id').executeTakeFirstOrThrow();
  // 1 dashboard, 100 proceeding, 101 first review, 202 launch.
  const organiser = await staffWithRole(t, admin, '发起人', '1,200,202', college.id);
  const auditorA = await staffWithRole(t, admin, '审核甲', '1,100,101', college.id);
  const auditorB = await staffWithRole(t, admin, '审核乙', '1,100,101', college.id);
  const outsider = await staffWithRole(t, admin, '局外人', '1', college.id);
  const org = async (name: string) =>
    (await t.db.insertInto('organizations').values({ schoolId: 10001, name: `${name}${seq++}`, nature: 2, userId: organiser.id }).returning('id').executeTakeFirstOrThrow()).id;
  const modules = await t.db.selectFrom('classifies').select(['id', 'name']).where('schoolId', '=', 10001).where('parentId', '=', 0).orderBy('orderNumber').execute();
  const sub = await t.db.selectFrom('classifies').select('id').where('schoolId', '=', 10001).where('parentId', '=', modules[0].id).orderBy('id').executeTakeFirstOrThrow();
  const flowTwo = await addFlow(t, admin, {
    name: `两步测试${seq++}`, kind: 1,
    steps: [{ name: '初审', auditorType: 3, userIds: [auditorA.id] }, { name: '复审', auditorType: 3, userIds: [auditorB.id] }],
  });
  const flowOne = await addFlow(t, admin, { name: `一步测试${seq++}`, kind: 1, steps: [{ name: '唯一审核', auditorType: 3, userIds: [auditorA.id] }] });
  const reportFlow = await addFlow(t, admin, { name: `结项测试${seq++}`, kind: 2, steps: [{ name: '结项审核', auditorType: 3, userIds: [auditorB.id] }] });
  return {
    admin, admin2, student, organiser, auditorA, auditorB, outsider,
    orgA: await org('测试社团甲'), orgB: await org('测试社团乙'),
    moduleId: modules[0].id, subId: sub.id, otherModuleId: modules[1].id, flowTwo, flowOne, reportFlow,
  };
}

/** A valid ActivityInput for orgA in the 2027-2028 first term. */
export function activityInput(w: World, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: '测试活动',
    organizationId: w.orgA,
    classifyId: w.subId,
    flowTemplateId: w.flowTwo,
    reportFlowTemplateId: w.reportFlow,
    hours: '2.5',
    capacity: 30,
    enrollStart: '2027-10-01 08:00',
    enrollEnd: '2027-10-05 18:00',
    startTime: '2027-10-10 09:00',
    endTime: '2027-10-10 11:30',
    address: '图书馆报告厅',
    ...overrides,
  };
}

/** POST /activity/add as `token`; throws unless it succeeds. */
export async function launch(t: TestApp, w: World, overrides: Record<string, unknown> = {}, token = w.organiser.token): Promise<ActivityDetail> {
  const env = await call<ActivityDetail>(t, 'POST', '/activity/add', activityInput(w, overrides), token);
  if (env.code !== 0) throw new Error(`launch: ${JSON.stringify(env)}`);
  return env.data;
}

/** POST /activity/audit/first. */
export function auditFirst(t: TestApp, token: string, ids: number[], result: 'pass' | 'reject', opinion?: string) {
  return call<{ done: number }>(t, 'POST', '/activity/audit/first', { ids, result, opinion }, token);
}

/** Sets an activity's status directly (tests of later states; the lifecycle itself is tested through the API). */
export async function forceStatus(t: TestApp, id: number, status: number): Promise<void> {
  await t.db.updateTable('activities').set({ status, stepNo: 0 }).where('id', '=', id).execute();
  await t.db.updateTable('auditTasks').set({ doneAt: new Date() }).where('relationId', '=', id).where('sourceType', '=', 1).where('doneAt', 'is', null).execute();
}
