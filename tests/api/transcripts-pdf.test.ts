/**
 * GET /transcript/pdf (issue 7): the owning student and staff of the school (with the transcript
 * module, student in their data scope) download the PDF, named '<student number>_<name>.pdf';
 * another school gets 10002 '成绩单不存在', another student and out-of-scope staff 10003.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { IssuedTranscript } from '../../common/transcripts.js';
import { groupCode } from '../../server/modules/transcripts/code.js';
import { makeStaff, tokenFor } from './activity-fixture.js';
import { fileAppAs, readEnvelope, send } from './helpers.js';
import { ok } from './structure-helpers.js';
import { grantFromActivity, studentsOf } from './transcripts-fixture.js';

const S = 10001;
let owner: { userId: number; code: string; name: string };
let other: { userId: number; code: string; name: string };
let issued: IssuedTranscript;

const { t, admin, admin2 } = await fileAppAs('admin', 'admin2');
beforeAll(async () => {
  [owner, other] = await studentsOf(t, S, 2, 60);
  await grantFromActivity(t, S, '图书馆志愿服务', { classify: '志愿服务', hours: '6' }, [owner.userId]);
  issued = await ok<IssuedTranscript>(t, 'POST', '/transcript/issue', { userId: owner.userId }, admin);
});

const pdf = (token: string, id = issued.id) => send(t, 'GET', '/transcript/pdf', { id }, token);
const envelopeOf = (res: Awaited<ReturnType<typeof pdf>>) => readEnvelope(res, t.codec);

function expectPdf(res: Awaited<ReturnType<typeof pdf>>) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/pdf/);
  expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent(`${owner.code}_${owner.name}.pdf`));
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The document is tagged with the grouped verification code.
  expect(res.rawPayload.toString('latin1')).toContain(groupCode(issued.code));
}

describe('GET /transcript/pdf', () => {
  it('the owning student downloads their transcript', async () => {
    expectPdf(await pdf(await tokenFor(t, S, owner.userId)));
  });

  it('staff of the school with the transcript module download it', async () => {
    expectPdf(await pdf(admin));
    const college = (await t.db.selectFrom('students').select('collegeId').where('userId', '=', owner.userId).executeTakeFirstOrThrow()).collegeId!;
    const inScope = await makeStaff(t, S, ['/usermng/export/transcript/list'], 2, college);
    expectPdf(await pdf(inScope.token));
  });

  it('another school: 10002 成绩单不存在', async () => {
    expect(envelopeOf(await pdf(admin2))).toMatchObject({ code: 10002, msg: '成绩单不存在' });
  });

  it('another student: 10003', async () => {
    const res = await pdf(await tokenFor(t, S, other.userId));
    expect(res.headers['content-type']).toMatch(/json/);
    expect(envelopeOf(res).code).toBe(10003);
  });

  it('staff out of data scope or without the module: 10003; an unknown id: 10002', async () => {
    const college = (await t.db.selectFrom('students').select('collegeId').where('userId', '=', owner.userId).executeTakeFirstOrThrow()).collegeId!;
    const elsewhere = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', S).where('id', '!=', college).orderBy('id').executeTakeFirstOrThrow();
    const outOfScope = await makeStaff(t, S, ['/usermng/export/transcript/list'], 2, elsewhere.id);
    expect(envelopeOf(await pdf(outOfScope.token)).code).toBe(10003);
    const noModule = await makeStaff(t, S, ['/usermng/student/list']);
    expect(envelopeOf(await pdf(noModule.token)).code).toBe(10003);
    expect(envelopeOf(await pdf(admin, 99_999_999))).toMatchObject({ code: 10002, msg: '成绩单不存在' });
  });
});
