/**
 * 通知公告 (issue 13; spec §2 /system/notice, /system/announcement/add and /show): the admin
 * endpoints (CRUD, publish and unpublish, read count and audience size), what each reader sees
 * (students: all + students + their college; staff: all + staff + their college; never drafts or
 * withdrawn notices), read state and the unread count, refusals (10003 without the module, 10002
 * '通知不存在' for another school's id or a notice not meant for the caller) and bad input (10002
 * naming the field). Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../common/envelope.js';
import type { MyNoticeDetail, MyNoticeRow, NoticeDetail, NoticeRow, UnreadCount } from '../../common/notices.js';
import { DEMO_NOTICES, seedNotices } from '../../server/seed/notices.js';
import { COLLEGE_ADMIN } from '../../server/seed/staff.js';
import { ACCOUNTS, call, fileAppAs, signIn, signInAs } from './helpers.js';

/** The student's college, the teacher's, and one that is neither. */
let studentCollege: number;
let teacherCollege: number;
let otherCollege: number;
let school2College: number;

const userId = async (schoolId: number, username: string) =>
  (await t.db.selectFrom('users').select('id').where('schoolId', '=', schoolId).where('username', '=', username).executeTakeFirstOrThrow()).id;

const { t, admin, admin2, student, teacher } = await fileAppAs('admin', 'admin2', 'student', 'teacher');
const collegeAdmin = await signIn(t, COLLEGE_ADMIN.schoolId, COLLEGE_ADMIN.username, COLLEGE_ADMIN.password);
beforeAll(async () => {
  const s = await t.db.selectFrom('students').select('collegeId').where('userId', '=', await userId(10001, ACCOUNTS.student.username)).executeTakeFirstOrThrow();
  studentCollege = s.collegeId!;
  const st = await t.db.selectFrom('staff').select('collegeId').where('userId', '=', await userId(10001, ACCOUNTS.teacher.username)).executeTakeFirstOrThrow();
  teacherCollege = st.collegeId!;
  const colleges = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', 10001).orderBy('id').execute();
  otherCollege = colleges.find((c) => c.id !== studentCollege && c.id !== teacherCollege)!.id;
  school2College = (await t.db.selectFrom('colleges').select('id').where('schoolId', '=', 10002).orderBy('id').executeTakeFirstOrThrow()).id;
});

const list = (params: object = {}, token = admin) => call<Page<NoticeRow>>(t, 'GET', '/system/notice/list', { current: 1, size: 40, ...params }, token);
const show = (id: number | string, token = admin) => call<NoticeDetail>(t, 'GET', '/system/announcement/show', { id }, token);
const add = (params: object, token = admin) => call<NoticeDetail>(t, 'POST', '/system/announcement/add', params, token);
const update = (params: object, token = admin) => call<NoticeDetail>(t, 'POST', '/system/announcement/update', params, token);
const publish = (id: number, token = admin) => call<NoticeDetail>(t, 'POST', '/system/notice/publish', { id }, token);
const unpublish = (id: number, token = admin) => call<NoticeDetail>(t, 'POST', '/system/notice/unpublish', { id }, token);
const remove = (id: number, token = admin) => call<null>(t, 'POST', '/system/notice/delete', { id }, token);
const myList = (token: string, params: object = {}) => call<Page<MyNoticeRow>>(t, 'GET', '/notice/my/list', { current: 1, size: 40, ...params }, token);
const myDetail = (token: string, id: number) => call<MyNoticeDetail>(t, 'GET', '/notice/my/detail', { id }, token);
const unread = async (token: string) => (await call<UnreadCount>(t, 'GET', '/notice/my/unread/count', {}, token)).data.count;
const markRead = (token: string, id: number) => call<null>(t, 'POST', '/notice/read', { id }, token);

/** Adds a notice as admin and returns it; throws on a refusal. */
async function made(params: object, token = admin): Promise<NoticeDetail> {
  const env = await add({ content: '正文', audience: 'all', ...params }, token);
  if (env.code !== 0) throw new Error(`add failed: ${JSON.stringify(env)}`);
  return env.data;
}

/** Removes every notice of 10001, so that each visibility case starts from none. */
async function clearNotices() {
  await t.db.deleteFrom('notices').where('schoolId', '=', 10001).execute();
}

