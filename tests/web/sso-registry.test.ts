/** The per-school login routes of spec §2, matchSchoolLoginRoute, and the route → school table read from the school list (issue 16). */
import { describe, expect, it } from 'vitest';
import type { SchoolSso } from '../../common/sso';
import {
  learnRouteNames, loginRouteAt, matchSchoolLoginRoute, schoolForRoute, schoolLoginRoutes, serviceHref, ssoRegistry, unlistedRouteName,
} from '../../src/authProvider/sso/registry';
import type { SsoSchool } from '../../src/authProvider/sso/types';

const SPEC_ROUTES =
  '/login, /stulogin, /chdlogin, /ahsjlogin, /xakjlogin, /jlnulogin, /hnvtclogin, /cquelogin, /bzuulogin, /lyahiiblogin, /wzutlogin, /hciitlogin, /lsulogin, /stdulogin, /ahualogin, /hnuulogin, /hnucmlogin, /scmclogin, /jjvulogin, /lyptlogin, /lyaqnulogin, /hnnulogin, /ahwsjkxylogin, /cqmulogin, /lybjwlxylogin, /chzclogin, /wjcahnulogin, /tyulogin, /aepulogin, /ahyzlogin, /dloulogin, /amtclogin, /lnjzxylogin, /sdnulogin, /jiangnanlogin, /lvtclogin, /bzylogin, /lntdxylogin, /hautlogin'.split(', ');

describe('registry', () => {
  it('holds the 39 routes of the spec, in order', () => {
    expect(schoolLoginRoutes).toEqual(SPEC_ROUTES);
    expect(SPEC_ROUTES).toHaveLength(39);
    expect(new Set(ssoRegistry.map((p) => p.id)).size).toBe(39);
  });
  it('/login and /stulogin preselect no school', () => {
    const list = [school(1, { routeName: 'stu', protocol: 'cas', logoutUrl: '' }), school(2, { routeName: 'default', protocol: 'cas', logoutUrl: '' })];
    expect(schoolForRoute(matchSchoolLoginRoute('/login')!.id, list)).toBeNull();
    expect(schoolForRoute(matchSchoolLoginRoute('/stulogin')!.id, list)).toBeNull();
  });
});

const school = (id: number, sso?: SchoolSso | null): SsoSchool => ({
  id, name: `学校${id}`, logo: '', hoursUnit: '学时', scoreReportModel: 1, waysConvert: 1, firstLetter: 'X', ...(sso === undefined ? {} : { sso }),
});

describe('the school of a route, from the school list at run time', () => {
  const list = [
    school(10710, { routeName: 'chd', protocol: 'cas', logoutUrl: '' }),
    school(13000, { routeName: 'lyAhiib', protocol: 'cas', logoutUrl: '' }),
    school(10001, null),
    school(10002), // an old server sends no sso field
  ];
  it('the school whose SSO names the route, case-insensitively', () => {
    expect(schoolForRoute('chd', list)?.id).toBe(10710);
    expect(schoolForRoute(matchSchoolLoginRoute('/lyahiiblogin')!.id, list)?.id).toBe(13000);
  });
  it('no school names the route (or sso is null or absent) → null', () => {
    expect(schoolForRoute('ahsj', list)).toBeNull();
    expect(schoolForRoute('chd', [school(10710, null), school(10002)])).toBeNull();
  });
  it('a route name a school configures beyond the 39 matches once learned, anywhere in the URL', () => {
    expect(matchSchoolLoginRoute('/demologin')).toBeNull();
    learnRouteNames([school(20000, { routeName: 'demo', protocol: 'cas', logoutUrl: '' }), ...list]);
    expect(matchSchoolLoginRoute('/demologin')).toEqual({ id: 'demo', loginRoute: '/demologin' });
    expect(matchSchoolLoginRoute('/x/demologin?ticket=1')?.id).toBe('demo');
    expect(matchSchoolLoginRoute('/chdlogin')?.id).toBe('chd');
    expect(schoolLoginRoutes).toHaveLength(39);
  });
});

describe('matchSchoolLoginRoute', () => {
  it.each(SPEC_ROUTES)('matches %s exactly', (route) => {
    expect(matchSchoolLoginRoute(route)?.loginRoute).toBe(route);
  });
  it('matches when the name appears anywhere in the URL', () => {
    expect(matchSchoolLoginRoute('/sso/chdlogin?ticket=ST-1')?.id).toBe('chd');
    expect(matchSchoolLoginRoute('https://x.edu.cn/#/hautlogin')?.id).toBe('haut');
    expect(matchSchoolLoginRoute('/?from=jiangnanlogin')?.id).toBe('jiangnan');
  });
  it('the longest name wins: /stulogin is not /login, /lyaqnulogin is not another', () => {
    expect(matchSchoolLoginRoute('/stulogin')?.id).toBe('stu');
    expect(matchSchoolLoginRoute('/lyaqnulogin')?.id).toBe('lyaqnu');
    expect(matchSchoolLoginRoute('/hnucmlogin')?.id).toBe('hnucm');
  });
  it('no match elsewhere', () => {
    expect(matchSchoolLoginRoute('/dashboard')).toBeNull();
    expect(matchSchoolLoginRoute('/logout-success')).toBeNull();
    expect(matchSchoolLoginRoute('/cquelogout')).toBeNull();
    expect(matchSchoolLoginRoute('/xloginx')).toBeNull();
    expect(matchSchoolLoginRoute('')).toBeNull();
  });
});

describe('routes beyond the 39 (the guard forwards them to /login?route=…)', () => {
  it('unlistedRouteName: a /{name}login the router has no page for', () => {
    expect(unlistedRouteName('/demologin')).toBe('demo');
    expect(unlistedRouteName('/DemoLogin')).toBe('demo');
    for (const path of [...SPEC_ROUTES, '/xlogin', '/9xlogin', '/sso/demologin', '/demologin/', '/dashboard']) expect(unlistedRouteName(path), path).toBeNull();
  });
  it('loginRouteAt reads /login?route={name} as /{name}login; elsewhere the path decides', () => {
    expect(loginRouteAt('/login', '?route=demo&ticket=1')).toEqual({ id: 'demo', loginRoute: '/demologin' });
    expect(loginRouteAt('/login', '?route=Chd')).toEqual({ id: 'chd', loginRoute: '/chdlogin' });
    expect(loginRouteAt('/login', '?route=9x')?.id).toBe('default');
    expect(loginRouteAt('/login', '')?.id).toBe('default');
    expect(loginRouteAt('/chdlogin', '?route=demo')?.id).toBe('chd');
  });
  it('serviceHref: the real service address, other parameters kept byte for byte', () => {
    expect(serviceHref('https://x.cn', '/login', '?route=demo&ticket=ST-1&k=a+b%2B')).toBe('https://x.cn/demologin?ticket=ST-1&k=a+b%2B');
    expect(serviceHref('https://x.cn', '/login', '?route=demo')).toBe('https://x.cn/demologin');
    expect(serviceHref('https://x.cn', '/chdlogin', '?ticket=1', '#h')).toBe('https://x.cn/chdlogin?ticket=1#h');
    expect(serviceHref('https://x.cn', '/login', '?a=1')).toBe('https://x.cn/login?a=1');
  });
});
