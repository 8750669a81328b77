/**
 * Staff of the activity demo at 示范大学 (issue 4, README demo accounts):
 *  - the organisation leader 'l1001' / 'Leader@123456' (王书记, 校团委老师, role 指导教师), who leads
 *    青年志愿者协会 and 校学生会 (organizations.user_id and an is_leader member row) and so may launch
 *    their activities;
 *  - a second auditor 'a1001' / 'Auditor@123456' (赵老师, role 审核员), so that the two-step flow
 *    活动审核-两级 (组织初审 by t1001, 团委复审 by a1001; seed/flows.ts) has two different auditors.
 * Must run after the organisations and before the flows.
 */
import type { Transaction } from 'kysely';
import { hashPassword } from '../auth/passwords.js';
import type { Database } from '../db/types.js';

export const ACTIVITY_STAFF_SCHOOL = 10001;

export const DEMO_LEADER = {
  username: 'l1001', password: 'Leader@123456', name: '王书记', title: '校团委老师', mobile: '13900000012', role: 'teacher',
  leads: ['青年志愿者协会', '校学生会'],
} as const;

export const DEMO_AUDITOR = { username: 'a1001', password: 'Auditor@123456', name: '赵老师', title: '校团委干事', mobile: '13900000013', role: 'auditor' } as const;

async function addStaffUser(trx: Transaction<Database>, schoolId: number, p: { username: string; password: string; name: string; title: string; mobile: string; role: string }): Promise<number> {
  const { id } = await trx
    .insertInto('users')
    .values({ schoolId, username: p.username, name: p.name, identity: 0, isAdmin: 0, gender: 1, mobile: p.mobile, passwordHash: await hashPassword(p.password) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await trx.selectFrom('roles').select('id').where('schoolId', '=', schoolId).where('code', '=', p.role).executeTakeFirstOrThrow();
  await trx.insertInto('userRoles').values({ schoolId, userId: id, roleId: role.id }).execute();
  await trx.insertInto('staff').values({ schoolId, userId: id, collegeId: null, title: p.title }).execute();
  return id;
}

/** The leader and the second auditor of 10001 (nothing for other schools); returns their user ids. */
export async function seedActivityStaff(trx: Transaction<Database>, schoolId: number): Promise<{ leaderId: number; auditorId: number } | null> {
  if (schoolId !== ACTIVITY_STAFF_SCHOOL) return null;
  const leaderId = await addStaffUser(trx, schoolId, DEMO_LEADER);
  const auditorId = await addStaffUser(trx, schoolId, DEMO_AUDITOR);
  const orgs = await trx
    .selectFrom('organizations')
    .select('id')
    .where('schoolId', '=', schoolId)
    .where('name', 'in', [...DEMO_LEADER.leads])
    .where('parentId', 'is', null)
    .execute();
  if (orgs.length) {
    await trx.updateTable('organizations').set({ userId: leaderId }).where('id', 'in', orgs.map((o) => o.id)).execute();
    await trx.insertInto('organizationMembers').values(orgs.map((o) => ({ schoolId, organizationId: o.id, userId: leaderId, isLeader: true }))).execute();
  }
  return { leaderId, auditorId };
}
