/** Staff and roles wiring: catalogues in both languages with the same keys, plugins mounted by the user's modules. */
import { describe, expect, it } from 'vitest';
import zhStaff from '../../src/i18n/zh-CN/staff';
import enStaff from '../../src/i18n/en/staff';
import zhRoles from '../../src/i18n/zh-CN/roles';
import enRoles from '../../src/i18n/en/roles';
import { mountedPlugins, plugins } from '../../src/plugins';
import { resources } from '../../src/dataProvider/resources';

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('staff and roles', () => {
  it('have the same keys in zh-CN and en', () => {
    expect(keys(enStaff).sort()).toEqual(keys(zhStaff).sort());
    expect(keys(enRoles).sort()).toEqual(keys(zhRoles).sort());
  });

  it('mount /system for holders of 角色权限 and /usermng for holders of 教师管理 only', () => {
    const names = (paths: string[]) => mountedPlugins(plugins, paths).map((p) => p.name);
    expect(names(['/system', '/system/teacher/role'])).toContain('system');
    expect(names(['/usermng', '/teacher/user'])).toContain('usermng');
    expect(names(['/usermng', '/teacher/user'])).not.toContain('system');
    expect(names(['/dashboard'])).not.toContain('system');
  });

  it('map the staff and roles resources onto their endpoints', () => {
    expect(resources.staff).toMatchObject({ list: '/system/employees', one: '/system/employee/detail' });
    expect(resources.roles).toMatchObject({ list: '/system/roles', one: '/system/role/detail', delete: '/system/role/delete' });
  });
});
