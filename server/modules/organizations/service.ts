/**
 * Student organisations (spec §2 /organization/union|club|voluntary|classes|another, §3
 * "Organisation tree node"): one tree per nature, scoped to the session's school. parentIds and
 * level are maintained here: a move rewrites the subtree's paths in one statement.
 */
import { sql } from 'kysely';
import type { OrganizationDetail, OrganizationNode } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import { badParams, fieldError, refusal } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { likeContains } from '../../util/like.js';
import type { Db } from '../../db/db.js';
import { buildTree } from '../structure/tree.js';
import type { OrganizationAddParams, OrganizationListParams, OrganizationUpdateParams } from './schema.js';

const count = sql<number>`count(*)::int`;

function nodes(db: Db, schoolId: number) {
  return db
    .selectFrom('organizations as o')
    .leftJoin('users as u', (j) => j.onRef('u.id', '=', 'o.userId').onRef('u.schoolId', '=', 'o.schoolId'))
    .where('o.schoolId', '=', schoolId)
    .select((eb) => [
      'o.id', 'o.name', 'o.parentIds', 'o.level', 'o.nature', 'o.identity', 'o.remarks', 'o.secretaryName',
      sql<number>`coalesce(o.parent_id, 0)`.as('parentId'),
      sql<number>`coalesce(o.user_id, 0)`.as('userId'),
      sql<string>`coalesce(u.name, '')`.as('userName'),
      eb.selectFrom('organizationMembers as om').select(count.as('n')).whereRef('om.schoolId', '=', 'o.schoolId').whereRef('om.organizationId', '=', 'o.id').as('memberCount'),
    ]);
}

type RawNode = Omit<OrganizationNode, 'memberCount' | 'partyCount' | 'children'> & { memberCount: number | null };
const toNode = (r: RawNode): OrganizationNode => {
  const members = Number(r.memberCount ?? 0);
  return { ...r, parentId: Number(r.parentId), userId: Number(r.userId), memberCount: members, partyCount: members };
};

/** The organisation of the school, or 10002 '参数错误: <field> 组织不存在'. */
export async function organizationOf(db: Db, schoolId: number, id: number, field = 'id') {
  const row = await db.selectFrom('organizations').selectAll().where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
  if (!row) throw fieldError(field, '组织不存在');
  return row;
}

/** GET /organization/tree {nature} → OrganizationNode[] with children, siblings by orderId then id. */
export async function organizationTree(db: Db, schoolId: number, nature: number): Promise<OrganizationNode[]> {
  const rows = await nodes(db, schoolId).where('o.nature', '=', nature).orderBy('o.orderId').orderBy('o.id').execute();
  return buildTree<OrganizationNode>(rows.map(toNode));
}

/** GET /organization/list {current, size, nature?, name?, parentId?} → {list, total} over the allowed natures. */
export async function listOrganizations(db: Db, schoolId: number, natures: number[], p: OrganizationListParams): Promise<Page<OrganizationNode>> {
  if (natures.length === 0) return { list: [], total: 0 };
  const where = <Q extends ReturnType<typeof nodes>>(q: Q) =>
    q
      .where('o.nature', 'in', natures)
      .$if(!!p.name, (qb) => qb.where('o.name', 'like', likeContains(p.name!)))
      .$if(p.parentId === 0, (qb) => qb.where('o.parentId', 'is', null))
      .$if(!!p.parentId, (qb) => qb.where('o.parentId', '=', p.parentId!));
  const total = await where(nodes(db, schoolId)).clearSelect().select(count.as('n')).executeTakeFirstOrThrow();
  const list = await where(nodes(db, schoolId))
    .orderBy('o.nature').orderBy('o.level').orderBy('o.orderId').orderBy('o.id')
    .limit(p.size).offset(pageOffset(p)).execute();
  return { list: list.map(toNode), total: Number(total.n) };
}

