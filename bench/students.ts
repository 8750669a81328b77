/**
 * Students at scale (issue 3): a generated school of 30,000 students over four grades; p50/p95 of
 * GET /school/students for five filter mixes (none; college; college+major+grade; name contains;
 * hours range + status), and the time to import a 30,000-row roster xlsx (importAll, all new
 * students) through POST /school/student/import and its job. Targets: p95 ≤ 50 ms on PostgreSQL,
 * import ≤ 15 s.
 *
 * `npm run bench` runs it on the configured database (PGlite, or DATABASE_URL). Run alone,
 * `node --import tsx bench/students.ts` measures PGlite and then, when DATABASE_URL is set, PostgreSQL.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { idCheckDigit } from '../common/validators/idcard.js';
import { hashPassword } from '../server/auth/passwords.js';
import { createSession } from '../server/auth/sessions.js';
import { createRng } from '../server/seed/prng.js';
import type { Database } from '../server/db/types.js';
import { measure } from './measure.js';
import { isMain, PGLITE, postgresTargets, runStandalone } from './standalone.js';
import { apiData as call } from './api.js';

export const BENCH_SCHOOL = 19999;
const STUDENTS = 30_000;
const GRADES = ['2021', '2022', '2023', '2024'];
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉萍红娥玲芬燕彬鹏辉斌宇浩凯健俊帆帅旭宁琳晨欣怡佳雪梦婷雨萱子轩博文思源';


const pick = (r: () => number, s: string) => s[Math.floor(r() * s.length)];
const residentId = (r: () => number, grade: string) => {
  const year = Number(grade) - 18;
  const first17 = `420102${year}${String(1 + Math.floor(r() * 12)).padStart(2, '0')}${String(1 + Math.floor(r() * 28)).padStart(2, '0')}${String(Math.floor(r() * 1000)).padStart(3, '0')}`;
  return first17 + idCheckDigit(first17);
};

interface BenchSchool {
  token: string;
  colleges: { id: number; name: string; majors: { id: number; name: string; classes: { id: number; name: string; grade: string }[] }[] }[];
}

/** Creates the bench school: structure, an administrator, 30,000 students with random totals. */
export async function generateSchool(db: Kysely<Database>): Promise<BenchSchool> {
  const r = createRng(42).next;
  await db.deleteFrom('schools').where('id', '=', BENCH_SCHOOL).execute();
  await db.insertInto('schools').values({ id: BENCH_SCHOOL, name: '基准大学', firstLetter: 'J' }).execute();
  // The 30,000-row import below is over the default import cap (20,000 rows; issue 14).
  await db.insertInto('schoolRules').values({ schoolId: BENCH_SCHOOL, importMaxRows: STUDENTS }).execute();
  const campus = await db.insertInto('campuses').values({ schoolId: BENCH_SCHOOL, name: '主校区' }).returning('id').executeTakeFirstOrThrow();
  const colleges: BenchSchool['colleges'] = [];
  for (let c = 1; c <= 10; c++) {
    const college = await db.insertInto('colleges').values({ schoolId: BENCH_SCHOOL, campusId: campus.id, name: `第${c}学院`, orderId: c }).returning(['id', 'name']).executeTakeFirstOrThrow();
    const majors = [];
    for (let m = 1; m <= 4; m++) {
      const major = await db.insertInto('majors').values({ schoolId: BENCH_SCHOOL, collegeId: college.id, name: `专业${c}-${m}` }).returning(['id', 'name']).executeTakeFirstOrThrow();
      const rows = GRADES.flatMap((grade) => [1, 2].map((k) => ({ schoolId: BENCH_SCHOOL, collegeId: college.id, majorId: major.id, grade, name: `专业${c}-${m}${grade.slice(2)}0${k}班` })));
      const classes = await db.insertInto('classes').values(rows).returning(['id', 'name', 'grade']).execute();
      majors.push({ ...major, classes });
    }
    colleges.push({ ...college, majors });
  }
  const roleModules = await db.selectFrom('modules').select('id').where('schoolId', 'is', null).execute();
  const role = await db.insertInto('roles').values({ schoolId: BENCH_SCHOOL, name: '系统管理员', code: 'admin' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('roleModules').values(roleModules.map((m) => ({ schoolId: BENCH_SCHOOL, roleId: role.id, moduleId: m.id }))).execute();
  const admin = await db
    .insertInto('users')
    .values({ schoolId: BENCH_SCHOOL, username: 'admin', name: '管理员', identity: 0, isAdmin: 1, passwordHash: await hashPassword('Admin@123456') })
    .returning(['id', 'schoolId'])
    .executeTakeFirstOrThrow();
  await db.insertInto('userRoles').values({ schoolId: BENCH_SCHOOL, userId: admin.id, roleId: role.id }).execute();
  const studentRole = await db.insertInto('roles').values({ schoolId: BENCH_SCHOOL, name: '学生', code: 'student' }).returning('id').executeTakeFirstOrThrow();

  const classes = colleges.flatMap((c) => c.majors.flatMap((m) => m.classes.map((cl) => ({ ...cl, collegeId: c.id, majorId: m.id }))));
  const passwordHash = await hashPassword('Student@123456');
  const BATCH = 2000;
  for (let i = 0; i < STUDENTS; i += BATCH) {
    const chunk = Array.from({ length: Math.min(BATCH, STUDENTS - i) }, (_, k) => {
      const n = i + k;
      const cls = classes[n % classes.length];
      return { n, cls, code: `${cls.grade}${String(n).padStart(6, '0')}`, name: pick(r, SURNAMES) + pick(r, GIVEN) + (r() < 0.6 ? pick(r, GIVEN) : '') };
    });
    const users = await db
      .insertInto('users')
      .values(chunk.map((s) => ({ schoolId: BENCH_SCHOOL, username: s.code, name: s.name, identity: 2, passwordHash, gender: r() < 0.5 ? 1 : 2 })))
      .returning(['id', 'username'])
      .execute();
    const ids = new Map(users.map((u) => [u.username, u.id]));
    await db
      .insertInto('students')
      .values(chunk.map((s) => ({
        userId: ids.get(s.code)!, schoolId: BENCH_SCHOOL, code: s.code, idType: 0, idNumber: residentId(r, s.cls.grade), campusId: campus.id,
        collegeId: s.cls.collegeId, majorId: s.cls.majorId, classId: s.cls.id, grade: s.cls.grade, status: r() < 0.95 ? 1 : 3,
        hours: (r() * 300).toFixed(2), score: (r() * 4).toFixed(2), credit: (60 + r() * 40).toFixed(2),
      })))
      .execute();
    await db.insertInto('userRoles').values(users.map((u) => ({ schoolId: BENCH_SCHOOL, userId: u.id, roleId: studentRole.id }))).execute();
  }
  await sql`analyze`.execute(db);
  return { token: await createSession(db, admin), colleges };
}

/** A 30,000-row roster of new students (codes B000001…), as the template lays it out. */
export async function rosterFile(school: BenchSchool, rows = STUDENTS): Promise<Buffer> {
  const r = createRng(7).next;
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('学生名单');
  sheet.addRow(['学号*', '姓名*', '性别', '证件类型', '证件号码*', '手机号', '政治面貌', '校区*', '学院*', '专业*', '年级*', '班级*']);
  const classes = school.colleges.flatMap((c) => c.majors.flatMap((m) => m.classes.map((cl) => ({ college: c.name, major: m.name, ...cl }))));
  for (let n = 1; n <= rows; n++) {
    const cl = classes[n % classes.length];
    sheet.addRow([`B${String(n).padStart(6, '0')}`, pick(r, SURNAMES) + pick(r, GIVEN) + pick(r, GIVEN), '', '', residentId(r, cl.grade), `139${String(n).padStart(8, '0')}`, '共青团员', '主校区', cl.college, cl.major, cl.grade, cl.name]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function importRoster(app: FastifyInstance, token: string, file: Buffer): Promise<{ ms: number; result: any }> {
  const boundary = '----benchroster';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="roster.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="params"\r\n\r\n${JSON.stringify({ mode: 'importAll' })}\r\n--${boundary}--\r\n`),
  ]);
  const t0 = performance.now();
  const res = await app.inject({ method: 'POST', url: '/api/school/student/import', headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  const started = res.json() as { code: number; data: { id: string }; msg: string };
  if (started.code !== 0) throw new Error(`import: ${started.msg}`);
  for (;;) {
    const job = await call(app, 'GET', '/jobs/status', { id: started.data.id }, token);
    if (job.status === 'failed') throw new Error(`import job failed: ${job.error}`);
    if (job.status === 'done') return { ms: performance.now() - t0, result: job.result };
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The student benchmark on an app over `db` (see the file comment). */
export async function studentsBench(app: FastifyInstance, db: Kysely<Database>, label = ''): Promise<void> {
  const t0 = performance.now();
  const school = await generateSchool(db);
  console.log(`${label}generated ${STUDENTS} students in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const college = school.colleges[3];
  const major = college.majors[1];
  const mixes: [string, object][] = [
    ['no filter', {}],
    ['college', { collegeId: college.id }],
    ['college + major + grade', { collegeId: college.id, majorId: major.id, grade: '2022' }],
    ['name contains', { name: '王' }],
    ['hours range + status', { minHours: '50', maxHours: '120', status: 1 }],
  ];
  for (const [name, filter] of mixes)
    await measure(`${label}GET /school/students ${name}`, 200, (i) => call(app, 'GET', '/school/students', { current: 1 + (i % 20), size: 10, ...filter }, school.token));
  const file = await rosterFile(school);
  console.log(`${label}roster file: ${STUDENTS} rows, ${(file.length / 1024 / 1024).toFixed(2)} MB`);
  const { ms, result } = await importRoster(app, school.token, file);
  console.log(`${label}import ${STUDENTS}-row roster (importAll): ${(ms / 1000).toFixed(1)} s — created ${result.created}, updated ${result.updated}, errors ${result.errorCount}`);
  await db.deleteFrom('schools').where('id', '=', BENCH_SCHOOL).execute();
}

/** Standalone: PGlite, and PostgreSQL when DATABASE_URL is set. */
if (isMain(import.meta.url)) await runStandalone('students', [PGLITE, ...postgresTargets()], studentsBench);
