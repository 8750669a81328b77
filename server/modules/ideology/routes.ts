/**
 * Party and league endpoints, part 1 (issue 20; ROUTES.md group II /ideology): per member kind
 * (slug 'group' = league, 'party' = party; permission the kind's roster page) the branches, members,
 * stage applications and their review; dues; meetings per page (三会一课 /ideology/meeting,
 * thematic /ideology/thematic/meeting) and the meeting-hours setting. Part 2: routesMore.ts.
 * All scoped to the session's school; writes in one transaction. Errors: 10002 naming the field or
 * with IDEOLOGY_MSG; 10003 without the module.
 */
import type { z } from 'zod';
import { IDEOLOGY_MSG, IDEOLOGY_PATHS as P, KIND_PATHS, MEMBER_KINDS, type MeetingCategory } from '../../../common/ideology.js';
import type { JobStarted } from '../../../common/jobs.js';
import { idParams } from '../../../common/schemas/activities.js';
import { queueParams } from '../../../common/schemas/audits.js';
import * as s from '../../../common/schemas/ideology.js';
import { noParams } from '../../../common/schemas/fields.js';
import type { Session } from '../../auth/sessions.js';
import type { Trx } from '../../db/db.js';
import type { ConstraintMessages } from '../../protocol/dbErrors.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import * as dues from './dues.js';
import { arrearsExportFileName, arrearsExportJob } from './duesExport.js';
import * as meetings from './meetings.js';
import * as members from './members.js';
import { decideStageApplications, stageQueue } from './stageReview.js';

/** The unique keys' constraints: two identical creates at once get one record, the other the pre-check's 10002. */
const IDEOLOGY_CONSTRAINTS: ConstraintMessages = {
  ideology_members_user_uq: { field: 'userId', message: IDEOLOGY_MSG.memberExists },
  ideology_dues_payments_month_uq: { message: IDEOLOGY_MSG.paid },
  ideology_studios_name_uq: { field: 'name', message: IDEOLOGY_MSG.studioTaken },
  ideology_selections_title_uq: { field: 'title', message: IDEOLOGY_MSG.selectionTaken },
};

/** A POST in one transaction, with the unique keys' constraints mapped. */
export const write = <S extends z.ZodType>(path: string, permission: `/${string}`, summary: string, schema: S, run: (db: Trx, session: Session, params: z.output<S>) => Promise<unknown>) =>
  defineRoute({ method: 'POST', path, summary, permission, schema, transactional: true, constraints: IDEOLOGY_CONSTRAINTS, handler: ({ db, session, params }) => run(db, session, params) });

/** The member routes of one kind under /ideology/<slug>/…, granted by its roster page. */
function kindRoutes(kind: number): AnyRoute[] {
  const { slug, roster } = KIND_PATHS[kind]!;
  const base = `/ideology/${slug}`;
  return [
    /** GET …/branch/options → [{id, name}]: the kind's branches (团支部 or 党支部). */
    defineRoute({ method: 'GET', path: `${base}/branch/options`, summary: 'The branches of the kind.', permission: roster, schema: noParams, handler: ({ deps, session }) => members.branchOptions(deps.db, session.schoolId, kind) }),
    /** POST …/branch/add {name, parentId?} → {id}: a branch as an organisation of the tree. */
    write(`${base}/branch/add`, roster, 'Adds a branch to the organisation tree.', s.branchAddParams, (db, se, p) => members.addBranch(db, se.schoolId, kind, p)),
    /** GET …/member/list {current, size, name?, branchId?, stage?} → {list: MemberRow[], total}. */
    defineRoute({ method: 'GET', path: `${base}/member/list`, summary: 'The roster by branch.', permission: roster, schema: s.memberListParams, handler: ({ deps, session, params }) => members.listMembers(deps.db, session.schoolId, kind, params) }),
    /** GET …/member/detail {id} → MemberDetail (stages with dates, applications). */
    defineRoute({ method: 'GET', path: `${base}/member/detail`, summary: 'A member with the stage history.', permission: roster, schema: idParams, handler: ({ deps, session, params }) => members.memberDetail(deps.db, session.schoolId, params.id, kind) }),
    /** POST …/member/add {userId, branchId, stage, stageDate} → {id}. */
    write(`${base}/member/add`, roster, 'Enters a member at a stage.', s.memberAddParams, (db, se, p) => members.addMember(db, se.schoolId, kind, p)),
    /** POST …/member/update {id, branchId} → MemberDetail. */
    write(`${base}/member/update`, roster, 'Moves a member to another branch.', s.memberUpdateParams, (db, se, p) => members.moveMember(db, se.schoolId, kind, p)),
    /** POST …/member/apply {memberId, toStage, reason?} → {id}: the next stage, into the review. */
    write(`${base}/member/apply`, roster, 'Applies for the next stage on behalf of a member.', s.stageApplyParams, (db, se, p) => members.applyStage(db, se, kind, p)),
    /** GET …/member/audit/list {current, size, name?, scope?} → {list: StageQueueRow[], total}. */
    defineRoute({ method: 'GET', path: `${base}/member/audit/list`, summary: 'Stage applications at the caller’s review step.', permission: roster, schema: queueParams, handler: ({ deps, session, params }) => stageQueue(deps.db, session, kind, params) }),
    /** POST …/member/audit {ids, result, opinion?} → {done}: approval moves the stage. */
    write(`${base}/member/audit`, roster, 'Decides stage applications in batch.', s.decisionParams, (db, se, p) => decideStageApplications(db, se, kind, p)),
  ];
}

