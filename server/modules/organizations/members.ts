/**
 * Members and leaders of a student organisation (issue 3): members are the school's students,
 * added by student number. The organisation's leader (organizations.user_id) is always one of
 * the members flagged is_leader.
 */
import { sql } from 'kysely';
import type { MemberAddResult, OrganizationMemberRow } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import { ResultCode } from '../../../common/codes.js';
import { ApiError, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { likeContains } from '../../util/like.js';
import type { Db } from '../../db/db.js';
import type { MemberListParams } from './schema.js';

/** Student status 6 (deleted, spec §3) cannot join. */
const DELETED = 6;

function members(db: Db, schoolId: number, organizationId: number) {
  return db
    .selectFrom('organizationMembers as om')
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 'om.userId').onRef('u.schoolId', '=', 'om.schoolId'))
    .leftJoin('students as s', (j) => j.onRef('s.userId', '=', 'om.userId').onRef('s.schoolId', '=', 'om.schoolId'))
    .leftJoin('colleges as c', (j) => j.onRef('c.id', '=', 's.collegeId').onRef('c.schoolId', '=', 's.schoolId'))
    .leftJoin('classes as cl', (j) => j.onRef('cl.id', '=', 's.classId').onRef('cl.schoolId', '=', 's.schoolId'))
    .where('om.schoolId', '=', schoolId)
    .where('om.organizationId', '=', organizationId);
}

/**
 * GET /organization/member/list {organizationId, current, size, name? (name or student number)} →
 * {list: OrganizationMemberRow[], total}: leaders first, then by student number.
 */
export async function listMembers(db: Db, schoolId: number, p: MemberListParams): Promise<Page<OrganizationMemberRow>> {
  const where = <Q extends ReturnType<typeof members>>(q: Q) =>
    q.$if(!!p.name, (qb) =>
      qb.where((eb) => eb.or([eb('u.name', 'like', likeContains(p.name!)), eb('u.username', 'like', likeContains(p.name!))])),
    );
  const total = await where(members(db, schoolId, p.organizationId)).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const rows = await where(members(db, schoolId, p.organizationId))
    .select([
      'om.userId', 'u.name', 'om.isLeader', 'om.joinedAt',
      sql<string>`coalesce(s.code, u.username)`.as('code'),
      sql<string>`coalesce(c.name, '')`.as('collegeName'),
      sql<string>`coalesce(cl.name, '')`.as('className'),
    ])
    .orderBy('om.isLeader', 'desc')
    .orderBy(sql`coalesce(s.code, u.username)`)
    .limit(p.size)
    .offset(pageOffset(p))
    .execute();
  return { list: rows.map((r) => ({ ...r, joinedAt: new Date(r.joinedAt).toISOString() })), total: Number(total.n) };
}

/**
 * POST /organization/member/add {organizationId, userCodes: 'code,code,…'} → {added, existing}.
 * Any code that is not a student of the school → 10002 '参数错误: userCodes 以下学号不存在: …' with
 * data {unknownCodes}, and nothing is written. Codes already members are left as they were.
 */
export async function addMembers(db: Db, schoolId: number, organizationId: number, codes: string[]): Promise<MemberAddResult> {
  const found = await db
    .selectFrom('students')
    .select(['userId', 'code'])
    .where('schoolId', '=', schoolId)
    .where('code', 'in', codes)
    .where('status', '<>', DELETED)
    .execute();
  const known = new Map(found.map((r) => [r.code, r.userId]));
  const unknownCodes = codes.filter((c) => !known.has(c));
  if (unknownCodes.length)
    throw new ApiError(ResultCode.BAD_PARAMS, `参数错误: userCodes 以下学号不存在: ${unknownCodes.join(', ')}`, { unknownCodes });
  const already = await db
    .selectFrom('organizationMembers')
    .select('userId')
    .where('schoolId', '=', schoolId)
    .where('organizationId', '=', organizationId)
    .where('userId', 'in', [...known.values()])
    .execute();
  const existingIds = new Set(already.map((r) => r.userId));
  const fresh = codes.filter((c) => !existingIds.has(known.get(c)!));
  if (fresh.length)
    await db
      .insertInto('organizationMembers')
      .values(fresh.map((c) => ({ schoolId, organizationId, userId: known.get(c)! })))
      .onConflict((oc) => oc.columns(['organizationId', 'userId']).doNothing())
      .execute();
  return { added: fresh.length, existing: codes.filter((c) => existingIds.has(known.get(c)!)) };
}

/** POST /organization/member/remove {organizationId, userIds} → {removed}; removing the leader clears organizations.userId. */
export async function removeMembers(db: Db, schoolId: number, organizationId: number, leaderId: number | null, userIds: number[]) {
  const gone = await db
    .deleteFrom('organizationMembers')
    .where('schoolId', '=', schoolId)
    .where('organizationId', '=', organizationId)
    .where('userId', 'in', userIds)
    .returning('userId')
    .execute();
  if (leaderId !== null && gone.some((g) => g.userId === leaderId))
    await db.updateTable('organizations').set({ userId: null }).where('id', '=', organizationId).where('schoolId', '=', schoolId).execute();
  return { removed: gone.length };
}

/**
 * POST /organization/member/leader {organizationId, userId, isLeader} → null. A non-member → 10002.
 * The first leader of an organisation without one becomes its leader (userId); unsetting the
 * leader clears it.
 */
export async function setLeader(db: Db, schoolId: number, organizationId: number, leaderId: number | null, userId: number, isLeader: boolean) {
  const updated = await db
    .updateTable('organizationMembers')
    .set({ isLeader })
    .where('schoolId', '=', schoolId)
    .where('organizationId', '=', organizationId)
    .where('userId', '=', userId)
    .returning('userId')
    .executeTakeFirst();
  if (!updated) throw fieldError('userId', '该学生不是本组织成员');
  const org = db.updateTable('organizations').where('id', '=', organizationId).where('schoolId', '=', schoolId);
  if (isLeader && leaderId === null) await org.set({ userId }).execute();
  if (!isLeader && leaderId === userId) await org.set({ userId: null }).execute();
  return null;
}
