/** Wire times of the activity endpoints (issue 4): 'YYYY-MM-DD HH:mm' in China Standard Time, ISO accepted. */
import { describe, expect, it } from 'vitest';
import { formatMinute, parseWireTime } from '../../common/time.js';

describe('parseWireTime and formatMinute', () => {
  it('reads China time without a zone and keeps an explicit zone', () => {
    expect(parseWireTime('2027-10-10 09:00')?.toISOString()).toBe('2027-10-10T01:00:00.000Z');
    expect(parseWireTime('2027-10-10T09:00:30')?.toISOString()).toBe('2027-10-10T01:00:30.000Z');
    expect(parseWireTime('2027-10-10T01:00:00Z')?.toISOString()).toBe('2027-10-10T01:00:00.000Z');
    expect(parseWireTime('2027-10-10T09:00:00.000+08:00')?.toISOString()).toBe('2027-10-10T01:00:00.000Z');
  });

  it('refuses what is not a time', () => {
    for (const s of ['2027-10-10', '2027-02-30 09:00', '2027-13-01 09:00', '2027-10-10 24:00', '10/10/2027 09:00', '']) expect(parseWireTime(s), s).toBeNull();
  });

  it('formats to the minute in China time', () => {
    expect(formatMinute(new Date('2027-10-09T16:05:59Z'))).toBe('2027-10-10 00:05');
    expect(formatMinute(null)).toBeNull();
  });
});