describe('admin: add, show, list, update, delete', () => {
  it('adds a draft and shows it with its content, author, read count and audience size', async () => {
    const env = await add({ title: '  期末活动安排  ', content: '第一行\r\n第二行\n\n第四行', audience: 'students', pinned: '1' });
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({
      title: '期末活动安排', content: '第一行\n第二行\n\n第四行', audience: 'students', collegeId: null, collegeName: null,
      pinned: true, status: 0, publishedAt: null, createdByName: '系统管理员', readCount: 0,
    });
    expect(env.data.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const students = await t.db
      .selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('schoolId', '=', 10001).where('identity', '=', 2).where('status', '=', 1).executeTakeFirstOrThrow();
    expect(env.data.audienceSize).toBe(Number(students.n));
    const shown = await show(env.data.id);
    expect(shown.code).toBe(0);
    expect(shown.data).toEqual(env.data);
  });

  it('adds a college notice naming its college, published at once with publish', async () => {
    const n = await made({ title: '学院讲座', audience: 'college', collegeId: String(otherCollege), publish: true });
    const college = await t.db.selectFrom('colleges').select('name').where('id', '=', otherCollege).executeTakeFirstOrThrow();
    expect(n).toMatchObject({ audience: 'college', collegeId: otherCollege, collegeName: college.name, status: 1, pinned: false });
    expect(n.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const members = await t.db
      .selectFrom('students as s').innerJoin('users as u', 'u.id', 's.userId')
      .select((eb) => eb.fn.countAll<number>().as('n')).where('s.collegeId', '=', otherCollege).where('u.status', '=', 1).executeTakeFirstOrThrow();
    const staff = await t.db
      .selectFrom('staff as st').innerJoin('users as u', 'u.id', 'st.userId')
      .select((eb) => eb.fn.countAll<number>().as('n')).where('st.collegeId', '=', otherCollege).where('u.status', '=', 1).executeTakeFirstOrThrow();
    expect(n.audienceSize).toBe(Number(members.n) + Number(staff.n));
    // Another audience drops the college.
    const changed = await update({ id: n.id, title: '学院讲座', content: '正文', audience: 'all', collegeId: otherCollege });
    expect(changed.data).toMatchObject({ audience: 'all', collegeId: null, collegeName: null });
  });

  it('lists pinned first, then newest, and filters by title, status and audience', async () => {
    await clearNotices();
    const a = await made({ title: '甲通知' });
    const b = await made({ title: '乙通知', audience: 'staff', publish: true });
    const c = await made({ title: '丙公告', pinned: true });
    const d = await made({ title: '丁通知', audience: 'students' });
    const all = await list();
    expect(all.code).toBe(0);
    expect(all.data.total).toBe(4);
    expect(all.data.list.map((r) => r.id)).toEqual([c.id, d.id, b.id, a.id]);
    expect((await list({ title: '通知' })).data.list.map((r) => r.id)).toEqual([d.id, b.id, a.id]);
    expect((await list({ status: 1 })).data.list.map((r) => r.id)).toEqual([b.id]);
    expect((await list({ status: '0', audience: 'all' })).data.list.map((r) => r.id)).toEqual([c.id, a.id]);
    expect((await list({ audience: 'students', title: '', status: null })).data.list.map((r) => r.id)).toEqual([d.id]);
    // A LIKE wildcard is a plain character.
    expect((await list({ title: '%' })).data.total).toBe(0);
    // Page 2 of ten rows is empty.
    const paged = await list({ current: 2, size: 10 });
    expect(paged.data).toMatchObject({ total: 4, list: [] });
  });

  it('updates every field and keeps the status; publish on update publishes a draft', async () => {
    const n = await made({ title: '原标题' });
    const env = await update({ id: n.id, title: '新标题', content: '新的正文', audience: 'college', collegeId: studentCollege, pinned: true });
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({ id: n.id, title: '新标题', content: '新的正文', audience: 'college', collegeId: studentCollege, pinned: true, status: 0 });
    const published = await update({ id: n.id, title: '新标题', content: '新的正文', audience: 'all', publish: true });
    expect(published.data).toMatchObject({ status: 1, pinned: false, audience: 'all' });
    expect(published.data.publishedAt).not.toBeNull();
  });

  it('deletes a notice with its read records', async () => {
    const n = await made({ title: '将被删除', publish: true });
    expect((await myDetail(student, n.id)).code).toBe(0);
    expect((await remove(n.id)).code).toBe(0);
    expect(await show(n.id)).toMatchObject({ code: 10002, msg: '通知不存在' });
    expect(await remove(n.id)).toMatchObject({ code: 10002, msg: '通知不存在' });
    const reads = await t.db.selectFrom('noticeReads').select('userId').where('noticeId', '=', n.id).execute();
    expect(reads).toEqual([]);
  });
});

describe('admin: publish and unpublish', () => {
  it('publishes a draft, withdraws it, and publishes it again as the newest', async () => {
    const n = await made({ title: '发布测试' });
    const p = await publish(n.id);
    expect(p.code).toBe(0);
    expect(p.data.status).toBe(1);
    const first = p.data.publishedAt;
    expect(first).not.toBeNull();
    // Publishing again changes nothing.
    expect((await publish(n.id)).data).toMatchObject({ status: 1, publishedAt: first });
    const u = await unpublish(n.id);
    expect(u.data).toMatchObject({ status: 2, publishedAt: first });
    expect(await unpublish(n.id)).toMatchObject({ code: 10002, msg: '通知未发布,无需撤回' });
    const draft = await made({ title: '草稿不能撤回' });
    expect(await unpublish(draft.id)).toMatchObject({ code: 10002, msg: '通知未发布,无需撤回' });
    await new Promise((r) => setTimeout(r, 1100));
    const again = await publish(n.id);
    expect(again.data.status).toBe(1);
    expect(again.data.publishedAt! > first!).toBe(true);
  });
});

describe('readers: who sees what', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    await clearNotices();
    ids = {};
    // Oldest first, so the newest is last.
    for (const [key, params] of [
      ['all', { audience: 'all', publish: true }],
      ['students', { audience: 'students', publish: true }],
      ['staff', { audience: 'staff', publish: true }],
      ['studentCollege', { audience: 'college', collegeId: studentCollege, publish: true }],
      ['teacherCollege', { audience: 'college', collegeId: teacherCollege, publish: true }],
      ['otherCollege', { audience: 'college', collegeId: otherCollege, publish: true }],
      ['draft', { audience: 'all' }],
      ['withdrawn', { audience: 'all', publish: true }],
      ['pinnedOld', { audience: 'all', publish: true, pinned: true }],
    ] as const) {
      ids[key] = (await made({ title: `通知-${key}`, ...params })).id;
    }
    await unpublish(ids.withdrawn);
    // The pinned one is the oldest published: pinned still comes first.
    await t.db.updateTable('notices').set({ publishedAt: new Date('2020-01-01T00:00:00Z') }).where('id', '=', ids.pinnedOld).execute();
  });

  const keysOf = (rows: MyNoticeRow[]) => rows.map((r) => Object.keys(ids).find((k) => ids[k] === r.id));

  it('a student sees all, students and their own college — pinned first, then newest', async () => {
    const env = await myList(student);
    expect(env.code).toBe(0);
    const expected = ['pinnedOld', ...(teacherCollege === studentCollege ? ['teacherCollege'] : []), 'studentCollege', 'students', 'all'];
    expect(keysOf(env.data.list)).toEqual(expected);
    expect(env.data.total).toBe(expected.length);
    expect(env.data.list[0]).toMatchObject({ title: '通知-pinnedOld', pinned: true, read: false, summary: '正文', audience: 'all', collegeName: null });
    expect(env.data.list.every((r) => r.publishedAt.length === 19)).toBe(true);
  });

  it('staff see all, staff and their own college; staff without a college only all and staff', async () => {
    const env = await myList(teacher);
    const expected = ['pinnedOld', 'teacherCollege', ...(teacherCollege === studentCollege ? ['studentCollege'] : []), 'staff', 'all'];
    expect(keysOf(env.data.list)).toEqual(expected);
    // The admin has no staff profile, so no college.
    expect(keysOf((await myList(admin)).data.list)).toEqual(['pinnedOld', 'staff', 'all']);
  });

  it('never shows drafts, withdrawn notices or other audiences, not even by id', async () => {
    for (const key of ['draft', 'withdrawn', 'staff', 'otherCollege']) {
      expect(await myDetail(student, ids[key]), key).toMatchObject({ code: 10002, msg: '通知不存在' });
      expect(await markRead(student, ids[key]), key).toMatchObject({ code: 10002, msg: '通知不存在' });
    }
    expect(await myDetail(teacher, ids.students)).toMatchObject({ code: 10002, msg: '通知不存在' });
  });

  it('another school’s readers see none of these', async () => {
    expect((await myList(admin2)).data.total).toBe(0);
    expect(await myDetail(admin2, ids.all)).toMatchObject({ code: 10002, msg: '通知不存在' });
  });

  it('keeps read state per reader: opening marks read once, the unread count follows', async () => {
    const before = await unread(student);
    expect(before).toBe((await myList(student)).data.total);
    const opened = await myDetail(student, ids.students);
    expect(opened.code).toBe(0);
    expect(opened.data).toMatchObject({ id: ids.students, title: '通知-students', content: '正文', read: true });
    expect(await unread(student)).toBe(before - 1);
    // Opening again, and POST /notice/read, change nothing.
    expect((await myDetail(student, ids.students)).code).toBe(0);
    expect(await markRead(student, ids.students)).toMatchObject({ code: 0, data: null });
    expect(await unread(student)).toBe(before - 1);
    expect(await markRead(student, ids.all)).toMatchObject({ code: 0 });
    expect(await unread(student)).toBe(before - 2);
    const rows = (await myList(student)).data.list;
    expect(rows.filter((r) => r.read).map((r) => r.id).sort()).toEqual([ids.all, ids.students].sort());
    // unread true lists only the others.
    const onlyUnread = await myList(student, { unread: true });
    expect(onlyUnread.data.total).toBe(before - 2);
    expect(onlyUnread.data.list.every((r) => !r.read)).toBe(true);
    // The teacher's state is their own.
    expect((await myList(teacher)).data.list.find((r) => r.id === ids.all)!.read).toBe(false);
    await markRead(teacher, ids.all);
    // The admin list counts readers.
    const row = (await list()).data.list.find((r) => r.id === ids.all)!;
    expect(row.readCount).toBe(2);
    expect((await show(ids.students)).data.readCount).toBe(1);
  });

  it('marks read twice at the same time without a fault', async () => {
    const both = await Promise.all([markRead(teacher, ids.staff), markRead(teacher, ids.staff), myDetail(teacher, ids.staff)]);
    expect(both.map((e) => e.code)).toEqual([0, 0, 0]);
    expect((await show(ids.staff)).data.readCount).toBe(1);
  });
});

