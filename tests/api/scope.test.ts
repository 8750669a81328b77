/**
 * Data scope (issue 3 contract (c), server/auth/scope.ts): the union over a user's roles — the whole
 * school, the roles' colleges, or the organisations the user leads with all their descendants.
 */
import { describe, expect, it } from 'vitest';
import { dataScopeOf, scopeAllowsCollege } from '../../server/auth/scope.js';
import { fileAppAs } from './helpers.js';
import { addRole, addStaff, collegeIdByName } from './staff-helpers.js';

const { t, admin } = await fileAppAs('admin');

const user = async (username: string, schoolId = 10001) =>
  (await t.db.selectFrom('users').select(['id as userId', 'schoolId']).where('schoolId', '=', schoolId).where('username', '=', username).executeTakeFirstOrThrow());
const scopeOf = async (username: string, schoolId = 10001) => dataScopeOf(t.db, await user(username, schoolId));

/** Inserts an organisation under `parent` (parent_ids per contract (b)) and returns its id. */
async function org(name: string, parent?: { id: number; parentIds: string }) {
  const row = await t.db
    .insertInto('organizations')
    .values({
      schoolId: 10001, name, nature: 2, parentId: parent?.id ?? null,
      parentIds: parent ? `${parent.parentIds},${parent.id}` : '0', level: parent ? parent.parentIds.split(',').length + 1 : 1,
    })
    .returning(['id', 'parentIds'])
    .executeTakeFirstOrThrow();
  return row;
}

describe('dataScopeOf', () => {
  it('is the whole school for the administrator and for roles with school scope', async () => {
    expect(await scopeOf('admin')).toEqual({ kind: 'school' });
    expect(await scopeOf('t1001')).toEqual({ kind: 'school' });
    expect(await scopeOf('admin', 10002)).toEqual({ kind: 'school' });
  });

  it("is the role's college for the seeded college administrator c1001", async () => {
    const cse = await collegeIdByName(t, 10001, '计算机学院');
    const scope = await scopeOf('c1001');
    expect(scope).toEqual({ kind: 'college', collegeIds: [cse] });
    expect(scopeAllowsCollege(scope, cse)).toBe(true);
    expect(scopeAllowsCollege(scope, await collegeIdByName(t, 10001, '文学院'))).toBe(false);
    expect(scopeAllowsCollege(scope, null)).toBe(false);
  });

  it('joins the colleges of several roles, and any school-wide role wins', async () => {
    const cse = await collegeIdByName(t, 10001, '计算机学院');
    const art = await collegeIdByName(t, 10001, '艺术学院');
    const r1 = await addRole(t, admin, { name: '计院', permission: '1', dataScope: 2, scopeCollegeId: cse });
    const r2 = await addRole(t, admin, { name: '艺院', permission: '1', dataScope: 2, scopeCollegeId: art });
    const r3 = await addRole(t, admin, { name: '全校', permission: '1', dataScope: 1 });
    await addStaff(t, admin, { code: 'sc-two', roleIds: [r2.id, r1.id] });
    expect(await scopeOf('sc-two')).toEqual({ kind: 'college', collegeIds: [cse, art].sort((a, b) => a - b) });
    await addStaff(t, admin, { code: 'sc-all', roleIds: [r1.id, r3.id] });
    expect(await scopeOf('sc-all')).toEqual({ kind: 'school' });
  });

  it('sees nothing without roles', async () => {
    await addStaff(t, admin, { code: 'sc-none' });
    const scope = await scopeOf('sc-none');
    expect(scope).toEqual({ kind: 'college', collegeIds: [] });
    expect(scopeAllowsCollege(scope, await collegeIdByName(t, 10001, '计算机学院'))).toBe(false);
  });

  it('is the led organisations and their descendants for an own-organisation role', async () => {
    const role = await addRole(t, admin, { name: '组织负责人', permission: '1', dataScope: 3 });
    const leader = await addStaff(t, admin, { code: 'sc-org', roleIds: [role.id] });
    expect(await scopeOf('sc-org')).toEqual({ kind: 'organization', organizationIds: [] });

    const union = await org('范围测试学生会');
    const dept = await org('范围测试宣传部', union);
    const team = await org('范围测试摄影组', dept);
    const other = await org('范围测试篮球协会');
    const member = async (organizationId: number, isLeader: boolean) =>
      t.db.insertInto('organizationMembers').values({ schoolId: 10001, organizationId, userId: leader.id, isLeader }).execute();
    await member(union.id, true);
    await member(other.id, false); // a plain member does not get the organisation
    expect(await scopeOf('sc-org')).toEqual({ kind: 'organization', organizationIds: [union.id, dept.id, team.id] });

    // Holding a college role as well gives the college scope (DataScope has one kind).
    const cse = await collegeIdByName(t, 10001, '计算机学院');
    const both = await addRole(t, admin, { name: '学院+组织', permission: '1', dataScope: 2, scopeCollegeId: cse });
    await t.db.insertInto('userRoles').values({ schoolId: 10001, userId: leader.id, roleId: both.id }).execute();
    expect(await scopeOf('sc-org')).toEqual({ kind: 'college', collegeIds: [cse] });
  });

  it('follows a role whose data scope is changed', async () => {
    const role = await addRole(t, admin, { name: '可变范围', permission: '1', dataScope: 1 });
    await addStaff(t, admin, { code: 'sc-chg', roleIds: [role.id] });
    expect(await scopeOf('sc-chg')).toEqual({ kind: 'school' });
    const lit = await collegeIdByName(t, 10001, '文学院');
    await t.db.updateTable('roles').set({ dataScope: 2, scopeCollegeId: lit }).where('id', '=', role.id).execute();
    expect(await scopeOf('sc-chg')).toEqual({ kind: 'college', collegeIds: [lit] });
  });
});
