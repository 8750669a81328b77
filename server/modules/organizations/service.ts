/**
 * Student organisations (spec §2 /organization/union|club|voluntary|classes|another, §3
 * "Organisation tree node"): one tree per nature, scoped to the session's school. parentIds and
 * level are maintained here: a move rewrites the subtree's paths in one statement.
 */
import type { OrganizationDetail, OrganizationNode } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import { badParams, fieldError, refusal } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import type { Db } from '../../db/db.js';
import type { OrganizationsTable } from '../../db/types.js';
import type { Updateable } from 'kysely';
import { buildTree } from '../../../common/tree.js';
import type { OrganizationAddParams, OrganizationListParams, OrganizationUpdateParams } from '../../../common/schemas/organizations.js';
import * as repo from './repository.js';

type RawNode = Omit<OrganizationNode, 'memberCount' | 'partyCount' | 'children'> & { memberCount: number | null };
const toNode = (r: RawNode): OrganizationNode => {
  const members = Number(r.memberCount ?? 0);
  return { ...r, parentId: Number(r.parentId), userId: Number(r.userId), memberCount: members, partyCount: members };
};

/** The organisation of the school, or 10002 '参数错误: <field> 组织不存在'. */
export async function organizationOf(db: Db, schoolId: number, id: number, field = 'id') {
  const row = await repo.findOrganization(db, schoolId, id);
  if (!row) throw fieldError(field, '组织不存在');
  return row;
}

/** GET /organization/tree {nature} → OrganizationNode[] with children, siblings by orderId then id. */
export async function organizationTree(db: Db, schoolId: number, nature: number): Promise<OrganizationNode[]> {
  const rows = await repo.findNatureNodes(db, schoolId, nature);
  return buildTree<OrganizationNode>(rows.map(toNode));
}

/** GET /organization/list {current, size, nature?, name?, parentId?} → {list, total} over the allowed natures. */
export async function listOrganizations(db: Db, schoolId: number, natures: number[], p: OrganizationListParams): Promise<Page<OrganizationNode>> {
  if (natures.length === 0) return { list: [], total: 0 };
  const { rows, total } = await repo.findNodePage(db, schoolId, { ...p, natures }, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toNode), total };
}

/** GET /organization/detail {id} → OrganizationDetail (node + parentName, userCode, childCount, createdAt). */
export async function organizationDetail(db: Db, schoolId: number, id: number): Promise<OrganizationDetail> {
  const row = await repo.findNodeDetail(db, schoolId, id);
  if (!row) throw fieldError('id', '组织不存在');
  const { parentName, userCode, createdAt, childCount, ...node } = row;
  return { ...toNode(node), parentName, userCode, childCount: Number(childCount ?? 0), createdAt: new Date(createdAt).toISOString() };
}

async function assertNameFree(db: Db, schoolId: number, parentId: number | null, name: string, exceptId?: number) {
  const taken = await repo.siblingNamed(db, schoolId, parentId, name, exceptId);
  if (taken) throw fieldError('name', `同级已存在名为「${name}」的组织`);
}

/** A leader must be a student of the school; they become (or stay) a member with is_leader. */
async function makeLeader(db: Db, schoolId: number, organizationId: number, userId: number) {
  if (!(await repo.isStudent(db, schoolId, userId))) throw fieldError('userId', '负责人必须是本校学生');
  await repo.upsertLeaderMember(db, schoolId, organizationId, userId);
}

/**
 * POST /organization/add {name, nature?, parentId?, identity?, remarks?, secretaryName?, userId?,
 * orderId?} → OrganizationDetail. Under a parent the nature is the parent's (another one → 10002).
 * `assertNature` checks the caller may manage that nature (10003).
 */