describe('refusals', () => {
  let n: NoticeDetail;
  beforeAll(async () => {
    n = await made({ title: '权限测试', publish: true });
  });

  const adminCalls = (id: number): [string, 'GET' | 'POST', string, object][] => [
    ['list', 'GET', '/system/notice/list', {}],
    ['show', 'GET', '/system/announcement/show', { id }],
    ['add', 'POST', '/system/announcement/add', { title: '越权', content: '越权', audience: 'all' }],
    ['update', 'POST', '/system/announcement/update', { id, title: '越权', content: '越权', audience: 'all' }],
    ['publish', 'POST', '/system/notice/publish', { id }],
    ['unpublish', 'POST', '/system/notice/unpublish', { id }],
    ['delete', 'POST', '/system/notice/delete', { id }],
  ];

  it('refuses students and staff without 通知公告 on every admin endpoint with 10003', async () => {
    for (const token of [student, collegeAdmin, teacher]) {
      for (const [name, method, path, params] of adminCalls(n.id)) {
        expect((await call(t, method, path, params, token)).code, name).toBe(10003);
      }
    }
    expect((await show(n.id)).data).toMatchObject({ title: '权限测试', status: 1 });
  });

  it('answers another school’s admin 通知不存在 for every id of this school, and changes nothing', async () => {
    for (const [name, method, path, params] of adminCalls(n.id).filter(([name]) => !['list', 'add'].includes(name))) {
      expect(await call(t, method, path, params, admin2), name).toMatchObject({ code: 10002, msg: '通知不存在' });
    }
    expect((await show(n.id)).data).toMatchObject({ title: '权限测试', status: 1 });
    expect((await list({}, admin2)).data.list.map((r) => r.id)).not.toContain(n.id);
    // Nor can it aim a notice at this school's college.
    expect(await add({ title: '跨校', content: '正文', audience: 'college', collegeId: studentCollege }, admin2))
      .toMatchObject({ code: 10002, msg: '参数错误: collegeId 院系不存在' });
  });

  it('refuses a student who has not changed the initial password (10003), like other student endpoints', async () => {
    const fresh = await signInAs(t, 'newStudent');
    expect(await call(t, 'GET', '/notice/my/list', {}, fresh)).toMatchObject({ code: 10003, msg: '请先修改初始密码' });
  });

  it('answers 10001 without a session', async () => {
    expect((await call(t, 'GET', '/notice/my/unread/count', {}, null)).code).toBe(10001);
    expect((await call(t, 'GET', '/system/notice/list', {}, null)).code).toBe(10001);
  });
});

