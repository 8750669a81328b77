/**
 * GET /activity/options (issue 4, the launch form): what the caller may choose when launching —
 * the organisations they may launch for (activity administrators: all of the school's), the
 * enabled flows of kind 1 活动审核 and 2 结项审核, the category tree, and the staff who may be the
 * activity administrator (活动负责人).
 */
import type { ClassifyNode } from '../../../common/classify.js';
import type { Session } from '../../auth/sessions.js';
import { classifyTree } from '../classify/tree.js';
import { auditorOptions } from '../flows/service.js';
import type { Kysely } from 'kysely';
import { hasPermission } from '../../auth/permissions.js';
import type { Database } from '../../db/types.js';
import { noPermission } from '../../protocol/errors.js';
import { ACTIVITY_LAUNCH_MODULE, ACTIVITY_LIST_MODULE, isActivityAdmin, launchableOrganizations } from './access.js';

export interface ActivityOptions {
  organizations: { id: number; name: string }[];
  flows: { id: number; name: string; kind: number }[];
  classifies: ClassifyNode[];
  /** Enabled staff as '姓名（工号）'. */
  administrators: { id: number; name: string }[];
}

/**
 * The options for the caller: launchers (module '/activity/launch') get the organisations they may
 * launch for (activity administrators: all); holders of '/communist/activity' alone get every
 * organisation, for the list filters. 10003 '暂无权限！' with neither module.
 */
export async function activityOptions(db: Kysely<Database>, caller: Pick<Session, 'schoolId' | 'userId'>): Promise<ActivityOptions> {
  const launcher = await hasPermission(db, caller, ACTIVITY_LAUNCH_MODULE);
  if (!launcher && !(await hasPermission(db, caller, ACTIVITY_LIST_MODULE))) throw noPermission('暂无权限！');
  const all = !launcher || (await isActivityAdmin(db, caller));
  const ids = all ? null : await launchableOrganizations(db, caller);
  const organizations =
    ids && ids.length === 0
      ? []
      : await db
          .selectFrom('organizations')
          .select(['id', 'name'])
          .where('schoolId', '=', caller.schoolId)
          .$if(ids !== null, (q) => q.where('id', 'in', ids!))
          .orderBy('orderId')
          .orderBy('id')
          .execute();
  const flows = await db
    .selectFrom('flowTemplates')
    .select(['id', 'name', 'kind'])
    .where('schoolId', '=', caller.schoolId)
    .where('enabled', '=', true)
    .where('kind', 'in', [1, 2])
    .orderBy('kind')
    .orderBy('id')
    .execute();
  return { organizations, flows, classifies: await classifyTree(db, caller.schoolId), administrators: await auditorOptions(db, caller.schoolId) };
}
