/**
 * Student organisations (issue 3; spec §2 /organization/*, §3 "Organisation tree node"): the demo
 * seed, trees and parentIds, list paging, detail, CRUD with refusals that say why, members by
 * student number (unknown codes write nothing), leaders, tenant isolation and permissions per nature.
 */
import { describe, expect, it } from 'vitest';
import type { MemberAddResult, OrganizationDetail, OrganizationMemberRow, OrganizationNode } from '../../common/api.js';
import type { Page } from '../../common/envelope.js';
import { fileAppAs, signIn } from './helpers.js';
import { fail, grantOnly, ok } from './structure-helpers.js';

const { t, admin, admin2, teacher, student } = await fileAppAs('admin', 'admin2', 'teacher', 'student');

const flat = (nodes: OrganizationNode[]): OrganizationNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const tree = (nature: number, token = admin) => ok<OrganizationNode[]>(t, 'GET', '/organization/tree', { nature }, token);
const orgId = async (schoolId: number, name: string) =>
  (await t.db.selectFrom('organizations').select('id').where('schoolId', '=', schoolId).where('name', '=', name).where('parentId', 'is', null).executeTakeFirstOrThrow()).id;
const codesOf = async (schoolId: number, n: number, offset = 0) =>
  (await t.db.selectFrom('students').select('code').where('schoolId', '=', schoolId).where('status', '=', 1).orderBy('code').limit(n).offset(offset).execute()).map((r) => r.code);

describe('seeded trees', () => {
  it('has 校学生会 with its departments, each organisation with a leader who is a leader member', async () => {
    const union = (await tree(1)).find((n) => n.name === '校学生会')!;
    expect(union).toMatchObject({ parentId: 0, parentIds: '0', level: 1, nature: 1 });
    expect(union.children!.map((c) => c.name)).toEqual(['学习部', '文艺部', '体育部', '宣传部', '外联部', '生活部']);
    const rows = await t.db.selectFrom('organizations').selectAll().where('schoolId', '=', 10001).execute();
    for (const o of rows) {
      expect(o.userId, o.name).not.toBeNull();
      const leader = await t.db.selectFrom('organizationMembers').select('isLeader').where('organizationId', '=', o.id).where('userId', '=', o.userId!).executeTakeFirst();
      expect(leader?.isLeader, o.name).toBe(true);
    }
    const clubs = flat(await tree(2)).map((n) => n.name);
    expect(clubs).toEqual(expect.arrayContaining(['摄影协会', '辩论社', '机器人创新社', '无人机小组']));
    expect(flat(await tree(3)).map((n) => n.name)).toContain('青年志愿者协会');
    expect(flat(await tree(4)).every((n) => /班(团支部|班委会)$/.test(n.name))).toBe(true);
    expect(flat(await tree(5)).map((n) => n.name)).toContain('校史讲解队');
  });

  it('gives every node parentIds from 0 down to its parent, a level matching its depth, and member counts from the rows', async () => {
    for (const nature of [1, 2, 3, 4, 5]) {
      const walk = async (nodes: OrganizationNode[], path: number[]) => {
        for (const n of nodes) {
          expect(n.parentIds).toBe(path.join(','));
          expect(n.level).toBe(path.length);
          expect(n.parentId).toBe(path[path.length - 1]);
          expect(n.nature).toBe(nature);
          const members = await t.db.selectFrom('organizationMembers').select((eb) => eb.fn.countAll<number>().as('c')).where('organizationId', '=', n.id).executeTakeFirstOrThrow();
          expect(n.memberCount).toBe(Number(members.c));
          expect(n.partyCount).toBe(n.memberCount);
          await walk(n.children ?? [], [...path, n.id]);
        }
      };
      await walk(await tree(nature), [0]);
    }
  });
});

