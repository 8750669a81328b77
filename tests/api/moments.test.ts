/**
 * Moments (校园动态; issue 21 "Moments"; spec §2 /communist/moments, §5 images, §6 visible data): a
 * student's post waits in the to-do list (source 33), is published by a moderator and shows in the
 * feed; likes count once per user (twice, and eight at once); comments (author or moderator
 * deletes); reports once per user (eight at once: one report); a take-down hides the post and shows
 * its reason to the author; a rejection needs its reason; staff post for an organisation they run;
 * the college scope of moderators; themes (unique names, eight at once); refusals and bad input.
 */
import { describe, expect, it } from 'vitest';
import type { NeedDealtItem } from '../../common/activities.js';
import type { Page } from '../../common/envelope.js';
import { MomentStatus, type MomentDetail, type MomentLikeResult, type MomentOptions, type MomentRow, type MomentTheme } from '../../common/moments.js';
import { SourceType } from '../../common/sourceTypes.js';
import { call, fileApp, signInAs } from './helpers.js';
import { makeStaff, makeStudents, organizationIdOf } from './activity-fixture.js';
import { PNG } from './ideology-helpers.js';
import { uploadEnvelope } from './student-helpers.js';
import { addStaff, roleIdByCode, signInStaff } from './staff-helpers.js';

const S = 10001;
const t = await fileApp();
const admin = await signInAs(t, 'admin');
const admin2 = await signInAs(t, 'admin2');
const reviewerCode = `mom${process.pid % 1000}`;
await addStaff(t, admin, { code: reviewerCode, name: '动态审核员', roleIds: [await roleIdByCode(t, S, 'auditor')] });
const reviewer = await signInStaff(t, S, reviewerCode);
const students = await makeStudents(t, S, 12);
const [alice, bob, carol] = students;
const { collegeId } = await t.db.selectFrom('students').select('collegeId').where('schoolId', '=', S).where('userId', '=', alice.userId).executeTakeFirstOrThrow();
const otherCollege = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', S).where('id', '<>', collegeId!).orderBy('id').executeTakeFirstOrThrow();
const ownCollegeMod = await makeStaff(t, S, ['/communist/moments/show'], 2, collegeId);
const otherCollegeMod = await makeStaff(t, S, ['/communist/moments/show'], 2, otherCollege.id);
const noModule = await makeStaff(t, S, ['/honors/list']);

const post = <T = { id: number }>(path: string, body: object, token = admin) => call<T>(t, 'POST', path, body, token);
const get = <T>(path: string, params: object, token = admin) => call<T>(t, 'GET', path, params, token);
const ok = async <T>(p: Promise<{ code: number; data: T; msg: string }>) => {
  const env = await p;
  expect(env.code, JSON.stringify(env)).toBe(0);
  return env.data;
};
const image = async (token: string) => (await uploadEnvelope<{ id: number; url: string }>(t, '/upload/image', [{ name: 'm.png', content: PNG }], {}, token)).data;
const feed = async (token: string, params: object = {}) => ok(get<Page<MomentRow>>('/moments/feed', { size: 50, ...params }, token));
/** A student's post, approved by the reviewer: its id. */
const published = async (author = alice, content = '社团招新现场人山人海') => {
  const { id } = await ok(post('/moments/add', { content }, author.token));
  await ok(post('/moments/audit', { ids: [id], result: 'pass' }, reviewer));
  return id;
};

