/** The react-admin AuthProvider (spec §4, §6, §7) over a fake school API. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult, ModuleItem } from '../../common/api';
import { createAuthProvider } from '../../src/authProvider';
import { forgetModules, getModules } from '../../src/authProvider/modules';
import { flattenModules, hasPermission, permissionsFrom } from '../../src/authProvider/permissions';
import { importWithRetry } from '../../src/authProvider/lazyWithRetry';
import { setSchoolSso } from '../../src/authProvider/session';
import { ApiError, createApiClient } from '../../src/dataProvider/apiClient';
import { setNavigator, setNotifier } from '../../src/dataProvider/notify';
import { fakeAdapter, type Handler } from './auth-helpers';

const profile: LoginResult = {
  access_token: '', isAdmin: 1, name: '管理员', identity: 0, code: 'admin', isOpenHonorJoinNumber: 0, schoolId: 10001,
  schoolLogo: '', avatar: '/avatar.png', operatorId: 9, compulsoryName: '必修', electiveName: '选修', hoursUnit: '学时',
  schoolName: '示范大学', waysConvert: 3, roleName: '管理员', lastLoginTime: null, decimalPlaces: 2, schoolCity: '武汉',
};
const tree: ModuleItem[] = [
  {
    id: 1, name: '用户管理', path: '/usermng', parentId: 0, orderId: 1, isBtn: 0, icon: 'user',
    children: [
      { id: 2, name: '学生列表', path: '/usermng/student/list', parentId: 1, orderId: 1, isBtn: 0, icon: '', children: [] },
      { id: 3, name: '数据大屏', path: '/click/dataV', parentId: 1, orderId: 2, isBtn: 1, icon: '', children: [] },
    ],
  },
];

function setup(extra: Record<string, Handler> = {}) {
  const { adapter, seen } = fakeAdapter({
    'GET /token': () => ({ code: 0, data: { access_token: 'tok-1' } }),
    'POST /login': () => ({ code: 0, data: profile }),
    'GET /system/modules': () => ({ code: 0, data: tree }),
    'POST /logout': () => ({ code: 0, data: null }),
    ...extra,
  });
  const client = createApiClient({ adapter });
  return { auth: createAuthProvider(client), seen };
}

beforeEach(() => {
  setNotifier(() => undefined);
  setNavigator(() => undefined);
  forgetModules();
});
afterEach(() => {
  setNotifier(null);
  setNavigator(null);
});

const form = { username: 'admin', password: 'Admin@123456', captcha: 'abcd', uuid: 'u-1', schoolId: 10001 };

describe('login', () => {
  it('GET /token, POST /login with the token, stores the profile, loads the modules', async () => {
    const { auth, seen } = setup();
    await auth.login(form);
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /token', 'POST /login', 'GET /system/modules']);
    expect(seen[0].params).toEqual(form);
    expect(JSON.parse(String(seen[1].headers.Authorization)).token).toBe('tok-1');
    expect(localStorage.getItem('sessionKey')).toBe('tok-1');
    expect(localStorage.getItem('scoreUnit')).toBe('分数');
    expect(localStorage.getItem('usernameCode')).toBe('admin');
    expect(getModules()).toEqual(tree);
    expect(JSON.parse(sessionStorage.getItem('allRouters')!)).toEqual(tree);
  });

  it('a student who must change the initial password (modL 0) is not sent to the menu endpoint', async () => {
    const { auth, seen } = setup({
      'POST /login': () => ({ code: 0, data: { ...profile, identity: 2, isAdmin: 0, modL: 0 } }),
    });
    await auth.login(form);
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /token', 'POST /login']);
    expect(localStorage.getItem('modL')).toBe('0');
    expect((await auth.getPermissions()).paths).toEqual([]);
  });

  it('a failed token call rejects with the ApiError and stores nothing', async () => {
    const { auth, seen } = setup({ 'GET /token': () => ({ code: 20003, msg: '验证码错误或已过期' }) });
    await expect(auth.login(form)).rejects.toMatchObject({ code: 20003 });
    expect(seen).toHaveLength(1);
    expect(localStorage.getItem('sessionKey')).toBeNull();
  });

  it('a failed /login removes the token again', async () => {
    const { auth } = setup({ 'POST /login': () => ({ code: 20004, msg: '账号已锁定,请30分钟后再试' }) });
    await expect(auth.login(form)).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('sessionKey')).toBeNull();
  });
});

describe('logout', () => {
  it("POST /logout, removes the sign-out keys, resolves to '/login' by default", async () => {
    const { auth, seen } = setup();
    await auth.login(form);
    seen.length = 0;
    await expect(auth.logout({})).resolves.toBe('/login');
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /logout']);
    expect(localStorage.getItem('sessionKey')).toBeNull();
    expect(localStorage.getItem('name')).toBeNull();
    expect(localStorage.getItem('schoolId')).toBe('10001');
    expect(getModules()).toBeNull();
  });

  it('ignores a failing /logout (e.g. sessions already revoked)', async () => {
    const { auth } = setup({ 'POST /logout': () => ({ code: 10001, msg: 'x' }) });
    localStorage.setItem('sessionKey', 't');
    await expect(auth.logout({})).resolves.toBe('/login');
  });

  it('a CAS school (signed in by SSO): the server-side single sign-out is called first, its failure ignored', async () => {
    const { auth, seen } = setup({ 'GET /user/chdSSOSignOut': () => 'network-error' });
    localStorage.setItem('sessionKey', 't');
    localStorage.setItem('schoolId', '10710');
    localStorage.setItem('userCode', 'u77');
    setSchoolSso({ routeName: 'chd', protocol: 'cas', logoutUrl: '' });
    await expect(auth.logout({})).resolves.toBe('/logout-success');
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /user/chdSSOSignOut', 'POST /logout']);
    expect(seen[0].params).toEqual({ userCode: 'u77' });
  });

  it('without a session no call is made', async () => {
    const { auth, seen } = setup();
    await auth.logout({});
    expect(seen).toEqual([]);
  });
});

describe('checks and identity', () => {
  it('checkAuth resolves with a sessionKey, rejects quietly without', async () => {
    const { auth } = setup();
    await expect(auth.checkAuth({})).rejects.toMatchObject({ message: false, redirectTo: '/login' });
    localStorage.setItem('sessionKey', 't');
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError rejects only for 10001', async () => {
    const { auth } = setup();
    await expect(auth.checkError(new ApiError(10001, 'x'))).rejects.toMatchObject({ logoutUser: false, redirectTo: '/login' });
    await expect(auth.checkError(new ApiError(20002, 'x'))).resolves.toBeUndefined();
    await expect(auth.checkError(new Error('boom'))).resolves.toBeUndefined();
  });

  it('getIdentity → {id: operatorId, fullName: name, avatar}', async () => {
    const { auth } = setup();
    await auth.login(form);
    await expect(auth.getIdentity()).resolves.toEqual({ id: 9, fullName: '管理员', avatar: '/avatar.png' });
  });

  it('getPermissions → {modules, paths} including button paths; empty when signed out', async () => {
    const { auth } = setup();
    await expect(auth.getPermissions()).resolves.toEqual({ modules: [], paths: [] });
    await auth.login(form);
    const perms = await auth.getPermissions();
    expect(perms.modules).toEqual(tree);
    expect(perms.paths).toEqual(['/usermng', '/usermng/student/list', '/click/dataV']);
  });
});

describe('permissions helpers', () => {
  it('flattenModules lists parents before children', () => {
    expect(flattenModules(tree).map((m) => m.id)).toEqual([1, 2, 3]);
  });
  it("hasPermission: '*' or containing the value", () => {
    const perms = permissionsFrom(tree);
    expect(hasPermission('*', '/click/dataV')).toBe(true);
    expect(hasPermission(perms, '/click/dataV')).toBe(true);
    expect(hasPermission(perms, '/system/role')).toBe(false);
    expect(hasPermission(['*'], '/anything')).toBe(true);
    expect(hasPermission(undefined, '/click/dataV')).toBe(false);
  });
});

describe('lazyWithRetry (rule 7)', () => {
  function env(path = '/usermng/student/list') {
    const store = new Map<string, string>();
    return {
      path: () => path,
      reload: vi.fn(),
      storage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) },
      store,
    };
  }
  it('a failed chunk reloads the same path once, then gives up', async () => {
    const e = env();
    const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    void importWithRetry(failing, e);
    await vi.waitFor(() => expect(e.reload).toHaveBeenCalledTimes(1));
    expect(e.store.get('chunkRetry:/usermng/student/list')).toBe('1');
    // After the reload the same chunk fails again: no second reload, the error surfaces.
    await expect(importWithRetry(failing, e)).rejects.toThrow('Failed to fetch');
    expect(e.reload).toHaveBeenCalledTimes(1);
    expect(e.store.size).toBe(0);
  });
  it('a success clears the mark', async () => {
    const e = env();
    e.store.set('chunkRetry:/usermng/student/list', '1');
    await expect(importWithRetry(() => Promise.resolve({ default: 1 }), e)).resolves.toEqual({ default: 1 });
    expect(e.store.size).toBe(0);
  });
});
