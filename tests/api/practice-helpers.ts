/**
 * Fixtures of the social practice tests (issue 19): staff with the practice modules, a reviewer
 * holding the seeded 审核员 role (the school's one-step flows of kinds 8 and 9 name it), students,
 * the summer, winter and regular terms of 2025–2026, and the calls the tests repeat.
 */
import type { PracticeAuditResult, PracticeDetail } from '../../common/practice.js';
import { call, signInAs, type TestApp } from './helpers.js';
import { classifyIdOf, makeStaff, makeStudents } from './activity-fixture.js';
import { addStaff, roleIdByCode, signInStaff } from './staff-helpers.js';

export const S = 10001;

export interface Person {
  userId: number;
  token: string;
}

export interface PracticeWorld {
  admin: string;
  admin2: string;
  /** Holds the seeded 审核员 role: audits both practice flows. */
  reviewer: Person;
  /** Holds only 实践项目 (the list). */
  viewer: Person;
  students: (Person & { code: string })[];
  advisorId: number;
  summerClassify: number;
  winterClassify: number;
  surveyClassify: number;
  terms: { summer: { id: number; startDate: string }; winter: { id: number; startDate: string }; regular: { id: number; startDate: string } };
}

let seq = 0;

/** The world of one test file; `tag` keeps staff codes distinct between files. */
export async function makePracticeWorld(t: TestApp, tag: string): Promise<PracticeWorld> {
  const admin = await signInAs(t, 'admin');
  const admin2 = await signInAs(t, 'admin2');
  const auditorRole = await roleIdByCode(t, S, 'auditor');
  const code = `pr${tag}${process.pid % 1000}`;
  const staff = await addStaff(t, admin, { code, name: '实践审核员', roleIds: [auditorRole] });
  const reviewer = { userId: staff.id, token: await signInStaff(t, S, code) };
  const viewer = await makeStaff(t, S, ['/society/practice/list']);
  const made = await makeStudents(t, S, 4);
  const codes = await t.db.selectFrom('students').select(['userId', 'code']).where('schoolId', '=', S).where('userId', 'in', made.map((m) => m.userId)).execute();
  const students = made.map((m) => ({ ...m, code: codes.find((c) => c.userId === m.userId)!.code }));
  const term = async (kind: number) => t.db.selectFrom('terms').select(['id', 'startDate']).where('schoolId', '=', S).where('academicYear', '=', 2025).where('kind', '=', kind).orderBy('startDate').executeTakeFirstOrThrow();
  return {
    admin, admin2, reviewer, viewer, students, advisorId: staff.id,
    summerClassify: await classifyIdOf(t, S, '暑期社会实践'),
    winterClassify: await classifyIdOf(t, S, '寒假社会实践'),
    surveyClassify: await classifyIdOf(t, S, '社会调研'),
    terms: { summer: await term(2), winter: await term(3), regular: await term(1) },
  };
}

/** A valid proposal in the summer term, the first student leading, the second a member. */
export function proposal(w: PracticeWorld, over: Record<string, unknown> = {}) {
  return {
    name: `三下乡实践队${++seq}`, classifyId: w.summerClassify, termId: w.terms.summer.id, destination: '湖北恩施',
    startDate: '2026-07-10', endDate: '2026-07-20', advisorId: w.advisorId, memberCodes: [w.students[1].code],
    plan: '走访乡村小学,开展支教与调研。', budget: '3000.50', safetyPledge: true, ...over,
  };
}

/** POST /practice/add as `token`; → the envelope. */
export const propose = (t: TestApp, token: string, body: object) => call<{ id: number }>(t, 'POST', '/practice/add', body, token);

/** POST /practice/audit; → the envelope. */
export const audit = (t: TestApp, token: string, body: { stage: 'project' | 'finish'; ids: number[]; result: 'pass' | 'reject'; opinion?: string }) =>
  call<PracticeAuditResult>(t, 'POST', '/practice/audit', body, token);

/** GET /practice/detail data (throws on a refusal). */
export async function detail(t: TestApp, token: string, id: number): Promise<PracticeDetail> {
  const env = await call<PracticeDetail>(t, 'GET', '/practice/detail', { id }, token);
  if (env.code !== 0) throw new Error(JSON.stringify(env));
  return env.data;
}

/** A project proposed by students[0] and approved by the reviewer; → its id. */
export async function approvedProject(t: TestApp, w: PracticeWorld, over: Record<string, unknown> = {}): Promise<number> {
  const env = await propose(t, w.students[0].token, proposal(w, over));
  if (env.code !== 0) throw new Error(JSON.stringify(env));
  const decided = await audit(t, w.reviewer.token, { stage: 'project', ids: [env.data.id], result: 'pass' });
  if (decided.code !== 0) throw new Error(JSON.stringify(decided));
  return env.data.id;
}
