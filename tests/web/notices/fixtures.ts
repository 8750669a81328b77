/**
 * A fake school API for the notice pages: a few notices of 示范大学 kept in memory, the admin and
 * reader endpoints of issue 13 over them (reads recorded per request), and the data provider the
 * app uses — the real createDataProvider over the real client pointed at the fake.
 */
import type { MyNoticeRow, NoticeDetail, NoticeRow } from '../../../common/notices';
import { client } from '../../../src/dataProvider/apiClient';
import { createDataProvider } from '../../../src/dataProvider';
import { serveApi, type Handler, type SeenRequest } from '../auth-helpers';

export const colleges = [{ id: 3, name: '计算机学院' }, { id: 4, name: '外国语学院' }];

export function notice(id: number, extra: Partial<NoticeDetail> = {}): NoticeDetail {
  return {
    id, title: `通知${id}`, content: `第一段\n第二段 ${id}`, audience: 'all', collegeId: null, collegeName: null, pinned: false, status: 1,
    publishedAt: `2026-11-${String(10 + id).padStart(2, '0')} 09:00:00`, createdBy: 1, createdByName: '系统管理员',
    createdAt: '2026-11-01 08:00:00', updatedAt: '2026-11-01 08:00:00', readCount: 0, audienceSize: 120, ...extra,
  };
}

export interface FakeNotices {
  notices: NoticeDetail[];
  /** Ids the reader has opened. */
  read: Set<number>;
  seen: SeenRequest[];
}

const rowOf = ({ content: _content, ...row }: NoticeDetail): NoticeRow => row;
const myRowOf = (n: NoticeDetail, read: Set<number>): MyNoticeRow => ({
  id: n.id, title: n.title, audience: n.audience, collegeName: n.collegeName, pinned: n.pinned, publishedAt: n.publishedAt!,
  summary: n.content.replace(/\s+/g, ' '), read: read.has(n.id),
});
const byReaderOrder = (a: NoticeDetail, b: NoticeDetail) => Number(b.pinned) - Number(a.pinned) || (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '');

/** Serves the notice endpoints over `notices` (plus `extra` routes); returns the state to inspect. */
export function serveNotices(notices: NoticeDetail[], extra: Record<string, Handler> = {}, read: number[] = []): FakeNotices {
  const state: FakeNotices = { notices: notices.map((n) => ({ ...n })), read: new Set(read), seen: [] };
  const find = (id: unknown) => state.notices.find((n) => n.id === Number(id));
  const missing = { code: 10002, msg: '通知不存在' };
  const visible = () => state.notices.filter((n) => n.status === 1).sort(byReaderOrder);
  state.seen = serveApi({
    'GET /system/notice/list': ({ params }) => {
      const rows = state.notices
        .filter((n) => (params.status === undefined || n.status === Number(params.status)) && (!params.title || n.title.includes(String(params.title))))
        .filter((n) => params.audience === undefined || n.audience === params.audience);
      return { code: 0, data: { list: rows.map(rowOf), total: rows.length } };
    },
    'GET /system/announcement/show': ({ params }) => (find(params.id) ? { code: 0, data: find(params.id) } : missing),
    'POST /system/announcement/add': ({ params }) => {
      const n = notice(100 + state.notices.length, { ...(params as Partial<NoticeDetail>), status: params.publish ? 1 : 0, publishedAt: params.publish ? '2026-11-24 10:00:00' : null });
      state.notices.push(n);
      return { code: 0, data: n };
    },
    'POST /system/announcement/update': ({ params }) => {
      const n = find(params.id);
      if (!n) return missing;
      Object.assign(n, params, params.publish ? { status: 1 } : {});
      return { code: 0, data: n };
    },
    'POST /system/notice/publish': ({ params }) => {
      const n = find(params.id);
      if (!n) return missing;
      Object.assign(n, { status: 1, publishedAt: n.publishedAt ?? '2026-11-24 10:00:00' });
      return { code: 0, data: n };
    },
    'POST /system/notice/unpublish': ({ params }) => {
      const n = find(params.id);
      if (!n) return missing;
      n.status = 2;
      return { code: 0, data: n };
    },
    'POST /system/notice/delete': ({ params }) => {
      state.notices = state.notices.filter((n) => n.id !== Number(params.id));
      return { code: 0, data: null };
    },
    'GET /school/structure/options': () => ({ code: 0, data: colleges }),
    'GET /notice/my/list': ({ params }) => {
      const size = Number(params.size ?? 10);
      const current = Number(params.current ?? 1);
      const rows = visible();
      return { code: 0, data: { list: rows.slice((current - 1) * size, current * size).map((n) => myRowOf(n, state.read)), total: rows.length } };
    },
    'GET /notice/my/unread/count': () => ({ code: 0, data: { count: visible().filter((n) => !state.read.has(n.id)).length } }),
    'GET /notice/my/detail': ({ params }) => {
      const n = visible().find((x) => x.id === Number(params.id));
      if (!n) return missing;
      state.read.add(n.id);
      return { code: 0, data: { ...myRowOf(n, state.read), content: n.content } };
    },
    'POST /notice/read': ({ params }) => {
      state.read.add(Number(params.id));
      return { code: 0, data: null };
    },
    ...extra,
  });
  return state;
}

/** The app's data provider over the fake (the real client, whose adapter serveApi replaced). */
export const noticeDataProvider = () => createDataProvider(client);

/** Requests to `path`, in order. */
export const requestsTo = (state: FakeNotices, method: string, path: string) => state.seen.filter((r) => r.method === method && r.path === path);
