/**
 * The rules of terms (学期, spec §2 /system/term; issue 13 学期设置): kind 1 regular, 2 summer,
 * 3 winter; names unique per school; dates not reversed; no two terms of a school share a day; the
 * academic year fits the start date; a term with ledger rows or activities is not deleted. The
 * friendly checks here name the clashing term; the constraints (terms_school_name_uq,
 * terms_no_overlap) decide under concurrency, and routes.ts maps their violations to the same fields.
 * Every function is scoped to the caller's school; access (module /system/term) is the route's.
 */
import type { Page } from '../../../common/envelope.js';
import { academicYearFits, academicYearOf, chinaToday, type TermCurrent, type TermRow } from '../../../common/terms.js';
import { badParams, fieldError, refusal } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import type { Db } from '../../db/db.js';
import * as repo from './repository.js';
import type { TermAddParams, TermListParams, TermUpdateParams } from '../../../common/schemas/terms.js';

/**
 * GET /system/term/list {current, size, name?, kind?, academicYear?} → {list: TermRow[], total},
 * latest start first; `current` marks the term containing today (China time).
 */
export async function listTerms(db: Db, schoolId: number, p: TermListParams, now = new Date()): Promise<Page<TermRow>> {
  const filter = { name: p.name, kind: p.kind, academicYear: p.academicYear };
  const [total, list] = await Promise.all([
    repo.countTerms(db, schoolId, filter),
    repo.pageOfTerms(db, schoolId, filter, chinaToday(now), p.size, pageOffset(p)),
  ]);
  return { list, total };
}

/** The school's term containing `date` ('YYYY-MM-DD'), or null. Used wherever a date needs its term (activities, declarations, reports). */
export async function termOf(db: Db, schoolId: number, date: string, now = new Date()): Promise<TermRow | null> {
  return (await repo.termContaining(db, schoolId, date, chinaToday(now))) ?? null;
}

/**
 * GET /system/term/current → {today, academicYear, term}: the term containing today in China time
 * (UTC+8) or null, and its academic year (without a term, the academic year today belongs to).
 */
export async function currentTerm(db: Db, schoolId: number, now = new Date()): Promise<TermCurrent> {
  const today = chinaToday(now);
  const term = (await repo.termContaining(db, schoolId, today, today)) ?? null;
  return { today, academicYear: term?.academicYear ?? academicYearOf(today), term };
}

async function mustFind(db: Db, schoolId: number, id: number, now: Date): Promise<TermRow> {
  const row = await repo.findTerm(db, schoolId, id, chinaToday(now));
  if (!row) throw fieldError('id', '学期不存在');
  return row;
}

/** 10002 naming the field for a term that breaks a rule; the database constraints back the last two. */
async function assertValid(db: Db, schoolId: number, t: repo.TermFields, exceptId?: number): Promise<void> {
  if (t.startDate > t.endDate) throw fieldError('endDate', '不能早于开始日期');
  // A term of 2025-2026学年 starts between July 2025 and August 2026.
  if (!academicYearFits(t.academicYear, t.startDate)) throw fieldError('academicYear', '与开始日期不符');
  if (await repo.termNamed(db, schoolId, t.name, exceptId)) throw fieldError('name', `已存在名为「${t.name}」的学期`);
  const clash = await repo.overlappingTerm(db, schoolId, t.startDate, t.endDate, exceptId);
  if (clash) throw fieldError('startDate', `与学期「${clash.name}」的日期重叠`);
}

/**
 * POST /system/term/add {name, kind 1|2|3, academicYear?, startDate, endDate} → TermRow.
 * academicYear defaults to the start date's. 10002: name taken, dates reversed or overlapping, an
 * academic year that does not fit the start date.
 */
export async function addTerm(db: Db, schoolId: number, p: TermAddParams, now = new Date()): Promise<TermRow> {
  const fields: repo.TermFields = { name: p.name, kind: p.kind, academicYear: p.academicYear ?? academicYearOf(p.startDate), startDate: p.startDate, endDate: p.endDate };
  await assertValid(db, schoolId, fields);
  const id = await repo.insertTerm(db, schoolId, fields);
  return mustFind(db, schoolId, id, now);
}

/**
 * POST /system/term/update {id, name?, kind?, academicYear?, startDate?, endDate?} → TermRow.
 * A start date moved out of the term's academic year, without a new academicYear, takes the new date's.
 * 10002 as add, or '参数错误: id 学期不存在' for an id outside the school.
 */
export async function updateTerm(db: Db, schoolId: number, p: TermUpdateParams, now = new Date()): Promise<TermRow> {
  const current = await mustFind(db, schoolId, p.id, now);
  const startDate = p.startDate ?? current.startDate;
  const academicYear = p.academicYear ?? (academicYearFits(current.academicYear, startDate) ? current.academicYear : academicYearOf(startDate));
  const next: repo.TermFields = { name: p.name ?? current.name, kind: p.kind ?? current.kind, academicYear, startDate, endDate: p.endDate ?? current.endDate };
  await assertValid(db, schoolId, next, p.id);
  await repo.updateTerm(db, schoolId, p.id, next);
  return mustFind(db, schoolId, p.id, now);
}

/** POST /system/term/delete {id} → null; 10002 while ledger rows or activities belong to the term, or for an unknown id. */
export async function deleteTerm(db: Db, schoolId: number, id: number, now = new Date()): Promise<null> {
  await mustFind(db, schoolId, id, now);
  const uses = await repo.termReferences(db, schoolId, id);
  const why = refusal('该学期', [[uses.ledger, '条学时记录'], [uses.activities, '个活动']]);
  if (why) throw badParams(why);
  await repo.deleteTerm(db, schoolId, id);
  return null;
}
