/**
 * Transcripts (issue 7; spec §1 hours rule, §2 report pages and /usermng/export/transcript/list,
 * §3 school scoreReportModel, waysConvert, hoursUnit): content, issued transcripts, the PDF of one,
 * public verification; the batch routes live in batch/. Staff endpoints taking a student check the
 * caller's data scope (students/scope.ts: 10002 '学生不存在' for another school's student, 10003
 * out of scope); student endpoints serve the caller only (staff: 10003 '仅限学生使用').
 */
import type { Page } from '../../../common/envelope.js';
import type { IssuedTranscript, TranscriptContent, TranscriptRow, VerifyResult } from '../../../common/transcripts.js';
import { hasPermission } from '../../auth/permissions.js';
import { defineRoute, FileDownload, type AnyRoute } from '../../protocol/define.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { noParams } from '../../../common/schemas/fields.js';
import { requireStudent } from '../studentHome/access.js';
import { dataScopeOf, studentsInScope } from '../students/scope.js';
import { transcriptBatchRoutes } from './batch/routes.js';
import { buildTranscriptContent } from './content.js';
import { issueForStudent, issueOwnTranscript } from './issue.js';
import { listOwnTranscripts, listTranscripts, readableTranscript, revokeTranscript, TRANSCRIPT_MODULE } from './issued.js';
import { requestOrigin } from './pdf/origin.js';
import { renderTranscriptPdf } from './pdf/render.js';
import { idParams, listParams, ownListParams, revokeParams, userParams, verifyParams } from '../../../common/schemas/transcripts.js';
import { transcriptSecretOf } from './secret.js';
import { verifyTranscript } from './verify.js';

const STUDENT_LIST_MODULE = '/usermng/student/list';

export const transcriptRoutes: AnyRoute[] = [
  /**
   * GET /transcript/preview {userId} → TranscriptContent: the student's transcript as it would be
   * issued now. Staff with '/usermng/export/transcript/list' or '/usermng/student/list', student in
   * their data scope.
   */
  defineRoute({
    method: 'GET', path: '/transcript/preview', summary: "A student's current transcript content (issue 7).",
    permission: 'session', schema: userParams,
    handler: async ({ deps, session, params }): Promise<TranscriptContent> => {
      const allowed = (await hasPermission(deps.db, session, TRANSCRIPT_MODULE)) || (await hasPermission(deps.db, session, STUDENT_LIST_MODULE));
      if (!allowed) throw noPermission();
      await studentsInScope(deps.db, session, await dataScopeOf(deps.db, session), [params.userId]);
      const content = await buildTranscriptContent(deps.db, session.schoolId, params.userId);
      if (!content) throw badParams('学生不存在');
      return content;
    },
  }),
  /** GET /student/transcript/preview → the calling student's current TranscriptContent. */
  defineRoute({
    method: 'GET', path: '/student/transcript/preview', summary: "The student's own current transcript content (issue 7).",
    permission: 'session', schema: noParams,
    handler: async ({ deps, session }): Promise<TranscriptContent> => {
      const me = requireStudent(session);
      const content = await buildTranscriptContent(deps.db, me.schoolId, me.userId);
      if (!content) throw badParams('学生不存在');
      return content;
    },
  }),
  /** POST /transcript/issue {userId} → IssuedTranscript {id, code, verifyUrl, content}; supersedes the student's previous one. */
  defineRoute({
    method: 'POST', path: '/transcript/issue', summary: "Issues one student's transcript with its verification code (issue 7).",
    permission: TRANSCRIPT_MODULE, schema: userParams,
    transactional: true,
    handler: async ({ db, deps, session, params }): Promise<IssuedTranscript> => {
      await studentsInScope(db, session, await dataScopeOf(db, session), [params.userId]);
      return issueForStudent(db, session.schoolId, params.userId, { issuedBy: session.userId, secret: transcriptSecretOf(deps.config) });
    },
  }),
  /** POST /student/transcript/issue → IssuedTranscript for the calling student; today's unchanged one is reused. */
  defineRoute({
    method: 'POST', path: '/student/transcript/issue', summary: 'The student issues a verifiable copy of their own transcript (issue 7).',
    permission: 'session', schema: noParams,
    transactional: true,
    handler: ({ db, deps, session }): Promise<IssuedTranscript> => {
      const me = requireStudent(session);
      return issueOwnTranscript(db, me.schoolId, me.userId, { issuedBy: me.userId, secret: transcriptSecretOf(deps.config) });
    },
  }),
  /** GET /transcript/list {current, size, userId?, name?} → {list: TranscriptRow[], total}, newest first, within the data scope. */
  defineRoute({
    method: 'GET', path: '/transcript/list', summary: 'Issued transcripts of the school (issue 7).',
    permission: TRANSCRIPT_MODULE, schema: listParams,
    handler: ({ deps, session, params }): Promise<Page<TranscriptRow>> => listTranscripts(deps.db, session, params),
  }),
  /** GET /student/transcript/list {current, size} → the calling student's issued transcripts. */
  defineRoute({
    method: 'GET', path: '/student/transcript/list', summary: "The student's own issued transcripts (issue 7).",
    permission: 'session', schema: ownListParams,
    handler: ({ deps, session, params }): Promise<Page<TranscriptRow>> => listOwnTranscripts(deps.db, requireStudent(session), params),
  }),
  /** POST /transcript/revoke {id, reason} → TranscriptRow; 10002 '成绩单不存在', '该成绩单已撤销'. */
  defineRoute({
    method: 'POST', path: '/transcript/revoke', summary: 'Revokes an issued transcript; its verification page says so (issue 7).',
    permission: TRANSCRIPT_MODULE, schema: revokeParams,
    handler: ({ deps, session, params }): Promise<TranscriptRow> => revokeTranscript(deps.db, session, params.id, params.reason),
  }),
  /**
   * GET /transcript/pdf {id} → the issued transcript as a PDF ('application/pdf', named
   * '<student number>_<name>.pdf'; layout per the school's scoreReportModel), its QR code pointing
   * at this site's /verify/{code}. The owning student, or staff with the transcript module and the
   * student in their data scope. 10002 '成绩单不存在' (unknown or another school's); 10003 another
   * student, staff without the module or out of scope.
   */
  defineRoute({
    method: 'GET', path: '/transcript/pdf', summary: 'Downloads an issued transcript as PDF (issue 7).',
    permission: 'session', schema: idParams,
    handler: async ({ deps, session, params, request }): Promise<FileDownload> => {
      const issued = await readableTranscript(deps.db, session, params.id);
      const pdf = await renderTranscriptPdf(issued, { origin: requestOrigin(request) });
      const { code, name } = issued.content.student;
      return new FileDownload(pdf, `${code}_${name}.pdf`, 'application/pdf');
    },
  }),
  /** GET /verify/info {code} → VerifyResult; public: the code alone identifies the transcript. */
  defineRoute({
    method: 'GET', path: '/verify/info', summary: 'Public verification of a transcript code (issue 7).',
    permission: 'public', schema: verifyParams,
    handler: ({ deps, params }): Promise<VerifyResult> => verifyTranscript(deps.db, transcriptSecretOf(deps.config), params.code),
  }),
  ...transcriptBatchRoutes,
];
