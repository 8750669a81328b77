/**
 * 青年大学习 weekly study (issue 20; spec §2 /communist/youth/learn): issues (期) by week; the
 * official participation lists imported per issue (xlsx: 学号, 姓名, 班级, 学习时间 — a row is
 * matched by student number, else by name + class; unmatched rows come back with the reason, the
 * matched ones are recorded once per issue and student); rates per college and per class (团支部 =
 * the class) over the students of normal status; reminders to the colleges' non-participants as
 * published college notices (the existing notices); the xlsx export of the class rates (a job);
 * a student's own record. Errors: 10002 QUIZ_MESSAGES.
 */
import type { Page } from '../../../common/envelope.js';
import { QUIZ_MESSAGES as M, type MyYouthRow, type YouthImportResult, type YouthIssueRow, type YouthRateRow, type YouthRemindResult } from '../../../common/quizzes.js';
import type { YouthIssueAddParams, YouthIssueListParams, YouthRemindParams, YouthStatsParams } from '../../../common/schemas/quizzes.js';
import { formatDateTime, parseWireTime } from '../../../common/time.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { defineJob, withFile, XLSX_TYPE, type JobReport } from '../../jobs/index.js';
import { readSheet, sheetRows, type SheetColumn } from '../../jobs/sheets/index.js';
import { writeBatchedXlsx } from '../../jobs/xlsxExport.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { addNotice } from '../notices/service.js';
import { importLimitsOf } from '../schoolParams/repository.js';
import { percent } from './results.js';
import * as repo from './youthRepository.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;
export const YOUTH_EXPORT_FILE = '青年大学习参学率.xlsx';

type Key = 'code' | 'name' | 'className' | 'learnTime';
/** The columns of an official list; none is required by itself, a row needs 学号 or 姓名 + 班级. */
export const YOUTH_COLUMNS: SheetColumn<Key>[] = [
  { key: 'code', label: '学号', required: false },
  { key: 'name', label: '姓名', required: false },
  { key: 'className', label: '班级', required: false },
  { key: 'learnTime', label: '学习时间', required: false },
];

/** GET /youth/learn/issue/list {current, size, title?} → {list: YouthIssueRow[], total}, latest week first. */
export async function listIssues(db: Db, schoolId: number, p: YouthIssueListParams): Promise<Page<YouthIssueRow>> {
  const [{ rows, total }, learners] = await Promise.all([repo.findIssues(db, schoolId, p.title, { limit: p.size, offset: pageOffset(p) }), repo.countLearners(db, schoolId)]);
  return {
    list: rows.map((r) => ({
      id: r.id, title: r.title, week: r.week, remarks: r.remarks, learned: Number(r.learned), total: learners, rate: percent(Number(r.learned), learners), createTime: formatDateTime(r.createdAt),
    })),
    total,
  };
}

/** POST /youth/learn/issue/add {title, week, remarks?} → {id}; 10002 '参数错误: title 已存在同名的一期'. */
export async function addIssue(db: Db, caller: Caller, p: YouthIssueAddParams): Promise<{ id: number }> {
  if (await repo.issueTitleTaken(db, caller.schoolId, p.title)) throw fieldError('title', M.issueTitleTaken);
  return repo.insertIssue(db, { schoolId: caller.schoolId, title: p.title, week: p.week, remarks: p.remarks ?? '', createdBy: caller.userId });
}

async function loadIssue(db: Db, schoolId: number, id: number) {
  const issue = await repo.findIssue(db, schoolId, id);
  if (!issue) throw badParams(M.issueNotFound);
  return issue;
}

/** POST /youth/learn/issue/delete {id} → null (its records go with it). */
export async function deleteIssue(db: Db, caller: Caller, id: number): Promise<null> {
  await loadIssue(db, caller.schoolId, id);
  await repo.deleteIssue(db, caller.schoolId, id);
  return null;
}

const learnTimeOf = (s: string): Date | null => (s ? (parseWireTime(s) ?? parseWireTime(`${s.slice(0, 10)} 00:00`)) : null);

/**
 * POST /youth/learn/import multipart {file, params: {issueId}} → YouthImportResult. File errors and
 * the school's caps as every import (10002); the rows are matched and written in the request.
 */
