/** Staff and roles wiring (catalogue parity: i18n-parity.test.ts): plugins mounted by the user's modules. */
import { describe, expect, it } from 'vitest';
import { mountedPlugins, plugins } from '../../src/plugins';
import { resources } from '../../src/dataProvider/resources';

describe('staff and roles', () => {
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