describe('a post from the phone to the feed', () => {
  it('waits in the to-do list, is published by the reviewer and shows in the feed with its images and theme', async () => {
    const { id: themeId } = await ok(post('/moments/theme/save', { name: '活动现场', description: '活动的精彩瞬间', sort: 1, enabled: true }));
    const options = await ok(get<MomentOptions>('/moments/options', {}, alice.token));
    expect(options.themes.map((x) => x.name)).toContain('活动现场');
    expect(options.organizations).toEqual([]);
    const pics = [await image(alice.token), await image(alice.token)];
    const { id } = await ok(post('/moments/add', { content: '银杏大道外拍活动圆满结束', fileIds: pics.map((p) => p.id), themeId }, alice.token));
    expect((await feed(bob.token)).list.some((m) => m.id === id)).toBe(false);
    const desk = await ok(get<NeedDealtItem[]>('/desk/needDealt/list', {}, reviewer));
    expect(desk.find((i) => i.sourceType === SourceType.MOMENT && i.relationId === id)?.taskName).toBe('动态审核: 银杏大道外拍活动圆满结束');
    expect(await ok(post('/moments/audit', { ids: [id], result: 'pass' }, reviewer))).toMatchObject({ count: 1, approved: 1 });
    const row = (await feed(bob.token)).list.find((m) => m.id === id);
    expect(row).toMatchObject({ statusName: '已发布', themeName: '活动现场', authorName: '测试学生1', likeCount: 0, mine: false });
    expect(row!.images.map((i) => i.url)).toEqual(pics.map((p) => p.url));
    expect((await feed(bob.token, { themeId })).list.map((m) => m.id)).toEqual([id]);
    const detail = await ok(get<MomentDetail>('/moments/detail', { id }, alice.token));
    expect(detail.history.map((h) => h.actionName)).toEqual(['发布动态', '审核通过']);
    expect(await post('/moments/audit', { ids: [id], result: 'pass' }, reviewer)).toMatchObject({ code: 10002, msg: expect.stringContaining('该事项已处理或不在审核中') });
  });

  it('needs a reason to be rejected; the author sees it, nobody else sees the post', async () => {
    const { id } = await ok(post('/moments/add', { content: '食堂几点关门？' }, bob.token));
    expect(await post('/moments/audit', { ids: [id], result: 'reject', opinion: '  ' }, reviewer)).toMatchObject({ code: 10002, msg: '驳回必须填写原因' });
    await ok(post('/moments/audit', { ids: [id], result: 'reject', opinion: '提问请发到服务群' }, reviewer));
    const mine = await ok(get<Page<MomentRow>>('/moments/my-list', {}, bob.token));
    expect(mine.list.find((m) => m.id === id)).toMatchObject({ status: MomentStatus.REJECTED, statusName: '已驳回', opinion: '提问请发到服务群' });
    expect(await get('/moments/detail', { id }, carol.token)).toMatchObject({ code: 10002, msg: '动态不存在' });
    expect(await post('/moments/like', { id, like: true }, carol.token)).toMatchObject({ code: 10002, msg: '动态不存在' });
  });
});

describe('likes, comments and reports', () => {
  it('counts a like once however often it is sent, and unlike is idempotent', async () => {
    const id = await published();
    await ok(post('/moments/like', { id, like: true }, bob.token));
    expect(await ok(post<MomentLikeResult>('/moments/like', { id, like: true }, bob.token))).toEqual({ liked: true, likeCount: 1 });
    expect((await feed(bob.token)).list.find((m) => m.id === id)).toMatchObject({ liked: true, likeCount: 1 });
    expect((await feed(carol.token)).list.find((m) => m.id === id)).toMatchObject({ liked: false, likeCount: 1 });
    expect(await ok(post<MomentLikeResult>('/moments/like', { id, like: false }, bob.token))).toEqual({ liked: false, likeCount: 0 });
    expect(await ok(post<MomentLikeResult>('/moments/like', { id, like: false }, bob.token))).toEqual({ liked: false, likeCount: 0 });
  });

  it('counts eight likes of one user sent at once as one', async () => {
    const id = await published();
    const replies = await Promise.all(Array.from({ length: 8 }, () => post<MomentLikeResult>('/moments/like', { id, like: true }, carol.token)));
    expect(replies.map((r) => r.code)).toEqual(Array(8).fill(0));
    const rows = await t.db.selectFrom('momentLikes').select('userId').where('schoolId', '=', S).where('momentId', '=', id).execute();
    expect(rows).toEqual([{ userId: carol.userId }]);
  });

  it('takes comments of at most 200 characters, deleted by their author or a moderator only', async () => {
    const id = await published();
    const { id: c1 } = await ok(post('/moments/comment/add', { id, content: '太美了！' }, bob.token));
    const { id: c2 } = await ok(post('/moments/comment/add', { id, content: '下次一定参加' }, carol.token));
    expect(await post('/moments/comment/add', { id, content: '长'.repeat(201) }, bob.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('评论不能超过200个字') });
    expect(await post('/moments/comment/delete', { id: c1 }, carol.token)).toMatchObject({ code: 10002, msg: '只能删除自己的评论' });
    await ok(post('/moments/comment/delete', { id: c1 }, bob.token));
    await ok(post('/moments/comment/delete', { id: c2 }, ownCollegeMod.token));
    const detail = await ok(get<MomentDetail>('/moments/detail', { id }, alice.token));
    expect(detail.comments).toEqual([]);
    expect(detail.commentCount).toBe(0);
  });

  it('takes one report per user (eight at once: one), shown to moderators with its count', async () => {
    const id = await published(students[3]);
    expect(await post('/moments/report/add', { id, reason: '' }, bob.token)).toMatchObject({ code: 10002, msg: '参数错误: reason 请填写原因' });
    expect(await post('/moments/report/add', { id, reason: '自己的' }, students[3].token)).toMatchObject({ code: 10002, msg: '不能举报自己的动态' });
    const replies = await Promise.all(Array.from({ length: 8 }, () => post('/moments/report/add', { id, reason: '广告信息' }, bob.token)));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 0).map((r) => [r.code, r.msg])).toEqual(Array(7).fill([10002, '您已举报过该动态']));
    expect(await t.db.selectFrom('momentReports').select('id').where('schoolId', '=', S).where('momentId', '=', id).execute()).toHaveLength(1);
    const list = await ok(get<Page<MomentRow>>('/moments/list', { reported: 1, size: 50 }, reviewer));
    expect(list.list.find((m) => m.id === id)).toMatchObject({ reportCount: 1 });
    const detail = await ok(get<MomentDetail>('/moments/detail', { id }, reviewer));
    expect(detail.reports).toMatchObject([{ reason: '广告信息', userName: '测试学生2' }]);
    expect(detail.canTakeDown).toBe(true);
    expect((await ok(get<MomentDetail>('/moments/detail', { id }, carol.token))).reports).toEqual([]);
  });
});

