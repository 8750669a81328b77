/**
 * Branch meetings (issue 20: 三会一课 at /ideology/meeting, 主题团日/主题党日 and thematic meetings at
 * /ideology/thematic/meeting): kind, branch, time, place, agenda; attendance by QR sign-in (the QR
 * carries the meeting id and its random sign code; members of the branch sign in from 30 minutes
 * before the start to 30 minutes after the end) or marked by staff; minutes and photos (uploads).
 * Where the school's setting says so (default off), each new attendance grants 思想素养 hours (hours.ts).
 */
import { randomInt } from 'node:crypto';
import {
  IDEOLOGY_MSG, meetingKindLabels, REGULAR_MEETING_KINDS, SIGN_MARGIN_MINUTES, THEMATIC_MEETING_KINDS,
  type IdeologySettings, type MeetingCategory, type MeetingDetail, type MeetingRow,
} from '../../../common/ideology.js';
import type { Page } from '../../../common/envelope.js';
import type { MeetingInput, MeetingListParams } from '../../../common/schemas/ideology.js';
import { formatMinute } from '../../../common/time.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { FILES_URL_PREFIX } from '../files/service.js';
import { grantIdeologyHours } from './hours.js';
import { branchOf } from './members.js';
import { countUsers } from './repositories/members.js';
import * as repo from './repositories/meetings.js';

type Caller = { schoolId: number; userId: number };

export const kindsOf = (c: MeetingCategory): readonly number[] => (c === 'thematic' ? THEMATIC_MEETING_KINDS : REGULAR_MEETING_KINDS);

export const toMeetingRow = (r: repo.MeetingRaw): MeetingRow => ({
  id: r.id, kind: r.kind, kindName: meetingKindLabels[r.kind] ?? '', branchId: r.branchId, branchName: r.branchName, title: r.title,
  startTime: formatMinute(r.startAt), endTime: formatMinute(r.endAt), place: r.place, agenda: r.agenda, minutes: r.minutes, photoIds: r.photoIds, attendance: Number(r.attendance),
});

/** The meeting `id` of the category; 10002 '会议不存在' (also another school's, or the other page's kind). */
async function meetingOf(db: Db, schoolId: number, id: number, category?: MeetingCategory) {
  const m = await repo.findMeetingRow(db, schoolId, id);
  if (!m || (category && !kindsOf(category).includes(m.kind))) throw badParams(IDEOLOGY_MSG.meetingUnknown);
  return m;
}

async function checkInput(db: Db, schoolId: number, category: MeetingCategory, p: MeetingInput): Promise<void> {
  if (!kindsOf(category).includes(p.kind)) throw fieldError('kind', '会议类型不属于本页面');
  await branchOf(db, schoolId, p.branchId);
}

/** GET …/list {current, size, title?, kind?, branchId?} → meetings of the category, newest first. */
export async function listMeetings(db: Db, schoolId: number, category: MeetingCategory, p: MeetingListParams): Promise<Page<MeetingRow>> {
  const { rows, total } = await repo.findMeetingPage(db, schoolId, { kinds: kindsOf(category), ...p }, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map(toMeetingRow) };
}

/** GET …/detail {id} → MeetingDetail: the sign code, photos and attendees. */
export async function meetingDetail(db: Db, schoolId: number, id: number, category?: MeetingCategory): Promise<MeetingDetail> {
  const m = await meetingOf(db, schoolId, id, category);
  const [files, attendees] = await Promise.all([repo.findFiles(db, schoolId, m.photoIds), repo.findAttendees(db, schoolId, id)]);
  return {
    ...toMeetingRow(m), signCode: m.signCode,
    photos: m.photoIds.flatMap((pid) => files.filter((f) => f.id === pid).map((f) => ({ id: f.id, name: f.name, url: FILES_URL_PREFIX + f.storageKey }))),
    attendees: attendees.map((a) => ({ userId: a.userId, name: a.name, code: a.code, signTime: formatMinute(a.signedAt) })),
  };
}

const newSignCode = () => String(randomInt(100000, 1000000));

/** POST …/add {kind, branchId, title, startTime, endTime, place, agenda?} → {id}. */
export async function addMeeting(db: Db, caller: Caller, category: MeetingCategory, p: MeetingInput): Promise<{ id: number }> {
  await checkInput(db, caller.schoolId, category, p);
  const id = await repo.insertMeeting(db, {
    schoolId: caller.schoolId, kind: p.kind, branchId: p.branchId, title: p.title, startAt: p.startTime, endAt: p.endTime, place: p.place,
    agenda: p.agenda, signCode: newSignCode(), createdBy: caller.userId,
  });
  return { id };
}

