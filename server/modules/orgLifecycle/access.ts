/**
 * Who may do what in the organisation lifecycle (issue 19; spec §6 "visible data depends on
 * permission"):
 *  - staff reach the organisations of the natures whose module they hold (organizations/access.ts)
 *    within their roles' data scope (auth/scope.ts: 全校, 指定学院 → the organisation's college,
 *    本人所在组织 → the organisations they lead and those below);
 *  - an organisation's leader (its leader or a member flagged is_leader) applies for it;
 *  - anyone signed in may ask to found one (students from 我的组织, module 1007).
 * The review queues need the module of their page (common/orgLifecycle.ts orgReviewPaths).
 */
import { isStudentIdentity } from '../../../common/api.js';
import { orgReviewPaths } from '../../../common/orgLifecycle.js';
import { hasPermission } from '../../auth/permissions.js';
import { dataScopeOf } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { noPermission } from '../../protocol/errors.js';
import { permittedNatures } from '../organizations/access.js';
import { ledBy, type OrgReach } from './repository.js';

export type Caller = Pick<Session, 'schoolId' | 'userId' | 'identity'>;

/** The natures the caller manages, within their data scope; a student reaches nothing this way. */
export async function reachOf(db: Db, caller: Caller): Promise<OrgReach> {
  if (isStudentIdentity(caller.identity)) return { natures: [], collegeIds: null, organizationIds: null };
  const natures = await permittedNatures(db, caller as Session);
  const scope = await dataScopeOf(db, caller);
  if (scope.kind === 'school') return { natures, collegeIds: null, organizationIds: null };
  if (scope.kind === 'college') return { natures, collegeIds: scope.collegeIds, organizationIds: null };
  return { natures, collegeIds: null, organizationIds: scope.organizationIds };
}

/** True when the organisation (nature, college, id, parent) is within the reach. */
export function reaches(reach: OrgReach, org: { id: number | null; nature: number; collegeId: number | null; parentId: number | null }): boolean {
  if (!reach.natures.includes(org.nature)) return false;
  if (reach.collegeIds && !(org.collegeId !== null && reach.collegeIds.includes(org.collegeId))) return false;
  if (reach.organizationIds && !reach.organizationIds.some((id) => id === org.id || id === org.parentId)) return false;
  return true;
}

/** True when the caller leads the organisation. */
export async function leads(db: Db, caller: Caller, organizationId: number): Promise<boolean> {
  return (await ledBy(db, caller.schoolId, caller.userId)).includes(organizationId);
}

/** 10003 unless the caller holds the review module of the source type. */
export async function requireReviewer(db: Db, caller: Caller, sourceType: number): Promise<void> {
  const path = orgReviewPaths[sourceType];
  if (!path || !(await hasPermission(db, caller, path))) throw noPermission();
}
