/**
 * Student show / create / edit (issue 3; spec §3, §5 validation): the detail endpoint, creation with
 * the initial password and modL 0, editing with birthday and gender derived from a resident ID,
 * the resident-ID edge cases (X check digit in either case, 15 digits, bad province, 31 February),
 * phone, unique student numbers, inconsistent placements, permissions and tenant isolation.
 */
import { describe, expect, it } from 'vitest';
import type { StudentCreated, StudentDetail } from '../../common/students.js';
import { idCheckDigit } from '../../common/validators/idcard.js';
import { initialPasswordFor } from '../../server/auth/initialPassword.js';
import { call, fileAppAs, requestToken } from './helpers.js';
import { placementOf } from './student-helpers.js';

const { t, admin, teacher } = await fileAppAs('admin', 'teacher');

/** An 18-digit resident ID with a correct check digit; `seq` odd → male. */
const residentId = (region: string, birth: string, seq: string) => {
  const first17 = `${region}${birth}${seq}`;
  return first17 + idCheckDigit(first17);
};

/** A consistent placement at 10001 (campus, college, major, class, grade), by college name. */
const placement = (college = '计算机学院', grade = '2023') => placementOf(t, 10001, { college, grade });

const add = (body: object, token = admin) => call<StudentCreated>(t, 'POST', '/school/student/add', body, token);
const detail = (id: number, token = admin) => call<StudentDetail>(t, 'GET', '/school/student/detail', { id }, token);

describe('create and show', () => {
  it('creates a student whose birthday and gender come from the ID number, with the initial password and modL 0', async () => {
    const place = await placement();
    const id18 = residentId('420102', '20040229', '123'); // 2004 is a leap year; 3 is odd → male
    const env = await add({ name: '测试学生', code: 'T2023001', idType: 0, idNumber: id18, mobile: '13912345678', politics: 1, gender: 2, ...place });
    expect(env.code).toBe(0);
    expect(env.data.password).toBe(initialPasswordFor({ username: 'T2023001', idNumber: id18 }));
    expect(env.data.password).toBe(`Sc@${id18.slice(-6)}`);
    const d = (await detail(env.data.id)).data;
    expect(d).toMatchObject({
      // Masked by default (issue 14): first 6 and last 4 of the ID number, first 3 and last 4 of the mobile.
      name: '测试学生', code: 'T2023001', idType: 0, idNumber: `${id18.slice(0, 6)}********${id18.slice(-4)}`, birthday: '2004-02-29', gender: 1, mobile: '139****5678',
      politics: 1, collegeName: '计算机学院', grade: '2023', status: 0, modL: 0, hours: '0.00', organizations: [], majorChanges: [],
    });
    // The new student signs in with the initial password (and is held at the password change by modL 0).
    const signin = await requestToken(t, 10001, 'T2023001', env.data.password);
    expect(signin.code).toBe(0);
  });

  it('other ID types need only a value and take the given gender and birthday', async () => {
    const env = await add({ name: 'Anna Lee', code: 'T2023002', idType: 1, idNumber: 'E12345678', gender: 2, birthday: '2004-05-06', ...(await placement()) });
    expect(env.code).toBe(0);
    expect((await detail(env.data.id)).data).toMatchObject({ idType: 1, idNumber: 'E1*****78', gender: 2, birthday: '2004-05-06' });
    expect(await t.db.selectFrom('students').select('idNumber').where('userId', '=', env.data.id).executeTakeFirstOrThrow()).toEqual({ idNumber: 'E12345678' });
    expect(await add({ name: 'No Gender', code: 'T2023003', idType: 1, idNumber: 'E1', ...(await placement()) })).toMatchObject({ code: 10002, msg: '请选择性别' });
    expect(await add({ name: 'Blank', code: 'T2023003', idType: 1, idNumber: '  ', gender: 1, ...(await placement()) })).toMatchObject({ code: 10002, msg: '请填写证件号码' });
  });

  it('applies the resident-ID rules of spec §5 with a reason for each', async () => {
    const place = await placement();
    const base = { name: '身份证', code: 'T2023010', idType: 0, ...place };
    const x = residentId('110105', '19491231', '002'); // check digit X
    expect(x.endsWith('X')).toBe(true);
    expect((await add({ ...base, idNumber: x.toLowerCase() })).code).toBe(0);
    expect((await add({ ...base, code: 'T2023011', idNumber: '110105491231002' })).code).toBe(0); // 15 digits
    const cases: [string, string][] = [
      [residentId('110105', '19491231', '002').slice(0, 17) + '1', '身份证号码校验位错误'],
      [residentId('100105', '19491231', '002'), '省份代码无效'],
      [residentId('110105', '20030231', '002'), '出生日期无效'], // 31 February
      [residentId('110105', '20031301', '002'), '出生日期无效'],
      ['11010519491231002', '身份证号码应为15位或18位数字(末位可为X)'],
      ['1101054912310X2', '身份证号码应为15位或18位数字(末位可为X)'],
    ];
    for (const [idNumber, msg] of cases) expect(await add({ ...base, code: 'T2023012', idNumber }), idNumber).toMatchObject({ code: 10002, msg });
    const stored = await t.db.selectFrom('students').select('idNumber').where('code', '=', 'T2023010').executeTakeFirstOrThrow();
    expect(stored.idNumber).toBe(x); // stored upper-case
  });

  it('checks phone, required fields, unique student numbers and a consistent placement', async () => {
    const place = await placement();
    const ok = { name: '手机', code: 'T2023020', idType: 0, idNumber: residentId('420102', '20030505', '221'), ...place };
    expect(await add({ ...ok, mobile: '12912345678' })).toMatchObject({ code: 10002, msg: '手机号格式不正确' });
    expect(await add({ ...ok, mobile: '1391234567' })).toMatchObject({ code: 10002, msg: '手机号格式不正确' });
    expect(await add({ ...ok, name: '' })).toMatchObject({ code: 10002, msg: '请填写姓名' });
    expect(await add({ ...ok, classId: undefined })).toMatchObject({ code: 10002, msg: '请选择班级' });
    expect(await add({ ...ok, collegeId: 'x' })).toMatchObject({ code: 10002, msg: '参数错误: collegeId 格式不正确' });
    expect(await add({ ...ok, code: '2021000001' })).toMatchObject({ code: 10002, msg: '学号已存在' });
    expect(await add({ ...ok, code: 'admin' })).toMatchObject({ code: 10002, msg: '学号已存在' });
    const other = await placement('外国语学院');
    expect(await add({ ...ok, majorId: other.majorId })).toMatchObject({ code: 10002, msg: '专业不存在或不属于该学院' });
    expect(await add({ ...ok, classId: other.classId })).toMatchObject({ code: 10002, msg: '班级不存在或不属于该专业' });
    expect(await add({ ...ok, grade: '2021' })).toMatchObject({ code: 10002, msg: '班级与年级不一致' });
    const foreign = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', 10002).executeTakeFirstOrThrow();
    expect(await add({ ...ok, collegeId: foreign.id })).toMatchObject({ code: 10002, msg: '学院不存在' });
    expect((await add(ok)).code).toBe(0);
  });
});