/** POST …/update {id, …the fields of add} → MeetingDetail. */
export async function updateMeeting(db: Db, caller: Caller, category: MeetingCategory, p: MeetingInput & { id: number }): Promise<MeetingDetail> {
  await meetingOf(db, caller.schoolId, p.id, category);
  await checkInput(db, caller.schoolId, category, p);
  await repo.updateMeeting(db, caller.schoolId, p.id, { kind: p.kind, branchId: p.branchId, title: p.title, startAt: p.startTime, endAt: p.endTime, place: p.place, agenda: p.agenda });
  return meetingDetail(db, caller.schoolId, p.id);
}

/** POST …/delete {id} → null: the meeting and its attendance (hours already granted stay in the ledger). */
export async function deleteMeeting(db: Db, caller: Caller, category: MeetingCategory, id: number): Promise<null> {
  await meetingOf(db, caller.schoolId, id, category);
  await repo.deleteMeeting(db, caller.schoolId, id);
  return null;
}

/** POST …/minutes {id, minutes, photoIds} → MeetingDetail; 10002 '参数错误: photoIds 文件不存在,请重新上传'. */
export async function saveMinutes(db: Db, caller: Caller, category: MeetingCategory, p: { id: number; minutes: string; photoIds: number[] }): Promise<MeetingDetail> {
  await meetingOf(db, caller.schoolId, p.id, category);
  const files = await repo.findFiles(db, caller.schoolId, p.photoIds);
  if (files.length !== p.photoIds.length) throw fieldError('photoIds', '文件不存在,请重新上传');
  await repo.updateMeeting(db, caller.schoolId, p.id, { minutes: p.minutes, photoIds: p.photoIds });
  return meetingDetail(db, caller.schoolId, p.id);
}

/** Records attendance and, when the school's setting is on, grants the meeting hours to the new attendees. */
async function attend(trx: Trx, caller: Caller, m: repo.MeetingRaw, userIds: number[], now: Date, issuedBy: number | null): Promise<number[]> {
  const added = await repo.insertAttendance(trx, caller.schoolId, m.id, userIds, now);
  const s = await meetingSettings(trx, caller.schoolId);
  if (s.meetingHours && added.length) {
    await grantIdeologyHours(trx, {
      schoolId: caller.schoolId, issuedBy, relationId: m.id, userIds: added, hours: s.meetingHoursValue, at: m.startAt,
      reason: `${meetingKindLabels[m.kind] ?? ''}：${m.title}`, now,
    });
  }
  return added;
}

/** POST …/attend {id, userIds} → {added}: staff mark attendance (users of the school; 10002 '参数错误: userIds 用户不存在'). */
export async function markAttendance(trx: Trx, caller: Caller, category: MeetingCategory, p: { id: number; userIds: number[] }, now = new Date()): Promise<{ added: number }> {
  const m = await meetingOf(trx, caller.schoolId, p.id, category);
  if ((await countUsers(trx, caller.schoolId, p.userIds)) !== p.userIds.length) throw fieldError('userIds', IDEOLOGY_MSG.userUnknown);
  return { added: (await attend(trx, caller, m, p.userIds, now, caller.userId)).length };
}

/**
 * POST /ideology/my/meeting/sign {id, code} → {signed: true}: a member of the meeting's branch signs
 * in with the code the QR carries. 10002 '签到码错误', '不在签到时间内', '你不是该支部的成员'. Signing twice is harmless.
 */
export async function signIn(trx: Trx, me: Caller, p: { id: number; code: string }, now = new Date()): Promise<{ signed: true }> {
  const m = await meetingOf(trx, me.schoolId, p.id);
  if (p.code !== m.signCode) throw fieldError('code', IDEOLOGY_MSG.signCode);
  const margin = SIGN_MARGIN_MINUTES * 60_000;
  if (now.getTime() < m.startAt.getTime() - margin || now.getTime() > m.endAt.getTime() + margin) throw badParams(IDEOLOGY_MSG.signClosed);
  if (!(await repo.isBranchMember(trx, me.schoolId, m.branchId, me.userId))) throw badParams(IDEOLOGY_MSG.notBranchMember);
  await attend(trx, me, m, [me.userId], now, null);
  return { signed: true };
}

/** GET /ideology/settings → the school's meeting-hours setting (default off, 1.00 hour). */
export async function meetingSettings(db: Db, schoolId: number): Promise<IdeologySettings> {
  const s = await repo.findSettings(db, schoolId);
  return { meetingHours: s?.meetingHours ?? false, meetingHoursValue: s?.meetingHoursValue ?? '1.00' };
}

/** POST /ideology/settings {meetingHours, meetingHoursValue} → the setting saved. */
export async function saveMeetingSettings(db: Db, schoolId: number, p: IdeologySettings): Promise<IdeologySettings> {
  await repo.saveSettings(db, schoolId, p.meetingHours, p.meetingHoursValue);
  return meetingSettings(db, schoolId);
}
