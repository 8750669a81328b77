/**
 * Volunteering endpoints (issue 19 "Volunteering"; ROUTES.md group I /volunteer, /voluntary/*).
 * All scoped to the session's school; writes run in one transaction. A volunteer activity is an
 * activity of a volunteer organisation: its own endpoints are the activities' (/activity/*).
 * The volunteer list, export and detail follow the caller's data scope (spec §6: college or led
 * organisations). Errors: 10002 with the field's or the rule's message (common/voluntary.ts VOLUNTEER_MSG); 10003
 * without the module, for staff on the student endpoints ('仅限学生使用'), or when the caller is
 * not the activity's organiser nor an activity administrator.
 */
import type { z } from 'zod';
import type { Page } from '../../../common/envelope.js';
import { dataScopeOf } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import type { Trx } from '../../db/db.js';
import type { JobStarted } from '../../../common/jobs.js';
import { idParams } from '../../../common/schemas/activities.js';
import { firstAuditParams, queueParams } from '../../../common/schemas/audits.js';
import * as s from '../../../common/schemas/voluntary.js';
import type { MyVolunteer, ServiceHoursQueueRow, ServiceHoursRow, VolunteerCertificate, VolunteerDetail, VolunteerRow, VolunteerStats } from '../../../common/voluntary.js';
import { noParams } from '../../../common/schemas/fields.js';
import { defineRoute, FileDownload, type AnyRoute } from '../../protocol/define.js';
import { isStudentIdentity } from '../../../common/api.js';
import { hasPermission } from '../../auth/permissions.js';
import { requestOrigin } from '../transcripts/pdf/origin.js';
import { transcriptSecretOf } from '../transcripts/secret.js';
import { issueCertificate, issueOwnCertificate, readableCertificate } from './certificate.js';
import { renderCertificatePdf } from './certificatePdf.js';
import { ownDataRoute, requireStudent } from '../studentHome/access.js';
import { volunteerExportFileName, volunteerExportJob } from './export.js';
import { correctServiceHours, listServiceHours, recordServiceHours, submitServiceHours } from './hours.js';
import { findTeams } from './repository.js';
import { auditServiceHours, serviceHoursQueue } from './review.js';
import { volunteerStats } from './stats.js';
import { listVolunteers, myVolunteer, registerVolunteer, volunteerDetail } from './volunteers.js';

/** 志愿者管理 (module 1201): the volunteer list, detail, export and statistics. */
export const VOLUNTEER_LIST_MODULE = '/voluntary/management/list';
/** 志愿活动 (module 205): the volunteer activities and their service-hours records. */
export const VOLUNTARY_ACTIVITY_MODULE = '/voluntary/practice/list';
/** 志愿审核 (module 1204): the review of volunteer activities and service hours. */
export const VOLUNTARY_EXAMINE_MODULE = '/voluntary/practice/examine/list';

/** An organiser's write on service hours: POST under 志愿活动 (205), in one transaction. */
const hoursWrite = <S extends z.ZodType>(path: string, summary: string, schema: S, run: (db: Trx, session: Session, params: z.output<S>) => Promise<unknown>) =>
  defineRoute({ method: 'POST', path, summary, permission: VOLUNTARY_ACTIVITY_MODULE, schema, transactional: true, handler: ({ db, session, params }) => run(db, session, params) });

