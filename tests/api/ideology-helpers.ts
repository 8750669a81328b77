/**
 * The world of the party and league tests (issue 20): an auditor of the school (role 审核员, the
 * auditor of every seeded flow), a staff member without the /ideology modules, fresh students, and
 * a 团支部 and a 党支部.
 */
import { makeStaff, makeStudents } from './activity-fixture.js';
import type { TestApp } from './helpers.js';
import { signInAs } from './helpers.js';
import { addStaff, roleIdByCode, signInStaff } from './staff-helpers.js';
import { ok } from './structure-helpers.js';

export const S = 10001;
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d5b3a40000000049454e44ae426082',
  'hex',
);

export async function makeIdeologyWorld(t: TestApp, tag: string) {
  const admin = await signInAs(t, 'admin');
  const admin2 = await signInAs(t, 'admin2');
  const code = `id${tag}${process.pid % 1000}`;
  const staff = await addStaff(t, admin, { code, name: '党团审核员', roleIds: [await roleIdByCode(t, S, 'auditor')] });
  const auditor = { userId: staff.id, token: await signInStaff(t, S, code) };
  const outsider = await makeStaff(t, S, ['/dashboard']);
  const students = await makeStudents(t, S, 4);
  const league = (await ok<{ id: number }>(t, 'POST', '/ideology/group/branch/add', { name: `团支部${tag}` }, admin)).id;
  const party = (await ok<{ id: number }>(t, 'POST', '/ideology/party/branch/add', { name: `党支部${tag}` }, admin)).id;
  return { admin, admin2, auditor, outsider, students, league, party };
}
