/**
 * Personal data masked by default (issue 14 defect 8): the student detail and export show resident
 * IDs as 330203********6114 and mobiles as 138****0001 to every role; 查看完整个人信息 (granted to the
 * school administrator, not to the college administrator c1001) shows one student in full or
 * exports in full, and each use is recorded and listed for administrators; an edit that sends the
 * masked values back leaves the stored ones unchanged.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { StudentRow } from '../../common/api.js';
import type { Page } from '../../common/envelope.js';
import type { PersonalDataView, StudentPersonalData } from '../../common/personalData.js';
import type { StudentDetail } from '../../common/students.js';
import * as personalDataMigration from '../../server/db/migrations/20261125_010100_personal_data.js';
import * as staffPersonalDataMigration from '../../server/db/migrations/20261125_011100_staff_personal_data.js';
import * as personalDataLogMenuMigration from '../../server/db/migrations/20261125_011200_personal_data_log_menu.js';
import { call, fileApp, signIn, signInAs } from './helpers.js';
import { roleIdByCode } from './staff-helpers.js';
import { getFile, readSheet, waitJob } from './student-helpers.js';

let admin: string;
let college: string;
let teacher: string;
let cs: { id: number };
let other: { id: number };

interface Target { userId: number; code: string; name: string; idNumber: string; mobile: string }

/** An active student of the college with a resident ID and a mobile, read from the database. */
async function studentOf(collegeId: number, offset = 0): Promise<Target> {
  const row = await t.db
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .select(['s.userId', 's.code', 'u.name', 's.idNumber', 'u.mobile'])
    .where('s.schoolId', '=', 10001)
    .where('s.collegeId', '=', collegeId)
    .where('s.status', '=', 1)
    .where('s.idType', '=', 0)
    .where('u.mobile', 'is not', null)
    .orderBy('s.code')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
  return { ...row, idNumber: row.idNumber!, mobile: row.mobile! };
}

/** The masks a person would write down: resident ID first 6 + 8 stars + last 4, mobile first 3 + 4 stars + last 4. */
const maskedId = (id: string) => `${id.slice(0, 6)}********${id.slice(-4)}`;
const maskedMobile = (m: string) => `${m.slice(0, 3)}****${m.slice(-4)}`;

const views = () => t.db.selectFrom('personalDataViews').selectAll().orderBy('id').execute();

async function exportRows(body: object, token: string) {
  const start = await call<{ id: string }>(t, 'POST', '/school/student/export', body, token);
  expect(start.code, start.msg).toBe(0);
  const job = await waitJob<{ rows: number }>(t, start.data.id, token);
  expect(job.status).toBe('done');
  return readSheet((await getFile(t, '/jobs/download', { id: job.id }, token)).rawPayload);
}

const t = await fileApp();
beforeAll(async () => {
  [admin, college, teacher] = await Promise.all([signInAs(t, 'admin'), signIn(t, 10001, 'c1001', 'College@123456'), signInAs(t, 'teacher')]);
  cs = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', 10001).where('name', '=', '计算机学院').executeTakeFirstOrThrow();
  other = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', 10001).where('name', '=', '外国语学院').executeTakeFirstOrThrow();
});


/** Which roles (school and code) hold the module at `path`, by school. */
function holdersOf(path: string) {
  return t.db
    .selectFrom('roleModules as rm')
    .innerJoin('modules as m', 'm.id', 'rm.moduleId')
    .innerJoin('roles as r', 'r.id', 'rm.roleId')
    .select(['r.schoolId', 'r.code'])
    .where('m.path', '=', path)
    .orderBy('r.schoolId')
    .execute();
}

describe('masked by default', () => {
  it('the detail shows the ID number and mobile masked to the administrator, c1001 and a teacher', async () => {
    const s = await studentOf(cs.id);
    for (const token of [admin, college, teacher]) {
      const env = await call<StudentDetail>(t, 'GET', '/school/student/detail', { id: s.userId }, token);
      expect(env.code, env.msg).toBe(0);
      expect(env.data.idNumber).toBe(maskedId(s.idNumber));
      expect(env.data.mobile).toBe(maskedMobile(s.mobile));
      expect(JSON.stringify(env.data)).not.toContain(s.idNumber);
      expect(JSON.stringify(env.data)).not.toContain(s.mobile);
    }
    expect(await views()).toEqual([]);
  });

  it('the list carries neither value in full', async () => {
    const s = await studentOf(cs.id);
    for (const token of [admin, college]) {
      const env = await call<Page<StudentRow>>(t, 'GET', '/school/students', { code: s.code }, token);
      expect(env.data.list.map((r) => r.code)).toEqual([s.code]);
      expect(JSON.stringify(env.data)).not.toContain(s.idNumber);
      expect(JSON.stringify(env.data)).not.toContain(s.mobile);
    }
  });

  it('the export writes them masked for the administrator and c1001', async () => {
    const s = await studentOf(cs.id);
    for (const token of [admin, college]) {
      const rows = await exportRows({ collegeId: cs.id }, token);
      expect(rows[0].slice(3, 5)).toEqual(['证件号码', '手机号']);
      const row = rows.find((r) => r[0] === s.code)!;
      expect(row.slice(3, 5)).toEqual([maskedId(s.idNumber), maskedMobile(s.mobile)]);
      for (const r of rows.slice(1)) {
        expect(String(r[3] ?? '')).toMatch(/^$|\*/);
        expect(String(r[4] ?? '')).toMatch(/^$|\*/);
      }
    }
    expect(await views()).toEqual([]);
  });
});

