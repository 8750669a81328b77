/**
 * The roster import job (issue 3; spec §5 spreadsheet upload; §4 "newly imported students must log
 * in and change their password to activate"). Modes:
 *  - dryRun: reads and checks every row, writes nothing; the result lists every problem;
 *  - importAll: writes only when no row has a problem (otherwise the same report, nothing written);
 *  - importValid: writes the rows without problems and reports the others.
 * Writing upserts by student number — an existing student is updated (never duplicated; password,
 * status and modL kept), a new one is created with the initial password, modL 0, status 0 and the
 * school's student role — in ONE transaction of batched statements (1,000 rows each). Initial
 * passwords (password.ts) are hashed one batch ahead on libuv's threads while the database writes
 * the current batch. Progress: one step per row checked, then per row written.
 */
import { refreshVerdicts } from '../../hours/verdicts.js';
import { integrityOf } from '../../schoolParams/repository.js';
import { ERROR_LIST_LIMIT, type ImportResult } from '../../../../common/students.js';
import { withFile, XLSX_TYPE, yieldToEventLoop } from '../../../jobs/index.js';
import { hashInitialPasswords, INITIAL_PASSWORD_RULE, studentInitialPassword } from '../password.js';
import type { DataScope } from '../scope.js';
import * as roster from '../repositories/roster.js';
import * as studentWrites from '../repositories/studentWrites.js';
import type { ImportRun } from '../../../jobs/sheets/index.js';
import { rosterRows } from './file.js';
import { validateRosterYielding, type RosterContext, type RosterStudent } from './validate.js';
import { errorReport } from './workbooks.js';
import type { Db, Trx } from '../../../db/db.js';

const BATCH = 1000;

/** The school's structure and students by name/number, for validateRoster. */
export async function rosterContext(db: Db, schoolId: number, scope: DataScope): Promise<RosterContext> {
  const { campuses, colleges, majors, classes, students, others } = await roster.findRosterLookups(db, schoolId);
  return {
    campuses: new Map(campuses.map((c) => [c.name, c.id])),
    colleges: new Map(colleges.map((c) => [c.name, { id: c.id, campusId: c.campusId }])),
    majors: new Map(majors.map((m) => [`${m.collegeId}|${m.name}`, m.id])),
    classes: new Map(classes.map((c) => [c.name, { id: c.id, majorId: c.majorId, grade: c.grade, majorName: c.majorName }])),
    students: new Map(students.map((s) => [s.code, { userId: s.userId, collegeId: s.collegeId }])),
    otherAccounts: new Set(others.map((u) => u.username)),
    writableColleges: scope.kind === 'school' ? null : new Set(scope.kind === 'college' ? scope.collegeIds : []),
  };
}

/** Creates and updates the checked students in batches inside `trx`; returns the counts. */
async function writeStudents(
  trx: Trx,
  schoolId: number,
  rows: RosterStudent[],
  onProgress: (done: number) => void,
): Promise<{ created: number; updated: number }> {
  const roleId = await studentWrites.studentRoleId(trx, schoolId);
  // New students start with the school's integrity value (诚信设置, issue 13).
  const { creditStart } = await integrityOf(trx, schoolId);
  const now = new Date();
  const fresh = rows.filter((r) => r.userId === null);
  const known = rows.filter((r) => r.userId !== null);
  let done = 0;
  // Initial passwords are hashed one batch ahead, on libuv's threads, while the database writes the
  // current batch (password.ts explains the light argon2id profile).
  const hashBatch = (from: number) => {
    if (from >= fresh.length) return null;
    const pending = hashInitialPasswords(fresh.slice(from, from + BATCH).map(studentInitialPassword));
    pending.catch(() => undefined); // awaited below; never an unhandled rejection
    return pending;
  };
  let nextHashes = hashBatch(0);
  for (let i = 0; i < fresh.length; i += BATCH) {
    const chunk = fresh.slice(i, i + BATCH);
    const hashes = (await nextHashes)!;
    nextHashes = hashBatch(i + BATCH);
    await studentWrites.insertStudents(
      trx,
      schoolId,
      chunk.map((r) => ({ ...r, username: r.code, passwordHash: hashes.get(studentInitialPassword(r))! })),
      creditStart,
      roleId,
    );
    done += chunk.length;
    onProgress(done);
    await yieldToEventLoop();
  }
  for (let i = 0; i < known.length; i += BATCH) {
    const chunk = known.slice(i, i + BATCH);
    await roster.updateRosterStudents(trx, schoolId, chunk.map((r) => ({ ...r, userId: r.userId! })), now);
    // A changed grade may put a student under another cohort's rule (issue 13).
    await refreshVerdicts(trx, schoolId, chunk.map((r) => r.userId!));
    done += chunk.length;
    onProgress(done);
    await yieldToEventLoop();
  }
  return { created: fresh.length, updated: known.length };
}

/**
 * The job's work on a read roster (`sheet`: readSheet with ROSTER_COLUMNS, in a worker thread): decode, check, maybe write; resolves to ImportResult (with the error report file
 * when there are problems). Fails with the read's problem (not a workbook, headers) or
 * '文件中没有学生数据'. Yields to the event loop between blocks throughout.
 */
export async function runImport({ db, session, scope, sheet, mode, report, write }: ImportRun): Promise<unknown> {
  report(0, 1);
  const rows = await rosterRows(sheet);
  const writes = mode !== 'dryRun';
  const total = writes ? rows.length * 2 : rows.length;
  report(0, total);
  await yieldToEventLoop();
  const ctx = await rosterContext(db, session.schoolId, scope);
  const check = await validateRosterYielding(rows, ctx, (n) => report(n, total));
  const result: ImportResult = {
    mode, total: rows.length, valid: check.students.length, invalid: check.invalidRows,
    errors: check.errors.slice(0, ERROR_LIST_LIMIT), errorCount: check.errors.length,
    created: 0, updated: 0, written: false, rule: INITIAL_PASSWORD_RULE,
  };
  const refuse = mode === 'importAll' && check.invalidRows > 0;
  if (writes && !refuse && check.students.length > 0) {
    const counts = await write((trx) => writeStudents(trx, session.schoolId, check.students, (n) => report(rows.length + n, total)));
    Object.assign(result, counts, { written: true });
  }
  report(total, total);
  if (check.errors.length === 0) return result;
  const file = await errorReport(check.errors);
  return withFile(result, { content: file, fileName: '学生导入错误报告.xlsx', contentType: XLSX_TYPE });
}
