/**
 * The data-scope matrix (issue 14; DESIGN.md §4, §5): every registered route, called by five callers
 * who must not see one marked student of 示范大学 — nobody signed in, a student, another school's
 * administrator, the seeded college administrator c1001 (计算机学院) and a college-scoped staff member
 * holding every module — with the marked records' ids in every id parameter and their name and
 * number in every search parameter. A reply that carries a marked record, a file served for a marked
 * id, an export (its job's spreadsheet) listing one, or a write that changes a marked row is a leak. Runs on PGlite and on PostgreSQL (CI).
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AnyRoute } from '../../server/protocol/define.js';
import { makeStaff, tokenFor, userIdOf } from './activity-fixture.js';
import { call, makeApp, send, signIn, signInAs, type TestApp } from './helpers.js';
import { getFile, placementOf, waitJob } from './student-helpers.js';
import { ok } from './structure-helpers.js';
import { grantFromActivity, grantFromDeclaration } from './transcripts-fixture.js';

const S = 10001;
/** What marks the records no caller of this file may see (unique strings, never in the fixture). */
const MARK = '越界标记';
const MARKED_STUDENT = { name: `${MARK}生`, code: 'LEAK9001', idNumber: 'LEAKPASS9001', mobile: '13799990001' };
/** The marked student's identifiers as a reply could carry them (also the masked mobile). */
const STUDENT_MARKS = [MARKED_STUDENT.name, MARKED_STUDENT.code, MARKED_STUDENT.idNumber, MARKED_STUDENT.mobile, '137****0001'];

/** Routes a caller would lose its own session on; they carry no records. */
const SESSION_ENDING = new Set(['POST /logout', 'POST /modify/password']);

let t: TestApp;
/** Ids of the marked records by kind. */
let marked: { userId: number; collegeId: number; majorId: number; classId: number; activityId: number; declarationId: number; projectId: number; transcriptId: number; batchId: string };

interface Caller {
  who: string;
  token: string | null;
  /** Strings that must not appear in any reply to this caller. */
  marks: string[];
  /** Re-creates the token when a route ended the session. */
  renew?: () => Promise<string>;
}
let callers: Caller[];

/** The parameter keys a route's schema declares (objects, pipes, refinements, unions). */
function keysOf(schema: z.ZodType): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as object);
    case 'pipe':
      return keysOf(def.in as z.ZodType);
    case 'optional': case 'nullable': case 'default': case 'readonly': case 'catch': case 'prefault': case 'nonoptional':
      return keysOf(def.innerType as z.ZodType);
    case 'union':
      return [...new Set((def.options as z.ZodType[]).flatMap(keysOf))];
    case 'intersection':
      return [...new Set([...keysOf(def.left as z.ZodType), ...keysOf(def.right as z.ZodType)])];
    default:
      return [];
  }
}

const isList = (k: string) => /(^ids$|Ids$|List$)/.test(k);
const isId = (k: string) => /(^id$|Id$|^ids$|Ids$)/.test(k);

/** The value a key takes when the request aims at the marked records through `generic` (an 'id'). */
function valueFor(key: string, generic: number | string): unknown {
  const specific: Record<string, number | string> = {
    userId: marked.userId, userIds: marked.userId, studentId: marked.userId, studentIds: marked.userId, operatorId: marked.userId,
    collegeId: marked.collegeId, majorId: marked.majorId, classId: marked.classId,
    activityId: marked.activityId, declarationId: marked.declarationId, projectId: marked.projectId, transcriptId: marked.transcriptId, batchId: marked.batchId,
  };
  const v = specific[key] ?? generic;
  return isList(key) ? [v] : v;
}

/**
 * The requests of one route: plain, aimed at each marked record, and (reads only: a write would
 * echo the name it was given) searching for the marked student.
 */
function variants(route: AnyRoute): { params: Record<string, unknown>; aimed: boolean }[] {
  const keys = keysOf(route.schema);
  const base = { current: 1, size: 40 };
  const out: { params: Record<string, unknown>; aimed: boolean }[] = [{ params: base, aimed: false }];
  const idKeys = keys.filter(isId);
  if (idKeys.length) {
    const generics = [marked.userId, marked.activityId, marked.declarationId, marked.projectId, marked.transcriptId, marked.batchId];
    for (const g of generics) out.push({ params: { ...base, ...Object.fromEntries(idKeys.map((k) => [k, valueFor(k, g)])) }, aimed: true });
  }
  const search = keys.filter((k) => /(name|Name|code|Code|keyword|username)$/.test(k) && !isId(k));
  if (search.length && route.method === 'GET') {
    out.push({ params: { ...base, ...Object.fromEntries(search.map((k) => [k, /code|Code|username/.test(k) ? MARKED_STUDENT.code : MARKED_STUDENT.name])) }, aimed: true });
  }
  return out;
}