describe('list and detail', () => {
  it('pages the organisations of a nature and filters by name and parent', async () => {
    const all = flat(await tree(2));
    const first = await ok<Page<OrganizationNode>>(t, 'GET', '/organization/list', { nature: 2, current: 1, size: 10 }, admin);
    expect(first.total).toBe(all.length);
    expect(first.list).toHaveLength(Math.min(10, all.length));
    const second = await ok<Page<OrganizationNode>>(t, 'GET', '/organization/list', { nature: 2, current: 2, size: 10 }, admin);
    expect(new Set([...first.list, ...second.list].map((o) => o.id)).size).toBe(all.length);
    const byName = await ok<Page<OrganizationNode>>(t, 'GET', '/organization/list', { name: '协会' }, admin);
    expect(byName.list.length).toBeGreaterThan(0);
    expect(byName.list.every((o) => o.name.includes('协会'))).toBe(true);
    const union = await orgId(10001, '校学生会');
    const children = await ok<Page<OrganizationNode>>(t, 'GET', '/organization/list', { parentId: union, size: 40 }, admin);
    expect(children.total).toBe(6);
    expect(await fail(t, 'GET', '/organization/list', { nature: 9 }, admin)).toMatchObject({ code: 10002, msg: '参数错误: nature 格式不正确' });
  });

  it('details an organisation with its leader, parent and counts', async () => {
    const union = await orgId(10001, '校学生会');
    const study = (await t.db.selectFrom('organizations').select('id').where('parentId', '=', union).where('name', '=', '学习部').executeTakeFirstOrThrow()).id;
    const d = await ok<OrganizationDetail>(t, 'GET', '/organization/detail', { id: study }, admin);
    const leader = await t.db.selectFrom('organizations as o').innerJoin('users as u', 'u.id', 'o.userId').select(['u.name', 'u.username']).where('o.id', '=', study).executeTakeFirstOrThrow();
    expect(d).toMatchObject({ name: '学习部', parentId: union, parentName: '校学生会', parentIds: `0,${union}`, level: 2, userName: leader.name, userCode: leader.username, childCount: 0 });
    expect(await fail(t, 'GET', '/organization/detail', { id: 99999999 }, admin)).toMatchObject({ code: 10002, msg: '参数错误: id 组织不存在' });
  });
});

