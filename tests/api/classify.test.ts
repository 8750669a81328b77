/**
 * Categories, hours rules and terms (issue 4; spec §1 the seven modules and the hours rule, §3
 * category tree node, §2 /system/classify and /system/term): the seeded tree, CRUD with unique
 * names per parent and refusals that say why, the rules as 参数设置 saves them, terms without overlaps, tenant
 * isolation and permission refusal.
 */
import { describe, expect, it } from 'vitest';
import type { ClassifyNode, SchoolRules } from '../../common/classify.js';
import type { TermRow } from '../../common/terms.js';
import type { Page } from '../../common/envelope.js';
import type { SchoolParams } from '../../common/schoolParams.js';
import { DEFAULT_HOURS_RULES } from '../../common/hoursRules.js';
import { termOf } from '../../server/modules/terms/service.js';
import { grantHours } from '../../server/modules/hours/ledger.js';
import { LedgerSource } from '../../common/ledger.js';
import { fileAppAs } from './helpers.js';
import { fail, ok } from './structure-helpers.js';

const { t, admin, admin2, teacher, student } = await fileAppAs('admin', 'admin2', 'teacher', 'student');

const tree = (token = admin) => ok<ClassifyNode[]>(t, 'GET', '/activity/classify/tree', {}, token);
const byName = (nodes: ClassifyNode[], name: string) => nodes.find((n) => n.name === name)!;