describe('bad input: 10002 naming the field', () => {
  const ok = { title: '标题', content: '正文', audience: 'all' };
  const cases: [string, object, string][] = [
    ['no title', { ...ok, title: '' }, '参数错误: title 不能为空'],
    ['blank title', { ...ok, title: '   ' }, '参数错误: title 不能为空'],
    ['long title', { ...ok, title: '长'.repeat(101) }, '参数错误: title 不能超过100个字符'],
    ['NUL in title', { ...ok, title: 'a\u0000b' }, '参数错误: title 格式不正确'],
    ['object title', { ...ok, title: { a: 1 } }, '参数错误: title 格式不正确'],
    ['no content', { title: '标题', audience: 'all' }, '参数错误: content 不能为空'],
    ['long content', { ...ok, content: '字'.repeat(20_001) }, '参数错误: content 不能超过20000个字符'],
    ['NUL in content', { ...ok, content: '正\u0000文' }, '参数错误: content 格式不正确'],
    ['no audience', { title: '标题', content: '正文' }, '参数错误: audience 不能为空'],
    ['unknown audience', { ...ok, audience: 'parents' }, '参数错误: audience 格式不正确'],
    ['college without collegeId', { ...ok, audience: 'college' }, '参数错误: collegeId 不能为空'],
    ['collegeId not a number', { ...ok, audience: 'college', collegeId: 'x' }, '参数错误: collegeId 格式不正确'],
    ['collegeId past int32', { ...ok, audience: 'college', collegeId: 2_147_483_648 }, '参数错误: collegeId 格式不正确'],
    ['pinned not a flag', { ...ok, pinned: 'yes' }, '参数错误: pinned 格式不正确'],
  ];
  it.each(cases)('add: %s', async (_name, params, msg) => {
    expect(await add(params)).toMatchObject({ code: 10002, msg });
  });

  it('accepts exactly 100 and 20,000 characters', async () => {
    const env = await add({ title: '长'.repeat(100), content: '字'.repeat(20_000), audience: 'all' });
    expect(env.code).toBe(0);
    expect(env.data.content.length).toBe(20_000);
  });

  it('refuses a college of another school', async () => {
    expect(await add({ ...ok, audience: 'college', collegeId: school2College })).toMatchObject({ code: 10002, msg: '参数错误: collegeId 院系不存在' });
  });

  it('refuses bad ids and filters', async () => {
    for (const id of [0, -1, 'abc', 2_147_483_648, 1.5, '']) {
      const msg = id === '' ? '参数错误: id 不能为空' : '参数错误: id 格式不正确';
      expect(await show(id as number), String(id)).toMatchObject({ code: 10002, msg });
      expect(await call(t, 'POST', '/system/notice/publish', { id }, admin), String(id)).toMatchObject({ code: 10002, msg });
      expect(await call(t, 'GET', '/notice/my/detail', { id }, student), String(id)).toMatchObject({ code: 10002, msg });
    }
    expect(await update({ ...ok })).toMatchObject({ code: 10002, msg: '参数错误: id 不能为空' });
    expect(await list({ status: 5 })).toMatchObject({ code: 10002, msg: '参数错误: status 格式不正确' });
    expect(await list({ audience: 'everyone' })).toMatchObject({ code: 10002, msg: '参数错误: audience 格式不正确' });
    expect(await list({ title: 'x'.repeat(101) })).toMatchObject({ code: 10002, msg: '参数错误: title 不能超过100个字符' });
    expect(await myList(student, { unread: 'maybe' })).toMatchObject({ code: 10002, msg: '参数错误: unread 格式不正确' });
  });
});

describe('demo notices (seed)', () => {
  it('gives 示范大学 one pinned notice to everyone, one to students and one to staff', async () => {
    await clearNotices();
    const now = new Date('2026-11-20T08:00:00Z');
    await t.db.transaction().execute((trx) => seedNotices(trx, 10001, now));
    await t.db.transaction().execute((trx) => seedNotices(trx, 10002, now));
    const rows = (await list()).data.list;
    expect(rows.map((r) => [r.audience, r.pinned, r.status])).toEqual([['all', true, 1], ['students', false, 1], ['staff', false, 1]]);
    expect(rows[0].publishedAt).toBe('2026-11-19 16:00:00');
    const [all, forStudents, forStaff] = DEMO_NOTICES.map((n) => n.title);
    expect((await myList(student)).data.list.map((r) => r.title)).toEqual([all, forStudents]);
    expect((await myList(teacher)).data.list.map((r) => r.title)).toEqual([all, forStaff]);
    expect((await list({}, admin2)).data.total).toBe(0);
  });
});
