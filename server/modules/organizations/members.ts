/**
 * Members and leaders of a student organisation (issue 3): members are the school's students,
 * added by student number. The organisation's leader (organizations.user_id) is always one of
 * the members flagged is_leader.
 */
import type { MemberAddResult, OrganizationMemberRow } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import { ResultCode } from '../../../common/codes.js';
import { ApiError, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import type { Db } from '../../db/db.js';
import type { MemberListParams } from '../../../common/schemas/organizations.js';
import * as repo from './repository.js';

/** Student status 6 (deleted, spec §3) cannot join. */
const DELETED = 6;

/**
 * GET /organization/member/list {organizationId, current, size, name? (name or student number)} →
 * {list: OrganizationMemberRow[], total}: leaders first, then by student number.
 */
export async function listMembers(db: Db, schoolId: number, p: MemberListParams): Promise<Page<OrganizationMemberRow>> {
  const { rows, total } = await repo.findMemberPage(db, schoolId, p.organizationId, p.name, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map((r) => ({ ...r, joinedAt: new Date(r.joinedAt).toISOString() })), total };
}

/**
 * POST /organization/member/add {organizationId, userCodes: 'code,code,…'} → {added, existing}.
 * Any code that is not a student of the school → 10002 '参数错误: userCodes 以下学号不存在: …' with
 * data {unknownCodes}, and nothing is written. Codes already members are left as they were.
 */
export async function addMembers(db: Db, schoolId: number, organizationId: number, codes: string[]): Promise<MemberAddResult> {
  const found = await repo.findStudentsByCode(db, schoolId, codes, DELETED);
  const known = new Map(found.map((r) => [r.code, r.userId]));
  const unknownCodes = codes.filter((c) => !known.has(c));
  if (unknownCodes.length)
    throw new ApiError(ResultCode.BAD_PARAMS, `参数错误: userCodes 以下学号不存在: ${unknownCodes.join(', ')}`, { unknownCodes });
  const existingIds = new Set(await repo.findMemberIds(db, schoolId, organizationId, [...known.values()]));
  const fresh = codes.filter((c) => !existingIds.has(known.get(c)!));
  if (fresh.length) await repo.insertMembers(db, schoolId, organizationId, fresh.map((c) => known.get(c)!));
  return { added: fresh.length, existing: codes.filter((c) => existingIds.has(known.get(c)!)) };
}

/** POST /organization/member/remove {organizationId, userIds} → {removed}; removing the leader clears organizations.userId. */
export async function removeMembers(db: Db, schoolId: number, organizationId: number, leaderId: number | null, userIds: number[]) {
  const gone = await repo.deleteMembers(db, schoolId, organizationId, userIds);
  if (leaderId !== null && gone.includes(leaderId)) await repo.updateOrganizationRow(db, schoolId, organizationId, { userId: null });
  return { removed: gone.length };
}

/**
 * POST /organization/member/leader {organizationId, userId, isLeader} → null. A non-member → 10002.
 * The first leader of an organisation without one becomes its leader (userId); unsetting the
 * leader clears it.
 */
export async function setLeader(db: Db, schoolId: number, organizationId: number, leaderId: number | null, userId: number, isLeader: boolean) {
  if (!(await repo.setMemberLeader(db, schoolId, organizationId, userId, isLeader))) throw fieldError('userId', '该学生不是本组织成员');
  if (isLeader && leaderId === null) await repo.updateOrganizationRow(db, schoolId, organizationId, { userId });
  if (!isLeader && leaderId === userId) await repo.updateOrganizationRow(db, schoolId, organizationId, { userId: null });
  return null;
}