/** GET /organization/detail {id} → OrganizationDetail (node + parentName, userCode, childCount, createdAt). */
export async function organizationDetail(db: Db, schoolId: number, id: number): Promise<OrganizationDetail> {
  const row = await nodes(db, schoolId)
    .leftJoin('organizations as pa', (j) => j.onRef('pa.id', '=', 'o.parentId').onRef('pa.schoolId', '=', 'o.schoolId'))
    .select((eb) => [
      sql<string>`coalesce(pa.name, '')`.as('parentName'),
      sql<string>`coalesce(u.username, '')`.as('userCode'),
      'o.createdAt',
      eb.selectFrom('organizations as ch').select(count.as('n')).whereRef('ch.schoolId', '=', 'o.schoolId').whereRef('ch.parentId', '=', 'o.id').as('childCount'),
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!row) throw fieldError('id', '组织不存在');
  const { parentName, userCode, createdAt, childCount, ...node } = row;
  return { ...toNode(node), parentName, userCode, childCount: Number(childCount ?? 0), createdAt: new Date(createdAt).toISOString() };
}

async function assertNameFree(db: Db, schoolId: number, parentId: number | null, name: string, exceptId?: number) {
  const taken = await db
    .selectFrom('organizations')
    .select('id')
    .where('schoolId', '=', schoolId)
    .where('name', '=', name)
    .where(sql<boolean>`coalesce(parent_id, 0) = ${parentId ?? 0}`)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  if (taken) throw fieldError('name', `同级已存在名为「${name}」的组织`);
}

/** A leader must be a student of the school; they become (or stay) a member with is_leader. */
async function makeLeader(db: Db, schoolId: number, organizationId: number, userId: number) {
  const student = await db.selectFrom('students').select('userId').where('schoolId', '=', schoolId).where('userId', '=', userId).executeTakeFirst();
  if (!student) throw fieldError('userId', '负责人必须是本校学生');
  await db
    .insertInto('organizationMembers')
    .values({ schoolId, organizationId, userId, isLeader: true })
    .onConflict((oc) => oc.columns(['organizationId', 'userId']).doUpdateSet({ isLeader: true }))
    .execute();
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
  const { id } = await db
    .insertInto('organizations')
    .values({
      schoolId, name: p.name, nature, parentId: parent?.id ?? null,
      parentIds: parent ? `${parent.parentIds},${parent.id}` : '0', level: parent ? parent.level + 1 : 1,
      identity: p.identity ?? 1, remarks: p.remarks ?? '', secretaryName: p.secretaryName ?? '', orderId: p.orderId ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (p.userId) {
    await makeLeader(db, schoolId, id, p.userId);
    await db.updateTable('organizations').set({ userId: p.userId }).where('id', '=', id).execute();
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
  const changes: Record<string, unknown> = {
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
    await db
      .updateTable('organizations')
      .set({
        parentIds: sql`${`${parentIds},${current.id}`} || substr(parent_ids, ${ownPath.length + 1})`,
        level: sql`level + ${level - current.level}`,
      })
      .where('schoolId', '=', schoolId)
      .where((eb) => eb.or([eb('parentIds', '=', ownPath), eb('parentIds', 'like', `${ownPath},%`)]))
      .execute();
  }
  if (p.userId !== undefined && p.userId !== current.userId) {
    if (p.userId) await makeLeader(db, schoolId, current.id, p.userId);
    changes.userId = p.userId;
  }
  if (Object.keys(changes).length) await db.updateTable('organizations').set(changes).where('id', '=', p.id).where('schoolId', '=', schoolId).execute();
  return organizationDetail(db, schoolId, p.id);
}

/** POST /organization/delete {id} → null; refused (10002, says why) while it has sub-organisations or members. */
export async function deleteOrganization(db: Db, schoolId: number, id: number): Promise<null> {
  await organizationOf(db, schoolId, id);
  const children = await db.selectFrom('organizations').select(count.as('n')).where('schoolId', '=', schoolId).where('parentId', '=', id).executeTakeFirstOrThrow();
  const members = await db.selectFrom('organizationMembers').select(count.as('n')).where('schoolId', '=', schoolId).where('organizationId', '=', id).executeTakeFirstOrThrow();
  const why = refusal('该组织', [[Number(children.n), '个下级组织'], [Number(members.n), '名成员']]);
  if (why) throw badParams(why);
  await db.deleteFrom('organizations').where('id', '=', id).where('schoolId', '=', schoolId).execute();
  return null;
}
