/**
 * School banners (issue 21; spec §2 /system/banner, §5 image rules): 系统设置 › 轮播图 adds, edits,
 * switches and deletes the student home's banners; the student home gets only the enabled ones
 * whose window holds today, in display order; refusals (no module, another school's banner, not an
 * image, a link off the app, a window backwards) and bad input.
 */
import { describe, expect, it } from 'vitest';
import type { ActiveBanner, SchoolBannerRow } from '../../common/banners.js';
import { chinaDay } from '../../common/time.js';
import { call, fileApp, signInAs } from './helpers.js';
import { PNG } from './ideology-helpers.js';
import { uploadEnvelope } from './student-helpers.js';

const t = await fileApp();
const admin = await signInAs(t, 'admin');
const admin2 = await signInAs(t, 'admin2');
const student = await signInAs(t, 'student');

const post = <T = { id: number }>(path: string, body: object, token = admin) => call<T>(t, 'POST', path, body, token);
const get = <T>(path: string, token = admin) => call<T>(t, 'GET', path, {}, token);
const ok = async <T>(p: Promise<{ code: number; data: T; msg: string }>) => {
  const env = await p;
  expect(env.code, JSON.stringify(env)).toBe(0);
  return env.data;
};
const dayFrom = (days: number) => chinaDay(new Date(Date.now() + days * 86_400_000));
const image = async (token = admin) => (await uploadEnvelope<{ id: number; url: string }>(t, '/upload/image', [{ name: 'b.png', content: PNG }], {}, token)).data;

describe('school banners', () => {
  it('shows students the enabled banners of today in order, and staff every banner with its state', async () => {
    const img = await image();
    const add = (over: object) => ok(post('/system/banner/save', { title: '迎新周', fileId: img.id, enabled: true, ...over }));
    const { id: second } = await add({ title: '志愿服务月', sort: 2, link: '/student/activity' });
    const { id: first } = await add({ title: '迎新周', sort: 1, startDay: dayFrom(-1), endDay: dayFrom(1) });
    const { id: later } = await add({ title: '冬季长跑', sort: 0, startDay: dayFrom(3) });
    const { id: past } = await add({ title: '运动会', sort: 0, endDay: dayFrom(-2) });
    const { id: off } = await add({ title: '停用的', sort: 0, enabled: false });

    const active = await ok(get<ActiveBanner[]>('/system/banner/active', student));
    expect(active.map((b) => [b.id, b.title, b.link])).toEqual([[first, '迎新周', ''], [second, '志愿服务月', '/student/activity']]);
    expect(active[0].url).toMatch(/^\/api\/files\/.+/);

    const all = await ok(get<SchoolBannerRow[]>('/system/banner/list'));
    expect(all.map((b) => [b.id, b.active])).toEqual([[later, false], [past, false], [off, false], [first, true], [second, true]]);
    expect(all.find((b) => b.id === first)).toMatchObject({ startDay: dayFrom(-1), endDay: dayFrom(1), sort: 1, enabled: true });

    // Switched off, and edited into today's window: the student home follows.
    await ok(post('/system/banner/save', { id: second, title: '志愿服务月', fileId: img.id, sort: 2, enabled: false }));
    await ok(post('/system/banner/save', { id: later, title: '冬季长跑', fileId: img.id, sort: 5, startDay: dayFrom(0), enabled: true }));
    expect((await ok(get<ActiveBanner[]>('/system/banner/active', student))).map((b) => b.title)).toEqual(['迎新周', '冬季长跑']);

    // Another school sees none of them and cannot touch them.
    expect(await ok(get<ActiveBanner[]>('/system/banner/active', admin2))).toEqual([]);
    expect(await ok(get<SchoolBannerRow[]>('/system/banner/list', admin2))).toEqual([]);
    expect(await post('/system/banner/save', { id: first, title: 'x', fileId: img.id, enabled: true }, admin2)).toMatchObject({ code: 10002, msg: '参数错误: fileId 请上传图片' });
    const img2 = await image(admin2);
    expect(await post('/system/banner/save', { id: first, title: 'x', fileId: img2.id, enabled: true }, admin2)).toMatchObject({ code: 10002, msg: '轮播图不存在' });
    expect(await post('/system/banner/delete', { id: first }, admin2)).toMatchObject({ code: 10002, msg: '轮播图不存在' });

    for (const id of [first, second, later, past, off]) await ok(post('/system/banner/delete', { id }));
    expect(await ok(get('/system/banner/list'))).toEqual([]);
    expect(await post('/system/banner/delete', { id: first })).toMatchObject({ code: 10002, msg: '轮播图不存在' });
    expect(await t.db.selectFrom('schoolBanners').select('id').where('schoolId', '=', 10001).execute()).toEqual([]);
  });

  it('refuses students, non-images, links off the app, a backwards window and bad input', async () => {
    const img = await image();
    expect(await get('/system/banner/list', student)).toMatchObject({ code: 10003 });
    expect(await post('/system/banner/save', { title: '迎新周', fileId: img.id, enabled: true }, student)).toMatchObject({ code: 10003 });
    expect(await post('/system/banner/delete', { id: 1 }, student)).toMatchObject({ code: 10003 });
    const doc = await t.db.insertInto('files').values({ schoolId: 10001, uploadedBy: null, storageKey: `doc-${process.pid}`, name: 'a.docx', mime: 'application/msword', type: 3, size: 10 }).returning('id').executeTakeFirstOrThrow();
    const save = (over: object) => post('/system/banner/save', { title: '迎新周', fileId: img.id, enabled: true, ...over });
    expect(await save({ fileId: doc.id })).toMatchObject({ code: 10002, msg: '参数错误: fileId 请上传图片' });
    for (const link of ['https://evil.example.com/', '//evil.example.com', 'javascript:alert(1)']) {
      expect(await save({ link })).toMatchObject({ code: 10002, msg: '参数错误: link 链接应为本系统页面路径,如 /student/activity' });
    }
    expect(await save({ startDay: '2026-12-10', endDay: '2026-12-01' })).toMatchObject({ code: 10002, msg: expect.stringContaining('结束日期不能早于开始日期') });
    expect(await save({ startDay: '2026-13-01' })).toMatchObject({ code: 10002, msg: expect.stringContaining('startDay') });
    expect(await save({ title: '' })).toMatchObject({ code: 10002, msg: expect.stringContaining('title') });
    expect(await save({ title: '很'.repeat(31) })).toMatchObject({ code: 10002, msg: expect.stringContaining('标题不能超过30个字') });
    expect(await save({ sort: 1000 })).toMatchObject({ code: 10002, msg: expect.stringContaining('sort') });
    expect(await save({ enabled: 'maybe' })).toMatchObject({ code: 10002, msg: expect.stringContaining('enabled') });
    expect(await post('/system/banner/delete', { id: 'x' })).toMatchObject({ code: 10002, msg: expect.stringContaining('id') });
    expect(await ok(get('/system/banner/list'))).toEqual([]);
  });
});
