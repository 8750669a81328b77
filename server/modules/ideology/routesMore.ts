/**
 * Party and league endpoints, part 2 (issue 20; ROUTES.md group II /ideology): the overview,
 * studios, the yearly selection per kind (/ideology/<slug>/selection/…, granted by the kind's
 * 评优评先 page), party/league activities (found → examine → second examine → grant), banners, and
 * the student's 我的党团 (module 1008 '/student/ideology'). Part 1: routes.ts.
 */
import { IDEOLOGY_PATHS as P, KIND_PATHS, MEMBER_KINDS } from '../../../common/ideology.js';
import { idParams } from '../../../common/schemas/activities.js';
import { queueParams } from '../../../common/schemas/audits.js';
import * as s from '../../../common/schemas/ideology.js';
import { noParams } from '../../../common/schemas/fields.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { requireStudent } from '../studentHome/access.js';
import * as act from './activities.js';
import { allBranches, applyStage, joinAsApplicant } from './members.js';
import { signIn } from './meetings.js';
import { ideologyOverview, myIdeology } from './overview.js';
import { write } from './routes.js';
import * as sel from './selections.js';
import * as studios from './studios.js';

/** The selection routes of one kind under /ideology/<slug>/…. */
function selectionRoutes(kind: number): AnyRoute[] {
  const { slug, advanced } = KIND_PATHS[kind]!;
  const base = `/ideology/${slug}`;
  return [
    /** GET …/selection/list {current, size, name?} → {list: SelectionRow[], total}. */
    defineRoute({ method: 'GET', path: `${base}/selection/list`, summary: 'The yearly campaigns.', permission: advanced, schema: s.nameListParams, handler: ({ deps, session, params }) => sel.listSelections(deps.db, session.schoolId, kind, params) }),
    /** POST …/selection/add {year, title, nominateEnd, publicityStart, publicityEnd} → {id}. */
    write(`${base}/selection/add`, advanced, 'Opens a campaign.', s.selectionAddParams, (db, se, p) => sel.addSelection(db, se.schoolId, kind, p)),
    /** POST …/selection/publish {id} → SelectionRow: the result, after the publicity window. */
    write(`${base}/selection/publish`, advanced, 'Publishes the result.', idParams, (db, se, p) => sel.publishSelection(db, se.schoolId, kind, p.id)),
    /** POST …/nominate {selectionId, category, userId?|branchId?, reason} → {id}. */
    write(`${base}/nominate`, advanced, 'Nominates a person or a branch.', s.nominateParams, (db, se, p) => sel.nominate(db, se, kind, p)),
    /** GET …/nomination/list {current, size, selectionId?, status?} → {list: NominationRow[], total}. */
    defineRoute({ method: 'GET', path: `${base}/nomination/list`, summary: 'Nominations, the publicity list and the result.', permission: advanced, schema: s.nominationListParams, handler: ({ deps, session, params }) => sel.listNominations(deps.db, session.schoolId, kind, params) }),
    /** GET …/nomination/audit/list {current, size, scope?} → nominations at the caller’s step. */
    defineRoute({ method: 'GET', path: `${base}/nomination/audit/list`, summary: 'Nominations to review.', permission: advanced, schema: queueParams, handler: ({ deps, session, params }) => sel.nominationQueue(deps.db, session, kind, params) }),
    /** POST …/nomination/audit {ids, result, opinion?} → {done}. */
    write(`${base}/nomination/audit`, advanced, 'Decides nominations in batch.', s.decisionParams, (db, se, p) => sel.decideNominations(db, se, kind, p)),
  ];
}

