/**
 * GET /activity/options (issue 4, the launch form): what the caller may choose when launching —
 * the organisations they may launch for (activity administrators: all of the school's), the
 * enabled flows of kind 1 活动审核 and 2 结项审核, the category tree, the staff who may be the
 * activity administrator (活动负责人), and the colleges a college-level activity (spec §3
 * activityLevel 2 院级) may be for.
 */
import type { ClassifyNode } from '../../../common/classify.js';
import type { Session } from '../../auth/sessions.js';
import { classifyTree } from '../classify/tree.js';
import { auditorOptions } from '../flows/service.js';
import { hasPermission } from '../../auth/permissions.js';
import { dataScopeOf } from '../../auth/scope.js';
import { noPermission } from '../../protocol/errors.js';
import type { Db } from '../../db/db.js';
import { ACTIVITY_LIST_MODULE, isActivityAdmin, launchableOrganizations, mayLaunch } from './access.js';
import { collegeOptions, flowOptions, organizationOptions } from './repositories/references.js';

export interface ActivityOptions {
  /** parentId: the parent organisation, 0 for a root (the pickers group by it; issue 18 item 8). */
  organizations: { id: number; name: string; parentId: number }[];
  flows: { id: number; name: string; kind: number }[];
  classifies: ClassifyNode[];
  /** Enabled staff as '姓名（工号）'. */
  administrators: { id: number; name: string }[];
  /** Colleges for a college-level activity: the school's, or only those of a college-scoped caller. */
  colleges: { id: number; name: string; parentId: number }[];
}

/**
 * The colleges the caller may pick for a college-level activity (spec §3 activityLevel 2): every
 * college of the school, or — for a caller whose data scope is 指定学院 — only those colleges
 * (none when the role names none). Ordered like the structure options (orderId, id).
 */
export async function launchableColleges(db: Db, caller: Pick<Session, 'schoolId' | 'userId'>): Promise<{ id: number; name: string; parentId: number }[]> {
  const scope = await dataScopeOf(db, caller);
  return collegeOptions(db, caller.schoolId, scope.kind === 'college' ? scope.collegeIds : null);
}

/**
 * The options for the caller: launchers (module '/activity/launch', or a student who leads an
 * organisation — mayLaunch) get the organisations they may launch for (activity administrators: all); holders of '/communist/activity' alone get every
 * organisation, for the list filters. 10003 '暂无权限！' with neither module.
 */
export async function activityOptions(db: Db, caller: Pick<Session, 'schoolId' | 'userId'>): Promise<ActivityOptions> {
  const launcher = await mayLaunch(db, caller);
  if (!launcher && !(await hasPermission(db, caller, ACTIVITY_LIST_MODULE))) throw noPermission('暂无权限！');
  const all = !launcher || (await isActivityAdmin(db, caller));
  const ids = all ? null : await launchableOrganizations(db, caller);
  const organizations = await organizationOptions(db, caller.schoolId, ids);
  const flows = await flowOptions(db, caller.schoolId);
  return {
    organizations, flows, classifies: await classifyTree(db, caller.schoolId), administrators: await auditorOptions(db, caller.schoolId),
    colleges: await launchableColleges(db, caller),
  };
}
