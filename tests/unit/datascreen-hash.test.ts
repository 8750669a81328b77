/** The hash form of the data-screen address (spec §2 "/#/dataV for school 10341"): main.tsx turns it into /dataV. */
import { describe, expect, it } from 'vitest';
import { hashRedirect } from '../../src/dataScreen/hashRoute';

describe('hashRedirect', () => {
  it('turns /#/dataV into /dataV and keeps the query', () => {
    expect(hashRedirect('/', '#/dataV?schoolId=10341')).toBe('/dataV?schoolId=10341');
    expect(hashRedirect('/', '#/dataV')).toBe('/dataV');
    expect(hashRedirect('/', '#/dataV/')).toBe('/dataV');
    expect(hashRedirect('/', '#/dataV/?schoolId=10341')).toBe('/dataV?schoolId=10341');
  });

  it('leaves every other address alone', () => {
    expect(hashRedirect('/', '')).toBeNull();
    expect(hashRedirect('/', '#/dashboard')).toBeNull();
    expect(hashRedirect('/', '#/dataVx')).toBeNull();
    expect(hashRedirect('/', '#/dataV/other')).toBeNull();
    expect(hashRedirect('/', '#top')).toBeNull();
    expect(hashRedirect('/login', '#/dataV?schoolId=10341')).toBeNull();
    expect(hashRedirect('/dataV', '#/dataV')).toBeNull();
  });
});
