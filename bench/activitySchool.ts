/**
 * The school the activity benchmarks run on (issue 4): bench/students.ts's generated school of
 * 30,000 students, made ready for activities — students activated and granted the student modules,
 * the seven modules with rules and terms (seed/classify.ts), one organisation, a one-step report
 * flow audited by the school's administrator — plus helpers that write activities and sessions
 * straight into the database.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createSession } from '../server/auth/sessions.js';
import { seedClassifies } from '../server/seed/classify.js';
import { flattenModules, STUDENT_MODULES } from '../server/seed/modules.js';
import type { Database } from '../server/db/types.js';
import { formatDateTime } from '../common/time.js';
import { BENCH_SCHOOL, generateSchool } from './students.js';

export interface ActivitySchool {
  schoolId: number;
  adminId: number;
  adminToken: string;
  organizationId: number;
  classifyId: number;
  reportFlowId: number;
  termId: number;
  /** Normal (status 1) students, by student number. */
  studentIds: number[];
}

/** Generates the 30,000-student school and adds what activities need (see the file comment). */
export async function prepareActivitySchool(db: Kysely<Database>): Promise<ActivitySchool> {
  const school = await generateSchool(db);
  const schoolId = BENCH_SCHOOL;
  const admin = await db.selectFrom('users').select('id').where('schoolId', '=', schoolId).where('username', '=', 'admin').executeTakeFirstOrThrow();
  const studentRole = await db.selectFrom('roles').select('id').where('schoolId', '=', schoolId).where('code', '=', 'student').executeTakeFirstOrThrow();
  await db.insertInto('roleModules').values(flattenModules(STUDENT_MODULES).map((m) => ({ schoolId, roleId: studentRole.id, moduleId: m.id }))).execute();
  await db.updateTable('users').set({ modL: 1 }).where('schoolId', '=', schoolId).where('identity', '=', 2).execute();
  // seedClassifies writes the school's rules row; generateSchool's (the raised import cap) goes first and comes back after.
  const { importMaxRows } = await db.deleteFrom('schoolRules').where('schoolId', '=', schoolId).returning('importMaxRows').executeTakeFirstOrThrow();
  await db.transaction().execute((trx) => seedClassifies(trx, schoolId));
  await db.updateTable('schoolRules').set({ importMaxRows }).where('schoolId', '=', schoolId).execute();
  const org = await db.insertInto('organizations').values({ schoolId, name: '基准志愿者协会', nature: 3, parentId: null, userId: admin.id }).returning('id').executeTakeFirstOrThrow();
  const volunteering = await db.selectFrom('classifies').select('id').where('schoolId', '=', schoolId).where('name', '=', '志愿服务').executeTakeFirstOrThrow();
  const flow = await db.insertInto('flowTemplates').values({ schoolId, name: '基准结项审核', kind: 2, remarks: '' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('flowSteps').values({ schoolId, templateId: flow.id, orderNo: 1, name: '管理员审核', auditorType: 3, roleId: null, userIds: [admin.id] }).execute();
  const today = formatDateTime(new Date())!.slice(0, 10);
  const term = await db.selectFrom('terms').select('id').where('schoolId', '=', schoolId).where('startDate', '<=', today).where('endDate', '>=', today).executeTakeFirstOrThrow();
  const students = await db.selectFrom('students').select('userId').where('schoolId', '=', schoolId).where('status', '=', 1).orderBy('code').execute();
  return {
    schoolId, adminId: admin.id, adminToken: school.token, organizationId: org.id, classifyId: volunteering.id, reportFlowId: flow.id, termId: term.id,
    studentIds: students.map((s) => s.userId),
  };
}

/** Inserts an activity of the bench school straight into the database; returns its id. */
export async function insertActivity(
  db: Kysely<Database>,
  s: ActivitySchool,
  a: { name: string; status: number; capacity: number; enrollStart: Date; enrollEnd: Date; startTime: Date; endTime: Date; stepNo?: number; enrollCount?: number },
): Promise<number> {
  const row = await db
    .insertInto('activities')
    .values({
      schoolId: s.schoolId, name: a.name, organizationId: s.organizationId, classifyId: s.classifyId, flowTemplateId: null, reportFlowTemplateId: s.reportFlowId,
      createdBy: s.adminId, administratorId: s.adminId, hours: '2', capacity: a.capacity, enrollCount: a.enrollCount ?? 0, enrollStart: a.enrollStart,
      enrollEnd: a.enrollEnd, startTime: a.startTime, endTime: a.endTime, status: a.status, stepNo: a.stepNo ?? 0, termId: s.termId,
      qrSecret: randomBytes(16).toString('hex'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One session token per user, created directly (no captcha round trip), `parallel` at a time. */
export async function sessionsFor(db: Kysely<Database>, schoolId: number, userIds: number[], parallel = 1): Promise<string[]> {
  const tokens: string[] = new Array(userIds.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < userIds.length; i = next++) tokens[i] = await createSession(db, { id: userIds[i], schoolId });
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return tokens;
}

/** Deletes the bench school (everything hangs off it). */
export async function dropActivitySchool(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('schools').where('id', '=', BENCH_SCHOOL).execute();
}