export const ideologyMoreRoutes: AnyRoute[] = [
  /** GET /ideology/overview → IdeologyOverview. */
  defineRoute({ method: 'GET', path: '/ideology/overview', summary: 'Counts per stage, arrears, upcoming meetings, activities.', permission: P.overview, schema: noParams, handler: ({ deps, session }) => ideologyOverview(deps.db, session.schoolId) }),
  /** GET /ideology/branch/options → every branch {id, name, kind} (meetings, studios, activities pick any branch). */
  defineRoute({
    method: 'GET', path: '/ideology/branch/options', summary: 'All branches with their kind.', permission: 'session', schema: noParams,
    handler: ({ deps, session }) => allBranches(deps.db, session.schoolId),
  }),
  /** Studios: GET /ideology/studio/list; POST /ideology/studio/add|update|delete. */
  defineRoute({ method: 'GET', path: '/ideology/studio/list', summary: 'Studios.', permission: P.studio, schema: s.nameListParams, handler: ({ deps, session, params }) => studios.listStudios(deps.db, session.schoolId, params) }),
  write('/ideology/studio/add', P.studio, 'Adds a studio.', s.studioAddParams, (db, se, p) => studios.addStudio(db, se.schoolId, p)),
  write('/ideology/studio/update', P.studio, 'Changes a studio.', s.studioUpdateParams, (db, se, p) => studios.updateStudio(db, se.schoolId, p)),
  write('/ideology/studio/delete', P.studio, 'Deletes a studio.', idParams, (db, se, p) => studios.deleteStudio(db, se.schoolId, p.id)),
  ...MEMBER_KINDS.flatMap(selectionRoutes),
  /** Activities (found): GET /ideology/activity/list, /detail; POST /add, /update, /submit. */
  defineRoute({ method: 'GET', path: '/ideology/activity/list', summary: 'Party and league activities.', permission: P.found, schema: s.activityListParams, handler: ({ deps, session, params }) => act.listActivities(deps.db, session.schoolId, params) }),
  defineRoute({ method: 'GET', path: '/ideology/activity/detail', summary: 'An activity with its review history.', permission: P.found, schema: idParams, handler: ({ deps, session, params }) => act.activityDetail(deps.db, session.schoolId, params.id) }),
  write('/ideology/activity/add', P.found, 'Creates an activity.', s.activityAddParams, (db, se, p) => act.addActivity(db, se, p)),
  write('/ideology/activity/update', P.found, 'Changes an activity before review.', s.activityUpdateParams, (db, se, p) => act.updateActivity(db, se, p)),
  write('/ideology/activity/submit', P.found, 'Submits an activity for review.', idParams, (db, se, p) => act.submitActivity(db, se, p.id)),
  /** The two review steps: GET …/examine/list, POST …/examine; GET …/second/examine/list, POST …/second/examine. */
  defineRoute({ method: 'GET', path: '/ideology/activity/examine/list', summary: 'Activities at 初审.', permission: P.examine, schema: queueParams, handler: ({ deps, session, params }) => act.activityQueue(deps.db, session, false, params) }),
  write('/ideology/activity/examine', P.examine, 'Decides 初审 in batch.', s.decisionParams, (db, se, p) => act.decideActivities(db, se, false, p)),
  defineRoute({ method: 'GET', path: '/ideology/activity/second/examine/list', summary: 'Activities at 复审.', permission: P.secondExamine, schema: queueParams, handler: ({ deps, session, params }) => act.activityQueue(deps.db, session, true, params) }),
  write('/ideology/activity/second/examine', P.secondExamine, 'Decides 复审 in batch.', s.decisionParams, (db, se, p) => act.decideActivities(db, se, true, p)),
  /** Grant: GET /ideology/activity/grant/list (approved and granted); POST /participants {id, userIds}, /grant {id}. */
  defineRoute({
    method: 'GET', path: '/ideology/activity/grant/list', summary: 'Approved activities and those granted.', permission: P.grant, schema: s.activityListParams,
    handler: ({ deps, session, params }) => act.listActivities(deps.db, session.schoolId, { ...params, statuses: params.status ? undefined : [4, 7] }),
  }),
  write('/ideology/activity/participants', P.grant, 'Records who took part.', s.meetingAttendParams, (db, se, p) => act.setActivityParticipants(db, se, p)),
  write('/ideology/activity/grant', P.grant, 'Grants the activity’s hours to its participants.', idParams, (db, se, p) => act.grantActivity(db, se, p.id)),
  /** Banners: GET /ideology/banner/list → {list: BannerRow[], total} (all, in order); POST /ideology/banner/add|update|delete. */
  defineRoute({ method: 'GET', path: '/ideology/banner/list', summary: 'Banners of the front page.', permission: P.banner, schema: noParams, handler: async ({ deps, session }) => {
    const list = await studios.listBanners(deps.db, session.schoolId);
    return { list, total: list.length };
  } }),
  write('/ideology/banner/add', P.banner, 'Adds a banner.', s.bannerAddParams, (db, se, p) => studios.addBanner(db, se.schoolId, p)),
  write('/ideology/banner/update', P.banner, 'Changes a banner.', s.bannerUpdateParams, (db, se, p) => studios.updateBanner(db, se.schoolId, p)),
  write('/ideology/banner/delete', P.banner, 'Deletes a banner.', idParams, (db, se, p) => studios.deleteBanner(db, se.schoolId, p.id)),
  /** The student's side (module 1008): GET /ideology/my; POST /ideology/my/join, /apply, /meeting/sign. */
  defineRoute({ method: 'GET', path: '/ideology/my', summary: 'My memberships, meetings, dues owed.', permission: P.mine, schema: noParams, handler: ({ deps, session }) => myIdeology(deps.db, requireStudent(session)) }),
  write('/ideology/my/join', P.mine, 'Joins a branch as 申请人.', s.kindParams.extend({ branchId: idParams.shape.id }), (db, se, p) => joinAsApplicant(db, requireStudent(se), p)),
  write('/ideology/my/apply', P.mine, 'Applies for my next stage.', s.kindParams.merge(s.stageApplyParams), (db, se, p) => {
    const me = requireStudent(se);
    return applyStage(db, me, p.kind, p, me.userId);
  }),
  write('/ideology/my/meeting/sign', P.mine, 'Signs into a meeting with its code.', s.meetingSignParams, (db, se, p) => signIn(db, requireStudent(se), p)),
];
