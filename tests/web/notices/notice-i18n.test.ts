/**
 * The notice texts (issue 13): the same keys in zh-CN and en, none empty, every key the pages use
 * present, and the data provider's notice verbs on the paths of the school API.
 */
import { describe, expect, it, vi } from 'vitest';
import { NOTICE_AUDIENCES, NOTICE_STATUSES } from '../../../common/notices';
import { createDataProvider } from '../../../src/dataProvider';
import zhAll from '../../../src/i18n/zh-CN';
import en from '../../../src/i18n/en/notices';
import zh from '../../../src/i18n/zh-CN/notices';

const entries = (o: unknown, p = ''): [string, unknown][] =>
  o && typeof o === 'object' ? Object.entries(o).flatMap(([k, v]) => entries(v, p ? `${p}.${k}` : k)) : [[p, o]];

describe('notice messages', () => {
  it('has the same keys in zh-CN and en, none empty', () => {
    expect(entries(en).map(([k]) => k).sort()).toEqual(entries(zh).map(([k]) => k).sort());
    expect(entries(zh).filter(([, v]) => typeof v !== 'string' || v === '')).toEqual([]);
    expect(entries(en).filter(([, v]) => typeof v !== 'string' || v === '')).toEqual([]);
  });

  it('names every status and audience, and is merged into the catalogue', () => {
    for (const s of NOTICE_STATUSES) expect(zh.notices.status[s]).toBeTruthy();
    for (const a of NOTICE_AUDIENCES) expect(zh.notices.audience[a]).toBeTruthy();
    expect((zhAll as typeof zh).notices.card.empty).toBe('暂无通知');
    expect((zhAll as typeof zh).resources.notices.name).toBe('通知公告');
  });
});

describe('notice verbs of the data provider', () => {
  it('calls the school API paths with the given ids', async () => {
    const client = { get: vi.fn(async () => ({})), post: vi.fn(async () => null) };
    const dp = createDataProvider(client as never);
    await dp.publishNotice(3);
    await dp.unpublishNotice(4);
    await dp.myNotices({ current: 1, size: 10, unread: true });
    await dp.myNoticeDetail(5);
    await dp.markNoticeRead(6);
    await dp.unreadNoticeCount();
    await dp.noticeColleges();
    expect(client.post.mock.calls).toEqual([
      ['/system/notice/publish', { id: 3 }],
      ['/system/notice/unpublish', { id: 4 }],
      ['/notice/read', { id: 6 }],
    ]);
    expect(client.get.mock.calls).toEqual([
      ['/notice/my/list', { current: 1, size: 10, unread: true }],
      ['/notice/my/detail', { id: 5 }],
      ['/notice/my/unread/count', {}],
      ['/school/structure/options', { kind: 'college' }],
    ]);
  });

  it('maps the notices resource onto the admin endpoints', async () => {
    const client = { get: vi.fn(async () => ({ list: [{ id: 1 }], total: 1 })), post: vi.fn(async () => ({ id: 9 })) };
    const dp = createDataProvider(client as never);
    await dp.getList('notices', { pagination: { page: 2, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: { status: 1, title: '' } });
    await dp.create('notices', { data: { title: 't' } });
    await dp.delete('notices', { id: 9 });
    expect(client.get.mock.calls[0]).toEqual(['/system/notice/list', { current: 2, size: 20, status: 1 }]);
    expect(client.post.mock.calls.map((c) => (c as unknown[])[0])).toEqual(['/system/announcement/add', '/system/notice/delete']);
  });
});
