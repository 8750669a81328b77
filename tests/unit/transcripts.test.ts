/**
 * Pure parts of transcripts (issue 7): the rule verdict lines (spec §1, §9 decimal places), the
 * verification code (HMAC over canonical JSON, Crockford base32), how a typed code is read, the
 * masks of the public page, China dates, and the secret kept in the data directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOURS_RULES as R } from '../../common/hoursRules.js';
import { groupCode, normalizeCode, transcriptCode, codeMatches } from '../../server/modules/transcripts/code.js';
import { chinaDate } from '../../server/modules/transcripts/content.js';
import { transcriptSecretOf } from '../../server/modules/transcripts/secret.js';
import { transcriptVerdict } from '../../server/modules/transcripts/verdict.js';
import { maskName, maskStudentCode } from '../../server/modules/transcripts/verify.js';

const opts = { postgraduate: false, hoursUnit: '学时', decimalPlaces: 2 };

describe('transcriptVerdict', () => {
  it('lists what is short, in the order total, campus, social practice', () => {
    expect(transcriptVerdict({ total: '188', campus: '80', socialPractice: '60.5' }, R, opts)).toEqual({
      met: false, recordOnly: false, missing: ['总学时还差 12.00 学时', '社会实践学时还差 39.50 学时'],
    });
    expect(transcriptVerdict({ total: '150', campus: '79.99', socialPractice: '100' }, R, opts).missing).toEqual([
      '总学时还差 50.00 学时', '校园活动学时还差 0.01 学时',
    ]);
  });

  it('is met exactly at the thresholds', () => {
    expect(transcriptVerdict({ total: '200', campus: '80', socialPractice: '100' }, R, opts)).toEqual({ met: true, recordOnly: false, missing: [] });
  });

  it("uses the school's decimal places and hours unit", () => {
    expect(transcriptVerdict({ total: '187.55', campus: '80', socialPractice: '100' }, R, { ...opts, decimalPlaces: 1, hoursUnit: '课时' }).missing).toEqual(['总学时还差 12.5 课时']);
    expect(transcriptVerdict({ total: '187.45', campus: '80', socialPractice: '100' }, R, { ...opts, decimalPlaces: 0 }).missing).toEqual(['总学时还差 13 学时']);
  });

  it('postgraduates: record only, whatever the hours', () => {
    expect(transcriptVerdict({ total: '500', campus: '200', socialPractice: '200' }, R, { ...opts, postgraduate: true })).toEqual({
      met: false, recordOnly: true, missing: ['研究生学时仅作记录，不计学分'],
    });
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
    expect(maskName('张小明')).toBe('张*明');
    expect(maskName('李四')).toBe('李*');
    expect(maskName('欧阳小明')).toBe('欧**明');
    expect(maskName('王')).toBe('王');
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
