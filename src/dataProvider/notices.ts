/**
 * 通知公告's domain verbs as typed custom methods of the data provider (issue 13): publish and
 * unpublish for the admin pages, the reader's list, detail (which marks read), read and unread
 * count for 我的首页 and the dashboard, and the colleges a notice can be aimed at. CRUD goes through
 * the `notices` resource (resources.ts). Pages reach these with `useDataProvider<NoticeDataProvider>()`.
 */
import type { DataProvider } from 'react-admin';
import type { OptionItem } from '../../common/api';
import type { Page } from '../../common/envelope';
import type { MyNoticeDetail, MyNoticeRow, NoticeDetail, UnreadCount } from '../../common/notices';
import type { ApiClient } from './apiClient';

type Client = Pick<ApiClient, 'get' | 'post'>;

/** POST /system/notice/publish {id} → the notice, published. */
export const publishNotice = (client: Client, id: number) => client.post<NoticeDetail>('/system/notice/publish', { id });

/** POST /system/notice/unpublish {id} → the notice, withdrawn (10002 when it was not published). */
export const unpublishNotice = (client: Client, id: number) => client.post<NoticeDetail>('/system/notice/unpublish', { id });

/** GET /notice/my/list {current, size, unread?} → the caller's published notices, pinned first, with `read`. */
export const myNotices = (client: Client, params: { current: number; size: number; unread?: boolean }) =>
  client.get<Page<MyNoticeRow>>('/notice/my/list', params);

/** GET /notice/my/detail {id} → the notice with its content; the server records the read. */
export const myNoticeDetail = (client: Client, id: number) => client.get<MyNoticeDetail>('/notice/my/detail', { id });

/** POST /notice/read {id}: marks the notice read without opening it. */
export const markNoticeRead = (client: Client, id: number) => client.post<null>('/notice/read', { id });

/** GET /notice/my/unread/count → {count}. */
export const unreadNoticeCount = (client: Client) => client.get<UnreadCount>('/notice/my/unread/count', {});

/** GET /school/structure/options {kind: 'college'} → the school's colleges (the audience 某学院). */
export const noticeColleges = async (client: Client) => (await client.get<OptionItem[]>('/school/structure/options', { kind: 'college' })) ?? [];

/** The methods above bound to one client, as the data provider exposes them. */
export function noticeMethods(client: Client) {
  return {
    publishNotice: (id: number) => publishNotice(client, id),
    unpublishNotice: (id: number) => unpublishNotice(client, id),
    myNotices: (params: { current: number; size: number; unread?: boolean }) => myNotices(client, params),
    myNoticeDetail: (id: number) => myNoticeDetail(client, id),
    markNoticeRead: (id: number) => markNoticeRead(client, id),
    unreadNoticeCount: () => unreadNoticeCount(client),
    noticeColleges: () => noticeColleges(client),
  };
}

export type NoticeMethods = ReturnType<typeof noticeMethods>;

/** The data provider with the notice verbs: `useDataProvider<NoticeDataProvider>()`. */
export type NoticeDataProvider = DataProvider & NoticeMethods;
