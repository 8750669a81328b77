/**
 * Feedback endpoints (issue 21 "Journals and sign tasks"; spec §2 /communist/systempal/feedback,
 * the student page /student/feedback; §6 visible data by permission). Sending and reading one's own
 * need only a session (any user writes to the school); the list, detail of others', reply, close,
 * statistics and export need 意见反馈. Every write runs in one transaction. Errors: 10002 naming the
 * field or saying why (FEEDBACK_MESSAGES), 10003 without the module. Service: service.ts.
 */
import type { JobStarted } from '../../../common/jobs.js';
import { FEEDBACK_MODULES as P } from '../../../common/feedback.js';
import { noParams } from '../../../common/schemas/fields.js';
import * as s from '../../../common/schemas/feedback.js';
import { dataScopeOf } from '../../auth/scope.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { moduleWrite, requireAny } from '../../protocol/moduleRoutes.js';
import { FEEDBACK_EXPORT_NAME, feedbackExportJob } from './export.js';
import { closeFeedback, feedbackDetail, feedbackStatistics, listFeedback, myFeedback, replyFeedback, sendFeedback } from './service.js';

export const feedbackRoutes: AnyRoute[] = [
  /**
   * POST /feedback/add {category 1 功能建议|2 问题反馈|3 投诉|4 其他, content ≤1000, imageIds? ≤3 own
   * /upload/image uploads, contact? ≤50} → {id}: any signed-in user, at most 5 a day. 10002
   * '每天最多提交5条反馈,请明天再试', '参数错误: imageIds 图片最多3张', naming the field.
   */
  moduleWrite('/feedback/add', 'Sends feedback to the school.', null, s.feedbackAddParams, (db, se, p) => sendFeedback(db, se, p)),
  /** GET /feedback/my-list {current, size} → {list: FeedbackRow[], total}: the caller's own, with the replies. */
  defineRoute({ method: 'GET', path: '/feedback/my-list', summary: 'The caller’s own feedback and its replies.', permission: 'session', schema: s.myFeedbackParams, handler: ({ deps, session, params }) => myFeedback(deps.db, session, params) }),
  /** GET /feedback/detail {id} → FeedbackDetail: the sender, or staff of 意见反馈 with it in scope; else 10002 '反馈不存在'. */
  defineRoute({ method: 'GET', path: '/feedback/detail', summary: 'One feedback with its images and reply.', permission: 'session', schema: s.feedbackIdParams, handler: ({ deps, session, params }) => feedbackDetail(deps.db, session, params.id) }),
  /** GET /feedback/list {current, size, category?, status?, keyword?} → {list: FeedbackRow[], total}: the feedback of the caller's data scope. 意见反馈. */
  defineRoute({ method: 'GET', path: '/feedback/list', summary: 'Feedback in the caller’s data scope.', permission: 'session', schema: s.feedbackListParams, handler: ({ deps, session, params }) => listFeedback(deps.db, session, params) }),
  /** GET /feedback/statistics → FeedbackStatistics {total, byCategory, byStatus}. 意见反馈. */
  defineRoute({ method: 'GET', path: '/feedback/statistics', summary: 'Feedback counts by category and status.', permission: 'session', schema: noParams, handler: ({ deps, session }) => feedbackStatistics(deps.db, session) }),
  /** POST /feedback/reply {id, reply ≤1000} → {id}: 已回复; the sender sees it. 10002 '反馈不存在', '该反馈已关闭'. 意见反馈. */
  moduleWrite('/feedback/reply', 'Replies to feedback.', [P.staff], s.feedbackReplyParams, (db, se, p) => replyFeedback(db, se, p)),
  /** POST /feedback/close {id} → {id}: 已关闭. 10002 '反馈不存在', '该反馈已关闭'. 意见反馈. */
  moduleWrite('/feedback/close', 'Closes feedback.', [P.staff], s.feedbackIdParams, (db, se, p) => closeFeedback(db, se, p.id)),
  /** GET /feedback/export {…filters of /feedback/list} → {id} of the export job (意见反馈.xlsx; result {rows}). 意见反馈. */
  defineRoute({
    method: 'GET', path: '/feedback/export', summary: 'Exports the filtered feedback as xlsx, as a job.', permission: 'session', schema: s.feedbackListParams,
    handler: async ({ deps, session, params }): Promise<JobStarted> => {
      await requireAny(deps.db, session, [P.staff]);
      const { current: _c, size: _s, ...filter } = params;
      return { id: await deps.jobs.enqueue(feedbackExportJob, { schoolId: session.schoolId, createdBy: session.userId, fileName: FEEDBACK_EXPORT_NAME }, { scope: await dataScopeOf(deps.db, session), filter }) };
    },
  }),
];
