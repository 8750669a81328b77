/**
 * Categories, hours rules and terms (issue 4; spec §1 the seven modules and the hours rule, §2
 * /system/classify and /system/term, §3 category tree node). Scoped to the session's school; every
 * change runs in one transaction. Errors: 10002 with the field's Chinese message or the reason a
 * delete is refused; 10003 without the module.
 */
import type { ClassifyNode, SchoolRules, TermRow } from '../../../common/classify.js';
import type { Page } from '../../../common/envelope.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute } from '../../protocol/define.js';
import { noParams } from '../../protocol/fields.js';
import type { Db } from '../structure/common.js';
import { loadRules, updateRules } from './rules.js';
import * as s from './schema.js';
import { addTerm, deleteTerm, listTerms, updateTerm } from './terms.js';
import { addClassify, classifyTree, deleteClassify, updateClassify } from './tree.js';

const tx = <T>(deps: AppDeps, work: (db: Db) => Promise<T>): Promise<T> => deps.db.transaction().execute(work);

const CLASSIFY = '/system/classify';
const TERM = '/system/term';

export const classifyRoutes = [
  /** GET /activity/classify/tree → ClassifyNode[] (modules with nested children, by orderNumber). */
  defineRoute({
    method: 'GET', path: '/activity/classify/tree', summary: 'The category tree (spec §3 category tree node).',
    permission: CLASSIFY, schema: noParams,
    handler: ({ deps, session }): Promise<ClassifyNode[]> => classifyTree(deps.db, session.schoolId),
  }),
  /** POST /activity/classify/add {name, parentId?, limitType?, orderNumber?, isAssociation?, isExistence?, minHours?, moduleKind?, capGroup?, campus?} → ClassifyNode. */
  defineRoute({
    method: 'POST', path: '/activity/classify/add', summary: 'Adds a category.', permission: CLASSIFY, schema: s.classifyAddParams,
    handler: ({ deps, session, params }) => tx(deps, (db) => addClassify(db, session.schoolId, params)),
  }),
  /** POST /activity/classify/update {id, …fields of add but parentId} → ClassifyNode. */
  defineRoute({
    method: 'POST', path: '/activity/classify/update', summary: 'Changes a category.', permission: CLASSIFY, schema: s.classifyUpdateParams,
    handler: ({ deps, session, params }) => tx(deps, (db) => updateClassify(db, session.schoolId, params)),
  }),
  /** POST /activity/classify/delete {id} → null; refused while it has children or ledger rows. */
  defineRoute({
    method: 'POST', path: '/activity/classify/delete', summary: 'Deletes a category.', permission: CLASSIFY, schema: s.idParams,
    handler: ({ deps, session, params }) => tx(deps, (db) => deleteClassify(db, session.schoolId, params.id)),
  }),
  /** GET /system/rules → SchoolRules (spec §1 defaults for what the school has not set). */
  defineRoute({
    method: 'GET', path: '/system/rules', summary: 'The school’s hours rules (spec §1).', permission: CLASSIFY, schema: noParams,
    handler: ({ deps, session }): Promise<SchoolRules> => loadRules(deps.db, session.schoolId),
  }),
  /** POST /system/rules/update {any SchoolRules field} → SchoolRules; positive numbers, caps and minima ≤ requiredHours. */
  defineRoute({
    method: 'POST', path: '/system/rules/update', summary: 'Changes the school’s hours rules.', permission: CLASSIFY, schema: s.rulesUpdateParams,
    handler: ({ deps, session, params }) => tx(deps, (db) => updateRules(db, session.schoolId, params)),
  }),
  /** GET /system/term/list {current, size, name?, kind?} → {list: TermRow[], total}, latest first. */
  defineRoute({
    method: 'GET', path: '/system/term/list', summary: 'Terms (spec §2 /system/term).', permission: TERM, schema: s.termListParams,
    handler: ({ deps, session, params }): Promise<Page<TermRow>> => listTerms(deps.db, session.schoolId, params),
  }),
  /** POST /system/term/add {name, kind 1|2|3, startDate, endDate} → TermRow; no overlapping terms. */
  defineRoute({
    method: 'POST', path: '/system/term/add', summary: 'Adds a term.', permission: TERM, schema: s.termAddParams,
    handler: ({ deps, session, params }) => tx(deps, (db) => addTerm(db, session.schoolId, params)),
  }),
  /** POST /system/term/update {id, name?, kind?, startDate?, endDate?} → TermRow. */
  defineRoute({
    method: 'POST', path: '/system/term/update', summary: 'Changes a term.', permission: TERM, schema: s.termUpdateParams,
    handler: ({ deps, session, params }) => tx(deps, (db) => updateTerm(db, session.schoolId, params)),
  }),
  /** POST /system/term/delete {id} → null; refused while ledger rows belong to it. */
  defineRoute({
    method: 'POST', path: '/system/term/delete', summary: 'Deletes a term.', permission: TERM, schema: s.idParams,
    handler: ({ deps, session, params }) => tx(deps, (db) => deleteTerm(db, session.schoolId, params.id)),
  }),
];