describe('category tree', () => {
  it('has the seven modules of spec §1 in order, with nested children and warning values', async () => {
    const roots = await tree();
    expect(roots.map((r) => r.name)).toEqual(['思想素养', '创新创业', '技能特长', '社会实践', '志愿公益', '文化活动', '成长记录']);
    expect(roots.map((r) => r.moduleKind)).toEqual(['ideology', 'innovation', 'skills', 'socialPractice', 'volunteering', 'culture', 'growth']);
    const dbCount = await t.db.selectFrom('classifies').select((eb) => eb.fn.countAll<number>().as('n')).where('schoolId', '=', 10001).executeTakeFirstOrThrow();
    expect(roots.length + roots.reduce((n, r) => n + r.children.length, 0)).toBe(Number(dbCount.n));
    for (const r of roots) {
      expect(r.parentId).toBe(0);
      expect(Number(r.minHours)).toBeGreaterThan(0);
      for (const c of r.children) expect(c).toMatchObject({ parentId: r.id, moduleKind: r.moduleKind, capGroup: r.capGroup, campus: r.campus });
    }
    expect(byName(roots, '文化活动').capGroup).toBe('campusCulture');
    expect(byName(roots, '社会实践')).toMatchObject({ capGroup: 'socialPractice', campus: false });
  });

  it('adds a child that inherits its module’s rule attributes; names are unique per parent', async () => {
    const culture = byName(await tree(), '文化活动');
    const added = await ok<ClassifyNode>(t, 'POST', '/activity/classify/add', { name: ' 艺术展演 ', parentId: culture.id, minHours: '5.5' }, admin);
    expect(added).toMatchObject({ name: '艺术展演', parentId: culture.id, moduleKind: 'culture', capGroup: 'campusCulture', campus: true, minHours: '5.50', isExistence: 1 });
    expect(await fail(t, 'POST', '/activity/classify/add', { name: '艺术展演', parentId: culture.id }, admin)).toMatchObject({ code: 10002, msg: '参数错误: name 同级下已存在名为「艺术展演」的分类' });
    // The same name under another parent is another namespace.
    const skills = byName(await tree(), '技能特长');
    await ok(t, 'POST', '/activity/classify/add', { name: '艺术展演', parentId: skills.id }, admin);
    expect(byName(byName(await tree(), '文化活动').children, '艺术展演').id).toBe(added.id);
  });

  it('validates fields and needs a module kind at the top level', async () => {
    expect(await fail(t, 'POST', '/activity/classify/add', { name: '新模块' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: moduleKind 不能为空' });
    expect(await fail(t, 'POST', '/activity/classify/add', { name: '新模块', moduleKind: 'sleep' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: moduleKind 格式不正确' });
    expect(await fail(t, 'POST', '/activity/classify/add', { name: '新模块', moduleKind: 'growth', minHours: '-1' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: minHours 格式不正确' });
    expect(await fail(t, 'POST', '/activity/classify/add', { name: '新模块', moduleKind: 'growth', limitType: 3 }, admin)).toMatchObject({ code: 10002, msg: '参数错误: limitType 格式不正确' });
    expect(await fail(t, 'POST', '/activity/classify/add', { name: '子项', parentId: 999999 }, admin)).toMatchObject({ code: 10002, msg: '参数错误: parentId 分类不存在' });
    const top = await ok<ClassifyNode>(t, 'POST', '/activity/classify/add', { name: '劳动教育', moduleKind: 'growth', limitType: 1, orderNumber: 8 }, admin);
    expect(top).toMatchObject({ parentId: 0, capGroup: null, limitType: 1, orderNumber: 8, children: [] });
    expect((await tree()).at(-1)!.name).toBe('劳动教育');
  });

  it('updates minHours, names and the cap group', async () => {
    const ideology = byName(await tree(), '思想素养');
    const updated = await ok<ClassifyNode>(t, 'POST', '/activity/classify/update', { id: ideology.id, minHours: 36, capGroup: 'campusCulture' }, admin);
    expect(updated).toMatchObject({ id: ideology.id, name: '思想素养', minHours: '36.00', capGroup: 'campusCulture' });
    const cleared = await ok<ClassifyNode>(t, 'POST', '/activity/classify/update', { id: ideology.id, capGroup: 'none' }, admin);
    expect(cleared.capGroup).toBeNull();
    expect(await fail(t, 'POST', '/activity/classify/update', { id: ideology.id, name: '创新创业' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: name 同级下已存在名为「创新创业」的分类' });
  });

  it('refuses to delete a category with children or ledger rows, saying how many', async () => {
    const growth = byName(await tree(), '成长记录');
    expect(await fail(t, 'POST', '/activity/classify/delete', { id: growth.id }, admin)).toMatchObject({
      code: 10002, msg: `该分类下仍有 ${growth.children.length} 个子分类,无法删除`,
    });
    const leaf = growth.children[0];
    const term = await t.db.selectFrom('terms').select('id').where('schoolId', '=', 10001).orderBy('startDate').executeTakeFirstOrThrow();
    const st = await t.db.selectFrom('students').select('userId').where('schoolId', '=', 10001).orderBy('userId').limit(2).execute();
    await t.db.transaction().execute((trx) =>
      grantHours(trx, { schoolId: 10001, issuedBy: null, sourceType: LedgerSource.IMPORT, relationId: 9001, classifyId: leaf.id, termId: term.id, grants: st.map((s) => ({ userId: s.userId, hours: 2 })) }),
    );
    expect(await fail(t, 'POST', '/activity/classify/delete', { id: leaf.id }, admin)).toMatchObject({ code: 10002, msg: '该分类下仍有 2 条学时记录,无法删除' });
    const spare = growth.children[1];
    await ok(t, 'POST', '/activity/classify/delete', { id: spare.id }, admin);
    expect(byName(await tree(), '成长记录').children.map((c) => c.id)).not.toContain(spare.id);
  });

  it('keeps schools apart and refuses staff without the module', async () => {
    const mine = await tree();
    const theirs = await tree(admin2);
    expect(theirs.map((r) => r.name)).toContain('思想素养');
    const theirIds = new Set(theirs.flatMap((r) => [r.id, ...r.children.map((c) => c.id)]));
    for (const r of mine) expect(theirIds.has(r.id)).toBe(false);
    expect(await fail(t, 'POST', '/activity/classify/update', { id: mine[0].id, minHours: 1 }, admin2)).toMatchObject({ code: 10002, msg: '参数错误: id 分类不存在' });
    expect(await fail(t, 'POST', '/activity/classify/delete', { id: mine[0].id }, admin2)).toMatchObject({ code: 10002 });
    for (const token of [teacher, student]) {
      expect((await fail(t, 'GET', '/activity/classify/tree', {}, token)).code).toBe(10003);
      expect((await fail(t, 'POST', '/activity/classify/add', { name: 'x', moduleKind: 'growth' }, token)).code).toBe(10003);
    }
  });
});

describe('hours rules', () => {
  it('reads the spec §1 defaults, then what 参数设置 saved (issue 13: /system/setparams/save)', async () => {
    expect(await ok<SchoolRules>(t, 'GET', '/system/rules', {}, admin2)).toEqual(DEFAULT_HOURS_RULES);
    const params = await ok<SchoolParams>(t, 'GET', '/system/setparams', {}, admin2);
    await ok(t, 'POST', '/system/setparams/save', { set: { ...params.sets[0], requiredHours: '180', campusCultureTermCap: 24.5 } }, admin2);
    expect(await ok<SchoolRules>(t, 'GET', '/system/rules', {}, admin2)).toEqual({ ...DEFAULT_HOURS_RULES, requiredHours: 180, campusCultureTermCap: 24.5 });
    expect(await ok<SchoolRules>(t, 'GET', '/system/rules', {}, admin)).toEqual(DEFAULT_HOURS_RULES);
    expect((await fail(t, 'GET', '/system/rules', {}, teacher)).code).toBe(10003);
  });
});

describe('terms', () => {
  it('lists the seeded terms latest first, with paging and filters', async () => {
    const all = await t.db.selectFrom('terms').select(['name', 'startDate']).where('schoolId', '=', 10001).orderBy('startDate', 'desc').execute();
    const page = await ok<Page<TermRow>>(t, 'GET', '/system/term/list', { current: 1, size: 10 }, admin);
    expect(page.total).toBe(all.length);
    expect(page.list.map((r) => r.name)).toEqual(all.slice(0, 10).map((r) => r.name));
    expect(page.list[0]).toMatchObject({ name: '2027-2028学年暑期', kind: 2, startDate: '2028-07-01', endDate: '2028-08-31' });
    const page3 = await ok<Page<TermRow>>(t, 'GET', '/system/term/list', { current: 3, size: 10 }, admin);
    expect(page3.list.map((r) => r.name)).toEqual(all.slice(20, 30).map((r) => r.name));
    const winters = await ok<Page<TermRow>>(t, 'GET', '/system/term/list', { current: 1, size: 40, kind: 3 }, admin);
    expect(winters.list.every((r) => r.kind === 3 && r.name.endsWith('寒假'))).toBe(true);
    expect(winters.total).toBe(all.filter((r) => r.name.endsWith('寒假')).length);
  });

  it('finds the term of a date (termOf), per school, edges included', async () => {
    expect(await termOf(t.db, 10001, '2024-07-01')).toMatchObject({ name: '2023-2024学年暑期', kind: 2 });
    expect(await termOf(t.db, 10001, '2024-02-29')).toMatchObject({ name: '2023-2024学年寒假', kind: 3 });
    expect(await termOf(t.db, 10001, '2025-01-15')).toMatchObject({ name: '2024-2025学年第一学期', kind: 1 });
    expect(await termOf(t.db, 10001, '2031-01-01')).toBeNull();
    const mine = await termOf(t.db, 10001, '2024-03-01');
    const theirs = await termOf(t.db, 10002, '2024-03-01');
    expect(theirs!.name).toBe(mine!.name);
    expect(theirs!.id).not.toBe(mine!.id);
  });

  it('adds, changes and deletes a term; refuses overlaps, reversed dates and taken names', async () => {
    const added = await ok<TermRow>(t, 'POST', '/system/term/add', { name: '2028-2029学年第一学期', kind: 1, startDate: '2028-09-01', endDate: '2029-01-15' }, admin);
    expect(added).toMatchObject({ kind: 1, startDate: '2028-09-01', endDate: '2029-01-15' });
    expect(await fail(t, 'POST', '/system/term/add', { name: '重叠学期', kind: 1, startDate: '2028-08-20', endDate: '2028-09-10' }, admin)).toMatchObject({
      code: 10002, msg: '参数错误: startDate 与学期「2027-2028学年暑期」的日期重叠',
    });
    expect(await fail(t, 'POST', '/system/term/add', { name: '倒置', kind: 1, startDate: '2029-05-01', endDate: '2029-04-01' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: endDate 不能早于开始日期' });
    expect(await fail(t, 'POST', '/system/term/add', { name: '坏日期', kind: 1, startDate: '2029-02-30', endDate: '2029-04-01' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: startDate 格式不正确' });
    expect(await fail(t, 'POST', '/system/term/add', { name: '2028-2029学年第一学期', kind: 1, startDate: '2030-01-01', endDate: '2030-02-01' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: name 已存在名为「2028-2029学年第一学期」的学期' });
    const changed = await ok<TermRow>(t, 'POST', '/system/term/update', { id: added.id, endDate: '2029-01-10' }, admin);
    expect(changed).toMatchObject({ name: '2028-2029学年第一学期', endDate: '2029-01-10' });
    await ok(t, 'POST', '/system/term/delete', { id: added.id }, admin);
    expect(await t.db.selectFrom('terms').select('id').where('id', '=', added.id).executeTakeFirst()).toBeUndefined();
  });

  it('refuses to delete a term with ledger rows; keeps schools apart; refuses staff without the module', async () => {
    const used = await t.db.selectFrom('hoursLedger').select('termId').where('schoolId', '=', 10001).executeTakeFirstOrThrow();
    const n = await t.db.selectFrom('hoursLedger').select((eb) => eb.fn.countAll<number>().as('n')).where('termId', '=', used.termId).executeTakeFirstOrThrow();
    expect(await fail(t, 'POST', '/system/term/delete', { id: used.termId }, admin)).toMatchObject({ code: 10002, msg: `该学期下仍有 ${Number(n.n)} 条学时记录,无法删除` });
    expect(await fail(t, 'POST', '/system/term/update', { id: used.termId, name: '别校改名' }, admin2)).toMatchObject({ code: 10002, msg: '参数错误: id 学期不存在' });
    const theirs = await ok<Page<TermRow>>(t, 'GET', '/system/term/list', { current: 1, size: 40 }, admin2);
    expect(theirs.list.map((r) => r.id)).not.toContain(used.termId);
    expect((await fail(t, 'GET', '/system/term/list', {}, teacher)).code).toBe(10003);
    expect((await fail(t, 'POST', '/system/term/add', { name: 'x', kind: 1, startDate: '2030-01-01', endDate: '2030-01-02' }, student)).code).toBe(10003);
  });
});