describe('take-down', () => {
  it('needs a reason, hides the post from the feed and shows the author why', async () => {
    const id = await published(carol, '二手教材低价转让');
    expect(await post('/moments/takedown', { id, reason: '' }, reviewer)).toMatchObject({ code: 10002, msg: '参数错误: reason 请填写原因' });
    expect(await post('/moments/takedown', { id, reason: '广告' }, otherCollegeMod.token)).toMatchObject({ code: 10002, msg: '动态不存在' });
    await ok(post('/moments/takedown', { id, reason: '与校园活动无关的广告' }, ownCollegeMod.token));
    expect((await feed(bob.token)).list.some((m) => m.id === id)).toBe(false);
    expect(await get('/moments/detail', { id }, bob.token)).toMatchObject({ code: 10002, msg: '动态不存在' });
    expect(await post('/moments/comment/add', { id, content: '？' }, carol.token)).toMatchObject({ code: 10002, msg: '动态未发布或已下架' });
    const mine = await ok(get<Page<MomentRow>>('/moments/my-list', {}, carol.token));
    expect(mine.list.find((m) => m.id === id)).toMatchObject({ statusName: '已下架', takedownReason: '与校园活动无关的广告' });
    expect(await post('/moments/takedown', { id, reason: '再次' }, reviewer)).toMatchObject({ code: 10002, msg: '只有已发布的动态可以下架' });
  });
});