/** The marked rows as one string, to see whether a caller's writes changed them. */
async function markedRows(): Promise<string> {
  const [student, user, activity, declaration, transcript, batch] = await Promise.all([
    t.db.selectFrom('students').selectAll().where('userId', '=', marked.userId).executeTakeFirst(),
    t.db.selectFrom('users').select(['name', 'username', 'passwordHash', 'modL', 'status', 'mobile']).where('id', '=', marked.userId).executeTakeFirst(),
    t.db.selectFrom('activities').selectAll().where('id', '=', marked.activityId).executeTakeFirst(),
    t.db.selectFrom('declarations').selectAll().where('id', '=', marked.declarationId).executeTakeFirst(),
    t.db.selectFrom('transcripts').select(['id', 'revokedAt']).where('id', '=', marked.transcriptId).executeTakeFirst(),
    t.db.selectFrom('transcriptBatches').select(['id', 'storageKey']).where('id', '=', marked.batchId).executeTakeFirst(),
  ]);
  return JSON.stringify({ student, user, activity, declaration, transcript, batch });
}

interface Leak {
  caller: string;
  route: string;
  params: Record<string, unknown>;
  what: string;
}

/** Calls every route of `routes` as `caller` with every variant; the leaks found. */
async function walk(caller: Caller, routes: AnyRoute[]): Promise<Leak[]> {
  const leaks: Leak[] = [];
  for (const route of routes) {
    const name = `${route.method} ${route.path}`;
    if (SESSION_ENDING.has(name)) continue;
    for (const v of variants(route)) {
      let res = await send(t, route.method, route.path, v.params, caller.token);
      if (caller.renew && res.body.includes('"code":10001')) {
        // A route ended this caller's session (sign-out of all devices, say): sign in again and retry once.
        caller.token = await caller.renew();
        res = await send(t, route.method, route.path, v.params, caller.token);
      }
      const type = String(res.headers['content-type'] ?? '');
      if (!type.startsWith('application/json') && !type.startsWith('text/')) {
        // A file (xlsx, pdf, zip): served for a marked id it is a leak; for a plain request it is the caller's own.
        if (v.aimed && res.statusCode === 200) leaks.push({ caller: caller.who, route: name, params: v.params, what: `file ${type}` });
        continue;
      }
      const found = caller.marks.find((m) => res.body.includes(m));
      if (found) leaks.push({ caller: caller.who, route: name, params: v.params, what: `reply carries '${found}': ${res.body.slice(0, 300)}` });
      const job = exportJob(route, res.body);
      if (job && caller.token) {
        exportsRead.add(`${caller.who} ${name}`);
        const text = await exportedText(job, caller.token);
        const inFile = caller.marks.find((m) => text.includes(m));
        if (inFile) leaks.push({ caller: caller.who, route: name, params: v.params, what: `exported file carries '${inFile}'` });
      }
    }
  }
  return leaks;
}

/** Which caller read which export's file (the walk must reach them to mean anything). */
const exportsRead = new Set<string>();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The job id an export route answered with, if it started one. */
function exportJob(route: AnyRoute, body: string): string | null {
  if (!/export/i.test(route.path)) return null;
  const id = (JSON.parse(body) as { code: number; data?: { id?: unknown } }).data?.id;
  return typeof id === 'string' && UUID.test(id) ? id : null;
}

/** Every cell of every sheet of the export job's file, as one text ('' when the job made no file). */
async function exportedText(id: string, token: string): Promise<string> {
  const job = await waitJob(t, id, token);
  if (job.status !== 'done' || !job.hasFile) return '';
  const file = await getFile(t, '/jobs/download', { id }, token);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const cells: string[] = [];
  for (const sheet of wb.worksheets) sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value ?? ''))));
  return cells.join('\n');
}

