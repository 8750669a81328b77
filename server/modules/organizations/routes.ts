/**
 * Student-organisation endpoints (issue 3; spec §2 /organization/union|club|voluntary|classes|
 * another, §3 "Organisation tree node"). Each route requires the '/organization' module group and
 * then the module of the organisation's nature (naturePaths; 10003 otherwise). All are scoped to
 * the session's school and every change runs in one transaction. Errors: 10002 with the field's
 * Chinese message or the reason a delete is refused.
 */
import type { z } from 'zod';
import type { OrganizationDetail, OrganizationMemberRow, OrganizationNode } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import type { Session } from '../../auth/sessions.js';
import type { ConstraintMessages } from '../../protocol/dbErrors.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { noParams } from '../../../common/schemas/fields.js';
import { noPermission } from '../../protocol/errors.js';
import type { Db, Trx } from '../../db/db.js';
import { permittedNatures, requireNature } from './access.js';
import { addMembers, listMembers, removeMembers, setLeader } from './members.js';
import * as s from '../../../common/schemas/organizations.js';
import { addOrganization, deleteOrganization, listOrganizations, organizationDetail, organizationOf, organizationTree, updateOrganization } from './service.js';

const GROUP = '/organization';
/** 志愿活动 (module 205) reads the volunteer organisations (nature 3). */
const VOLUNTARY_LIST = '/voluntary/practice/list';
const VOLUNTEER_NATURE = 3;

/** The organisation (10002 when unknown in the school) after checking its nature's module (10003). */
async function managed(db: Db, session: Session, id: number, field = 'id') {
  const org = await organizationOf(db, session.schoolId, id, field);
  // Inside a transaction every query must use it: PGlite has one connection (DESIGN.md §8).
  await requireNature(db, session, org.nature);
  return org;
}

/**
 * A write on one organisation: POST under '/organization', in one transaction, after `managed`
 * checks the organisation named by params[field]; `run` gets it.
 */
const managedWrite = <F extends 'id' | 'organizationId', S extends z.ZodType<Record<F, number>>>(path: string, summary: string, schema: S, field: F,
  run: (db: Trx, schoolId: number, org: Awaited<ReturnType<typeof managed>>, params: z.output<S>) => Promise<unknown>, constraints?: ConstraintMessages) =>
  defineRoute({
    method: 'POST', path, summary, permission: GROUP, schema, constraints, transactional: true,
    handler: async ({ db, session, params }) => run(db, session.schoolId, await managed(db, session, (params as Record<F, number>)[field], field), params),
  });

/** Concurrent adds or renames that both passed the name check: the database keeps one (organizations_sibling_name_uq). */
export const ORGANIZATION_CONSTRAINTS: ConstraintMessages = {
  organizations_sibling_name_uq: { field: 'name', message: '同级已存在同名组织' },
};