describe('staff posts and the moderators’ scope', () => {
  it('lets staff post for an organisation they may post for, and only for one', async () => {
    const orgId = await organizationIdOf(t, S);
    expect(await post('/moments/add', { content: '摄影展开幕' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: organizationId 请选择发布组织' });
    const teacher = await makeStaff(t, S, ['/communist/moments/dynamic'], 3);
    expect(await ok(get<MomentOptions>('/moments/options', {}, teacher.token))).toMatchObject({ organizations: [] });
    expect(await post('/moments/add', { content: '摄影展开幕', organizationId: orgId }, teacher.token)).toMatchObject({ code: 10002, msg: '参数错误: organizationId 只能以您负责的组织发布' });
    const { id } = await ok(post('/moments/add', { content: '摄影展开幕', organizationId: orgId }, admin));
    await ok(post('/moments/audit', { ids: [id], result: 'pass' }, admin));
    const row = (await feed(alice.token)).list.find((m) => m.id === id);
    expect(row?.organizationName).toBeTruthy();
  });

  it('shows a college moderator their college’s posts only', async () => {
    const { id } = await ok(post('/moments/add', { content: '学院迎新晚会彩排' }, alice.token));
    const own = await ok(get<Page<MomentRow>>('/moments/list', { status: MomentStatus.PENDING, size: 50 }, ownCollegeMod.token));
    expect(own.list.some((m) => m.id === id)).toBe(true);
    const other = await ok(get<Page<MomentRow>>('/moments/list', { status: MomentStatus.PENDING, size: 50 }, otherCollegeMod.token));
    expect(other.list.some((m) => m.id === id)).toBe(false);
    expect(await post('/moments/audit', { ids: [id], result: 'pass' }, otherCollegeMod.token)).toMatchObject({ code: 10003 });
    expect(await get('/moments/detail', { id }, otherCollegeMod.token)).toMatchObject({ code: 10002, msg: '动态不存在' });
    expect((await ok(get<MomentDetail>('/moments/detail', { id }, ownCollegeMod.token))).canAudit).toBe(true);
  });
});

describe('themes', () => {
  it('are listed in order with their published posts, named once (eight saves at once: one), deleted only when unused', async () => {
    const cover = await image(admin);
    const replies = await Promise.all(Array.from({ length: 8 }, () => post('/moments/theme/save', { name: '志愿服务', coverFileId: cover.id, sort: 2, enabled: true })));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 0).map((r) => [r.code, r.msg])).toEqual(Array(7).fill([10002, '话题名称已存在']));
    const { id } = replies.find((r) => r.code === 0)!.data;
    const themes = await ok(get<MomentTheme[]>('/moments/theme/list', {}));
    expect(themes.find((x) => x.id === id)).toMatchObject({ name: '志愿服务', coverUrl: cover.url, enabled: true, postCount: 0 });
    await ok(post('/moments/theme/save', { id, name: '志愿服务', sort: 2, enabled: false }));
    expect(await post('/moments/add', { content: '献血', themeId: id }, alice.token)).toMatchObject({ code: 10002, msg: '参数错误: themeId 话题不存在或已停用' });
    const used = themes.find((x) => x.name === '活动现场')!;
    expect(await post('/moments/theme/delete', { id: used.id })).toMatchObject({ code: 10002, msg: '该话题下已有动态，请停用而不是删除' });
    await ok(post('/moments/theme/delete', { id }));
    expect(await post('/moments/theme/save', { name: '测试', enabled: true }, reviewer)).toMatchObject({ code: 10003 });
  });
});

describe('refusals and bad input', () => {
  it('refuses callers without a module, another school and malformed params', async () => {
    const id = await published();
    expect(await get('/moments/feed', {}, noModule.token)).toMatchObject({ code: 10003 });
    expect(await post('/moments/add', { content: '你好' }, noModule.token)).toMatchObject({ code: 10003 });
    expect(await get('/moments/list', {}, alice.token)).toMatchObject({ code: 10003 });
    expect(await get('/moments/detail', { id }, admin2)).toMatchObject({ code: 10002, msg: '动态不存在' });
    expect(await post('/moments/add', { content: '' }, alice.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('content') });
    expect(await post('/moments/add', { content: '字'.repeat(1001) }, alice.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('内容不能超过1000个字') });
    expect(await post('/moments/add', { content: '图', fileIds: Array.from({ length: 10 }, (_, i) => i + 1) }, alice.token)).toMatchObject({ code: 10002, msg: '参数错误: fileIds 图片最多9张' });
    const bobs = await image(bob.token);
    expect(await post('/moments/add', { content: '图', fileIds: [bobs.id] }, alice.token)).toMatchObject({ code: 10002, msg: '参数错误: fileIds 图片不存在或不是图片,请重新上传' });
    expect(await post('/moments/like', { id, like: 'maybe' }, bob.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('like') });
    expect(await post('/moments/audit', { ids: [], result: 'pass' }, reviewer)).toMatchObject({ code: 10002, msg: expect.stringContaining('ids') });
    expect(await get('/moments/list', { status: 9 }, reviewer)).toMatchObject({ code: 10002, msg: expect.stringContaining('status') });
  });
});
