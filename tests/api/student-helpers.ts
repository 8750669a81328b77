/**
 * Helpers for the student API tests: multipart uploads as the web client sends them, waiting for a
 * job, downloading a job's file, building roster workbooks and reading xlsx replies with exceljs.
 */
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { encodeParams } from '../../common/codec.js';
import type { Envelope } from '../../common/envelope.js';
import type { JobView } from '../../common/jobs.js';
import { ROSTER_COLUMNS } from '../../server/modules/students/roster/columns.js';
import { call, credential, readEnvelope, type TestApp } from './helpers.js';

export interface UploadFile {
  name: string;
  content: Buffer;
  type?: string;
}

/** POST multipart with `file` part(s) and a `params` field (spec §7 "Uploads"). */
export async function upload(t: TestApp, apiPath: string, files: UploadFile[], params: object, token: string): Promise<LightMyRequestResponse> {
  const boundary = `----sc${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${encodeURIComponent(f.name)}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`));
    parts.push(f.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="params"\r\n\r\n${encodeParams(t.codec, params)}\r\n--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url: `/api${apiPath}`,
    headers: { authorization: credential(t.codec, token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
}

export async function uploadEnvelope<T>(t: TestApp, apiPath: string, files: UploadFile[], params: object, token: string): Promise<Envelope<T>> {
  return readEnvelope<T>(await upload(t, apiPath, files, params, token), t.codec);
}

/** Polls GET /jobs/status until the job is done or failed. */
export async function waitJob<R = unknown>(t: TestApp, id: string, token: string, timeoutMs = 60000): Promise<JobView<R>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const env = await call<JobView<R>>(t, 'GET', '/jobs/status', { id }, token);
    if (env.code !== 0) throw new Error(`job status: ${JSON.stringify(env)}`);
    if (env.data.status === 'done' || env.data.status === 'failed') return env.data;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${env.data.status}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * A consistent placement of the school {campusId, collegeId, majorId, classId, grade}: its first
 * class by id, optionally of the college named `college`, outside the college `notCollege`, of `grade`.
 */
export async function placementOf(t: TestApp, schoolId: number, o: { college?: string; notCollege?: string; grade?: string } = {}) {
  const row = await t.db
    .selectFrom('classes as cl')
    .innerJoin('colleges as co', 'co.id', 'cl.collegeId')
    .select(['co.campusId', 'cl.collegeId', 'cl.majorId', 'cl.id as classId', 'cl.grade'])
    .where('cl.schoolId', '=', schoolId)
    .$if(o.college !== undefined, (q) => q.where('co.name', '=', o.college!))
    .$if(o.notCollege !== undefined, (q) => q.where('co.name', '<>', o.notCollege!))
    .$if(o.grade !== undefined, (q) => q.where('cl.grade', '=', o.grade!))
    .orderBy('cl.id')
    .executeTakeFirstOrThrow();
  return { ...row, campusId: row.campusId! };
}

/**
 * The query of students (`s`) with their user (`u`) and placement: {userId, code, name, gender,
 * idNumber, politics, grade, campusId, collegeId, majorId, classId, className, majorName,
 * collegeName, campusName}; callers filter.
 */
export function studentsWithNames(t: TestApp) {
  return t.db
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .innerJoin('classes as cl', 'cl.id', 's.classId')
    .innerJoin('majors as m', 'm.id', 's.majorId')
    .innerJoin('colleges as co', 'co.id', 's.collegeId')
    .innerJoin('campuses as cp', 'cp.id', 's.campusId')
    .select(['s.userId', 's.code', 'u.name', 'u.gender', 's.idNumber', 's.politics', 's.grade'])
    .select(['s.campusId', 's.collegeId', 's.majorId', 's.classId'])
    .select(['cl.name as className', 'm.name as majorName', 'co.name as collegeName', 'cp.name as campusName']);
}

/** GET a file endpoint (raw reply). */
export function getFile(t: TestApp, apiPath: string, params: object, token: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api${apiPath}?params=${encodeURIComponent(encodeParams(t.codec, params))}`,
    headers: { authorization: credential(t.codec, token) },
  });
}

/** The first sheet of an xlsx as rows of cell texts (row 1 = headers). */
export async function readSheet(content: Buffer, sheetIndex = 0): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = wb.worksheets[sheetIndex];
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => (values[col - 1] = cell.value === null || cell.value === undefined ? '' : String(cell.value)));
    rows.push(values);
  });
  return rows;
}

export type RosterLine = Partial<Record<(typeof ROSTER_COLUMNS)[number]['key'], string | number>>;

/** A roster workbook with the template's headers and these lines. */
export async function rosterXlsx(lines: RosterLine[], headers = ROSTER_COLUMNS.map((c) => c.header)): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('学生名单');
  sheet.addRow(headers);
  for (const line of lines) sheet.addRow(ROSTER_COLUMNS.map((c) => line[c.key] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