export const voluntaryRoutes: AnyRoute[] = [
  /** GET /volunteer/mine → MyVolunteer: the calling student's registration, service record and the teams to join. */
  ownDataRoute('/volunteer/mine', "The student's volunteer registration and service record (issue 19).", myVolunteer),
  /** POST /volunteer/register {organizationId, phone, intentions?} → VolunteerRow (volunteers.ts). */
  defineRoute({
    method: 'POST', path: '/volunteer/register', summary: 'A student registers as a volunteer (志愿者注册).',
    permission: 'session', schema: s.volunteerRegisterParams, transactional: true,
    handler: ({ db, session, params }): Promise<VolunteerRow> => registerVolunteer(db, requireStudent(session), params),
  }),
  /** GET /voluntary/volunteer/list {current, size, name?, volunteerNo?, collegeId?, organizationId?, status?} → {list: VolunteerRow[], total}. */
  defineRoute({
    method: 'GET', path: '/voluntary/volunteer/list', summary: 'Registered volunteers with filters.',
    permission: VOLUNTEER_LIST_MODULE, schema: s.volunteerListParams,
    handler: async ({ deps, session, params }): Promise<Page<VolunteerRow>> => listVolunteers(deps.db, session.schoolId, await dataScopeOf(deps.db, session), params),
  }),
  /** GET /voluntary/volunteer/export {the list filters} → {id, jobId} of a 'volunteer-export' job (志愿者名单-<time>.xlsx). */
  defineRoute({
    method: 'GET', path: '/voluntary/volunteer/export', summary: 'Exports the filtered volunteer list as xlsx, as a job.',
    permission: VOLUNTEER_LIST_MODULE, schema: s.volunteerFilterParams,
    handler: async ({ deps, session, params }): Promise<JobStarted & { jobId: string }> => {
      const fileName = volunteerExportFileName();
      const id = await deps.jobs.enqueue(volunteerExportJob, { schoolId: session.schoolId, createdBy: session.userId, fileName }, { scope: await dataScopeOf(deps.db, session), filter: params, fileName });
      return { id, jobId: id };
    },
  }),
  /** GET /voluntary/volunteer/detail {id} → VolunteerDetail; 10002 '志愿者不存在' (also another school's id). */
  defineRoute({
    method: 'GET', path: '/voluntary/volunteer/detail', summary: 'One volunteer with the service record.',
    permission: VOLUNTEER_LIST_MODULE, schema: idParams,
    handler: async ({ deps, session, params }): Promise<VolunteerDetail> => volunteerDetail(deps.db, session.schoolId, await dataScopeOf(deps.db, session), params.id),
  }),
  /**
   * POST /voluntary/volunteer/certificate {id} → VolunteerCertificate {id, code, verifyUrl, content}:
   * the volunteer's 志愿服务证明 issued now (today's unchanged one reused); 10002 '志愿者不存在'
   * (also another school's or out of the caller's data scope).
   */
  defineRoute({
    method: 'POST', path: '/voluntary/volunteer/certificate', summary: "Issues a volunteer's verifiable service certificate (志愿服务证明).",
    permission: VOLUNTEER_LIST_MODULE, schema: idParams, transactional: true,
    handler: async ({ db, deps, session, params }): Promise<VolunteerCertificate> =>
      issueCertificate(db, session.schoolId, params.id, { scope: await dataScopeOf(db, session), issuedBy: session.userId, secret: transcriptSecretOf(deps.config) }),
  }),
  /** POST /volunteer/certificate → the calling student's VolunteerCertificate; 10002 '您尚未注册为志愿者', 10003 '仅限学生使用'. */
  defineRoute({
    method: 'POST', path: '/volunteer/certificate', summary: "The student's own volunteer service certificate (志愿服务证明).",
    permission: 'session', schema: noParams, transactional: true,
    handler: ({ db, deps, session }): Promise<VolunteerCertificate> => issueOwnCertificate(db, requireStudent(session), transcriptSecretOf(deps.config)),
  }),
  /**
   * GET /volunteer/certificate/pdf {id} → the certificate as a PDF ('application/pdf', named
   * '<student number>_<name>_志愿服务证明.pdf'), its QR code pointing at this site's /verify/{code}.
   * The owning student, or staff with 志愿者管理 and the volunteer in their data scope. 10002
   * '志愿服务证明不存在' (unknown or another school's); 10003 otherwise.
   */
  defineRoute({
    method: 'GET', path: '/volunteer/certificate/pdf', summary: 'Downloads a volunteer service certificate as PDF.',
    permission: 'session', schema: idParams,
    handler: async ({ deps, session, params, request }): Promise<FileDownload> => {
      const caller = isStudentIdentity(session.identity)
        ? { student: session.userId }
        : { scope: (await hasPermission(deps.db, session, VOLUNTEER_LIST_MODULE)) ? await dataScopeOf(deps.db, session) : null };
      const cert = await readableCertificate(deps.db, session.schoolId, params.id, caller);
      const { name, studentCode } = cert.content.volunteer;
      return new FileDownload(await renderCertificatePdf(cert, requestOrigin(request)), `${studentCode}_${name}_志愿服务证明.pdf`, 'application/pdf');
    },
  }),
  /** GET /voluntary/team/options → [{id, name}]: the school's volunteer organisations (the list's team filter). */
  defineRoute({
    method: 'GET', path: '/voluntary/team/options', summary: 'The volunteer organisations as choices.',
    permission: VOLUNTEER_LIST_MODULE, schema: noParams,
    handler: ({ deps, session }): Promise<{ id: number; name: string }[]> => findTeams(deps.db, session.schoolId),
  }),
  /** GET /voluntary/volunteer/stats {termId?} → VolunteerStats (hours as '12.50'). */
  defineRoute({
    method: 'GET', path: '/voluntary/volunteer/stats', summary: 'Approved service hours by team, college and term.',
    permission: VOLUNTEER_LIST_MODULE, schema: s.volunteerStatsParams,
    handler: ({ deps, session, params }): Promise<VolunteerStats> => volunteerStats(deps.db, session.schoolId, params.termId),
  }),
  /** GET /voluntary/hours/list {current, size, activityId?, status?, name?} → {list: ServiceHoursRow[], total} (hours.ts). */
  defineRoute({
    method: 'GET', path: '/voluntary/hours/list', summary: 'Service-hours records of volunteer activities.',
    permission: VOLUNTARY_ACTIVITY_MODULE, schema: s.serviceHoursListParams,
    handler: ({ deps, session, params }): Promise<Page<ServiceHoursRow>> => listServiceHours(deps.db, session, params),
  }),
  /** POST /voluntary/hours/record {activityId} → {created}: records from sign-in/sign-out (hours.ts). */
  hoursWrite('/voluntary/hours/record', 'Records service hours from the sign-ins of a volunteer activity.', s.serviceHoursRecordParams, (db, session, p) => recordServiceHours(db, session, p.activityId)),
  /** POST /voluntary/hours/correct {id, minutes, reason} → ServiceHoursRow. */
  hoursWrite('/voluntary/hours/correct', 'Corrects the minutes of a record, with a reason.', s.serviceHoursCorrectParams, correctServiceHours),
  /** POST /voluntary/hours/submit {ids} → {done}: into the volunteer-hours review (source type 7). */
  hoursWrite('/voluntary/hours/submit', 'Submits service-hours records for review.', s.serviceHoursSubmitParams, (db, session, p) => submitServiceHours(db, session, p.ids)),
  /** GET /voluntary/hours/audit/list {current, size, name?, scope?} → {list: ServiceHoursQueueRow[], total} (review.ts). */
  defineRoute({
    method: 'GET', path: '/voluntary/hours/audit/list', summary: 'Service hours waiting for the caller’s review.',
    permission: VOLUNTARY_EXAMINE_MODULE, schema: queueParams,
    handler: ({ deps, session, params }): Promise<Page<ServiceHoursQueueRow>> => serviceHoursQueue(deps.db, session, params),
  }),
  /** POST /voluntary/hours/audit {ids, result, opinion?} → {done}: batch decision; approval grants the hours (review.ts). */
  defineRoute({
    method: 'POST', path: '/voluntary/hours/audit', summary: 'Passes or rejects service hours in batch; approval writes the ledger.',
    permission: VOLUNTARY_EXAMINE_MODULE, schema: firstAuditParams, transactional: true,
    handler: ({ db, session, params }): Promise<{ done: number }> => auditServiceHours(db, session, params),
  }),
];
