/** Route-group plugins (DESIGN.md §3): only the groups the user's module paths reach are mounted. */
import { describe, expect, it } from 'vitest';
import { mountedPlugins, pathUnder } from '../../src/plugins/mount';
import { pluginResources, pluginRoutes, plugins } from '../../src/plugins';
import type { RouteGroupPlugin } from '../../src/plugins/types';

const group = (name: string, ...basePaths: string[]): RouteGroupPlugin => ({ name, basePaths, features: [] });
const usermng = group('usermng', '/usermng', '/student', '/teacher');
const communist = group('communist', '/communist');
const system = group('system', '/system/');

describe('pathUnder', () => {
  it('matches the base itself and paths below it, not look-alike prefixes', () => {
    expect(pathUnder('/usermng', '/usermng')).toBe(true);
    expect(pathUnder('/usermng', '/usermng/student/list')).toBe(true);
    expect(pathUnder('/usermng/', '/usermng/student/list')).toBe(true);
    expect(pathUnder('/usermng', '/usermngx/list')).toBe(false);
    expect(pathUnder('/student', '/studentPc')).toBe(false);
  });
});

describe('mountedPlugins', () => {
  const all = [usermng, communist, system];

  it('mounts the groups whose base paths cover a module path, in registration order', () => {
    expect(mountedPlugins(all, ['/system/term', '/usermng/student/list']).map((p) => p.name)).toEqual(['usermng', 'system']);
  });

  it('any base path of a group is enough', () => {
    expect(mountedPlugins(all, ['/teacher/user']).map((p) => p.name)).toEqual(['usermng']);
  });

  it('mounts nothing for no paths or unrelated paths (button permissions included)', () => {
    expect(mountedPlugins(all, [])).toEqual([]);
    expect(mountedPlugins(all, ['/click/dataV', '/communist-templates'])).toEqual([]);
  });

  it("mounts everything for '*'", () => {
    expect(mountedPlugins(all, ['*'])).toEqual(all);
  });
});

describe('the registration list', () => {
  it('registers usermng with the student list route and the students resource', () => {
    const usermngPlugin = plugins.find((p) => p.name === 'usermng');
    expect(usermngPlugin?.basePaths).toEqual(['/usermng', '/teacher', '/student/list', '/student/show']);
    const routePaths = pluginRoutes(usermngPlugin!).map((r) => (r.props as { path: string }).path);
    expect(routePaths).toContain('/usermng/student/list');
    expect(pluginResources(usermngPlugin!).map((r) => (r.props as { name: string }).name)).toEqual(expect.arrayContaining(['students', 'staff']));
  });

  it("does not mount usermng for a student's own pages", () => {
    expect(mountedPlugins(plugins, ['/', '/student/activity', '/student/hours']).map((p) => p.name)).not.toContain('usermng');
    expect(mountedPlugins(plugins, ['/dashboard', '/usermng', '/usermng/student/list']).map((p) => p.name)).toContain('usermng');
  });

  it('gives every plugin a unique name and at least one absolute base path', () => {
    expect(new Set(plugins.map((p) => p.name)).size).toBe(plugins.length);
    for (const p of plugins) {
      expect(p.basePaths.length).toBeGreaterThan(0);
      p.basePaths.forEach((b) => expect(b.startsWith('/')).toBe(true));
    }
  });
});
