/** A scanned QR sign link survives the sign-in; every other page keeps "login success → '/'" (spec §4). */
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberReturnTo, takeReturnTo } from '../../src/authProvider/returnTo';

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
});
