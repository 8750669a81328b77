/** Stored session values (spec §3) and sign-out (spec §4). */
import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../../common/api';
import { clearSession, readSession, scoreUnitFor, storeLoginResult, SIGN_OUT_KEYS } from '../../src/authProvider/session';

const result: LoginResult = {
  access_token: 'tok',
  isAdmin: 1,
  name: '王老师',
  identity: 0,
  code: 't1001',
  isOpenHonorJoinNumber: 0,
  schoolId: 10001,
  schoolLogo: '/logo.png',
  avatar: '/a.png',
  operatorId: 42,
  compulsoryName: '必修',
  electiveName: '选修',
  hoursUnit: '学时',
  schoolName: '示范大学',
  waysConvert: 1,
  roleName: '管理员',
  lastLoginTime: '2024-09-01 08:00:00',
  decimalPlaces: 2,
  schoolCity: '武汉',
};

describe('storeLoginResult', () => {
  it('stores the profile under the spec key names', () => {
    storeLoginResult(result, 'admin');
    const expected: Record<string, string> = {
      sessionKey: 'tok', isAdmin: '1', name: '王老师', userName: '王老师', roleName: '管理员',
      lastLoginTime: '2024-09-01 08:00:00', userCode: 't1001', usernameCode: 'admin', schoolId: '10001',
      schoolName: '示范大学', schoolLogo: '/logo.png', avatar: '/a.png', operatorId: '42', compulsoryName: '必修',
      electiveName: '选修', hoursUnit: '学时', scoreUnit: '学分', identity: '0', decimalPlaces: '2',
    };
    for (const [k, v] of Object.entries(expected)) expect(localStorage.getItem(k), k).toBe(v);
    expect(localStorage.getItem('modL')).toBeNull();
    expect(readSession()).toMatchObject({ schoolId: 10001, operatorId: 42, isAdmin: true, identity: 0 });
  });

  it('IsfirstLogin is 1 when never stored, then 0', () => {
    storeLoginResult(result);
    expect(localStorage.getItem('IsfirstLogin')).toBe('1');
    storeLoginResult(result);
    expect(localStorage.getItem('IsfirstLogin')).toBe('0');
    clearSession();
    storeLoginResult(result);
    expect(localStorage.getItem('IsfirstLogin')).toBe('0');
  });

  it("scoreUnit: waysConvert 3 → '分数', otherwise '学分'", () => {
    storeLoginResult({ ...result, waysConvert: 3 });
    expect(localStorage.getItem('scoreUnit')).toBe('分数');
    storeLoginResult({ ...result, waysConvert: 2 });
    expect(localStorage.getItem('scoreUnit')).toBe('学分');
    expect(scoreUnitFor('3')).toBe('分数');
    expect(scoreUnitFor(undefined)).toBe('学分');
  });

  it('students also store modL', () => {
    storeLoginResult({ ...result, identity: 2, modL: 0 });
    expect(localStorage.getItem('modL')).toBe('0');
    expect(readSession().modL).toBe('0');
  });
});

describe('clearSession (sign-out)', () => {
  it('removes exactly sessionKey, name, roleName, lastLoginTime, userName, compulsoryName, electiveName', () => {
    storeLoginResult({ ...result, modL: 1 }, 'admin');
    localStorage.setItem('city', '西安');
    localStorage.setItem('item', '{}');
    localStorage.setItem('locale', 'en');
    const before = { ...localStorage };
    clearSession();
    const removed = Object.keys(before).filter((k) => localStorage.getItem(k) === null).sort();
    expect(removed).toEqual(['compulsoryName', 'electiveName', 'lastLoginTime', 'name', 'roleName', 'sessionKey', 'userName']);
    expect([...SIGN_OUT_KEYS].sort()).toEqual(removed);
    expect(localStorage.getItem('schoolId')).toBe('10001');
  });
});