export async function addOrganization(db: Db, schoolId: number, p: OrganizationAddParams, assertNature: (n: number) => Promise<void>) {
  const parent = p.parentId ? await organizationOf(db, schoolId, p.parentId, 'parentId') : null;
  if (!parent && !p.nature) throw fieldError('nature', '不能为空');
  if (parent && p.nature && p.nature !== parent.nature) throw fieldError('parentId', '上级组织不属于该类别');
  const nature = parent?.nature ?? p.nature!;
  await assertNature(nature);
  await assertNameFree(db, schoolId, parent?.id ?? null, p.name);
  const id = await repo.insertOrganization(db, schoolId, {
    name: p.name, nature, parentId: parent?.id ?? null,
    parentIds: parent ? `${parent.parentIds},${parent.id}` : '0', level: parent ? parent.level + 1 : 1,
    identity: p.identity ?? 1, remarks: p.remarks ?? '', secretaryName: p.secretaryName ?? '', orderId: p.orderId ?? 0,
  });
  if (p.userId) {
    await makeLeader(db, schoolId, id, p.userId);
    await repo.updateOrganizationRow(db, schoolId, id, { userId: p.userId });
  }
  return organizationDetail(db, schoolId, id);
}

/**
 * POST /organization/update {id, name?, parentId?, identity?, remarks?, secretaryName?, userId?,
 * orderId?} → OrganizationDetail (patch; the nature never changes). A move under itself, a
 * descendant or another nature's organisation is refused; a move rewrites parentIds and level of
 * the whole subtree.
 */
export async function updateOrganization(db: Db, schoolId: number, p: OrganizationUpdateParams) {
  const current = await organizationOf(db, schoolId, p.id);
  const changes: Updateable<OrganizationsTable> = {
    ...(p.name !== undefined && { name: p.name }),
    ...(p.identity !== undefined && { identity: p.identity }),
    ...(p.remarks !== undefined && { remarks: p.remarks ?? '' }),
    ...(p.secretaryName !== undefined && { secretaryName: p.secretaryName ?? '' }),
    ...(p.orderId !== undefined && { orderId: p.orderId }),
  };
  const parentId = p.parentId === undefined ? current.parentId : p.parentId;
  if (p.name !== undefined || parentId !== current.parentId) await assertNameFree(db, schoolId, parentId, p.name ?? current.name, p.id);
  if (parentId !== current.parentId) {
    const parent = parentId ? await organizationOf(db, schoolId, parentId, 'parentId') : null;
    const ownPath = `${current.parentIds},${current.id}`;
    if (parent && (parent.id === current.id || `,${parent.parentIds},`.includes(`,${current.id},`)))
      throw fieldError('parentId', '不能把组织移动到其自身或其下级组织之下');
    if (parent && parent.nature !== current.nature) throw fieldError('parentId', '上级组织不属于该类别');
    const parentIds = parent ? `${parent.parentIds},${parent.id}` : '0';
    const level = parent ? parent.level + 1 : 1;
    Object.assign(changes, { parentId, parentIds, level });
    // The subtree: rows whose path starts with this node's own path.
    await repo.moveSubtree(db, schoolId, ownPath, `${parentIds},${current.id}`, level - current.level);
  }
  if (p.userId !== undefined && p.userId !== current.userId) {
    if (p.userId) await makeLeader(db, schoolId, current.id, p.userId);
    changes.userId = p.userId;
  }
  if (Object.keys(changes).length) await repo.updateOrganizationRow(db, schoolId, p.id, changes);
  return organizationDetail(db, schoolId, p.id);
}

/** POST /organization/delete {id} → null; refused (10002, says why) while it has sub-organisations or members. */
export async function deleteOrganization(db: Db, schoolId: number, id: number): Promise<null> {
  await organizationOf(db, schoolId, id);
  const { children, members } = await repo.countDependents(db, schoolId, id);
  const why = refusal('该组织', [[children, '个下级组织'], [members, '名成员']]);
  if (why) throw badParams(why);
  await repo.deleteOrganizationRow(db, schoolId, id);
  return null;
}