beforeAll(async () => {
  t = await makeApp();
  const admin = await signInAs(t, 'admin');
  // The marked student: another college than c1001's 计算机学院.
  const unit = await placementOf(t, S, { notCollege: '计算机学院' });
  await ok(t, 'POST', '/school/student/add', {
    ...MARKED_STUDENT, idType: 1, gender: 1, campusId: unit.campusId, collegeId: unit.collegeId, majorId: unit.majorId, classId: unit.classId, grade: String(unit.grade),
  }, admin);
  const userId = await userIdOf(t, S, MARKED_STUDENT.code);
  // Activated (在读, password changed), so that every default list shows the student.
  await t.db.updateTable('students').set({ status: 1 }).where('userId', '=', userId).execute();
  await t.db.updateTable('users').set({ modL: 1 }).where('id', '=', userId).execute();
  const activityId = await grantFromActivity(t, S, `${MARK}活动`, { classify: '志愿服务', hours: '6' }, [userId]);
  const declarationId = await grantFromDeclaration(t, S, `${MARK}项目`, '一等奖', { classify: '学科竞赛', hours: '4' }, userId);
  const projectId = (await t.db.selectFrom('declarations').select('projectId').where('id', '=', declarationId).executeTakeFirstOrThrow()).projectId;
  const transcriptId = (await ok<{ id: number }>(t, 'POST', '/transcript/issue', { userId }, admin)).id;
  const batchId = (await ok<{ id: string }>(t, 'POST', '/transcript/batch', { userIds: [userId] }, admin)).id;
  for (const deadline = Date.now() + 60_000; ; ) {
    const job = await call<{ status: string }>(t, 'GET', '/jobs/status', { id: batchId }, admin);
    if (job.data.status === 'done') break;
    if (job.data.status === 'failed' || Date.now() > deadline) throw new Error(`marked batch: ${JSON.stringify(job)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  marked = { userId, collegeId: unit.collegeId, majorId: unit.majorId, classId: unit.classId, activityId, declarationId, projectId, transcriptId, batchId };

  const student = await signInAs(t, 'student');
  const admin2 = await signInAs(t, 'admin2');
  const dean = await signIn(t, S, 'c1001', 'College@123456');
  const computing = (await t.db.selectFrom('colleges').select('id').where('schoolId', '=', S).where('name', '=', '计算机学院').executeTakeFirstOrThrow()).id;
  const allPaths = (await t.db.selectFrom('modules').select('path').where('schoolId', 'is', null).execute()).map((m) => m.path);
  const wide = await makeStaff(t, S, allPaths, 2, computing);
  callers = [
    { who: 'nobody', token: null, marks: [MARK, ...STUDENT_MARKS] },
    { who: 'student 2021000001', token: student, marks: STUDENT_MARKS, renew: () => signInAs(t, 'student') },
    { who: 'admin of 10002', token: admin2, marks: [MARK, ...STUDENT_MARKS], renew: () => signInAs(t, 'admin2') },
    { who: 'c1001 (计算机学院)', token: dean, marks: STUDENT_MARKS, renew: () => signIn(t, S, 'c1001', 'College@123456') },
    { who: 'every module, 计算机学院 scope', token: wide.token, marks: STUDENT_MARKS, renew: () => tokenFor(t, S, wide.userId) },
  ];
}, 120_000);

afterAll(() => t.close());

describe('the data-scope matrix (issue 14)', () => {
  it('sees the marked records as the administrator does (the marks are findable)', async () => {
    const admin = await signInAs(t, 'admin');
    const list = await send(t, 'GET', '/school/students', { current: 1, size: 10, code: MARKED_STUDENT.code }, admin);
    expect(list.body).toContain(MARKED_STUDENT.name);
    const pdf = await send(t, 'GET', '/transcript/pdf', { id: marked.transcriptId }, admin);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('no reading route hands a marked record to a caller outside its scope', async () => {
    const reads = t.app.apiRoutes.filter((r) => r.method === 'GET');
    expect(reads.length).toBeGreaterThan(80);
    const leaks: Leak[] = [];
    for (const caller of callers) leaks.push(...(await walk(caller, reads)));
    expect(leaks, JSON.stringify(leaks, null, 1)).toEqual([]);
    // The walk reached the exports and read their files.
    expect([...exportsRead]).toEqual(expect.arrayContaining(['every module, 计算机学院 scope GET /activity/export', 'admin of 10002 GET /project/apply/export']));
  }, 300_000);

  it('no writing route reveals or changes a marked record for a caller outside its scope', async () => {
    const writes = t.app.apiRoutes.filter((r) => r.method === 'POST');
    expect(writes.length).toBeGreaterThan(50);
    const leaks: Leak[] = [];
    for (const caller of callers) {
      const before = await markedRows();
      leaks.push(...(await walk(caller, writes)));
      const after = await markedRows();
      if (after !== before) leaks.push({ caller: caller.who, route: '(any write)', params: {}, what: `marked rows changed: ${before} → ${after}` });
    }
    expect(leaks, JSON.stringify(leaks, null, 1)).toEqual([]);
    // The college-scoped callers exported the student roster and read the file.
    expect([...exportsRead]).toEqual(expect.arrayContaining(['c1001 (计算机学院) POST /school/student/export', 'every module, 计算机学院 scope POST /school/student/export']));
  }, 300_000);
});
