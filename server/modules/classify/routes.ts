/**
 * Categories and hours rules (issue 4; spec §1 the seven modules and the hours rule, §2
 * /system/classify, §3 category tree node; the terms moved to server/modules/terms). Scoped to the
 * session's school; every change runs in one transaction. Errors: 10002 with the field's Chinese message or the reason a
 * delete is refused; 10003 without the module.
 */
import type { ClassifyNode, SchoolRules } from '../../../common/classify.js';
import type { ConstraintMessages } from '../../protocol/dbErrors.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { noParams } from '../../../common/schemas/fields.js';
import { recordRoutes } from '../../protocol/records.js';
import { rulesForGrade } from '../hours/requirements.js';
import * as s from '../../../common/schemas/classify.js';
import { addClassify, classifyTree, deleteClassify, updateClassify } from './tree.js';


const CLASSIFY = '/system/classify';

/** Concurrent adds or renames that both passed the name check: the database keeps one (classifies_school_parent_name_uq). */
export const CLASSIFY_CONSTRAINTS: ConstraintMessages = {
  classifies_school_parent_name_uq: { field: 'name', message: '同级下已存在同名分类' },
};

export const classifyRoutes: AnyRoute[] = [
  /** GET /activity/classify/tree → ClassifyNode[] (modules with nested children, by orderNumber). */
  defineRoute({
    method: 'GET', path: '/activity/classify/tree', summary: 'The category tree (spec §3 category tree node).',
    permission: CLASSIFY, schema: noParams,
    handler: ({ deps, session }): Promise<ClassifyNode[]> => classifyTree(deps.db, session.schoolId),
  }),
  /**
   * /activity/classify: add {name, parentId?, limitType?, orderNumber?, isAssociation?, isExistence?,
   * minHours?, moduleKind?, capGroup?, campus?} → ClassifyNode; update {id, …fields of add but
   * parentId} → ClassifyNode; delete {id} → null, refused while it has children or ledger rows.
   */
  ...recordRoutes({
    base: '/activity/classify', permission: CLASSIFY, constraints: CLASSIFY_CONSTRAINTS,
    add: { summary: 'Adds a category.', schema: s.classifyAddParams, run: addClassify },
    update: { summary: 'Changes a category.', schema: s.classifyUpdateParams, run: updateClassify },
    delete: { summary: 'Deletes a category.', schema: s.idParams, run: deleteClassify },
  }),
  /** GET /system/rules → SchoolRules: the numbers of the newest requirement set (issue 13; changed in 参数设置, /system/setparams). */
  defineRoute({
    method: 'GET', path: '/system/rules', summary: 'The school’s hours rules (spec §1).', permission: CLASSIFY, schema: noParams,
    handler: ({ deps, session }): Promise<SchoolRules> => rulesForGrade(deps.db, session.schoolId),
  }),
];
