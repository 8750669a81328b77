/**
 * The route registry (DESIGN.md §5 "every endpoint declares the permission it needs"): every /api
 * endpoint is declared through defineRoute with a permission, non-public ones refuse a request
 * without a session, and an /api route registered any other way is refused at start-up.
 */
import { describe, expect, it } from 'vitest';
import type { ModuleItem } from '../../common/api.js';
import { buildApp } from '../../server/app.js';
import type { AnyRoute } from '../../server/protocol/define.js';
import { call, fileApp, send, signInAs } from './helpers.js';
import { addRole, addStaff, signInStaff } from './staff-helpers.js';

const t = await fileApp();

describe('route registry', () => {
  it('lists the endpoints of issue 2, each with a permission and a schema', () => {
    const routes = t.app.apiRoutes.map((r) => `${r.method} ${r.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /health', 'GET /common/login/verificationcode', 'GET /common/all-school', 'GET /token', 'POST /login',
        'POST /logout', 'POST /modify/password', 'POST /common/captcha/mobile', 'POST /common/modify/pwd',
        'GET /system/modules', 'GET /system/unreac/count', 'GET /system/decimal', 'GET /school/students',
      ]),
    );
    expect(new Set(routes).size).toBe(routes.length);
    for (const r of t.app.apiRoutes) {
      expect(r.permission === 'public' || r.permission === 'session' || /^\/[\w/-]+$/.test(r.permission), `${r.path}: ${r.permission}`).toBe(true);
      expect(typeof r.schema?.safeParse).toBe('function');
      expect(r.summary.length).toBeGreaterThan(0);
    }
  });

  it('every non-public endpoint answers 10001 without a session, before reading params', async () => {
    const guarded = t.app.apiRoutes.filter((r) => r.permission !== 'public');
    expect(guarded.length).toBeGreaterThan(5);
    for (const r of guarded) {
      const env = await call(t, r.method, r.path, { garbage: true }, null);
      expect(env.code, `${r.method} ${r.path}`).toBe(10001);
    }
  });

  it('every public endpoint answers without a session', async () => {
    for (const r of t.app.apiRoutes.filter((x) => x.permission === 'public')) {
      const env = await call(t, r.method, r.path, {}, null);
      expect(env.code, `${r.method} ${r.path}`).not.toBe(10001);
    }
  });

  it('refuses an /api route that bypasses the registry, and allows others', async () => {
    const app = await buildApp({ db: t.db, config: t.config, logger: false });
    try {
      expect(() => app.get('/api/rogue', async () => ({ ok: true }))).toThrow(/defineRoute/);
      expect(() => app.get('/not-api/fine', async () => ({ ok: true }))).not.toThrow();
    } finally {
      await app.close();
    }
  });
});

/** Routes guarded by a module path (or an api id of a module), not merely by a session. */
const moduleRoutes = (routes: AnyRoute[]) => routes.filter((r) => r.permission !== 'public' && r.permission !== 'session');

describe('every module-guarded route (issue 3: none is left open by accident)', () => {
  it('refuses a student session with 10003 on every staff-module route', async () => {
    // A student module grants its path and the entries of its api list (e.g. 我的实践 → '/society/practice/my-list').
    const studentPaths = new Set(
      (await t.db.selectFrom('modules').select(['path', 'api']).where('identity', '=', 2).execute()).flatMap((m) => [m.path, ...(m.api ?? '').split(',').filter(Boolean)]),
    );
    const staffRoutes = moduleRoutes(t.app.apiRoutes).filter((r) => !studentPaths.has(r.permission));
    expect(staffRoutes.length).toBeGreaterThan(10);
    const token = await signInAs(t, 'student');
    for (const r of staffRoutes) expect((await call(t, r.method, r.path, {}, token)).code, `${r.method} ${r.path}`).toBe(10003);
  });

  it('refuses a staff session whose role lacks the module — even with isAdmin — and admits it once granted', async () => {
    const admin = await signInAs(t, 'admin');
    const role = await addRole(t, admin, { name: '路由巡检', permission: '' });
    const who = await addStaff(t, admin, { code: 'walker', roleIds: [role.id] });
    // isAdmin grants nothing by itself: only role_modules do.
    await t.db.updateTable('users').set({ isAdmin: 1 }).where('id', '=', who.id).execute();
    const token = await signInStaff(t, 10001, 'walker');
    const staffModules = await t.db.selectFrom('modules').select(['id', 'path', 'api']).where('identity', '=', 0).execute();
    const grants = (m: { path: string; api: string }, permission: string) => m.path === permission || m.api.split(',').includes(permission);
    const routes = moduleRoutes(t.app.apiRoutes);
    for (const r of routes) {
      // Every staff module except the ones that grant this route's permission.
      const keep = staffModules.filter((m) => !grants(m, r.permission)).map((m) => ({ schoolId: 10001, roleId: role.id, moduleId: m.id }));
      await t.db.deleteFrom('roleModules').where('roleId', '=', role.id).execute();
      await t.db.insertInto('roleModules').values(keep).execute();
      expect((await call(t, r.method, r.path, {}, token)).code, `${r.method} ${r.path} without its module`).toBe(10003);
    }
    // The same session passes the permission check once a granting module is held.
    await t.db.deleteFrom('roleModules').where('roleId', '=', role.id).execute();
    await t.db.insertInto('roleModules').values(staffModules.map((m) => ({ schoolId: 10001, roleId: role.id, moduleId: m.id }))).execute();
    for (const r of routes.filter((x) => staffModules.some((m) => grants(m, x.permission)))) {
      // A download (e.g. an xlsx template) is no envelope at all: it was let through.
      const res = await send(t, r.method, r.path, {}, token);
      const code = res.headers['content-type']?.toString().includes('json') ? (JSON.parse(res.body) as { code: number }).code : 0;
      expect(code, `${r.method} ${r.path} with its module`).not.toBe(10003);
    }
  });

  it('shows a role change in /system/modules at the next sign-in', async () => {
    const admin = await signInAs(t, 'admin');
    const role = await addRole(t, admin, { name: '菜单变更', permission: '1,500,501' });
    await addStaff(t, admin, { code: 'menu-1', roleIds: [role.id] });
    const paths = async (token: string) => {
      const flat = (items: ModuleItem[]): string[] => items.flatMap((m) => [m.path, ...flat(m.children)]);
      return flat((await call<ModuleItem[]>(t, 'GET', '/system/modules', {}, token)).data).sort();
    };
    expect(await paths(await signInStaff(t, 10001, 'menu-1'))).toEqual(['/dashboard', '/usermng', '/usermng/student/list']);
    const env = await call(t, 'POST', '/system/role/update', { id: role.id, name: '菜单变更', dataScope: 1, permission: '1,500,504' }, admin);
    expect(env.code).toBe(0);
    expect(await paths(await signInStaff(t, 10001, 'menu-1'))).toEqual(['/dashboard', '/teacher/user', '/usermng']);
  });
});