describe('查看完整个人信息', () => {
  it('is granted to the school administrator roles and not to c1001 (module tree and /system/modules)', async () => {
    const module = await t.db.selectFrom('modules').select(['id', 'parentId', 'isBtn', 'name']).where('path', '=', '/click/student/personal').executeTakeFirstOrThrow();
    const list = await t.db.selectFrom('modules').select('id').where('path', '=', '/usermng/student/list').executeTakeFirstOrThrow();
    expect(module).toMatchObject({ parentId: list.id, isBtn: 1, name: '查看完整个人信息' });
    const holders = await t.db
      .selectFrom('roleModules as rm')
      .innerJoin('roles as r', 'r.id', 'rm.roleId')
      .select(['r.schoolId', 'r.code'])
      .where('rm.moduleId', '=', module.id)
      .orderBy('r.schoolId')
      .execute();
    expect(holders).toEqual([{ schoolId: 10001, code: 'admin' }, { schoolId: 10002, code: 'admin' }]);
  });

  it('shows one student in full to the administrator and records who, when, which student and the IP', async () => {
    const s = await studentOf(cs.id);
    const before = Date.now();
    const env = await call<StudentPersonalData>(t, 'GET', '/school/student/personal', { id: s.userId }, admin);
    expect(env).toMatchObject({ code: 0, data: { idNumber: s.idNumber, mobile: s.mobile } });
    const [row] = await views();
    expect(row).toMatchObject({ schoolId: 10001, userName: '系统管理员', action: 'view', studentId: s.userId, studentCode: s.code, studentName: s.name, studentCount: null, ip: '127.0.0.1' });
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5000);
  });

  it('refuses c1001, a teacher and another school (10003 / 10002) and records nothing', async () => {
    const s = await studentOf(cs.id);
    const count = (await views()).length;
    expect(await call(t, 'GET', '/school/student/personal', { id: s.userId }, college)).toMatchObject({ code: 10003 });
    expect(await call(t, 'GET', '/school/student/personal', { id: s.userId }, teacher)).toMatchObject({ code: 10003 });
    expect(await call(t, 'GET', '/school/student/personal', { id: s.userId }, await signInAs(t, 'admin2'))).toMatchObject({ code: 10002, msg: '学生不存在' });
    expect(await call(t, 'POST', '/school/student/export', { collegeId: cs.id, full: 1 }, college)).toMatchObject({ code: 10003 });
    expect(await call(t, 'POST', '/school/student/export', { full: 2 }, admin)).toMatchObject({ code: 10002 });
    expect((await views()).length).toBe(count);
  });

  it('exports in full with full 1 and records the count and the filter', async () => {
    const s = await studentOf(cs.id);
    const count = (await views()).length;
    const rows = await exportRows({ collegeId: cs.id, full: 1 }, admin);
    const row = rows.find((r) => r[0] === s.code)!;
    expect(row.slice(3, 5)).toEqual([s.idNumber, s.mobile]);
    const all = await views();
    expect(all.length).toBe(count + 1);
    expect(all.at(-1)).toMatchObject({ action: 'export', userName: '系统管理员', studentId: null, studentCount: rows.length - 1, filter: { collegeId: cs.id, status: 1 }, ip: '127.0.0.1' });
  });

  it('once granted to the college administrator role, shows its own college only', async () => {
    const roleId = await roleIdByCode(t, 10001, 'college_admin');
    const module = await t.db.selectFrom('modules').select('id').where('path', '=', '/click/student/personal').executeTakeFirstOrThrow();
    await t.db.insertInto('roleModules').values({ schoolId: 10001, roleId, moduleId: module.id }).execute();
    try {
      const mine = await studentOf(cs.id);
      const theirs = await studentOf(other.id);
      expect(await call(t, 'GET', '/school/student/personal', { id: mine.userId }, college)).toMatchObject({ code: 0, data: { idNumber: mine.idNumber } });
      expect(await call(t, 'GET', '/school/student/personal', { id: theirs.userId }, college)).toMatchObject({ code: 10003 });
      expect((await views()).at(-1)).toMatchObject({ action: 'view', userName: '李院长', studentId: mine.userId });
    } finally {
      await t.db.deleteFrom('roleModules').where('roleId', '=', roleId).where('moduleId', '=', module.id).execute();
    }
  });

  it('lists the records to administrators only, newest first, within the school', async () => {
    const env = await call<Page<PersonalDataView>>(t, 'GET', '/school/student/personal/log', { current: 1, size: 10 }, admin);
    expect(env.code, env.msg).toBe(0);
    const stored = await views();
    expect(env.data.total).toBe(stored.length);
    expect(env.data.list.map((r) => r.id)).toEqual(stored.map((r) => r.id).reverse());
    expect(env.data.list.at(-1)).toMatchObject({ action: 'view', userName: '系统管理员', ip: '127.0.0.1' });
    expect(env.data.list.find((r) => r.action === 'export')).toMatchObject({ studentCount: expect.any(Number), filter: { collegeId: cs.id, status: 1 } });
    expect(env.data.list[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await call(t, 'GET', '/school/student/personal/log', {}, college)).toMatchObject({ code: 10003 });
    expect((await call<Page<PersonalDataView>>(t, 'GET', '/school/student/personal/log', {}, await signInAs(t, 'admin2'))).data).toEqual({ list: [], total: 0 });
  });
});

