/**
 * Issue 18 item 6 (English complete): the helpers that say server- or seed-made Chinese texts in
 * the interface's language — waiting times ('已等待…'), built-in names (flows, roles, 必修 / 选修)
 * — and the menu's module names, while zh-CN keeps the texts word for word.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseWaitingTime, waitingTime } from '../../common/activities';
import { buildI18nProvider, loadCatalogue } from '../../src/i18n';
import { builtInName, classifyName, labelled, roleNames, waitingLabel } from '../../src/i18n/labels';
import zhCN from '../../src/i18n/zh-CN';
import { FLOW_KINDS, flowKindLabels } from '../../common/flows';
import { MODULE_SEEDS } from '../../server/seed/classify';
import { breadcrumbView } from '../../src/layout/breadcrumbModel';
import { isDataCenter, toMenuTree } from '../../src/layout/menu/menuModel';
import type { ModuleItem } from '../../common/api';

let en: (key: string, options?: Record<string, unknown>) => string;
const zh = buildI18nProvider('zh-CN').translate;

beforeAll(async () => {
  await loadCatalogue('en');
  en = buildI18nProvider('en').translate;
});

describe('waiting times', () => {
  it('reads back what the server writes', () => {
    const since = new Date('2026-11-20T08:00:00Z');
    expect(parseWaitingTime(waitingTime(since, new Date('2026-11-23T11:15:00Z')))).toEqual({ d: 3, h: 3, m: 15 });
    expect(parseWaitingTime('已等待5小时0分钟')).toEqual({ d: 0, h: 5, m: 0 });
    expect(parseWaitingTime('已等待0分钟')).toEqual({ d: 0, h: 0, m: 0 });
    expect(parseWaitingTime('3 days')).toBeNull();
    expect(parseWaitingTime(undefined)).toBeNull();
  });

  it('says them in English and leaves the Chinese as the server wrote it', () => {
    expect(waitingLabel(en, '已等待2天3小时15分钟')).toBe('Waiting 2 d 3 h 15 min');
    expect(waitingLabel(en, '已等待1天0小时0分钟')).toBe('Waiting 1 d 0 h 0 min');
    expect(waitingLabel(en, '已等待5小时0分钟')).toBe('Waiting 5 h 0 min');
    expect(waitingLabel(en, '已等待7分钟')).toBe('Waiting 7 min');
    for (const text of ['已等待2天3小时15分钟', '已等待5小时0分钟', '已等待7分钟']) expect(waitingLabel(zh, text)).toBe(text);
    expect(waitingLabel(en, '')).toBe('');
  });
});

describe('built-in names', () => {
  it('translates every seeded flow of the route groups and the seeded modules and categories (issue 18, 19)', () => {
    const zhFlows = zhCN.builtIn.flows as Record<string, string>;
    for (const kind of FLOW_KINDS.filter((k) => k > 3)) {
      expect(zhFlows[`kind_${kind}`]).toBe(flowKindLabels[kind]);
      expect(builtInName(en, flowKindLabels[kind], 'builtIn.flows')).not.toMatch(/[\u4e00-\u9fff]/);
    }
    const seeded = MODULE_SEEDS.flatMap((m) => [m.name, ...m.children]);
    expect(Object.values(zhCN.builtIn.classify).sort()).toEqual([...seeded].sort());
    for (const name of seeded) expect(classifyName(en, name)).not.toMatch(/[\u4e00-\u9fff]/);
    expect(classifyName(en, '思想素养')).toBe('Ideology');
    expect(classifyName(zh, '思想素养')).toBe('思想素养');
    expect(classifyName(en, '我校特色模块')).toBe('我校特色模块');
    // The transcript's political status arrives as the spec's label.
    expect(builtInName(en, '共青团员', 'students.politics')).toBe('Youth League member');
    expect(builtInName(zh, '共青团员', 'students.politics')).toBe('共青团员');
  });

  it('translates the seeded flows, steps and roles, and keeps names a school typed', () => {
    expect(builtInName(en, '活动审核-两级', 'builtIn.flows')).toBe('Activity review, two steps');
    expect(builtInName(en, '结项审核', 'builtIn.flows')).toBe('Completion review');
    expect(builtInName(en, '团委复审', 'builtIn.steps')).toBe('Youth League review');
    expect(builtInName(en, '系统管理员', 'builtIn.roles')).toBe('System administrator');
    expect(builtInName(en, '计算机学院社团审核', 'builtIn.flows')).toBe('计算机学院社团审核');
    expect(builtInName(zh, '活动审核-两级', 'builtIn.flows')).toBe('活动审核-两级');
    expect(roleNames(en, '系统管理员,审核员,社团指导')).toBe('System administrator,Auditor,社团指导');
    expect(roleNames(zh, '系统管理员,审核员')).toBe('系统管理员,审核员');
    expect(roleNames(en, '指导教师,审核员', ', ')).toBe('Supervising teacher, Auditor');
    expect(roleNames(zh, '指导教师,审核员', '，')).toBe('指导教师，审核员');
  });

  it('puts the language’s own colon between a label and its value', () => {
    expect(labelled(zh, '签到', '2026-11-26 09:00')).toBe('签到：2026-11-26 09:00');
    expect(labelled(en, 'Sign-in', '2026-11-26 09:00')).toBe('Sign-in: 2026-11-26 09:00');
  });

  it('says the default 必修 / 选修 in English, but a school’s own name as the school named it', () => {
    expect(builtInName(en, '选修', 'activities.limitType.2')).toBe('Elective');
    expect(builtInName(en, '', 'activities.limitType.1')).toBe('Compulsory');
    expect(builtInName(en, '限选', 'activities.limitType.2')).toBe('限选');
    expect(builtInName(zh, '选修', 'activities.limitType.2')).toBe('选修');
  });
});

describe('module names', () => {
  const mod = (id: number, name: string, nameEn: string | undefined, path: string, children: ModuleItem[] = []): ModuleItem =>
    ({ id, name, nameEn, path, parentId: 0, orderId: id, isBtn: 0, icon: '', children });
  const modules = [
    mod(1, '工作事务', 'Work affairs', '/proceeding', [mod(11, '结项审核', 'Completion review', '/proceeding/wait/activity/report/auditing')]),
    mod(2, '数据中心', 'Data center', '/data-platform', [mod(21, '学生课表', '', '/data-platform/student/timetable')]),
  ];

  it('uses the English names in English, the Chinese ones otherwise', () => {
    expect(toMenuTree(modules, 'en').map((g) => g.name)).toEqual(['Work affairs', 'Data center']);
    expect(toMenuTree(modules, 'zh-CN').map((g) => g.name)).toEqual(['工作事务', '数据中心']);
    expect(toMenuTree(modules).map((g) => g.name)).toEqual(['工作事务', '数据中心']);
    // A module without an English name (a school's own) keeps its Chinese name.
    expect(toMenuTree(modules, 'en')[1].children[0].name).toBe('学生课表');
  });

  it('still opens the data center in a new tab in English (spec §2 names it 数据中心)', () => {
    expect(toMenuTree(modules, 'en').map(isDataCenter)).toEqual([false, true]);
  });

  it('shows stored breadcrumb tabs in the current language', () => {
    const stored = {
      item: { name: '结项审核', path: '/proceeding/wait/activity/report/auditing', parentName: '工作事务', parentPath: '/proceeding' },
      subRouters: [{ name: '结项审核', path: '/proceeding/wait/activity/report/auditing' }],
    };
    expect(breadcrumbView(stored, toMenuTree(modules, 'en'), '/proceeding/wait/activity/report/auditing')).toEqual({
      itemName: 'Completion review',
      tabs: [{ name: 'Completion review', path: '/proceeding/wait/activity/report/auditing' }],
      activePath: '/proceeding/wait/activity/report/auditing',
    });
  });
});
