/**
 * Fixtures of the declaration tests (issue 5), made through the API where one exists: two named
 * declaration auditors (module 103), one-step and two-step review flows of kind 3 naming them,
 * students with sessions, projects with options, and the calls the tests repeat. The fixture
 * database has no declaration demo, so every declaration a test sees is its own.
 */
import type { DeclarationAuditResult, DeclarationDetail, ProjectDetail } from '../../common/declarations.js';
import { LedgerSource } from '../../common/ledger.js';
import { call, signInAs, type TestApp } from './helpers.js';
import { classifyIdOf, makeStaff, makeStudents } from './activity-fixture.js';
import { addFlow } from './staff-helpers.js';

export const S = 10001;
export const AUDIT_PATH = '/proceeding/wait/declare/first/auditing';

export interface Person {
  userId: number;
  token: string;
}

export interface DeclWorld {
  admin: string;
  admin2: string;
  /** Named auditors of the flows' steps (hold /dashboard, /proceeding and the review module). */
  auditorA: Person;
  auditorB: Person;
  /** Holds only '/communist/project'. */
  manager: Person;
  flowOne: number;
  flowTwo: number;
  /** A category (学科竞赛) and another one (志愿服务). */
  classifyId: number;
  otherClassifyId: number;
}

let seq = 0;
/** A name no other test uses. */
export const unique = (prefix: string) => `${prefix}${process.pid % 1000}-${++seq}`;

export async function makeDeclWorld(t: TestApp): Promise<DeclWorld> {
  const admin = await signInAs(t, 'admin');
  const admin2 = await signInAs(t, 'admin2');
  const auditorA = await makeStaff(t, S, ['/dashboard', '/proceeding', AUDIT_PATH]);
  const auditorB = await makeStaff(t, S, ['/dashboard', '/proceeding', AUDIT_PATH]);
  const manager = await makeStaff(t, S, ['/communist/project']);
  const flowOne = await addFlow(t, admin, { name: unique('申报一步'), kind: 3, steps: [{ name: '申报审核', auditorType: 3, userIds: [auditorA.userId] }] });
  const flowTwo = await addFlow(t, admin, {
    name: unique('申报两步'), kind: 3,
    steps: [{ name: '学院初审', auditorType: 3, userIds: [auditorA.userId] }, { name: '团委复审', auditorType: 3, userIds: [auditorB.userId] }],
  });
  return {
    admin, admin2, auditorA, auditorB, manager, flowOne, flowTwo,
    classifyId: await classifyIdOf(t, S, '学科竞赛'), otherClassifyId: await classifyIdOf(t, S, '志愿服务'),
  };
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** 'YYYY-MM-DD HH:mm' in China Standard Time, `ms` from now. */
export function wireTime(ms: number, now = new Date()): string {
  return new Date(now.getTime() + ms + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
}

/** A valid ProjectInput: open now (a day ago to ten days ahead), flowOne, options 国家级 12 / 省级 8 / 校级 4. */
export function projectInput(w: DeclWorld, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: unique('测试项目'),
    classifyId: w.classifyId,
    flowTemplateId: w.flowOne,
    description: '测试用项目',
    evidence: '获奖证书',
    applyStart: wireTime(-DAY),
    applyEnd: wireTime(10 * DAY),
    options: [{ name: '国家级', hours: '12' }, { name: '省级', hours: '8' }, { name: '校级', hours: 4 }],
    ...overrides,
  };
}

/** POST /project/add as admin, then its detail; throws unless both succeed. */
export async function createProject(t: TestApp, w: DeclWorld, overrides: Record<string, unknown> = {}): Promise<ProjectDetail> {
  const env = await call<{ id: number }>(t, 'POST', '/project/add', projectInput(w, overrides), w.admin);
  if (env.code !== 0) throw new Error(`project add: ${JSON.stringify(env)}`);
  return projectDetail(t, w, env.data.id);
}

export async function projectDetail(t: TestApp, w: DeclWorld, id: number): Promise<ProjectDetail> {
  const env = await call<ProjectDetail>(t, 'GET', '/project/detail', { id }, w.admin);
  if (env.code !== 0) throw new Error(`project detail: ${JSON.stringify(env)}`);
  return env.data;
}

/** The option id of a project by name. */
export const optionOf = (p: ProjectDetail, name: string): number => p.options.find((o) => o.name === name)!.id;

/** POST /project/apply. */
export function apply(t: TestApp, token: string, body: Record<string, unknown>) {
  return call<{ id: number }>(t, 'POST', '/project/apply', { description: '获奖说明', fileIds: [], ...body }, token);
}

/** Applies and returns the new declaration id; throws on failure. */
export async function declare(t: TestApp, student: Person, project: ProjectDetail, option: string, extra: Record<string, unknown> = {}): Promise<number> {
  const env = await apply(t, student.token, { projectId: project.id, optionId: optionOf(project, option), ...extra });
  if (env.code !== 0) throw new Error(`apply: ${JSON.stringify(env)}`);
  return env.data.id;
}

/** POST /declare/audit. */
export function audit(t: TestApp, token: string, ids: number[], result: 1 | 2, opinion?: string) {
  return call<DeclarationAuditResult>(t, 'POST', '/declare/audit', { ids, result, opinion }, token);
}

export function detail(t: TestApp, token: string, id: number) {
  return call<DeclarationDetail>(t, 'GET', '/project/apply/detail', { id }, token);
}

/** The declaration's ledger rows (source type 2). */
export function ledgerOf(t: TestApp, declarationId: number) {
  return t.db
    .selectFrom('hoursLedger')
    .select(['userId', 'classifyId', 'termId', 'requestedHours', 'grantedHours', 'issuedBy'])
    .where('sourceType', '=', LedgerSource.DECLARATION)
    .where('relationId', '=', declarationId)
    .execute();
}

/** The student's hours total (students.hours) as a string. */
export async function hoursOf(t: TestApp, userId: number): Promise<string> {
  return (await t.db.selectFrom('students').select('hours').where('userId', '=', userId).executeTakeFirstOrThrow()).hours;
}

/** `n` fresh students with sessions. */
export const students = (t: TestApp, n: number): Promise<Person[]> => makeStudents(t, S, n);
