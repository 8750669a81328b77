/**
 * GET /project/form/options (issue 5, the project form /communist/project/edit): what a project
 * manager chooses from — the category tree, the school's organisations and the enabled 申报审核
 * flows (kind 3). Served under the project module itself so that managing projects needs neither
 * 流程配置 nor the activity modules.
 */
import type { ProjectFormOptions } from '../../../common/declarations.js';
import { classifyTree } from '../classify/tree.js';
import type { Db } from '../../db/db.js';
import { declarationFlows, organizationOptions } from './repositories/projects.js';

/** {classifies: ClassifyNode[] (tree), organizations: [{id, name, parentId}], flows: [{id, name}] (enabled, kind 3)} of the school. */
export async function projectFormOptions(db: Db, schoolId: number): Promise<ProjectFormOptions> {
  const [classifies, organizations, flows] = await Promise.all([
    classifyTree(db, schoolId),
    organizationOptions(db, schoolId),
    declarationFlows(db, schoolId),
  ]);
  return { classifies, organizations, flows };
}