export const organizationRoutes: AnyRoute[] = [
  /** GET /organization/tree {nature 1–5} → OrganizationNode[] with children. */
  defineRoute({
    method: 'GET', path: '/organization/tree', summary: 'The organisation tree of one nature (spec §3 organisation tree node).',
    permission: GROUP, schema: s.treeParams,
    handler: async ({ deps, session, params }): Promise<OrganizationNode[]> => {
      await requireNature(deps.db, session, params.nature);
      return organizationTree(deps.db, session.schoolId, params.nature);
    },
  }),
  /**
   * GET /voluntary/organization/tree → OrganizationNode[]: the school's volunteer organisations
   * (nature 3) as a tree, read-only, for 志愿活动 (/voluntary/practice/list), which lists their
   * activities without granting the organisation pages.
   */
  defineRoute({
    method: 'GET', path: '/voluntary/organization/tree', summary: 'The volunteer organisations, read-only (issue 6 volunteer activity list).',
    permission: VOLUNTARY_LIST, schema: noParams,
    handler: ({ deps, session }): Promise<OrganizationNode[]> => organizationTree(deps.db, session.schoolId, VOLUNTEER_NATURE),
  }),
  /** GET /organization/list {current, size, nature?, name?, parentId? (0 → roots)} → {list: OrganizationNode[], total}. */
  defineRoute({
    method: 'GET', path: '/organization/list', summary: 'Organisations of the natures the user manages, paged.',
    permission: GROUP, schema: s.organizationListParams,
    handler: async ({ deps, session, params }): Promise<Page<OrganizationNode>> => {
      const allowed = await permittedNatures(deps.db, session);
      if (params.nature !== undefined && !allowed.includes(params.nature as never)) throw noPermission();
      return listOrganizations(deps.db, session.schoolId, params.nature !== undefined ? [params.nature] : allowed, params);
    },
  }),
  /** GET /organization/detail {id} → OrganizationDetail. */
  defineRoute({
    method: 'GET', path: '/organization/detail', summary: "One organisation's detail with leader and counts.",
    permission: GROUP, schema: s.idParams,
    handler: async ({ deps, session, params }): Promise<OrganizationDetail> => {
      await managed(deps.db, session, params.id);
      return organizationDetail(deps.db, session.schoolId, params.id);
    },
  }),
  /** POST /organization/add {name, nature?, parentId?, identity?, remarks?, secretaryName?, userId?, orderId?} → OrganizationDetail. */
  defineRoute({
    method: 'POST', path: '/organization/add', summary: 'Adds an organisation (a root or under a parent of the same nature).',
    permission: GROUP, schema: s.organizationAddParams, constraints: ORGANIZATION_CONSTRAINTS,
    transactional: true,
    handler: ({ db, session, params }) =>
      addOrganization(db, session.schoolId, params, (nature) => requireNature(db, session, nature)),
  }),
  /** POST /organization/update {id, …patch} → OrganizationDetail; moves rewrite the subtree's parentIds and level. */
  managedWrite('/organization/update', 'Edits or moves an organisation.', s.organizationUpdateParams, 'id',
    (db, schoolId, _org, params) => updateOrganization(db, schoolId, params), ORGANIZATION_CONSTRAINTS),
  /** POST /organization/delete {id} → null. 10002 '该组织下仍有 … ,无法删除' while sub-organisations or members remain. */
  managedWrite('/organization/delete', 'Deletes an organisation without sub-organisations or members.', s.idParams, 'id',
    (db, schoolId, _org, params) => deleteOrganization(db, schoolId, params.id)),
  /** GET /organization/member/list {organizationId, current, size, name?} → {list: OrganizationMemberRow[], total}. */
  defineRoute({
    method: 'GET', path: '/organization/member/list', summary: "An organisation's members, leaders first.",
    permission: GROUP, schema: s.memberListParams,
    handler: async ({ deps, session, params }): Promise<Page<OrganizationMemberRow>> => {
      await managed(deps.db, session, params.organizationId, 'organizationId');
      return listMembers(deps.db, session.schoolId, params);
    },
  }),
  /** POST /organization/member/add {organizationId, userCodes} → {added, existing}; unknown codes → 10002 and nothing written. */
  managedWrite('/organization/member/add', 'Adds students to an organisation by student number.', s.memberAddParams, 'organizationId',
    (db, schoolId, _org, params) => addMembers(db, schoolId, params.organizationId, params.userCodes)),
  /** POST /organization/member/remove {organizationId, userIds: '1,2'} → {removed}. */
  managedWrite('/organization/member/remove', 'Removes members from an organisation.', s.memberRemoveParams, 'organizationId',
    (db, schoolId, org, params) => removeMembers(db, schoolId, org.id, org.userId, params.userIds)),
  /** POST /organization/member/leader {organizationId, userId, isLeader} → null. 10002 when not a member. */
  managedWrite('/organization/member/leader', "Sets or unsets a member's leader flag.", s.memberLeaderParams, 'organizationId',
    (db, schoolId, org, params) => setLeader(db, schoolId, org.id, org.userId, params.userId, params.isLeader)),
];
