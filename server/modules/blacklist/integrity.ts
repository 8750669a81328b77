/**
 * Integrity and the blacklist (issue 4): no-shows lower students.credit and count in
 * students.no_show_count (unFaithNumdo); reaching school_rules.no_show_limit puts the student on the
 * blacklist for school_rules.blacklist_days.
 *
 * The rule (decision): a student is blacklisted when the no-shows counted SINCE THEIR LAST
 * BLACKLISTING reach the limit — each blacklist entry keeps the student's no_show_count at the time
 * (blacklist.no_show_count), so the next entry needs `limit` more no-shows after it. While an entry
 * is active no second one is added (the no-shows still count toward the next one). An entry removed
 * by an appeal or an administrator still resets the count: the no-shows it was for were forgiven.
 */
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import type { Db } from '../../db/db.js';
import { badParams } from '../../protocol/errors.js';
import * as repo from './repositories/entries.js';

/** The no-show rules of a school (defaults of the migration when it has no school_rules row). */
export interface IntegrityRules {
  noShowLimit: number;
  blacklistDays: number;
  /** Integrity points a no-show costs, decimal string. */
  noShowPenalty: string;
}

export const DEFAULT_INTEGRITY_RULES: IntegrityRules = { noShowLimit: 3, blacklistDays: 90, noShowPenalty: '5' };
/** The reason written on an automatic blacklisting. */
export const NO_SHOW_REASON = (count: number) => `累计${count}次报名未参加活动`;
const DAY_MS = 86_400_000;

/** The school's no-show rules (school_rules; defaults when the school has no row). */
export async function integrityRules(db: Db, schoolId: number): Promise<IntegrityRules> {
  const row = await repo.findIntegrityRules(db, schoolId);
  if (!row) return { ...DEFAULT_INTEGRITY_RULES };
  return { noShowLimit: row.noShowLimit, blacklistDays: row.blacklistDays, noShowPenalty: String(row.noShowPenalty) };
}

/** The end of a blacklisting of `days` days starting at `start`. */
export const blacklistEnd = (start: Date, days: number): Date => new Date(start.getTime() + days * DAY_MS);

/** True when the student is on the blacklist now (an entry not removed whose ends_at is in the future). */
export async function isBlacklisted(db: Db, schoolId: number, userId: number, now = new Date()): Promise<boolean> {
  return repo.hasActiveEntry(db, schoolId, userId, now);
}

/**
 * Adds blacklist entries for the students whose no-shows since their last entry reached the limit
 * and who have no active entry. `counts` = the students' current no_show_count. Returns the
 * students blacklisted now.
 */
export async function blacklistReachingLimit(db: Db, schoolId: number, counts: Map<number, number>, rules: IntegrityRules, now: Date): Promise<number[]> {
  const limit = rules.noShowLimit;
  if (limit <= 0 || counts.size === 0) return [];
  const candidates = [...counts.entries()].filter(([, n]) => n >= limit).map(([id]) => id);
  if (!candidates.length) return [];
  const last = await repo.findEntryCounts(db, schoolId, candidates, now);
  const byUser = new Map(last.map((r) => [r.userId, r]));
  const due = candidates.filter((id) => {
    const r = byUser.get(id);
    if (r && Number(r.active) > 0) return false;
    return counts.get(id)! - Number(r?.lastCount ?? 0) >= limit;
  });
  if (!due.length) return [];
  const endsAt = blacklistEnd(now, rules.blacklistDays);
  // A student whose entry was added meanwhile stays on that one (blacklist_one_active_ex) rather
  // than failing the caller's approval.
  return repo.insertEntriesIfNone(
    db,
    schoolId,
    due.map((userId) => ({ userId, reason: NO_SHOW_REASON(counts.get(userId)!), noShowCount: counts.get(userId)! })),
    now,
    endsAt,
  );
}

/**
 * Marks the activity's no-shows (status 1 enrolled, never signed in, not back-filled) with
 * no_show = true, lowers each one's credit by no_show_penalty, increments no_show_count and
 * blacklists those reaching no_show_limit. Idempotent: already-marked rows are skipped. Runs in the
 * caller's transaction (the completion-report approval).
 */
export async function applyNoShows(db: Db, schoolId: number, activityId: number, now = new Date()): Promise<{ noShows: number; blacklisted: number }> {
  const marked = await repo.markNoShows(db, schoolId, activityId);
  if (!marked.length) return { noShows: 0, blacklisted: 0 };
  const rules = await integrityRules(db, schoolId);
  const ids = [...marked].sort((a, b) => a - b);
  const counts = await repo.chargeNoShow(db, schoolId, ids, rules.noShowPenalty);
  const blacklisted = await blacklistReachingLimit(db, schoolId, counts, rules, now);
  return { noShows: marked.length, blacklisted: blacklisted.length };
}

/**
 * Takes up to `points` from the student's integrity (never below 0) and returns the points taken
 * ('12.50'), which a later restoreIntegrity gives back (issue 21 punishments). Locks the student's
 * row; 10002 '学生不存在' when the user is not a student of the school.
 */
export async function deductIntegrity(db: Db, schoolId: number, userId: number, points: string): Promise<string> {
  const student = await repo.findStudentIntegrity(db, schoolId, userId, true);
  if (!student) throw badParams('学生不存在');
  const now = toHundredths(student.credit);
  const taken = Math.min(now, Math.max(0, toHundredths(points)));
  if (taken > 0) await repo.setCredit(db, schoolId, userId, fromHundredths(now - taken));
  return fromHundredths(taken);
}

/** Gives `points` back to the student's integrity (a cancelled or changed punishment). Locks the row. */
export async function restoreIntegrity(db: Db, schoolId: number, userId: number, points: string): Promise<void> {
  const student = await repo.findStudentIntegrity(db, schoolId, userId, true);
  if (!student || toHundredths(points) <= 0) return;
  await repo.setCredit(db, schoolId, userId, fromHundredths(toHundredths(student.credit) + toHundredths(points)));
}

/**
 * Puts the student on the blacklist from `now` for `days` with `reason`, unless an entry is in force
 * already (that one stays and nothing is added). → the new entry's id, or null.
 */
export async function blacklistUnlessListed(db: Db, schoolId: number, userId: number, reason: string, days: number, now: Date): Promise<number | null> {
  if (await repo.findActiveEntry(db, schoolId, userId, now)) return null;
  const student = await repo.findStudentIntegrity(db, schoolId, userId);
  const { id } = await repo.insertEntry(db, schoolId, { userId, reason, noShowCount: student?.noShowCount ?? 0, startedAt: now, endsAt: blacklistEnd(now, days) });
  return id;
}

/** Takes the entry off the blacklist now (when it is still on) with `reason`. */
export async function liftEntry(db: Db, schoolId: number, id: number, by: number, reason: string, now: Date): Promise<void> {
  await repo.removeEntry(db, schoolId, id, { removedBy: by, removedReason: reason }, now);
}
