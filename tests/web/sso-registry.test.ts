/** The per-school login routes of spec §2 and matchSchoolLoginRoute. */
import { describe, expect, it } from 'vitest';
import { matchSchoolLoginRoute, schoolLoginRoutes, ssoRegistry } from '../../src/authProvider/sso/registry';
import { logoutTargetFor } from '../../src/authProvider/sso/logoutTargets';

const SPEC_ROUTES =
  '/login, /stulogin, /chdlogin, /ahsjlogin, /xakjlogin, /jlnulogin, /hnvtclogin, /cquelogin, /bzuulogin, /lyahiiblogin, /wzutlogin, /hciitlogin, /lsulogin, /stdulogin, /ahualogin, /hnuulogin, /hnucmlogin, /scmclogin, /jjvulogin, /lyptlogin, /lyaqnulogin, /hnnulogin, /ahwsjkxylogin, /cqmulogin, /lybjwlxylogin, /chzclogin, /wjcahnulogin, /tyulogin, /aepulogin, /ahyzlogin, /dloulogin, /amtclogin, /lnjzxylogin, /sdnulogin, /jiangnanlogin, /lvtclogin, /bzylogin, /lntdxylogin, /hautlogin'.split(', ');

describe('registry', () => {
  it('holds the 39 routes of the spec, in order', () => {
    expect(schoolLoginRoutes).toEqual(SPEC_ROUTES);
    expect(SPEC_ROUTES).toHaveLength(39);
    expect(new Set(ssoRegistry.map((p) => p.id)).size).toBe(39);
  });
  it('/login and /stulogin preselect no school', () => {
    expect(matchSchoolLoginRoute('/login')?.schoolId).toBeNull();
    expect(matchSchoolLoginRoute('/stulogin')?.schoolId).toBeNull();
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

describe('logout targets', () => {
  it("default '/login'; 10710, 13849, 11505 call a server-side sign-out first", () => {
    expect(logoutTargetFor(10001).redirect).toBe('/login');
    expect(logoutTargetFor(null).redirect).toBe('/login');
    for (const id of [10710, 13849, 11505]) expect(logoutTargetFor(id).signOutPath).toMatch(/^\/user\/\w+SSOSignOut$/);
    expect(logoutTargetFor('10710').signOutPath).toBe('/user/chdSSOSignOut');
  });
});