describe('个人信息查看记录 (the menu that gates the record)', () => {
  const log = (token: string) => call<Page<PersonalDataView>>(t, 'GET', '/school/student/personal/log', { current: 1, size: 10 }, token);

  it('is the last entry of 系统设置, held by the school administrator roles only', async () => {
    const settings = await t.db.selectFrom('modules').select('id').where('path', '=', '/system').executeTakeFirstOrThrow();
    const siblings = await t.db.selectFrom('modules').select(['name', 'path', 'isBtn']).where('parentId', '=', settings.id).orderBy('orderId').execute();
    expect(siblings.at(-1)).toEqual({ name: '个人信息查看记录', path: '/system/personalDataLog', isBtn: 0 });
    const holders = await holdersOf('/system/personalDataLog');
    expect(holders).toEqual([{ schoolId: 10001, code: 'admin' }, { schoolId: 10002, code: 'admin' }]);
  });

  it('admits the administrator (0) and refuses c1001 and a teacher (10003)', async () => {
    expect((await log(admin)).code).toBe(0);
    expect(await log(college)).toMatchObject({ code: 10003 });
    expect(await log(teacher)).toMatchObject({ code: 10003 });
  });

  it('follows the menu, not 角色权限: a role with 角色权限 alone is refused, and admitted once given the menu', async () => {
    const roleId = await roleIdByCode(t, 10001, 'college_admin');
    const [roleModule, logModule] = await Promise.all(
      ['/system/teacher/role', '/system/personalDataLog'].map((path) => t.db.selectFrom('modules').select('id').where('path', '=', path).executeTakeFirstOrThrow()),
    );
    await t.db.insertInto('roleModules').values({ schoolId: 10001, roleId, moduleId: roleModule.id }).execute();
    try {
      expect(await log(college)).toMatchObject({ code: 10003 });
      await t.db.insertInto('roleModules').values({ schoolId: 10001, roleId, moduleId: logModule.id }).execute();
      expect((await log(college)).code).toBe(0);
    } finally {
      await t.db.deleteFrom('roleModules').where('roleId', '=', roleId).where('moduleId', 'in', [roleModule.id, logModule.id]).execute();
    }
    expect(await log(college)).toMatchObject({ code: 10003 });
  });
});

