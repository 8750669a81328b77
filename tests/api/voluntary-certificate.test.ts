/**
 * A volunteer's record and certificate (志愿服务证明, issue 19), verifiable like a transcript:
 * staff issue it from the volunteer's page and the student from /volunteer; its total equals the
 * approved service records (pending and rejected ones do not count); the PDF lists the volunteer
 * number, organisation, records and total; /verify/info confirms a genuine code, says what it
 * verified, and refuses a forged one; the data scope holds (another college's administrator, another
 * school, another student cannot fetch it). Service records are written directly in the states
 * under test (their review is tests/api/voluntary.test.ts's business).
 */
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { VerifyResult } from '../../common/transcripts.js';
import { ServiceHoursStatus, type MyVolunteer, type VolunteerCertificate, type VolunteerDetail, type VolunteerRow } from '../../common/voluntary.js';
import { groupCode } from '../../server/modules/transcripts/code.js';
import { launch, makeWorld } from './activities-helpers.js';
import { cleanStudents, sessionFor } from './blacklist-helpers.js';
import { call, fileApp, readEnvelope, send } from './helpers.js';
import { addRole, addStaff, signInStaff } from './staff-helpers.js';

const SCHOOL = 10001;
const t = await fileApp();
const w = await makeWorld(t);
const team = (await t.db.insertInto('organizations').values({ schoolId: SCHOOL, name: '证明测试志愿队', nature: 3 }).returning('id').executeTakeFirstOrThrow()).id;
const [alice, bob] = await cleanStudents(t, SCHOOL, 2, 11);
const aliceToken = await sessionFor(t, SCHOOL, alice.userId);
const bobToken = await sessionFor(t, SCHOOL, bob.userId);
for (const token of [aliceToken, bobToken]) {
  const env = await call(t, 'POST', '/volunteer/register', { organizationId: team, phone: '13800138000' }, token);
  if (env.code !== 0) throw new Error(JSON.stringify(env));
}
const volunteerOf = async (userId: number) => (await t.db.selectFrom('volunteers').select(['id', 'volunteerNo']).where('schoolId', '=', SCHOOL).where('userId', '=', userId).executeTakeFirstOrThrow());
const aliceV = await volunteerOf(alice.userId);

// Alice: two approved records (2 h 30 min and 1 h 20 min), one pending and one rejected.
const activities: number[] = [];
for (const name of ['敬老院陪护', '社区图书整理', '马拉松补给站', '校园清洁']) activities.push((await launch(t, w, { organizationId: team, name }, w.admin)).id);
const served: [number, number][] = [[150, ServiceHoursStatus.APPROVED], [80, ServiceHoursStatus.APPROVED], [240, ServiceHoursStatus.PENDING], [60, ServiceHoursStatus.REJECTED]];
await t.db.insertInto('volunteerServiceHours').values(served.map(([minutes, status], i) => ({
  schoolId: SCHOOL, activityId: activities[i], userId: alice.userId, servedMinutes: minutes, minutes, status, recordedBy: alice.userId, createdAt: new Date(), updatedAt: new Date(),
}))).execute();

const issue = (id: number, token = w.admin) => call<VolunteerCertificate>(t, 'POST', '/voluntary/volunteer/certificate', { id }, token);
const pdf = (id: number, token: string) => send(t, 'GET', '/volunteer/certificate/pdf', { id }, token);
const verify = (code: string) => call<VerifyResult>(t, 'GET', '/verify/info', { code }, undefined as unknown as string);

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return (text as string).replace(/\s+/g, ' ');
}

