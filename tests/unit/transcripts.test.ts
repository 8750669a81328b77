/**
 * Pure parts of transcripts (issue 7): the rule verdict lines (spec §1, §9 decimal places), the
 * verification code (HMAC over canonical JSON, Crockford base32), how a typed code is read, the
 * masks of the public page, China dates, and the secret kept in the data directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultRequirementSet, evaluate } from '../../common/hoursRequirements.js';
import { groupCode, normalizeCode, transcriptCode, codeMatches } from '../../server/modules/transcripts/code.js';
import { chinaDate } from '../../server/modules/transcripts/content.js';
import { transcriptSecretOf } from '../../server/modules/transcripts/secret.js';
import { transcriptVerdict } from '../../server/modules/transcripts/verdict.js';
import { maskName, maskStudentCode } from '../../server/modules/transcripts/verify.js';

const opts = { hoursUnit: '学时', decimalPlaces: 2 };
const modules = [
  { id: 1, name: '思想素养', moduleKind: 'ideology', campus: true },
  { id: 4, name: '社会实践', moduleKind: 'socialPractice', campus: false },
  { id: 6, name: '文化活动', moduleKind: 'culture', campus: true },
];
const R = defaultRequirementSet(modules);
/** The evaluation of a student with `campus` hours in 思想素养 and `social` in 社会实践. */
const judged = (campus: string, social: string, extra: Partial<typeof R> = {}, postgraduate = false) =>
  evaluate({ ...R, ...extra }, { byModule: new Map([[1, campus], [4, social]]), postgraduate }, modules);

describe('transcriptVerdict', () => {
  it('lists what is short, in the order total, campus, social practice, then module minimums', () => {
    expect(transcriptVerdict(judged('127.5', '60.5'), opts)).toEqual({
      met: false, recordOnly: false, missing: ['总学时还差 12.00 学时', '社会实践学时还差 39.50 学时'],
    });
    expect(transcriptVerdict(judged('79.99', '100'), opts).missing).toEqual(['总学时还差 20.01 学时', '校园活动学时还差 0.01 学时']);
    expect(transcriptVerdict(judged('100', '100', { moduleMinimums: [{ classifyId: 6, minHours: 10 }] }), opts).missing).toEqual(['文化活动学时还差 10.00 学时']);
  });

  it('is met exactly at the thresholds', () => {
    expect(transcriptVerdict(judged('100', '100'), opts)).toEqual({ met: true, recordOnly: false, missing: [] });
  });

  it("uses the school's decimal places and hours unit", () => {
    expect(transcriptVerdict(judged('87.55', '100'), { decimalPlaces: 1, hoursUnit: '课时' }).missing).toEqual(['总学时还差 12.5 课时']);
    expect(transcriptVerdict(judged('87.45', '100'), { ...opts, decimalPlaces: 0 }).missing).toEqual(['总学时还差 13 学时']);
  });

  it('postgraduates: record only, whatever the hours', () => {
    expect(transcriptVerdict(judged('300', '200', {}, true), opts)).toEqual({ met: false, recordOnly: true, missing: ['研究生学时仅作记录，不计学分'] });
  });
});

describe('verification code', () => {
  const content = { totalHours: '12.50', student: { name: '张三', code: '2021000001' }, byClassify: [{ classifyId: 1, hours: '1.00' }] };
  const input = { schoolId: 10001, userId: 7, id: 42, content };

  it('is 16 Crockford base32 characters, stable for the same input', () => {
    const code = transcriptCode('k', input);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(transcriptCode('k', input)).toBe(code);
  });

  it('does not depend on key order (a jsonb column reorders keys)', () => {
    const reordered = { byClassify: [{ hours: '1.00', classifyId: 1 }], student: { code: '2021000001', name: '张三' }, totalHours: '12.50' };
    expect(transcriptCode('k', { content: reordered, id: 42, userId: 7, schoolId: 10001 })).toBe(transcriptCode('k', input));
  });

  it('changes with the secret, the id, the owner and any figure', () => {
    const code = transcriptCode('k', input);
    expect(transcriptCode('other', input)).not.toBe(code);
    expect(transcriptCode('k', { ...input, id: 43 })).not.toBe(code);
    expect(transcriptCode('k', { ...input, userId: 8 })).not.toBe(code);
    expect(transcriptCode('k', { ...input, content: { ...content, totalHours: '12.51' } })).not.toBe(code);
    expect(codeMatches('k', input, code)).toBe(true);
    expect(codeMatches('k', { ...input, content: { ...content, totalHours: '99.00' } }, code)).toBe(false);
  });

  it('is read with or without dashes, in any case, with look-alikes (O → 0, I/L → 1)', () => {
    expect(normalizeCode('abcd-efgh-jkmn-pqrs')).toBe('ABCDEFGHJKMNPQRS');
    expect(normalizeCode('O1IL 0000 0000 0000')).toBe('0111000000000000');
    expect(groupCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(normalizeCode('ABCD-EFGH-JKMN-PQR')).toBeNull();
    expect(normalizeCode('UUUUUUUUUUUUUUUU')).toBeNull();
  });
});

describe('masks of the public page', () => {
  it('keeps the first and last character of a name', () => {
    for (const [name, masked] of Object.entries({ 张小明: '张*明', 李四: '李*', 欧阳小明: '欧**明', 王: '王' })) expect(maskName(name)).toBe(masked);
  });

  it('keeps the first 4 and last 2 characters of a student number', () => {
    expect(maskStudentCode('2021000001')).toBe('2021****01');
    expect(maskStudentCode('123456')).toBe('1****6');
  });
});

describe('chinaDate', () => {
  it('is the calendar day in China (UTC+8)', () => {
    expect(chinaDate(new Date('2025-06-30T15:59:59Z'))).toBe('2025-06-30');
    expect(chinaDate(new Date('2025-06-30T16:00:00Z'))).toBe('2025-07-01');
  });
});

describe('transcriptSecretOf', () => {
  it('prefers TRANSCRIPT_SECRET; otherwise creates DATA_DIR/transcript-secret once (0600) and keeps using it', () => {
    expect(transcriptSecretOf({ transcriptSecret: 'set', dataDir: '/nonexistent' })).toBe('set');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'transcript-secret-'));
    try {
      const dataDir = path.join(dir, 'data');
      const secret = transcriptSecretOf({ dataDir });
      const file = path.join(dataDir, 'transcript-secret');
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      expect(fs.readFileSync(file, 'utf8').trim()).toBe(secret);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(transcriptSecretOf({ dataDir })).toBe(secret);
      // Another data directory (another deployment) has its own.
      expect(transcriptSecretOf({ dataDir: path.join(dir, 'other') })).not.toBe(secret);
      // A file written before (a restart) is read, not replaced.
      const earlier = path.join(dir, 'earlier');
      fs.mkdirSync(earlier);
      fs.writeFileSync(path.join(earlier, 'transcript-secret'), 'kept-from-before\n', { mode: 0o600 });
      expect(transcriptSecretOf({ dataDir: earlier })).toBe('kept-from-before');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
