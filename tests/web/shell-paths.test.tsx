/** Pure shell rules: bare-layout paths (spec §2), clock text, menu model, auto-collapse threshold (§9). */
import { describe, expect, it } from 'vitest';
import { isBareLayoutPath } from '../../src/layout/bareLayout';
import { formatClock } from '../../src/layout/header/clock';
import { dataVHref } from '../../src/layout/header/DataVLink';
import { badgeText } from '../../src/layout/menu/MenuGroup';
import { entryTarget, findMenuLocation, toMenuTree, unreadCount } from '../../src/layout/menu/menuModel';
import { menuIcon, DEFAULT_MENU_ICON } from '../../src/layout/menu/icons';
import { sideMenuOpenFor } from '../../src/layout/useAutoCollapse';
import { sampleModules } from './shell-harness';

describe('isBareLayoutPath', () => {
  it.each(['/communist-templates', '/activity/createLaunch', '/communist/onlyActivity', '/communist/onlyActivity/detail', '/communist/onlyActivity/'])(
    'hides the shell on %s',
    (path) => expect(isBareLayoutPath(path)).toBe(true),
  );
  it.each(['/', '/communist', '/communist/activity', '/activity/createLaunch/x', '/communist/onlyActivity/other', '/usermng/student/list'])(
    'keeps the shell on %s',
    (path) => expect(isBareLayoutPath(path)).toBe(false),
  );
});

describe('formatClock', () => {
  it('pads to yyyy-MM-dd HH:mm:ss and reports the weekday', () => {
    expect(formatClock(new Date(2024, 8, 2, 8, 5, 9))).toEqual({ text: '2024-09-02 08:05:09', weekday: 1 });
    expect(formatClock(new Date(2023, 11, 31, 23, 59, 59))).toEqual({ text: '2023-12-31 23:59:59', weekday: 0 });
  });
});

describe('dataVHref', () => {
  it('uses the hash route for school 10341 only, and carries the schoolId', () => {
    expect(dataVHref('10341')).toBe('/#/dataV?schoolId=10341');
    expect(dataVHref(10341)).toBe('/#/dataV?schoolId=10341');
    expect(dataVHref('10001')).toBe('/dataV?schoolId=10001');
    expect(dataVHref(10001)).toBe('/dataV?schoolId=10001');
    expect(dataVHref('')).toBe('/dataV');
  });
});

describe('menu model', () => {
  const tree = toMenuTree(sampleModules);

  it('drops button entries and orders siblings by orderId', () => {
    expect(tree.map((g) => g.name)).toEqual(['活动管理', '用户管理', '数据中心', '系统设置']);
    expect(tree[1].children.map((c) => c.name)).toEqual(['学生列表', '教师管理']);
  });

  it('leaves a top-level home entry to the fixed first item', () => {
    const home = { id: 9, name: '数据一览', path: '/dashboard', parentId: 0, orderId: 0, isBtn: 0 as const, icon: '', children: [] };
    expect(toMenuTree([home, ...sampleModules]).map((g) => g.name)).toEqual(['活动管理', '用户管理', '数据中心', '系统设置']);
  });

  it('makes relative child paths absolute', () => {
    const [group] = toMenuTree([{ id: 1, name: 'g', path: 'usermng', parentId: 0, orderId: 1, isBtn: 0, icon: '', children: [{ id: 2, name: 'c', path: 'student/list', parentId: 1, orderId: 1, isBtn: 0, icon: '', children: [] }] }]);
    expect(group.path).toBe('/usermng');
    expect(group.children[0].path).toBe('/usermng/student/list');
  });

  it('a group goes to its first child', () => {
    expect(entryTarget(tree[1])).toBe('/usermng/student/list');
    expect(entryTarget(tree[1].children[1])).toBe('/teacher/user');
  });

  it('finds the deepest entry covering a path', () => {
    expect(findMenuLocation(tree, '/communist/activity/templates')?.item.name).toBe('活动模板');
    expect(findMenuLocation(tree, '/communist/activity/detail')?.item.name).toBe('活动列表');
    expect(findMenuLocation(tree, '/teacher/user')?.group.name).toBe('用户管理');
    expect(findMenuLocation(tree, '/communist/other')?.item.name).toBe('活动管理');
    expect(findMenuLocation(tree, '/nowhere')).toBeNull();
    expect(findMenuLocation(tree, '/')).toBeNull();
  });

  it('reads unread counts by group path', () => {
    const entries = [{ path: '/usermng', count: 5 }, { path: '/communist', count: -1 }];
    expect(unreadCount(tree[1], entries)).toBe(5);
    expect(unreadCount(tree[0], entries)).toBe(0);
    expect(unreadCount(tree[2], undefined)).toBe(0);
  });

  it('caps the badge at 99', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('maps icon strings, then path prefixes, then a default', () => {
    expect(menuIcon('EmojiEvents')).not.toBe(menuIcon('Event'));
    expect(menuIcon('School')).not.toBe(DEFAULT_MENU_ICON);
    expect(menuIcon('SettingsOutlined')).toBe(menuIcon('Settings'));
    expect(menuIcon('el-icon-user')).not.toBe(DEFAULT_MENU_ICON);
    expect(menuIcon('', '/voluntary/practice/list')).toBe(menuIcon('volunteer'));
    expect(menuIcon('unknown-thing', '/unknown')).toBe(DEFAULT_MENU_ICON);
  });
});

describe('auto-collapse threshold', () => {
  it('collapses below 1200 px', () => {
    expect(sideMenuOpenFor(1199)).toBe(false);
    expect(sideMenuOpenFor(1200)).toBe(true);
  });
});