/** The meeting routes of one page under /ideology/meeting or /ideology/thematic/meeting. */
function meetingRoutes(category: MeetingCategory): AnyRoute[] {
  const base = category === 'thematic' ? P.thematic : P.meeting;
  return [
    /** GET …/list {current, size, title?, kind?, branchId?} → {list: MeetingRow[], total}. */
    defineRoute({ method: 'GET', path: `${base}/list`, summary: 'Meetings of the page, newest first.', permission: base, schema: s.meetingListParams, handler: ({ deps, session, params }) => meetings.listMeetings(deps.db, session.schoolId, category, params) }),
    /** GET …/detail {id} → MeetingDetail (sign code, photos, attendees). */
    defineRoute({ method: 'GET', path: `${base}/detail`, summary: 'A meeting with attendance.', permission: base, schema: idParams, handler: ({ deps, session, params }) => meetings.meetingDetail(deps.db, session.schoolId, params.id, category) }),
    /** POST …/add → {id}; …/update → MeetingDetail; …/delete → null. */
    write(`${base}/add`, base, 'Plans a meeting.', s.meetingAddParams, (db, se, p) => meetings.addMeeting(db, se, category, p)),
    write(`${base}/update`, base, 'Changes a meeting.', s.meetingUpdateParams, (db, se, p) => meetings.updateMeeting(db, se, category, p)),
    write(`${base}/delete`, base, 'Deletes a meeting.', idParams, (db, se, p) => meetings.deleteMeeting(db, se, category, p.id)),
    /** POST …/minutes {id, minutes, photoIds} → MeetingDetail. */
    write(`${base}/minutes`, base, 'Records the minutes and photos.', s.meetingMinutesParams, (db, se, p) => meetings.saveMinutes(db, se, category, p)),
    /** POST …/attend {id, userIds} → {added}: attendance marked by staff (hours when the setting is on). */
    write(`${base}/attend`, base, 'Marks attendance.', s.meetingAttendParams, (db, se, p) => meetings.markAttendance(db, se, category, p)),
  ];
}

export const ideologyRoutes: AnyRoute[] = [
  ...MEMBER_KINDS.flatMap(kindRoutes),
  /** GET /ideology/dues/rule → DuesRuleRow[]; POST …/save {kind, rules} replaces the kind's amounts. */
  defineRoute({ method: 'GET', path: '/ideology/dues/rule', summary: 'The dues rule: monthly amount per kind and stage.', permission: P.fees, schema: noParams, handler: ({ deps, session }) => dues.duesRules(deps.db, session.schoolId) }),
  write('/ideology/dues/rule/save', P.fees, 'Saves the dues rule of a kind.', s.duesRuleParams, (db, se, p) => dues.saveDuesRules(db, se.schoolId, p)),
  /** POST /ideology/dues/pay {memberId, month, amount?} → {id}. */
  write('/ideology/dues/pay', P.fees, 'Records a month’s payment.', s.duesPayParams, (db, se, p) => dues.recordPayment(db, se, p)),
  /** GET /ideology/dues/list {current, size, kind?, name?, month?} → payments. */
  defineRoute({ method: 'GET', path: '/ideology/dues/list', summary: 'Payment records.', permission: P.fees, schema: s.duesListParams, handler: ({ deps, session, params }) => dues.listPayments(deps.db, session.schoolId, params) }),
  /** GET /ideology/dues/arrears {current, size, kind?, name?, fromMonth?, toMonth?} → {list: ArrearsRow[], total}. */
  defineRoute({
    method: 'GET', path: '/ideology/dues/arrears', summary: 'Members owing dues over a range of months.', permission: P.fees, schema: s.arrearsListParams,
    handler: ({ deps, session, params }) => dues.arrearsPage(deps.db, session.schoolId, params),
  }),
  /** GET /ideology/dues/arrears/export {kind?, name?, fromMonth?, toMonth?} → {id, jobId} (团费党费欠缴名单-<time>.xlsx). */
  defineRoute({
    method: 'GET', path: '/ideology/dues/arrears/export', summary: 'Exports the arrears as xlsx, as a job.', permission: P.fees, schema: s.duesFilterParams,
    handler: async ({ deps, session, params }): Promise<JobStarted & { jobId: string }> => {
      const fileName = arrearsExportFileName();
      const id = await deps.jobs.enqueue(arrearsExportJob, { schoolId: session.schoolId, createdBy: session.userId, fileName }, { filter: { ...params, ...dues.monthRange(params) }, fileName });
      return { id, jobId: id };
    },
  }),
  ...meetingRoutes('regular'),
  ...meetingRoutes('thematic'),
  /** GET /ideology/settings → IdeologySettings; POST …/save {meetingHours, meetingHoursValue} saves it. */
  defineRoute({ method: 'GET', path: '/ideology/settings', summary: 'Whether attending a meeting grants hours.', permission: P.meeting, schema: noParams, handler: ({ deps, session }) => meetings.meetingSettings(deps.db, session.schoolId) }),
  write('/ideology/settings/save', P.meeting, 'Saves the meeting-hours setting.', s.settingsParams, (db, se, p) => meetings.saveMeetingSettings(db, se.schoolId, p)),
];