describe('add, update, move and delete', () => {
  it('adds a club tree, moves a branch and rewrites parentIds and level of the whole subtree', async () => {
    const a = await ok<OrganizationDetail>(t, 'POST', '/organization/add', { name: '街舞社', nature: 2, secretaryName: '周老师', remarks: '热爱街舞' }, admin);
    expect(a).toMatchObject({ parentId: 0, parentIds: '0', level: 1, nature: 2, identity: 1, secretaryName: '周老师', remarks: '热爱街舞', memberCount: 0, userId: 0 });
    const b = await ok<OrganizationDetail>(t, 'POST', '/organization/add', { name: 'Breaking 组', parentId: a.id }, admin);
    expect(b).toMatchObject({ nature: 2, parentIds: `0,${a.id}`, level: 2 });
    const c = await ok<OrganizationDetail>(t, 'POST', '/organization/add', { name: '新手班', parentId: b.id }, admin);
    expect(c).toMatchObject({ parentIds: `0,${a.id},${b.id}`, level: 3 });

    expect(await fail(t, 'POST', '/organization/add', { name: 'Breaking 组', parentId: a.id }, admin)).toMatchObject({ code: 10002, msg: '参数错误: name 同级已存在名为「Breaking 组」的组织' });
    expect(await fail(t, 'POST', '/organization/add', { name: '错类', nature: 1, parentId: a.id }, admin)).toMatchObject({ code: 10002, msg: '参数错误: parentId 上级组织不属于该类别' });
    expect(await fail(t, 'POST', '/organization/add', { name: '无类' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: nature 不能为空' });
    expect(await fail(t, 'POST', '/organization/update', { id: a.id, parentId: c.id }, admin)).toMatchObject({ code: 10002, msg: '参数错误: parentId 不能把组织移动到其自身或其下级组织之下' });
    expect(await fail(t, 'POST', '/organization/update', { id: a.id, parentId: a.id }, admin)).toMatchObject({ code: 10002 });
    const union = await orgId(10001, '校学生会');
    expect(await fail(t, 'POST', '/organization/update', { id: b.id, parentId: union }, admin)).toMatchObject({ code: 10002, msg: '参数错误: parentId 上级组织不属于该类别' });

    // Move B (with C) under 摄影协会: both paths and levels follow.
    const photo = await orgId(10001, '摄影协会');
    const moved = await ok<OrganizationDetail>(t, 'POST', '/organization/update', { id: b.id, parentId: photo }, admin);
    expect(moved).toMatchObject({ parentId: photo, parentIds: `0,${photo}`, level: 2, parentName: '摄影协会' });
    expect(await ok<OrganizationDetail>(t, 'GET', '/organization/detail', { id: c.id }, admin)).toMatchObject({ parentIds: `0,${photo},${b.id}`, level: 3 });
    // And back to the top level.
    await ok(t, 'POST', '/organization/update', { id: b.id, parentId: 0 }, admin);
    expect(await ok<OrganizationDetail>(t, 'GET', '/organization/detail', { id: c.id }, admin)).toMatchObject({ parentIds: `0,${b.id}`, level: 2 });

    expect(await fail(t, 'POST', '/organization/delete', { id: b.id }, admin)).toMatchObject({ code: 10002, msg: '该组织下仍有 1 个下级组织,无法删除' });
    for (const id of [c.id, b.id, a.id]) await ok(t, 'POST', '/organization/delete', { id }, admin);
    expect(await t.db.selectFrom('organizations').select('id').where('id', 'in', [a.id, b.id, c.id]).execute()).toEqual([]);
  });

  it('refuses to delete an organisation that still has sub-organisations and members, with the counts', async () => {
    const union = await orgId(10001, '校学生会');
    const members = await t.db.selectFrom('organizationMembers').select((eb) => eb.fn.countAll<number>().as('c')).where('organizationId', '=', union).executeTakeFirstOrThrow();
    expect(await fail(t, 'POST', '/organization/delete', { id: union }, admin)).toMatchObject({ code: 10002, msg: `该组织下仍有 6 个下级组织和 ${Number(members.c)} 名成员,无法删除` });
  });

  it('sets a leader through userId: a student of the school who becomes a leader member', async () => {
    const org = await ok<OrganizationDetail>(t, 'POST', '/organization/add', { name: '魔方社', nature: 2 }, admin);
    const [code] = await codesOf(10001, 1, 5);
    const user = await t.db.selectFrom('users').select(['id', 'name']).where('schoolId', '=', 10001).where('username', '=', code).executeTakeFirstOrThrow();
    const updated = await ok<OrganizationDetail>(t, 'POST', '/organization/update', { id: org.id, userId: user.id }, admin);
    expect(updated).toMatchObject({ userId: user.id, userName: user.name, userCode: code, memberCount: 1 });
    const teacherRow = await t.db.selectFrom('users').select('id').where('schoolId', '=', 10001).where('username', '=', 't1001').executeTakeFirstOrThrow();
    expect(await fail(t, 'POST', '/organization/update', { id: org.id, userId: teacherRow.id }, admin)).toMatchObject({ code: 10002, msg: '参数错误: userId 负责人必须是本校学生' });
    const cleared = await ok<OrganizationDetail>(t, 'POST', '/organization/update', { id: org.id, userId: 0 }, admin);
    expect(cleared).toMatchObject({ userId: 0, userName: '' });
  });
});

describe('members', () => {
  it('adds members by student number, reports existing ones, and lists them leaders first', async () => {
    const org = await ok<OrganizationDetail>(t, 'POST', '/organization/add', { name: '读书会', nature: 5 }, admin);
    const codes = await codesOf(10001, 5, 20);
    const added = await ok<MemberAddResult>(t, 'POST', '/organization/member/add', { organizationId: org.id, userCodes: `${codes[0]}, ${codes[1]}，${codes[2]}\n${codes[2]}` }, admin);
    expect(added).toEqual({ added: 3, existing: [] });
    const again = await ok<MemberAddResult>(t, 'POST', '/organization/member/add', { organizationId: org.id, userCodes: `${codes[2]},${codes[3]}` }, admin);
    expect(again).toEqual({ added: 1, existing: [codes[2]] });

    const list = await ok<Page<OrganizationMemberRow>>(t, 'GET', '/organization/member/list', { organizationId: org.id }, admin);
    expect(list.total).toBe(4);
    expect(list.list.map((m) => m.code)).toEqual(codes.slice(0, 4));
    const who = await t.db
      .selectFrom('students as s').innerJoin('users as u', 'u.id', 's.userId').innerJoin('colleges as c', 'c.id', 's.collegeId').innerJoin('classes as cl', 'cl.id', 's.classId')
      .select(['u.id', 'u.name', 'c.name as collegeName', 'cl.name as className']).where('s.code', '=', codes[0]).where('s.schoolId', '=', 10001).executeTakeFirstOrThrow();
    expect(list.list[0]).toMatchObject({ userId: who.id, name: who.name, code: codes[0], collegeName: who.collegeName, className: who.className, isLeader: false });
    expect(Number.isNaN(Date.parse(list.list[0].joinedAt))).toBe(false);

    // Make the third one leader: the organisation had none, so they become its leader; listed first.
    const third = list.list[2];
    await ok(t, 'POST', '/organization/member/leader', { organizationId: org.id, userId: third.userId, isLeader: true }, admin);
    const afterLeader = await ok<Page<OrganizationMemberRow>>(t, 'GET', '/organization/member/list', { organizationId: org.id }, admin);
    expect(afterLeader.list[0]).toMatchObject({ userId: third.userId, isLeader: true });
    expect((await ok<OrganizationDetail>(t, 'GET', '/organization/detail', { id: org.id }, admin)).userId).toBe(third.userId);
    const byName = await ok<Page<OrganizationMemberRow>>(t, 'GET', '/organization/member/list', { organizationId: org.id, name: codes[1] }, admin);
    expect(byName.list.map((m) => m.code)).toEqual([codes[1]]);

    // Removing the leader clears the organisation's leader.
    expect(await ok(t, 'POST', '/organization/member/remove', { organizationId: org.id, userIds: `${third.userId},${list.list[0].userId}` }, admin)).toEqual({ removed: 2 });
    expect(await ok<OrganizationDetail>(t, 'GET', '/organization/detail', { id: org.id }, admin)).toMatchObject({ userId: 0, memberCount: 2 });
    expect(await fail(t, 'POST', '/organization/member/leader', { organizationId: org.id, userId: third.userId, isLeader: 1 }, admin)).toMatchObject({
      code: 10002,
      msg: '参数错误: userId 该学生不是本组织成员',
    });
    expect(await fail(t, 'POST', '/organization/member/leader', { organizationId: org.id, userId: third.userId }, admin)).toMatchObject({ code: 10002, msg: '参数错误: isLeader 不能为空' });
  });

  it('writes nothing when any code is unknown, and names the unknown codes', async () => {
    const org = await ok<OrganizationDetail>(t, 'POST', '/organization/add', { name: '诗社', nature: 2 }, admin);
    const codes = await codesOf(10001, 2, 40);
    const foreign = (await codesOf(10002, 1))[0];
    const env = await fail(t, 'POST', '/organization/member/add', { organizationId: org.id, userCodes: `${codes[0]},9999999999,${foreign},${codes[1]}` }, admin);
    expect(env).toMatchObject({ code: 10002, msg: `参数错误: userCodes 以下学号不存在: 9999999999, ${foreign}`, data: { unknownCodes: ['9999999999', foreign] } });
    const rows = await t.db.selectFrom('organizationMembers').select('userId').where('organizationId', '=', org.id).execute();
    expect(rows).toEqual([]);
    expect(await fail(t, 'POST', '/organization/member/add', { organizationId: org.id, userCodes: ' , ' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: userCodes 不能为空' });
    expect(await fail(t, 'POST', '/organization/member/remove', { organizationId: org.id, userIds: 'a,b' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: userIds 格式不正确' });
  });

  it('pages members within the allowed sizes', async () => {
    const union = await orgId(10001, '校学生会');
    const total = (await ok<Page<OrganizationMemberRow>>(t, 'GET', '/organization/member/list', { organizationId: union, size: 40 }, admin)).total;
    expect(total).toBeGreaterThanOrEqual(10);
    const p1 = await ok<Page<OrganizationMemberRow>>(t, 'GET', '/organization/member/list', { organizationId: union, size: 5 }, admin);
    expect(p1.list).toHaveLength(Math.min(10, total)); // 5 is clamped to 10
    const p2 = await ok<Page<OrganizationMemberRow>>(t, 'GET', '/organization/member/list', { organizationId: union, size: 10, current: 2 }, admin);
    expect(p2.list.some((m) => p1.list.some((x) => x.userId === m.userId))).toBe(false);
  });
});

describe('tenant isolation and permissions', () => {
  it('10002 sees only its own organisations and cannot read or change 10001’s', async () => {
    expect(flat(await tree(1, admin2)).map((n) => n.name)).toEqual(['东湖学院学生会', '学习部', '文艺部']);
    expect(flat(await tree(2, admin2)).map((n) => n.name)).toEqual(['东湖摄影社', '东湖篮球社']);
    const union = await orgId(10001, '校学生会');
    expect(await fail(t, 'GET', '/organization/detail', { id: union }, admin2)).toMatchObject({ code: 10002, msg: '参数错误: id 组织不存在' });
    expect(await fail(t, 'GET', '/organization/member/list', { organizationId: union }, admin2)).toMatchObject({ code: 10002 });
    expect(await fail(t, 'POST', '/organization/add', { name: '渗透部', parentId: union }, admin2)).toMatchObject({ code: 10002, msg: '参数错误: parentId 组织不存在' });
    expect(await fail(t, 'POST', '/organization/delete', { id: union }, admin2)).toMatchObject({ code: 10002 });
    // Adding 10001's students to a 10002 organisation: unknown codes there.
    const club = await orgId(10002, '东湖摄影社');
    const [code] = await codesOf(10001, 1);
    expect(await fail(t, 'POST', '/organization/member/add', { organizationId: club, userCodes: code }, admin2)).toMatchObject({ code: 10002 });
    const list = await ok<Page<OrganizationNode>>(t, 'GET', '/organization/list', { size: 40 }, admin2);
    expect(list.list.every((o) => !o.name.startsWith('校'))).toBe(true);
  });

  it('refuses students and the teacher t1001 (no organisation modules) with 10003', async () => {
    const union = await orgId(10001, '校学生会');
    for (const token of [teacher, student]) {
      expect((await fail(t, 'GET', '/organization/tree', { nature: 1 }, token)).code).toBe(10003);
      expect((await fail(t, 'GET', '/organization/list', {}, token)).code).toBe(10003);
      expect((await fail(t, 'GET', '/organization/detail', { id: union }, token)).code).toBe(10003);
      expect((await fail(t, 'POST', '/organization/member/add', { organizationId: union, userCodes: '1' }, token)).code).toBe(10003);
    }
  });

  it('lets a role holding only 志愿活动 read the volunteer organisations and their activities, nothing else', async () => {
    await grantOnly(t, 10001, 't1003', ['/voluntary/practice/list']);
    const volunteer = await signIn(t, 10001, 't1003', 'Teacher@123456');
    const teams = await ok<OrganizationNode[]>(t, 'GET', '/voluntary/organization/tree', {}, volunteer);
    expect(flat(teams).map((o) => o.id).sort()).toEqual(flat(await tree(3)).map((o) => o.id).sort());
    expect(flat(teams).every((o) => o.nature === 3)).toBe(true);
    const ids = flat(teams).map((o) => o.id).join(',');
    expect((await ok<Page<unknown>>(t, 'GET', '/activity/list', { type: 1, current: 1, size: 10, organizerList: ids }, volunteer)).total).toBeGreaterThanOrEqual(0);
    expect((await fail(t, 'GET', '/organization/tree', { nature: 3 }, volunteer)).code).toBe(10003);
    expect((await fail(t, 'GET', '/voluntary/organization/tree', {}, student)).code).toBe(10003);
  });

  it('limits a role granting only 社团协会 to clubs', async () => {
    await grantOnly(t, 10001, 't1002', ['/organization', '/organization/club']);
    const clubsOnly = await signIn(t, 10001, 't1002', 'Teacher@123456');
    expect((await tree(2, clubsOnly)).length).toBeGreaterThan(0);
    expect((await fail(t, 'GET', '/organization/tree', { nature: 1 }, clubsOnly)).code).toBe(10003);
    const union = await orgId(10001, '校学生会');
    expect((await fail(t, 'GET', '/organization/detail', { id: union }, clubsOnly)).code).toBe(10003);
    expect((await fail(t, 'POST', '/organization/add', { name: '夺权部', parentId: union }, clubsOnly)).code).toBe(10003);
    expect((await fail(t, 'POST', '/organization/add', { name: '新学生会', nature: 1 }, clubsOnly)).code).toBe(10003);
    expect((await fail(t, 'GET', '/organization/list', { nature: 1 }, clubsOnly)).code).toBe(10003);
    const mine = await ok<Page<OrganizationNode>>(t, 'GET', '/organization/list', { size: 40 }, clubsOnly);
    expect(mine.list.every((o) => o.nature === 2)).toBe(true);
    expect(mine.total).toBe(flat(await tree(2)).length);
  });
});
