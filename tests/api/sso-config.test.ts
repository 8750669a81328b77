/**
 * 系统设置 › 统一身份认证 (issue 16): the school's single sign-on configuration — the demo seed, what
 * GET shows (never a secret), what save checks (10002 naming the field, the route name unique across
 * schools), the audit trail, the connection test, the menu entry and its migration, the public part
 * in GET /common/all-school, and the code 900 of SSOAuth with the service built from the request.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { School } from '../../common/api.js';
import type { Page } from '../../common/envelope.js';
import type { RuleChangeRow } from '../../common/schoolParams.js';
import type { SsoConfigView, SsoTestResult } from '../../common/sso.js';
import { NOT_OPEN_MESSAGE } from '../../server/modules/sso/service.js';
import { call, fileAppAs } from './helpers.js';
import { withoutMigration } from './migration-steps.js';
import { startCasDouble } from './sso-cas-double.js';
import { casInput, saveSso, ssoAuth } from './sso-helpers.js';

const { t, admin, admin2, teacher } = await fileAppAs('admin', 'admin2', 'teacher');
const cas = await startCasDouble();
afterAll(() => cas.close());

const view = (token: string) => call<SsoConfigView>(t, 'GET', '/system/sso/config', {}, token);
const schools = async () => (await call<School[]>(t, 'GET', '/common/all-school', {})).data;

describe('the demo seed', () => {
  it('gives 示范大学 a disabled CAS configuration on /chdlogin, which the school list shows as the route without single sign-on', async () => {
    expect((await view(admin)).data).toMatchObject({ routeName: 'chd', protocol: 'cas', enabled: false, casVersion: '3.0', userAttribute: '', hasClientSecret: false });
    expect((await view(admin2)).data).toMatchObject({ routeName: '', protocol: 'none', enabled: false, updateTime: null });
    expect(new Map((await schools()).map((s) => [s.id, s.sso]))).toEqual(new Map([[10001, { routeName: 'chd', protocol: 'none', logoutUrl: '' }], [10002, null]]));
  });
});

describe('POST /system/sso/config/save', () => {
  it('saves, answers the view without secrets, keeps a stored secret when sent empty, and logs the change without it', async () => {
    const saved = await saveSso(t, admin, casInput('chd', cas.url, { clientSecret: 'top-secret-1', thirdKey: 'third-key-1', logoutUrl: 'https://ids.example.edu.cn/logout/' }));
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({ routeName: 'chd', protocol: 'cas', enabled: true, casServerUrl: cas.url, hasClientSecret: true, hasThirdKey: true, logoutUrl: 'https://ids.example.edu.cn/logout' });
    expect(saved.data.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.stringify(saved)).not.toMatch(/top-secret|third-key/);
    expect(JSON.stringify((await view(admin)).data)).not.toMatch(/top-secret|third-key/);

    expect((await saveSso(t, admin, casInput('chd', cas.url, { casVersion: '2.0', logoutUrl: 'https://ids.example.edu.cn/logout' }))).data).toMatchObject({ casVersion: '2.0', hasClientSecret: true, hasThirdKey: true });
    const row = await t.db.selectFrom('ssoConfigs').select(['clientSecret', 'thirdKey']).where('schoolId', '=', 10001).executeTakeFirstOrThrow();
    expect(row).toEqual({ clientSecret: 'top-secret-1', thirdKey: 'third-key-1' });

    const log = await call<Page<RuleChangeRow>>(t, 'GET', '/system/setparams/changes', { current: 1, size: 10, target: 'sso' }, admin);
    expect(log.code).toBe(0);
    expect(log.data.list.map((r) => r.target)).toEqual(['sso', 'sso']);
    expect(log.data.list[0].changes).toEqual([{ field: 'casVersion', before: '3.0', after: '2.0' }]);
    expect(log.data.list[1].changes.map((c) => c.field)).toEqual(expect.arrayContaining(['enabled', 'casServerUrl', 'hasClientSecret', 'hasThirdKey', 'logoutUrl']));
    expect(JSON.stringify(log.data)).not.toMatch(/top-secret|third-key/);
  });

  it('answers 10002 naming the field', async () => {
    const refused = async (input: Partial<ReturnType<typeof casInput>>) => (await saveSso(t, admin, { ...casInput('chd', cas.url), ...input })).msg;
    expect(await refused({ routeName: 'c' })).toBe('参数错误: routeName 格式不正确');
    expect(await refused({ routeName: 'chd-login' })).toBe('参数错误: routeName 格式不正确');
    expect(await refused({ routeName: '' })).toBe('参数错误: routeName 不能为空');
    expect(await refused({ protocol: 'saml' as never })).toBe('参数错误: protocol 格式不正确');
    expect(await refused({ casServerUrl: 'ftp://ids.example.edu.cn' })).toBe('参数错误: casServerUrl 格式不正确');
    expect(await refused({ casServerUrl: '' })).toBe('参数错误: casServerUrl 不能为空');
    expect(await refused({ casVersion: '4.0' as never })).toBe('参数错误: casVersion 格式不正确');
    expect(await refused({ userAttribute: 'x h' })).toBe('参数错误: userAttribute 格式不正确');
    expect(await refused({ logoutUrl: 'javascript:alert(1)' })).toBe('参数错误: logoutUrl 格式不正确');
    expect(await refused({ protocol: 'oidc', oidcIssuer: '' })).toBe('参数错误: oidcIssuer 不能为空');
    expect(await refused({ protocol: 'oidc', oidcIssuer: 'https://idp.example.edu.cn', clientId: '' })).toBe('参数错误: clientId 不能为空');
    // A third-party login needs its key: given now, or stored before (10001 has one since the test above).
    expect((await saveSso(t, admin2, casInput('dh', '', { protocol: 'third' }))).msg).toBe('参数错误: thirdKey 不能为空');
    expect(await refused({ enabled: 'maybe' as never })).toBe('参数错误: enabled 格式不正确');
    // Disabled, the addresses may stay empty.
    expect((await saveSso(t, admin2, casInput('dh', '', { enabled: false }))).code).toBe(0);
  });

  it('keeps a route name to one school, in any case, also when two schools save it at once', async () => {
    expect(await saveSso(t, admin2, casInput('CHD', cas.url))).toMatchObject({ code: 10002, msg: '参数错误: routeName 登录入口「CHD」已被其他学校使用' });
    const replies = await Promise.all([saveSso(t, admin, casInput('twin', cas.url)), saveSso(t, admin2, casInput('Twin', cas.url))]);
    expect(replies.map((r) => r.code).sort()).toEqual([0, 10002]);
    expect(replies.find((r) => r.code === 10002)!.msg).toMatch(/^参数错误: routeName 登录入口(「T?twin」)?已被其他学校使用$/i);
    expect(await t.db.selectFrom('ssoConfigs').select('schoolId').where('routeName', 'ilike', 'twin').execute()).toHaveLength(1);
    // Put both schools back as the rest of the file expects them.
    expect((await saveSso(t, admin, casInput('chd', cas.url))).code).toBe(0);
    expect((await saveSso(t, admin2, casInput('dh', '', { enabled: false }))).code).toBe(0);
  });

  it('is the system administrator’s: a teacher gets 10003', async () => {
    expect((await view(teacher)).code).toBe(10003);
    expect((await saveSso(t, teacher, casInput('chd', cas.url))).code).toBe(10003);
    expect((await call(t, 'POST', '/system/sso/config/test', {}, teacher)).code).toBe(10003);
  });
});

describe('POST /system/sso/config/test', () => {
  const test = (params: object) => call<SsoTestResult>(t, 'POST', '/system/sso/config/test', params, admin);

  it('reports a CAS server whose login page answers 200 HTML, with the time taken', async () => {
    const ok = await test({ protocol: 'cas', casServerUrl: cas.url });
    expect(ok.data).toMatchObject({ ok: true, message: '连接成功' });
    expect(ok.data.elapsedMs).toBeGreaterThanOrEqual(0);
    expect(cas.requests.at(-1)?.path).toBe('/cas/login');
    // Without addresses the saved configuration is tried.
    expect((await test({})).data.ok).toBe(true);
  });

  it('reports failures as a sentence, never a server fault', async () => {
    cas.failWith(500);
    try {
      expect((await test({ protocol: 'cas', casServerUrl: cas.url })).data).toMatchObject({ ok: false, message: expect.stringContaining('HTTP 500') });
    } finally {
      cas.failWith(null);
    }
    const closed = await test({ protocol: 'cas', casServerUrl: 'http://127.0.0.1:9/cas' });
    expect(closed.code).toBe(0);
    expect(closed.data).toMatchObject({ ok: false, message: expect.stringContaining('无法连接') });
    expect((await test({ protocol: 'none' })).data).toMatchObject({ ok: false, message: '未选择统一身份认证方式' });
    expect((await test({ protocol: 'oidc', oidcIssuer: 'https://idp.example.edu.cn' })).data.ok).toBe(false);
  });
});

describe('GET /common/all-school and SSOAuth without a ticket', () => {
  it('lists the single sign-on of a school (route, protocol, logout address), with protocol none while it is not enabled', async () => {
    expect((await saveSso(t, admin, casInput('chd', cas.url, { logoutUrl: 'https://ids.example.edu.cn/logout', enabled: false }))).code).toBe(0);
    expect((await schools()).find((s) => s.id === 10001)!.sso).toEqual({ routeName: 'chd', protocol: 'none', logoutUrl: 'https://ids.example.edu.cn/logout' });
    expect((await saveSso(t, admin, casInput('chd', cas.url, { logoutUrl: 'https://ids.example.edu.cn/logout' }))).code).toBe(0);
    const list = await schools();
    expect(list.find((s) => s.id === 10001)!.sso).toEqual({ routeName: 'chd', protocol: 'cas', logoutUrl: 'https://ids.example.edu.cn/logout' });
    // 东湖学院 saved 'dh' without enabling it (above): its route, no single sign-on.
    expect(list.find((s) => s.id === 10002)!.sso).toMatchObject({ routeName: 'dh', protocol: 'none' });
  });

  it('answers 900 with the CAS login address for the service on this site (the request’s host), keeping targetUrl', async () => {
    const { res, env } = await ssoAuth(t, 'chd', { targetUrl: '/student/activity?tab=1', routeUrl: '/chdlogin', pathAll: '/chdlogin' }, { host: 'dekt.test:8080' });
    const service = `http://dekt.test:8080/chdlogin?targetUrl=${encodeURIComponent('/student/activity?tab=1')}`;
    expect(env).toMatchObject({ code: 900, data: `${cas.url}/login?service=${encodeURIComponent(service)}` });
    expect(res.headers['set-cookie']).toBeUndefined();
    // The route name is matched without case; the service uses the configured spelling.
    expect((await ssoAuth(t, 'CHD', {}, { host: 'dekt.test' })).env.data).toBe(`${cas.url}/login?service=${encodeURIComponent('http://dekt.test/chdlogin')}`);
  });

  it('refuses a route that is unknown, malformed, disabled, or of another school than schoolId', async () => {
    expect((await ssoAuth(t, 'nope', {})).env).toMatchObject({ code: 10007, msg: NOT_OPEN_MESSAGE });
    expect((await ssoAuth(t, '%3Cx%3E', {})).env).toMatchObject({ code: 10007, msg: NOT_OPEN_MESSAGE });
    expect((await ssoAuth(t, 'dh', {})).env).toMatchObject({ code: 10007, msg: NOT_OPEN_MESSAGE });
    expect((await ssoAuth(t, 'chd', { schoolId: 10002 })).env).toMatchObject({ code: 10002, msg: '参数错误: schoolId 与登录入口的学校不一致' });
    expect((await ssoAuth(t, 'chd', { schoolId: 10001 })).env.code).toBe(900);
  });

  it('leaves GET of the login route to the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/chdlogin', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('the menu 统一身份认证', () => {
  const holdersOf = async (path: string) =>
    (await t.db.selectFrom('roleModules as rm').innerJoin('modules as m', 'm.id', 'rm.moduleId').innerJoin('roles as r', 'r.id', 'rm.roleId')
      .select(['rm.schoolId', 'r.code']).where('m.path', '=', path).orderBy('rm.schoolId').execute());
  const menu = async () => {
    const settings = await t.db.selectFrom('modules').select('id').where('path', '=', '/system').executeTakeFirstOrThrow();
    return t.db.selectFrom('modules').select(['id', 'name', 'path', 'orderId']).where('parentId', '=', settings.id).orderBy('orderId').execute();
  };

  it('sits under 系统设置 before 个人信息查看记录, held by the school administrator roles', async () => {
    const paths = (await menu()).map((m) => m.path);
    expect(paths.slice(-2)).toEqual(['/system/sso', '/system/personalDataLog']);
    expect(await holdersOf('/system/sso')).toEqual([{ schoolId: 10001, code: 'admin' }, { schoolId: 10002, code: 'admin' }]);
  });

  it('is added by migration 20261126_012000 to a database migrated without it, in the same place', async () => {
    const before = await menu();
    // Later migrations come off first and go back on last, in their order.
    await withoutMigration(t.db, '20261126_012000_sso', async () => {
      expect((await menu()).map((m) => m.path)).not.toContain('/system/sso');
      expect((await view(admin)).code).toBe(10003);
      // As it was before issue 16: 个人信息查看记录 last, where 统一身份认证 now sits.
      await t.db.updateTable('modules').set({ orderId: before.find((m) => m.path === '/system/sso')!.orderId }).where('path', '=', '/system/personalDataLog').execute();
    });
    // The same entries in the same order (the numbers may move by one).
    expect((await menu()).map((m) => [m.id, m.name, m.path])).toEqual(before.map((m) => [m.id, m.name, m.path]));
    expect(await holdersOf('/system/sso')).toEqual([{ schoolId: 10001, code: 'admin' }, { schoolId: 10002, code: 'admin' }]);
    expect((await view(admin)).data).toMatchObject({ routeName: '', protocol: 'none' });
  });
});
