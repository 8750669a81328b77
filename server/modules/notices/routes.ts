/**
 * 通知公告 (issue 13; spec §2 /system/notice, /system/announcement/add and /show; the notices on
 * 我的首页 and the dashboard). Parameter schemas: common/notices.ts. Every change is a
 * `transactional` route (one transaction, opened by the protocol layer).
 *
 * Admin endpoints need the module '/system/notice' (else 10003) and work within the session's
 * school: another school's id is 10002 '通知不存在'. Reader endpoints need a session only, so students
 * and staff both reach them (a student with the initial password unchanged gets 10003
 * '请先修改初始密码' from the protocol layer, like every student endpoint); they see only published
 * notices whose audience includes them. Bad input is 10002 naming the field, e.g.
 * '参数错误: title 不能为空', '参数错误: collegeId 院系不存在'.
 */
import type { Page } from '../../../common/envelope.js';
import {
  myNoticeListParams, noticeAddParams, noticeIdParams, noticeListParams, noticeUpdateParams,
  type MyNoticeDetail, type MyNoticeRow, type NoticeDetail, type NoticeRow, type UnreadCount,
} from '../../../common/notices.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { noParams } from '../../../common/schemas/fields.js';
import type { Trx } from '../../db/db.js';
import * as notices from './service.js';


/** The module of the notice pages (seed module 705 通知公告). */
export const NOTICE_MODULE = '/system/notice';

/** An admin action on one notice {id}: POST under '/system/notice', in one transaction. */
const noticeAction = (path: string, summary: string, run: (db: Trx, schoolId: number, id: number) => Promise<unknown>) =>
  defineRoute({
    method: 'POST', path, summary, permission: NOTICE_MODULE, schema: noticeIdParams, transactional: true,
    handler: ({ db, session, params }) => run(db, session.schoolId, params.id),
  });

export const noticeRoutes: AnyRoute[] = [
  /**
   * GET /system/notice/list {current, size, title?, status? 0|1|2, audience? all|students|staff|college}
   * → {list: NoticeRow[], total}: pinned first, then newest; readCount and audienceSize per row.
   */
  defineRoute({
    method: 'GET', path: '/system/notice/list', summary: 'The school’s notices (spec §2 /system/notice).',
    permission: NOTICE_MODULE, schema: noticeListParams,
    handler: ({ deps, session, params }): Promise<Page<NoticeRow>> => notices.listNotices(deps.db, session.schoolId, params),
  }),
  /** GET /system/announcement/show {id} → NoticeDetail (with content, readCount, audienceSize). 10002 '通知不存在'. */
  defineRoute({
    method: 'GET', path: '/system/announcement/show', summary: 'One notice with its read count (spec §2 /system/announcement/show).',
    permission: NOTICE_MODULE, schema: noticeIdParams,
    handler: ({ deps, session, params }): Promise<NoticeDetail> => notices.noticeDetail(deps.db, session.schoolId, params.id),
  }),
  /**
   * POST /system/announcement/add {title 1–100, content 1–20000, audience, collegeId (audience
   * college), pinned?, publish?} → NoticeDetail: a draft, or published at once with publish true.
   */
  defineRoute({
    method: 'POST', path: '/system/announcement/add', summary: 'Adds a notice (spec §2 /system/announcement/add).',
    permission: NOTICE_MODULE, schema: noticeAddParams,
    transactional: true,
    handler: ({ db, session, params }) => notices.addNotice(db, session, params),
  }),
  /** POST /system/announcement/update {id, …the fields of add} → NoticeDetail; publish true also publishes it. */
  defineRoute({
    method: 'POST', path: '/system/announcement/update', summary: 'Changes a notice.',
    permission: NOTICE_MODULE, schema: noticeUpdateParams,
    transactional: true,
    handler: ({ db, session, params }) => notices.updateNotice(db, session.schoolId, params),
  }),
  /** POST /system/notice/publish {id} → NoticeDetail (status 1, published now; already published: unchanged). */
  noticeAction('/system/notice/publish', 'Publishes a notice to its audience.', notices.publishNotice),
  /** POST /system/notice/unpublish {id} → NoticeDetail (status 2); 10002 '通知未发布,无需撤回' unless published. */
  noticeAction('/system/notice/unpublish', 'Withdraws a published notice (撤回).', notices.unpublishNotice),
  /** POST /system/notice/delete {id} → null; its read records go with it. */
  noticeAction('/system/notice/delete', 'Deletes a notice.', notices.deleteNotice),

  /**
   * GET /notice/my/list {current, size, unread?} → {list: MyNoticeRow[], total}: the published
   * notices for the caller (students: all, students, their college; staff: all, staff, their
   * college), pinned first then newest, each with `read`.
   */
  defineRoute({
    method: 'GET', path: '/notice/my/list', summary: 'The caller’s notices with read state (我的首页, dashboard).',
    permission: 'session', schema: myNoticeListParams,
    memo: true,
    handler: ({ deps, session, params }): Promise<Page<MyNoticeRow>> => notices.myNotices(deps.db, session, params),
  }),
  /** GET /notice/my/unread/count → {count} of the caller's notices not yet opened. */
  defineRoute({
    method: 'GET', path: '/notice/my/unread/count', summary: 'How many of the caller’s notices are unread.',
    permission: 'session', schema: noParams,
    memo: true,
    handler: ({ deps, session }): Promise<UnreadCount> => notices.myUnreadCount(deps.db, session),
  }),
  /** GET /notice/my/detail {id} → MyNoticeDetail; marks it read (idempotent). 10002 '通知不存在' when not for the caller. */
  defineRoute({
    method: 'GET', path: '/notice/my/detail', summary: 'Opens one of the caller’s notices and marks it read.',
    permission: 'session', schema: noticeIdParams,
    transactional: true,
    handler: ({ db, session, params }): Promise<MyNoticeDetail> => notices.myNoticeDetail(db, session, params.id),
  }),
  /** POST /notice/read {id} → null; marks it read (idempotent). 10002 '通知不存在' when not for the caller. */
  defineRoute({
    method: 'POST', path: '/notice/read', summary: 'Marks one of the caller’s notices read.',
    permission: 'session', schema: noticeIdParams,
    transactional: true,
    handler: ({ db, session, params }) => notices.markNoticeRead(db, session, params.id),
  }),
];