describe('editing with masked values', () => {
  /** The body the edit form sends: the detail as loaded (masked), with changes. */
  async function formBody(id: number, token: string, changes: object = {}) {
    const d = (await call<StudentDetail>(t, 'GET', '/school/student/detail', { id }, token)).data;
    return {
      id, name: d.name, code: d.code, idType: d.idType, idNumber: d.idNumber, gender: d.gender, birthday: d.birthday, mobile: d.mobile,
      politics: d.politics, campusId: d.campusId, collegeId: d.collegeId, majorId: d.majorId, classId: d.classId, grade: d.grade, ...changes,
    };
  }
  const stored = (userId: number) =>
    t.db.selectFrom('students as s').innerJoin('users as u', 'u.id', 's.userId').select(['u.name', 's.idNumber', 'u.mobile', 's.birthday', 'u.gender']).where('s.userId', '=', userId).executeTakeFirstOrThrow();

  it('keeps the stored ID number and mobile when c1001 (without the permission) saves the form with other changes', async () => {
    const s = await studentOf(cs.id, 1);
    const before = await stored(s.userId);
    const env = await call(t, 'POST', '/school/student/update', await formBody(s.userId, college, { name: '改了名字' }), college);
    expect(env.code, env.msg).toBe(0);
    expect(await stored(s.userId)).toEqual({ ...before, name: '改了名字' });
  });

  it('refuses a masked value that is not the stored one, and stores a new full value', async () => {
    const s = await studentOf(cs.id, 2);
    const before = await stored(s.userId);
    const wrongId = `110105********${s.idNumber.slice(-4)}`;
    expect(await call(t, 'POST', '/school/student/update', await formBody(s.userId, admin, { idNumber: wrongId }), admin)).toMatchObject({ code: 10002, msg: '证件号码不能含有*号,请填写完整的证件号码' });
    expect(await call(t, 'POST', '/school/student/update', await formBody(s.userId, admin, { idType: 1, idNumber: 'E1****78' }), admin)).toMatchObject({ code: 10002, msg: '证件号码不能含有*号,请填写完整的证件号码' });
    expect(await call(t, 'POST', '/school/student/update', await formBody(s.userId, admin, { mobile: '139****0000' }), admin)).toMatchObject({ code: 10002, msg: '手机号格式不正确' });
    expect(await stored(s.userId)).toEqual(before);
    const env = await call(t, 'POST', '/school/student/update', await formBody(s.userId, admin, { mobile: '13911112222' }), admin);
    expect(env.code, env.msg).toBe(0);
    expect(await stored(s.userId)).toEqual({ ...before, mobile: '13911112222' });
  });

  it('refuses a new student whose ID number carries a mask', async () => {
    const body = await formBody((await studentOf(cs.id, 3)).userId, admin);
    const { id: _id, ...add } = body;
    expect(await call(t, 'POST', '/school/student/add', { ...add, code: 'MASK0001', idType: 1, idNumber: 'E1****78', gender: 1 }, admin)).toMatchObject({ code: 10002, msg: '证件号码不能含有*号,请填写完整的证件号码' });
  });
});

describe('migration 20261125_010100 on an existing tree', () => {
  it('adds the button under 学生列表 and grants it to each school administrator role only', async () => {
    await personalDataMigration.down(t.db);
    expect(await t.db.selectFrom('modules').select('id').where('path', '=', '/click/student/personal').execute()).toEqual([]);
    await personalDataMigration.up(t.db);
    await staffPersonalDataMigration.up(t.db); // the table came back as 010100 made it: add 011100's column again
    const holders = await holdersOf('/click/student/personal');
    expect(holders).toEqual([{ schoolId: 10001, code: 'admin' }, { schoolId: 10002, code: 'admin' }]);
    expect(await views()).toEqual([]);
    const s = await studentOf(cs.id);
    expect((await call(t, 'GET', '/school/student/personal', { id: s.userId }, admin)).code).toBe(0);
    expect(await call(t, 'GET', '/school/student/personal', { id: s.userId }, college)).toMatchObject({ code: 10003 });
  });
});

describe('migration 20261125_011200 on a database migrated without it', () => {
  it('adds 个人信息查看记录 last under 系统设置, grants it to each school administrator role only, and gates the record with it', async () => {
    const before = await t.db.selectFrom('modules').select(['id', 'parentId', 'orderId']).where('path', '=', '/system/personalDataLog').executeTakeFirstOrThrow();
    await personalDataLogMenuMigration.down(t.db);
    expect(await t.db.selectFrom('modules').select('id').where('path', '=', '/system/personalDataLog').execute()).toEqual([]);
    expect(await call(t, 'GET', '/school/student/personal/log', { current: 1, size: 10 }, admin)).toMatchObject({ code: 10003 });

    await personalDataLogMenuMigration.up(t.db);
    expect(await t.db.selectFrom('modules').select(['id', 'parentId', 'orderId']).where('path', '=', '/system/personalDataLog').executeTakeFirstOrThrow()).toEqual(before);
    const holders = await holdersOf('/system/personalDataLog');
    expect(holders).toEqual([{ schoolId: 10001, code: 'admin' }, { schoolId: 10002, code: 'admin' }]);
    expect((await call(t, 'GET', '/school/student/personal/log', { current: 1, size: 10 }, admin)).code).toBe(0);
    expect(await call(t, 'GET', '/school/student/personal/log', { current: 1, size: 10 }, college)).toMatchObject({ code: 10003 });
  });
});