describe('issuing the certificate', () => {
  it('totals exactly the approved records, as the volunteer page shows them', async () => {
    const cert = (await issue(aliceV.id)).data;
    expect(cert.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(cert.verifyUrl).toBe(`/verify/${cert.code}`);
    expect(cert.content.volunteer).toMatchObject({ volunteerNo: aliceV.volunteerNo, organizationName: '证明测试志愿队', studentCode: alice.code });
    expect(cert.content.records.map((r) => [r.activityName, r.hours])).toEqual([['敬老院陪护', '2.50'], ['社区图书整理', '1.33']]);
    expect(cert.content.totalHours).toBe('3.83');
    const detail = (await call<VolunteerDetail>(t, 'GET', '/voluntary/volunteer/detail', { id: aliceV.id }, w.admin)).data;
    const approved = detail.records.filter((r) => r.status === ServiceHoursStatus.APPROVED).reduce((s, r) => s + Math.round(Number(r.hours) * 100), 0);
    expect((approved / 100).toFixed(2)).toBe(cert.content.totalHours);
    // Asked again the same day with nothing changed: the same certificate.
    expect((await issue(aliceV.id)).data.id).toBe(cert.id);
  });

  it('is issued by the student for themself, refused before registration and to staff', async () => {
    const own = await call<VolunteerCertificate>(t, 'POST', '/volunteer/certificate', {}, aliceToken);
    expect(own.data.content.totalHours).toBe('3.83');
    const [carol] = await cleanStudents(t, SCHOOL, 1, 20);
    expect(await call(t, 'POST', '/volunteer/certificate', {}, await sessionFor(t, SCHOOL, carol.userId))).toMatchObject({ code: 10002, msg: '您尚未注册为志愿者' });
    expect(await call(t, 'POST', '/volunteer/certificate', {}, w.admin)).toMatchObject({ code: 10003, msg: '仅限学生使用' });
    const bobCert = await call<VolunteerCertificate>(t, 'POST', '/volunteer/certificate', {}, bobToken);
    expect(bobCert.data.content).toMatchObject({ totalHours: '0.00', records: [] });
  });

  it('refuses bad input, staff without the module, another school and another college', async () => {
    expect(await issue(0)).toMatchObject({ code: 10002 });
    expect((await call(t, 'POST', '/voluntary/volunteer/certificate', {}, w.admin)).msg).toContain('id');
    expect((await issue(aliceV.id, w.outsider.token)).code).toBe(10003);
    expect(await issue(aliceV.id, w.admin2)).toMatchObject({ code: 10002, msg: '志愿者不存在' });
    const theirs = await t.db.selectFrom('students').select('collegeId').where('userId', '=', alice.userId).executeTakeFirstOrThrow();
    const other = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', SCHOOL).where('id', '!=', theirs.collegeId!).orderBy('id').executeTakeFirstOrThrow();
    const role = await addRole(t, w.admin, { name: '院系志愿证明', permission: '1,1200,1201', dataScope: 2, scopeCollegeId: other.id });
    await addStaff(t, w.admin, { code: 'vcert01', name: '外院志愿管理员', roleIds: [role.id] });
    const outsiderCollege = await signInStaff(t, SCHOOL, 'vcert01');
    expect(await issue(aliceV.id, outsiderCollege)).toMatchObject({ code: 10002, msg: '志愿者不存在' });
    const cert = (await issue(aliceV.id)).data;
    expect(readEnvelope(await pdf(cert.id, outsiderCollege), t.codec).code).toBe(10003);
  });
});

describe('GET /volunteer/certificate/pdf', () => {
  it('gives staff and the owner the PDF with the number, organisation, records and total', async () => {
    const cert = (await issue(aliceV.id)).data;
    for (const token of [w.admin, aliceToken]) {
      const res = await pdf(cert.id, token);
      expect(res.headers['content-type'], res.body).toMatch(/^application\/pdf/);
      expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent(`${alice.code}_${alice.name}_志愿服务证明.pdf`));
      const text = await pdfText(res.rawPayload);
      for (const s of ['志愿服务证明', aliceV.volunteerNo, '证明测试志愿队', '敬老院陪护', '社区图书整理', '3.83 小时', groupCode(cert.code)]) expect(text).toContain(s);
      expect(text).not.toContain('马拉松补给站');
    }
  });

  it('refuses another student, another school and an unknown id', async () => {
    const cert = (await issue(aliceV.id)).data;
    expect(readEnvelope(await pdf(cert.id, bobToken), t.codec).code).toBe(10003);
    expect(readEnvelope(await pdf(cert.id, w.admin2), t.codec)).toMatchObject({ code: 10002, msg: '志愿服务证明不存在' });
    expect(readEnvelope(await pdf(cert.id, w.outsider.token), t.codec).code).toBe(10003);
    expect(readEnvelope(await pdf(999_999, w.admin), t.codec)).toMatchObject({ code: 10002, msg: '志愿服务证明不存在' });
  });
});

describe('verification', () => {
  it('confirms a genuine code and says it is a volunteer certificate, masked', async () => {
    const cert = (await issue(aliceV.id)).data;
    const v = (await verify(groupCode(cert.code).toLowerCase())).data;
    expect(v).toMatchObject({ status: 'valid', document: 'volunteerCertificate', totalHours: '3.83', matchesLedger: true, volunteer: { volunteerNo: aliceV.volunteerNo, organizationName: '证明测试志愿队', recordCount: 2 } });
    expect(v.studentName).not.toBe(alice.name);
    expect(v.studentName[0]).toBe(alice.name[0]);
  });

  it('refuses a forged code and a tampered certificate', async () => {
    const cert = (await issue(aliceV.id)).data;
    const forged = (cert.code[0] === 'A' ? 'B' : 'A') + cert.code.slice(1);
    expect((await verify(forged)).data).toMatchObject({ status: 'notFound', totalHours: '' });
    const content = { ...cert.content, totalHours: '99.00' };
    await t.db.updateTable('volunteerCertificates').set({ content: JSON.stringify(content) }).where('schoolId', '=', SCHOOL).where('id', '=', cert.id).execute();
    expect((await verify(cert.code)).data).toMatchObject({ status: 'altered', document: 'volunteerCertificate', totalHours: '' });
  });

  it('notices when the approved hours changed after issuing', async () => {
    const before = (await call<MyVolunteer>(t, 'GET', '/volunteer/mine', {}, aliceToken)).data.volunteer as VolunteerRow;
    const cert = (await call<VolunteerCertificate>(t, 'POST', '/volunteer/certificate', {}, aliceToken)).data;
    expect(cert.content.totalHours).toBe(before.totalHours);
    await t.db.updateTable('volunteerServiceHours').set({ status: ServiceHoursStatus.APPROVED }).where('schoolId', '=', SCHOOL).where('activityId', '=', activities[2]).execute();
    expect((await verify(cert.code)).data).toMatchObject({ status: 'valid', matchesLedger: false });
    const next = (await call<VolunteerCertificate>(t, 'POST', '/volunteer/certificate', {}, aliceToken)).data;
    expect(next.id).not.toBe(cert.id);
    expect(next.content.totalHours).toBe('7.83');
  });
});