describe('edit', () => {
  it('updates profile and placement, re-deriving birthday and gender from a new ID number', async () => {
    const target = await t.db.selectFrom('students').select(['userId', 'code']).where('schoolId', '=', 10001).where('code', '=', '2022000007').executeTakeFirstOrThrow();
    const place = await placement('文学院', '2022');
    const idNumber = residentId('330106', '20031112', '246'); // 6 even → female
    const env = await call(t, 'POST', '/school/student/update', {
      id: target.userId, name: '改名了', code: '2022000007', idType: 0, idNumber, mobile: '', politics: 2, ...place,
    }, admin);
    expect(env.code).toBe(0);
    expect((await detail(target.userId)).data).toMatchObject({ name: '改名了', birthday: '2003-11-12', gender: 2, mobile: '', politics: 2, collegeName: '文学院', grade: '2022', classId: place.classId });
    expect(await call(t, 'POST', '/school/student/update', { id: target.userId, name: 'x', code: '2021000001', idType: 0, idNumber, ...place }, admin)).toMatchObject({ code: 10002, msg: '学号已存在' });
  });
});

describe('refusals', () => {
  it('a teacher may view but not create or edit (10003); unknown and foreign ids are 10002 学生不存在', async () => {
    const [own] = await t.db.selectFrom('students').select('userId').where('schoolId', '=', 10001).limit(1).execute();
    expect((await detail(own.userId, teacher)).code).toBe(0);
    expect(await add({ name: 'x' }, teacher)).toMatchObject({ code: 10003 });
    expect(await call(t, 'POST', '/school/student/update', { id: own.userId }, teacher)).toMatchObject({ code: 10003 });
    const [foreign] = await t.db.selectFrom('students').select('userId').where('schoolId', '=', 10002).limit(1).execute();
    expect(await detail(foreign.userId)).toMatchObject({ code: 10002, msg: '学生不存在' });
    expect(await detail(99999999)).toMatchObject({ code: 10002, msg: '学生不存在' });
    expect(await detail('abc' as never)).toMatchObject({ code: 10002, msg: '参数错误: id 格式不正确' });
  });
});
