/**
 * The Kysely queries of 组织管理 (issue 3): organisations (one tree per nature, paths in
 * parent_ids) and their members, always within one school. The rules live in service.ts and
 * members.ts.
 */
import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/db.js';
import type { OrganizationsTable } from '../../db/types.js';
import { countAll, pageOf } from '../../db/paging.js';
import { detachReferences, fromSchool, sameSchool, schoolRows, type TenantMatch, updateSchoolRows } from '../../db/tenant.js';
import { grantedModules } from '../../auth/permissions.js';
import { likeContains } from '../../util/like.js';

/** The filters of the organisation list: natures always, name (contains) and parent (0: top level) optional. */
export interface OrganizationFilter {
  natures: number[];
  name?: string;
  parentId?: number;
}

/** Organisations o of the school with their leader's name and member count, as tree nodes. */
function nodes(db: Db, schoolId: number) {
  return fromSchool(db, 'organizations as o', schoolId)
    .leftJoin('users as u', sameSchool('u.id', 'o.userId'))
    .select((eb) => [
      'o.id', 'o.name', 'o.parentIds', 'o.level', 'o.nature', 'o.identity', 'o.remarks', 'o.secretaryName',
      sql<number>`coalesce(o.parent_id, 0)`.as('parentId'),
      sql<number>`coalesce(o.user_id, 0)`.as('userId'),
      sql<string>`coalesce(u.name, '')`.as('userName'),
      eb.selectFrom('organizationMembers as om').select(countAll.as('n')).whereRef('om.schoolId', '=', 'o.schoolId').whereRef('om.organizationId', '=', 'o.id').as('memberCount'),
    ]);
}

/** The organisation row of the school, or undefined. */
export function findOrganization(db: Db, schoolId: number, id: number) {
  return db.selectFrom('organizations').selectAll().where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
}

/** The school's organisations of one nature as nodes, by orderId then id. */
export function findNatureNodes(db: Db, schoolId: number, nature: number) {
  return nodes(db, schoolId).where('o.nature', '=', nature).orderBy('o.orderId').orderBy('o.id').execute();
}

/** One page of nodes matching the filter, by nature, level, orderId, id; and how many match. */
export function findNodePage(db: Db, schoolId: number, f: OrganizationFilter, page: { limit: number; offset: number }) {
  return pageOf(
    nodes(db, schoolId)
      .where('o.nature', 'in', f.natures)
      .$if(!!f.name, (qb) => qb.where('o.name', 'like', likeContains(f.name!)))
      .$if(f.parentId === 0, (qb) => qb.where('o.parentId', 'is', null))
      .$if(!!f.parentId, (qb) => qb.where('o.parentId', '=', f.parentId!))
      .orderBy('o.nature').orderBy('o.level').orderBy('o.orderId').orderBy('o.id'),
    page,
  );
}

