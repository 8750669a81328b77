/** China Standard Time on the wire (common/time.ts): what a user reads and types, whatever the server's zone. */
import { describe, expect, it } from 'vitest';
import { chinaDay, dayEnd, dayStart, fileStamp, formatDateTime, formatMinute, parseWireTime } from '../../common/time';

describe('wire times in China Standard Time', () => {
  const lateEvening = new Date('2026-11-25T16:30:05Z'); // 00:30:05 the next day in Beijing

  it('formats an instant as Beijing clock time, the day rolling over at Beijing midnight', () => {
    expect(formatDateTime(lateEvening)).toBe('2026-11-26 00:30:05');
    expect(formatMinute(lateEvening)).toBe('2026-11-26 00:30');
    expect(chinaDay(lateEvening)).toBe('2026-11-26');
    expect(chinaDay(new Date('2026-11-25T15:59:59Z'))).toBe('2026-11-25');
    expect(fileStamp(lateEvening)).toBe('20261126-003005');
    expect(formatDateTime(null)).toBeNull();
  });

  it('reads a time without a zone as Beijing time, and keeps an explicit zone', () => {
    expect(parseWireTime('2026-11-26 00:30:05')?.toISOString()).toBe('2026-11-25T16:30:05.000Z');
    expect(parseWireTime('2026-11-26T00:30')?.toISOString()).toBe('2026-11-25T16:30:00.000Z');
    expect(parseWireTime(' 2026-11-26 00:30:05.250 ')?.toISOString()).toBe('2026-11-25T16:30:05.000Z');
    expect(parseWireTime('2026-11-26T00:30:05Z')?.toISOString()).toBe('2026-11-26T00:30:05.000Z');
    expect(parseWireTime('2026-11-26T00:30:05+09:00')?.toISOString()).toBe('2026-11-25T15:30:05.000Z');
  });

  it('refuses impossible or malformed times instead of rolling them over', () => {
    for (const bad of ['2026-02-31 08:00', '2026-02-28 24:00', '2026-11-26 08:60', '2026-13-01 00:00', '2026-1-5 00:00', 'tomorrow', ''])
      expect(parseWireTime(bad)).toBeNull();
  });

  it('gives a school day as the half-open range [00:00, next 00:00) in Beijing', () => {
    expect(dayStart('2026-11-26').toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(dayEnd('2026-11-26').toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(dayEnd('2026-12-31').toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(Number.isNaN(dayStart('2026-02-30').getTime())).toBe(true);
  });
});