export async function importParticipants(db: Db, caller: Caller, issueId: number, content: Buffer): Promise<YouthImportResult> {
  await loadIssue(db, caller.schoolId, issueId);
  const read = await readSheet(content, YOUTH_COLUMNS, await importLimitsOf(db, caller.schoolId));
  const rows = await sheetRows(read, YOUTH_COLUMNS, M.importEmpty);
  const byCode = await repo.studentsByCode(db, caller.schoolId, [...new Set(rows.map((r) => r.values.code).filter((c) => c !== ''))]);
  const byName = new Map<string, number[]>();
  for (const s of await repo.studentsByName(db, caller.schoolId, [...new Set(rows.filter((r) => !r.values.code).map((r) => r.values.name).filter((n) => n !== ''))])) {
    const key = `${s.name}\u0000${s.className ?? ''}`;
    byName.set(key, [...(byName.get(key) ?? []), s.userId]);
  }
  const learners = new Map<number, Date | null>();
  const unmatched: YouthImportResult['unmatched'] = [];
  for (const { row, values: v } of rows) {
    const miss = (reason: string) => unmatched.push({ row, code: v.code, name: v.name, className: v.className, reason });
    if (!v.code && !(v.name && v.className)) { miss(M.needCodeOrName); continue; }
    const ids = v.code ? (byCode.has(v.code) ? [byCode.get(v.code)!] : []) : (byName.get(`${v.name}\u0000${v.className}`) ?? []);
    if (ids.length === 0) { miss(M.unmatchedStudent); continue; }
    if (ids.length > 1) { miss(M.ambiguous); continue; }
    if (!learners.has(ids[0])) learners.set(ids[0], learnTimeOf(v.learnTime));
  }
  const added = await repo.insertRecords(db, caller.schoolId, issueId, [...learners].map(([userId, learnedAt]) => ({ userId, learnedAt })));
  return { matched: learners.size, added, unmatched };
}

const rateRow = (r: { id: number; name: string; total: number; learned: number }): YouthRateRow => ({
  id: r.id, name: r.name, total: Number(r.total), learned: Number(r.learned), rate: percent(Number(r.learned), Number(r.total)),
});

/** GET /youth/learn/stats {issueId, collegeId?} → YouthRateRow[]: per college, or per class (团支部) of the college. */
export async function issueRates(db: Db, schoolId: number, p: YouthStatsParams): Promise<YouthRateRow[]> {
  await loadIssue(db, schoolId, p.issueId);
  const rows = p.collegeId === undefined ? await repo.collegeRates(db, schoolId, p.issueId) : await repo.classRates(db, schoolId, p.issueId, p.collegeId);
  return rows.map(rateRow);
}

/**
 * POST /youth/learn/remind {issueId, collegeIds? (none: every college)} → {notices, students}: one
 * published notice per college with non-participants, addressed to that college, naming the issue
 * and each class's count still to learn. 10002 '该期所有学生均已完成学习' when nobody is left.
 */
export async function remindIssue(db: Db, caller: Caller, p: YouthRemindParams): Promise<YouthRemindResult> {
  const issue = await loadIssue(db, caller.schoolId, p.issueId);
  const classes = (await repo.classRates(db, caller.schoolId, p.issueId))
    .filter((c) => (p.collegeIds.length === 0 || p.collegeIds.includes(c.collegeId)) && Number(c.total) > Number(c.learned));
  if (!classes.length) throw badParams(M.nobodyToRemind);
  const byCollege = new Map<number, typeof classes>();
  for (const c of classes) byCollege.set(c.collegeId, [...(byCollege.get(c.collegeId) ?? []), c]);
  let students = 0;
  for (const [collegeId, list] of byCollege) {
    const lines = list.map((c) => `${c.name}:${Number(c.total) - Number(c.learned)}人未学习`);
    students += list.reduce((n, c) => n + Number(c.total) - Number(c.learned), 0);
    await addNotice(db, caller, {
      title: `青年大学习提醒:${issue.title}`.slice(0, 50),
      content: `《${issue.title}》(${issue.week}所在周)尚未完成学习的同学请尽快完成。\n${lines.join('\n')}`,
      audience: 'college', collegeId, pinned: false, publish: true,
    });
  }
  return { notices: byCollege.size, students };
}

/** GET /student/youth/learn → MyYouthRow[]: every issue with whether the caller learned it. */
export async function myYouthRecord(db: Db, caller: Caller): Promise<MyYouthRow[]> {
  return (await repo.myRecords(db, caller.schoolId, caller.userId)).map((r) => ({
    id: r.id, title: r.title, week: r.week, learned: r.userId !== null, learnTime: formatDateTime(r.learnedAt ?? r.createdAt),
  }));
}

async function runYouthExport(db: Db, schoolId: number, issueId: number, report: JobReport) {
  const rows = await repo.classRates(db, schoolId, issueId);
  const { content, rows: count } = await writeBatchedXlsx({
    sheetName: '参学率',
    headers: ['学院', '团支部(班级)', '应学人数', '已学人数', '未学人数', '参学率(%)'],
    widths: [24, 24, 10, 10, 10, 10],
    total: rows.length, report, batchSize: Math.max(rows.length, 1) + 1,
    fetch: async (after: number | null) => (after === null ? rows : []),
    cursorOf: (r) => r.id,
    cells: (r) => [r.collegeName, r.name, Number(r.total), Number(r.learned), Number(r.total) - Number(r.learned), percent(Number(r.learned), Number(r.total))],
  });
  return withFile({ rows: count }, { content, fileName: YOUTH_EXPORT_FILE, contentType: XLSX_TYPE });
}

/** GET /youth/learn/export's job: input {issueId}; writes nothing but its file. */
export const youthExportJob = defineJob<{ issueId: number }>('youth-learn-export', (ctx) => runYouthExport(ctx.deps.db, ctx.schoolId, ctx.input.issueId, ctx.report));
