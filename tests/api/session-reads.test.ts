/**
 * Coalesced session reads (issue 17, server/auth/sessions.ts SessionReads): the first requests of
 * many sessions arriving together are answered from one query per round, and each caller is still
 * exactly who their token says — a revoked or unknown token in the same burst gets 10001.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { StudentInfo } from '../../common/studentHome.js';
import { makeStudents } from './activity-fixture.js';
import { call, makeApp } from './helpers.js';

const S = 10001;
const t = await makeApp();
afterAll(() => t.close());

describe('session reads of requests arriving together', () => {
  it('answers each of 60 students with their own profile, and 10001 to a revoked and an unknown token among them', async () => {
    const students = await makeStudents(t, S, 60);
    const revoked = students.pop()!;
    await t.db.updateTable('sessions').set({ revokedAt: new Date() }).where('schoolId', '=', S).where('userId', '=', revoked.userId).execute();
    const codes = await t.db.selectFrom('students').select(['userId', 'code']).where('schoolId', '=', S).where('userId', 'in', students.map((s) => s.userId)).execute();
    const codeOf = new Map(codes.map((c) => [c.userId, c.code]));
    const tokens = [...students.map((s) => s.token), revoked.token, 'f'.repeat(64)];
    const replies = await Promise.all(tokens.map((token) => call<StudentInfo>(t, 'GET', '/student/info', {}, token)));
    expect(replies.slice(0, students.length).map((r) => [r.code, r.data?.userId, r.data?.code])).toEqual(students.map((s) => [0, s.userId, codeOf.get(s.userId)]));
    expect(replies.slice(students.length).map((r) => r.code)).toEqual([10001, 10001]);
  });
});
