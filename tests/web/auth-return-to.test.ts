/** A scanned QR sign link survives the sign-in; every other page keeps "login success → '/'" (spec §4). */
import { beforeEach, describe, expect, it } from 'vitest';
import { pendingReturnTo, rememberReturnTo, takeReturnTo } from '../../src/authProvider/returnTo';

describe('returnTo', () => {
  beforeEach(() => sessionStorage.clear());

  it('returns to the QR sign page with its token, once', () => {
    rememberReturnTo('/student/activity/sign', '?token=12.in.5.abc');
    expect(takeReturnTo()).toBe('/student/activity/sign?token=12.in.5.abc');
    expect(takeReturnTo()).toBe('/');
  });

  it('ignores other pages, so sign-in still lands on /', () => {
    rememberReturnTo('/school/students', '?page=2');
    expect(takeReturnTo()).toBe('/');
  });

  it('refuses a tampered stored address', () => {
    sessionStorage.setItem('returnTo', 'https://evil.example/student/activity/sign');
    expect(takeReturnTo()).toBe('/');
  });

  it('tells the login page the pending sign page and the school its QR names, without forgetting it (issue 18 item 9)', () => {
    expect(pendingReturnTo()).toBeNull();
    rememberReturnTo('/student/activity/sign', '?token=12.in.5.abc&schoolId=10001');
    expect(pendingReturnTo()).toEqual({ path: '/student/activity/sign', schoolId: '10001' });
    expect(pendingReturnTo()).not.toBeNull();
    expect(takeReturnTo()).toBe('/student/activity/sign?token=12.in.5.abc&schoolId=10001');
    expect(pendingReturnTo()).toBeNull();
  });
});
