/**
 * 学期设置 (issue 13; spec §2 /system/term): every /system/term endpoint on the fixture's seeded
 * terms (academic years 2021-2022 … 2027-2028, four terms each) — the list with its academic year
 * and current mark, the current term in China time, add / update / delete with the rules and their
 * refusals (10002 naming the field, 10003 without the module, another school's term unknown), the
 * database constraints under 8 concurrent writes (exactly one wins, the others 10002, never 50000),
 * and the migration's backfill. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Envelope, Page } from '../../common/envelope.js';
import { academicYearOf, chinaToday, type TermCurrent, type TermRow } from '../../common/terms.js';
import * as academicYearMigration from '../../server/db/migrations/20261124_009100_terms_academic_year.js';
import { constraintError } from '../../server/protocol/dbErrors.js';
import { TERM_CONSTRAINTS } from '../../server/modules/terms/routes.js';
import { currentTerm } from '../../server/modules/terms/service.js';
import { fileAppAs } from './helpers.js';
import { fail, grantOnly, ok } from './structure-helpers.js';

const { t, admin, admin2, teacher, student } = await fileAppAs('admin', 'admin2', 'teacher', 'student');

const list = (params: object, token = admin) => ok<Page<TermRow>>(t, 'GET', '/system/term/list', { current: 1, size: 40, ...params }, token);
const add = (params: object, token = admin) => ok<TermRow>(t, 'POST', '/system/term/add', params, token);
const refused = (path: string, params: object, token = admin) => fail(t, path === 'list' ? 'GET' : 'POST', `/system/term/${path}`, params, token);
const bad = (field: string, text: string) => ({ code: 10002, msg: `参数错误: ${field} ${text}` });
const termId = async (schoolId: number, name: string) =>
  (await t.db.selectFrom('terms').select('id').where('schoolId', '=', schoolId).where('name', '=', name).executeTakeFirstOrThrow()).id;

describe('GET /system/term/list', () => {
  it('returns each term with its academic year and the current mark, latest first', async () => {
    const page = await list({});
    expect(page.total).toBe(28);
    expect(page.list[0]).toEqual({
      id: expect.any(Number), name: '2027-2028学年暑期', kind: 2, academicYear: 2027, startDate: '2028-07-01', endDate: '2028-08-31', current: false,
    });
    for (const r of page.list) expect(r.academicYear).toBe(Number(r.name.slice(0, 4)));
    // Exactly the terms containing today (China time) are current: one, while today is a term day.
    const today = chinaToday();
    const all = [...page.list, ...(await ok<Page<TermRow>>(t, 'GET', '/system/term/list', { current: 2, size: 40 }, admin)).list];
    expect(all.filter((r) => r.current)).toEqual(all.filter((r) => r.startDate <= today && today <= r.endDate));
    expect(all.filter((r) => r.current).length).toBeLessThanOrEqual(1);
  });

  it('filters by academic year, kind and name', async () => {
    const y2024 = await list({ academicYear: 2024 });
    expect(y2024.list.map((r) => r.name)).toEqual(['2024-2025学年暑期', '2024-2025学年第二学期', '2024-2025学年寒假', '2024-2025学年第一学期']);
    expect(y2024.total).toBe(4);
    expect((await list({ academicYear: 2024, kind: 3 })).list.map((r) => r.name)).toEqual(['2024-2025学年寒假']);
    expect((await list({ name: '2022-2023学年第' })).list.map((r) => r.name)).toEqual(['2022-2023学年第二学期', '2022-2023学年第一学期']);
    expect((await list({ academicYear: 2040 })).total).toBe(0);
    // Paging stays bounded: size 500 is clamped to 40.
    expect((await ok<Page<TermRow>>(t, 'GET', '/system/term/list', { current: 1, size: 500 }, admin)).list.length).toBeLessThanOrEqual(40);
  });

  it('refuses bad filters naming the field', async () => {
    expect(await refused('list', { academicYear: 'abc' })).toMatchObject(bad('academicYear', '格式不正确'));
    expect(await refused('list', { academicYear: 1800 })).toMatchObject(bad('academicYear', '格式不正确'));
    expect(await refused('list', { kind: 4 })).toMatchObject(bad('kind', '格式不正确'));
    expect(await refused('list', { name: 'a\u0000b' })).toMatchObject(bad('name', '格式不正确'));
    expect(await refused('list', { name: 'x'.repeat(51) })).toMatchObject(bad('name', '格式不正确'));
  });
});

describe('GET /system/term/current', () => {
  it('is the term containing today in China time, for any signed-in user of the school', async () => {
    const today = chinaToday();
    const mine = await ok<TermCurrent>(t, 'GET', '/system/term/current', {}, admin);
    expect(mine.today).toBe(today);
    const expected = await t.db
      .selectFrom('terms').select(['name', 'academicYear']).where('schoolId', '=', 10001).where('startDate', '<=', today).where('endDate', '>=', today).executeTakeFirst();
    if (expected) expect(mine).toMatchObject({ academicYear: expected.academicYear, term: { name: expected.name, current: true } });
    else expect(mine).toMatchObject({ academicYear: academicYearOf(today), term: null });
    // Students and staff without /system/term see it too; another school sees its own term.
    expect(await ok<TermCurrent>(t, 'GET', '/system/term/current', {}, student)).toEqual(mine);
    expect(await ok<TermCurrent>(t, 'GET', '/system/term/current', {}, teacher)).toEqual(mine);
    const theirs = await ok<TermCurrent>(t, 'GET', '/system/term/current', {}, admin2);
    expect(theirs.term?.name).toBe(mine.term?.name);
    if (mine.term) expect(theirs.term!.id).not.toBe(mine.term.id);
    expect((await fail(t, 'GET', '/system/term/current', {}, '')).code).toBe(10001);
  });

  it('takes the day in UTC+8: 16:00 UTC is already the next day', async () => {
    // 2025-08-31 16:00 UTC = 2025-09-01 00:00 in China: the first term, not the summer.
    expect(await currentTerm(t.db, 10001, new Date('2025-08-31T15:59:59Z'))).toMatchObject({ today: '2025-08-31', academicYear: 2024, term: { name: '2024-2025学年暑期', current: true } });
    expect(await currentTerm(t.db, 10001, new Date('2025-08-31T16:00:00Z'))).toMatchObject({ today: '2025-09-01', academicYear: 2025, term: { name: '2025-2026学年第一学期', current: true } });
    // No term on a day outside every term: the academic year of the day itself.
    expect(await currentTerm(t.db, 10001, new Date('2031-03-01T04:00:00Z'))).toEqual({ today: '2031-03-01', academicYear: 2030, term: null });
    expect(await currentTerm(t.db, 10001, new Date('2031-10-01T04:00:00Z'))).toEqual({ today: '2031-10-01', academicYear: 2031, term: null });
  });
});

describe('POST /system/term/add', () => {
  it('adds a term; its academic year comes from the start date unless given', async () => {
    const autumn = await add({ name: '2028-2029学年第一学期', kind: 1, startDate: '2028-09-01', endDate: '2029-01-15' });
    expect(autumn).toMatchObject({ name: '2028-2029学年第一学期', kind: 1, academicYear: 2028, startDate: '2028-09-01', endDate: '2029-01-15', current: false });
    const winter = await add({ name: ' 2028-2029学年寒假 ', kind: 3, startDate: '2029-01-16', endDate: '2029-02-28' });
    expect(winter).toMatchObject({ name: '2028-2029学年寒假', academicYear: 2028 });
    // A July summer term may be counted for the academic year that starts then.
    const summer = await add({ name: '2029小学期', kind: 2, academicYear: 2029, startDate: '2029-07-01', endDate: '2029-07-20' });
    expect(summer.academicYear).toBe(2029);
    expect((await list({ academicYear: 2028 })).list.map((r) => r.name)).toEqual(['2028-2029学年寒假', '2028-2029学年第一学期']);
  });

  it('refuses bad input naming the field', async () => {
    const good = { name: '2030-2031学年第一学期', kind: 1, startDate: '2030-09-01', endDate: '2031-01-15' };
    expect(await refused('add', { ...good, startDate: '2030-09-10', endDate: '2030-09-01' })).toMatchObject(bad('endDate', '不能早于开始日期'));
    expect(await refused('add', { ...good, startDate: '2031-02-30' })).toMatchObject(bad('startDate', '格式不正确'));
    expect(await refused('add', { ...good, endDate: '2031/01/15' })).toMatchObject(bad('endDate', '格式不正确'));
    expect(await refused('add', { ...good, endDate: '99999-01-15' })).toMatchObject(bad('endDate', '格式不正确'));
    expect(await refused('add', { ...good, endDate: undefined })).toMatchObject(bad('endDate', '不能为空'));
    expect(await refused('add', { ...good, name: '' })).toMatchObject(bad('name', '不能为空'));
    expect(await refused('add', { ...good, name: '   ' })).toMatchObject(bad('name', '不能为空'));
    expect(await refused('add', { ...good, name: 'x'.repeat(51) })).toMatchObject(bad('name', '格式不正确'));
    expect(await refused('add', { ...good, name: '学期\u0000' })).toMatchObject(bad('name', '格式不正确'));
    expect(await refused('add', { ...good, kind: 4 })).toMatchObject(bad('kind', '格式不正确'));
    expect(await refused('add', { ...good, kind: undefined })).toMatchObject(bad('kind', '不能为空'));
    expect(await refused('add', { ...good, academicYear: 2029 })).toMatchObject(bad('academicYear', '与开始日期不符'));
    expect(await refused('add', { ...good, academicYear: 3000 })).toMatchObject(bad('academicYear', '格式不正确'));
    expect(await t.db.selectFrom('terms').select('id').where('name', '=', good.name).executeTakeFirst()).toBeUndefined();
  });

  it('refuses a taken name and dates overlapping another term, naming it', async () => {
    expect(await refused('add', { name: '2024-2025学年第一学期', kind: 1, startDate: '2032-09-01', endDate: '2033-01-15' })).toMatchObject(
      bad('name', '已存在名为「2024-2025学年第一学期」的学期'),
    );
    // Edges count: 2027-2028学年暑期 ends on 2028-08-31.
    expect(await refused('add', { name: '重叠学期', kind: 1, startDate: '2028-08-31', endDate: '2028-08-31' })).toMatchObject(
      bad('startDate', '与学期「2027-2028学年暑期」的日期重叠'),
    );
    expect(await refused('add', { name: '包含学期', kind: 1, startDate: '2020-01-01', endDate: '2035-01-01' })).toMatchObject({ code: 10002 });
    // The same dates in another school are that school's business.
    expect(await add({ name: '重叠学期', kind: 1, startDate: '2033-09-01', endDate: '2033-09-30' }, admin2)).toMatchObject({ academicYear: 2033 });
    expect(await add({ name: '重叠学期', kind: 1, startDate: '2033-09-01', endDate: '2033-09-30' })).toMatchObject({ academicYear: 2033 });
  });
});

describe('POST /system/term/update', () => {
  it('changes a term; a start moved into another academic year takes that year', async () => {
    const t1 = await add({ name: '2034-2035学年第一学期', kind: 1, startDate: '2034-09-01', endDate: '2035-01-15' });
    expect(await ok<TermRow>(t, 'POST', '/system/term/update', { id: t1.id, endDate: '2035-01-10', kind: 2 }, admin)).toMatchObject({
      name: '2034-2035学年第一学期', kind: 2, academicYear: 2034, startDate: '2034-09-01', endDate: '2035-01-10',
    });
    expect(await ok<TermRow>(t, 'POST', '/system/term/update', { id: t1.id, startDate: '2035-09-01', endDate: '2035-12-31' }, admin)).toMatchObject({ academicYear: 2035 });
    expect(await ok<TermRow>(t, 'POST', '/system/term/update', { id: t1.id, name: '改名学期' }, admin)).toMatchObject({ name: '改名学期', academicYear: 2035 });
    expect(await refused('update', { id: t1.id, startDate: '2036-01-01' })).toMatchObject(bad('endDate', '不能早于开始日期'));
    expect(await refused('update', { id: t1.id, name: '2024-2025学年暑期' })).toMatchObject(bad('name', '已存在名为「2024-2025学年暑期」的学期'));
    expect(await refused('update', { id: t1.id, startDate: '2028-08-01' })).toMatchObject(bad('startDate', '与学期「2027-2028学年暑期」的日期重叠'));
    expect(await refused('update', { id: t1.id, academicYear: 2020 })).toMatchObject(bad('academicYear', '与开始日期不符'));
    expect(await refused('update', { id: t1.id, name: '' })).toMatchObject(bad('name', '不能为空'));
    expect(await refused('update', { id: t1.id, endDate: '2035-13-01' })).toMatchObject(bad('endDate', '格式不正确'));
    expect(await refused('update', { id: 'x' })).toMatchObject(bad('id', '格式不正确'));
    expect(await refused('update', { id: 3_000_000_000, name: '无' })).toMatchObject(bad('id', '格式不正确'));
    expect(await refused('delete', { id: 0 })).toMatchObject(bad('id', '格式不正确'));
    expect(await refused('update', { id: 99_999_999, name: '无' })).toMatchObject(bad('id', '学期不存在'));
  });

  it("does not reach another school's term", async () => {
    const theirs = await termId(10002, '2024-2025学年第一学期');
    expect(await refused('update', { id: theirs, name: '别校改名' })).toMatchObject(bad('id', '学期不存在'));
    expect(await refused('delete', { id: theirs })).toMatchObject(bad('id', '学期不存在'));
    expect((await t.db.selectFrom('terms').select('name').where('id', '=', theirs).executeTakeFirstOrThrow()).name).toBe('2024-2025学年第一学期');
  });
});

describe('POST /system/term/delete', () => {
  it('deletes an unused term', async () => {
    const gone = await add({ name: '2036-2037学年寒假', kind: 3, startDate: '2037-01-16', endDate: '2037-02-28' });
    expect(await ok(t, 'POST', '/system/term/delete', { id: gone.id }, admin)).toBeNull();
    expect(await t.db.selectFrom('terms').select('id').where('id', '=', gone.id).executeTakeFirst()).toBeUndefined();
    expect(await refused('delete', { id: gone.id })).toMatchObject(bad('id', '学期不存在'));
  });

  it('is refused while ledger rows or activities belong to the term, saying how many', async () => {
    const term = await add({ name: '2037-2038学年第一学期', kind: 1, startDate: '2037-09-01', endDate: '2038-01-15' });
    const user = await t.db.selectFrom('users').select('id').where('schoolId', '=', 10001).where('username', '=', '2021000001').executeTakeFirstOrThrow();
    const org = await t.db.selectFrom('organizations').select('id').where('schoolId', '=', 10001).executeTakeFirstOrThrow();
    const cls = await t.db.selectFrom('classifies').select('id').where('schoolId', '=', 10001).executeTakeFirstOrThrow();
    const grant = (relationId: number) =>
      t.db
        .insertInto('hoursLedger')
        .values({ schoolId: 10001, userId: user.id, classifyId: cls.id, termId: term.id, sourceType: 3, relationId, requestedHours: '2', grantedHours: '2', creditCounted: true })
        .execute();
    await grant(900_001);
    await grant(900_002);
    expect(await refused('delete', { id: term.id })).toMatchObject({ code: 10002, msg: '该学期下仍有 2 条学时记录,无法删除' });
    const at = new Date('2037-10-01T02:00:00Z');
    await t.db
      .insertInto('activities')
      .values({
        schoolId: 10001, name: '学期内的活动', organizationId: org.id, classifyId: cls.id, createdBy: user.id, administratorId: user.id, hours: '2',
        capacity: 10, enrollStart: at, enrollEnd: at, startTime: at, endTime: at, qrSecret: 'x', termId: term.id,
      } as never)
      .execute();
    expect(await refused('delete', { id: term.id })).toMatchObject({ code: 10002, msg: '该学期下仍有 2 条学时记录和 1 个活动,无法删除' });
    await t.db.deleteFrom('hoursLedger').where('termId', '=', term.id).execute();
    expect(await refused('delete', { id: term.id })).toMatchObject({ code: 10002, msg: '该学期下仍有 1 个活动,无法删除' });
    expect(await t.db.selectFrom('terms').select('id').where('id', '=', term.id).executeTakeFirst()).toBeDefined();
  });
});

describe('permissions', () => {
  it('refuses students and staff without the module /system/term (10003), and admits a role that has it', async () => {
    const body = { name: '无权学期', kind: 1, startDate: '2040-09-01', endDate: '2040-12-31' };
    const anyId = await termId(10001, '2021-2022学年第一学期');
    for (const token of [student, teacher]) {
      expect((await refused('list', {}, token)).code).toBe(10003);
      expect((await refused('add', body, token)).code).toBe(10003);
      expect((await refused('update', { id: anyId, name: '无权改名' }, token)).code).toBe(10003);
      expect((await refused('delete', { id: anyId }, token)).code).toBe(10003);
    }
    expect((await fail(t, 'GET', '/system/term/list', {}, '')).code).toBe(10001);
    expect(await t.db.selectFrom('terms').select('id').where('name', '=', '无权学期').executeTakeFirst()).toBeUndefined();
    await grantOnly(t, 10001, 't1001', ['/system/term']);
    expect((await list({}, teacher)).total).toBeGreaterThan(0);
  });
});

describe('the database decides under concurrency', () => {
  const race = (bodies: object[]) => Promise.all(bodies.map((b) => fail(t, 'POST', '/system/term/add', b, admin))) as Promise<Envelope<TermRow>[]>;

  it('8 identical adds at once: exactly one term, the others 10002 naming a field', async () => {
    const body = { name: '并发学期', kind: 2, startDate: '2041-07-01', endDate: '2041-08-31' };
    const replies = await race(Array.from({ length: 8 }, () => body));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
    for (const r of replies.filter((x) => x.code !== 0)) {
      expect(r.code).toBe(10002);
      expect(r.msg).toMatch(/^参数错误: (name|startDate) /);
    }
    expect(await t.db.selectFrom('terms').select('id').where('schoolId', '=', 10001).where('startDate', '>=', '2041-01-01').where('startDate', '<', '2042-01-01').execute()).toHaveLength(1);
  });

  it('8 adds of different names over the same days: exactly one term, the others 10002 startDate', async () => {
    const replies = await race(Array.from({ length: 8 }, (_, i) => ({ name: `并发重叠${i}`, kind: 1, startDate: '2042-09-01', endDate: '2043-01-15' })));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
    for (const r of replies.filter((x) => x.code !== 0)) expect(r).toMatchObject({ code: 10002, msg: expect.stringMatching(/^参数错误: startDate 与(学期「并发重叠\d」的日期重叠|已有学期的日期重叠)$/) });
    expect(await t.db.selectFrom('terms').select('id').where('name', 'like', '并发重叠%').execute()).toHaveLength(1);
  });

  it('the constraints refuse what slips past the checks, and map to the fields', async () => {
    const row = { schoolId: 10001, name: '直写学期', kind: 1, academicYear: 2043, startDate: '2043-09-01', endDate: '2043-12-31' };
    await t.db.insertInto('terms').values(row).execute();
    const overlap = await t.db.insertInto('terms').values({ ...row, name: '直写学期2', startDate: '2043-12-31', endDate: '2044-01-10' }).execute().catch((e: unknown) => e);
    expect(overlap).toMatchObject({ code: '23P01', constraint: 'terms_no_overlap' });
    expect(constraintError(overlap, TERM_CONSTRAINTS)?.message).toBe('参数错误: startDate 与已有学期的日期重叠');
    const named = await t.db.insertInto('terms').values({ ...row, startDate: '2044-09-01', endDate: '2044-12-31' }).execute().catch((e: unknown) => e);
    expect(named).toMatchObject({ code: '23505', constraint: 'terms_school_name_uq' });
    expect(constraintError(named, TERM_CONSTRAINTS)?.message).toBe('参数错误: name 学期名称已存在');
    // Back to back is not an overlap; another school on the same days is not either.
    await t.db.insertInto('terms').values({ ...row, name: '直写学期3', startDate: '2044-01-01', endDate: '2044-01-10' }).execute();
    await t.db.insertInto('terms').values({ ...row, schoolId: 10002 }).execute();
    // Every constraint the routes map exists under that name.
    const { rows } = await sql<{ name: string }>`select conname as name from pg_constraint where conname = any(${Object.keys(TERM_CONSTRAINTS)})`.execute(t.db);
    expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(TERM_CONSTRAINTS).sort());
  });
});

describe('migration 20261124_009100', () => {
  it('backfills the academic year from the start date and refuses to build over overlapping rows', async () => {
    await academicYearMigration.down(t.db);
    // Without the constraint an overlap can be written; the migration then stops and names it.
    await sql`insert into terms (school_id, name, kind, start_date, end_date) values (10002, '旧重叠', 1, '2024-10-01', '2024-10-02')`.execute(t.db);
    await expect(academicYearMigration.up(t.db)).rejects.toThrow(/school 10002: 「2024-2025学年第一学期」\/「旧重叠」/);
    await academicYearMigration.down(t.db).catch(() => undefined);
    await sql`delete from terms where name = '旧重叠'`.execute(t.db);
    await academicYearMigration.up(t.db);
    const rows = await t.db.selectFrom('terms').select(['name', 'academicYear', 'startDate']).where('name', 'like', '20__-20__学年%').execute();
    expect(rows.length).toBeGreaterThanOrEqual(56);
    for (const r of rows) expect(r.academicYear, r.name).toBe(Number(r.name.slice(0, 4)));
  });
});