/** One node with its parent's name, leader's 工号/学号, child count and creation time; undefined when not the school's. */
export function findNodeDetail(db: Db, schoolId: number, id: number) {
  return nodes(db, schoolId)
    .leftJoin('organizations as pa', sameSchool('pa.id', 'o.parentId'))
    .select((eb) => [
      sql<string>`coalesce(pa.name, '')`.as('parentName'),
      sql<string>`coalesce(u.username, '')`.as('userCode'),
      'o.createdAt',
      eb.selectFrom('organizations as ch').select(countAll.as('n')).whereRef('ch.schoolId', '=', 'o.schoolId').whereRef('ch.parentId', '=', 'o.id').as('childCount'),
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
}

/** True when a sibling under `parentId` (null: top level) other than `exceptId` is named `name`. */
export async function siblingNamed(db: Db, schoolId: number, parentId: number | null, name: string, exceptId?: number): Promise<boolean> {
  const taken = await schoolRows(db, 'organizations', schoolId, { name })
    .select('id')
    .where(sql<boolean>`coalesce(parent_id, 0) = ${parentId ?? 0}`)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return taken !== undefined;
}

/** True when the user is a student of the school. */
export async function isStudent(db: Db, schoolId: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom('students').select('userId').where('schoolId', '=', schoolId).where('userId', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Makes the user a member flagged is_leader (a member already keeps their row). */
export async function upsertLeaderMember(db: Db, schoolId: number, organizationId: number, userId: number): Promise<void> {
  await db
    .insertInto('organizationMembers')
    .values({ schoolId, organizationId, userId, isLeader: true })
    .onConflict((oc) => oc.columns(['schoolId', 'organizationId', 'userId']).doUpdateSet({ isLeader: true }))
    .execute();
}

/** Inserts an organisation and returns its id. */
export async function insertOrganization(
  db: Db,
  schoolId: number,
  v: { name: string; nature: number; parentId: number | null; parentIds: string; level: number; identity: number; remarks: string; secretaryName: string; orderId: number },
): Promise<number> {
  const { id } = await db.insertInto('organizations').values({ schoolId, ...v }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Changes an organisation's own columns. */
export async function updateOrganizationRow(db: Db, schoolId: number, id: number, changes: Updateable<OrganizationsTable>): Promise<void> {
  await db.updateTable('organizations').set(changes).where('id', '=', id).where('schoolId', '=', schoolId).execute();
}

/**
 * Moves the subtree whose rows' paths start with `ownPath` (the node's parentIds + ',' + id):
 * their paths start with `newPath` instead and their level shifts by `levelShift`.
 */
export async function moveSubtree(db: Db, schoolId: number, ownPath: string, newPath: string, levelShift: number): Promise<void> {
  await db
    .updateTable('organizations')
    .set({
      parentIds: sql`${newPath} || substr(parent_ids, ${ownPath.length + 1})`,
      level: sql`level + ${levelShift}`,
    })
    .where('schoolId', '=', schoolId)
    .where((eb) => eb.or([eb('parentIds', '=', ownPath), eb('parentIds', 'like', `${ownPath},%`)]))
    .execute();
}

/** How many sub-organisations and members the organisation has. */
export async function countDependents(db: Db, schoolId: number, id: number): Promise<{ children: number; members: number }> {
  const children = await db.selectFrom('organizations').select(countAll.as('n')).where('schoolId', '=', schoolId).where('parentId', '=', id).executeTakeFirstOrThrow();
  const members = await db.selectFrom('organizationMembers').select(countAll.as('n')).where('schoolId', '=', schoolId).where('organizationId', '=', id).executeTakeFirstOrThrow();
  return { children: Number(children.n), members: Number(members.n) };
}

/** Deletes the organisation; declaration projects it ran keep no organisation. */
export async function deleteOrganizationRow(db: Db, schoolId: number, id: number): Promise<void> {
  await detachReferences(db, schoolId, id, [['declarationProjects', 'organizationId'], ['organizationApplications', 'parentId']]);
  await db.deleteFrom('organizations').where('id', '=', id).where('schoolId', '=', schoolId).execute();
}

/** One page of the organisation's members (name or number containing `name`), leaders first then by number; and how many match. */
export function findMemberPage(db: Db, schoolId: number, organizationId: number, name: string | undefined, page: { limit: number; offset: number }) {
  return pageOf(
    fromSchool(db, 'organizationMembers as om', schoolId)
      .innerJoin('users as u', sameSchool('u.id', 'om.userId'))
      .leftJoin('students as s', sameSchool('s.userId', 'om.userId'))
      .leftJoin('colleges as c', sameSchool('c.id', 's.collegeId'))
      .leftJoin('classes as cl', sameSchool('cl.id', 's.classId'))
      .where('om.organizationId', '=', organizationId)
      .$if(!!name, (qb) => qb.where((eb) => eb.or([eb('u.name', 'like', likeContains(name!)), eb('u.username', 'like', likeContains(name!))])))
      .select([
        'om.userId', 'u.name', 'om.isLeader', 'om.joinedAt',
        sql<string>`coalesce(s.code, u.username)`.as('code'),
        sql<string>`coalesce(c.name, '')`.as('collegeName'),
        sql<string>`coalesce(cl.name, '')`.as('className'),
      ])
      .orderBy('om.isLeader', 'desc')
      .orderBy(sql`coalesce(s.code, u.username)`)
      .orderBy('om.userId'),
    page,
  );
}

/** The school's students with these numbers whose status is not `exceptStatus` (unordered). */
export function findStudentsByCode(db: Db, schoolId: number, codes: string[], exceptStatus: number) {
  return db.selectFrom('students').select(['userId', 'code']).where('schoolId', '=', schoolId).where('code', 'in', codes).where('status', '<>', exceptStatus).execute();
}

/** The users among `userIds` who are already members of the organisation. */
export async function findMemberIds(db: Db, schoolId: number, organizationId: number, userIds: number[]): Promise<number[]> {
  const rows = await memberships(db, schoolId, { organizationId }).where('userId', 'in', userIds).execute();
  return rows.map((r) => r.userId);
}

/**
 * The school's organisation memberships matching `match` (e.g. `{ userId, isLeader: true }`: the
 * organisations a user leads), as {organizationId, userId, isLeader}; chain more `.where` as needed.
 */
export function memberships(db: Db, schoolId: number, match: TenantMatch<'organizationMembers'>) {
  return schoolRows(db, 'organizationMembers', schoolId, match).select(['organizationId', 'userId', 'isLeader']);
}

/** Adds members (those already in are left as they were). */
export async function insertMembers(db: Db, schoolId: number, organizationId: number, userIds: number[]): Promise<void> {
  await db
    .insertInto('organizationMembers')
    .values(userIds.map((userId) => ({ schoolId, organizationId, userId })))
    .onConflict((oc) => oc.columns(['schoolId', 'organizationId', 'userId']).doNothing())
    .execute();
}

/** Removes the members among `userIds`; returns the ids removed. */
export async function deleteMembers(db: Db, schoolId: number, organizationId: number, userIds: number[]): Promise<number[]> {
  const gone = await db
    .deleteFrom('organizationMembers')
    .where('schoolId', '=', schoolId)
    .where('organizationId', '=', organizationId)
    .where('userId', 'in', userIds)
    .returning('userId')
    .execute();
  return gone.map((g) => g.userId);
}

/** Sets a member's leader flag; false when the user is not a member. */
export async function setMemberLeader(db: Db, schoolId: number, organizationId: number, userId: number, isLeader: boolean): Promise<boolean> {
  const updated = await updateSchoolRows(db, 'organizationMembers', schoolId, { organizationId, userId }, { isLeader }).returning('userId').executeTakeFirst();
  return updated !== undefined;
}

/** Which of `paths` the user's roles grant (module paths). */
export async function findGrantedPaths(db: Db, schoolId: number, userId: number, paths: string[]): Promise<string[]> {
  const rows = await grantedModules(db, schoolId, userId).where('m.path', 'in', paths).select('m.path').execute();
  return rows.map((r) => r.path);
}
