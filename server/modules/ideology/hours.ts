/**
 * Party and league hours into the ledger (issue 20; ledger source 7 党团活动, hours/ledger.ts):
 * relation = the meeting's or the activity's id (one id sequence for both, so they never collide),
 * classify 党团活动 of 思想素养, the term of the event's day. Idempotent per (relation, student);
 * staff among the attendees hold no hours and are skipped.
 */
import { LedgerSource } from '../../../common/ledger.js';
import { IDEOLOGY_MSG } from '../../../common/ideology.js';
import { chinaDay } from '../../../common/time.js';
import type { Trx } from '../../db/db.js';
import { badParams } from '../../protocol/errors.js';
import { grantHours } from '../hours/ledger.js';
import { termOf } from '../terms/service.js';
import { findIdeologyClassify, studentsAmong } from './repositories/meetings.js';

export interface IdeologyGrant {
  schoolId: number;
  /** null: the system (a student's own sign-in). */
  issuedBy: number | null;
  /** The meeting's or activity's id. */
  relationId: number;
  userIds: number[];
  hours: string;
  /** When the event took place (its term). */
  at: Date;
  reason: string;
  now: Date;
}

/** Grants `hours` to the students among `userIds`; 10002 '未配置思想素养模块…' without the classify. Returns how many were granted. */
export async function grantIdeologyHours(trx: Trx, g: IdeologyGrant): Promise<number> {
  const students = await studentsAmong(trx, g.schoolId, g.userIds);
  if (!students.length || Number(g.hours) <= 0) return 0;
  const classifyId = await findIdeologyClassify(trx, g.schoolId);
  if (classifyId === undefined) throw badParams(IDEOLOGY_MSG.noClassify);
  const term = await termOf(trx, g.schoolId, chinaDay(g.at), g.now);
  const r = await grantHours(trx, {
    schoolId: g.schoolId, issuedBy: g.issuedBy, sourceType: LedgerSource.IDEOLOGY, relationId: g.relationId, classifyId, termId: term?.id ?? null,
    reason: g.reason, grants: students.sort((a, b) => a - b).map((userId) => ({ userId, hours: g.hours })), issuedAt: g.now,
  });
  return r.granted;
}
