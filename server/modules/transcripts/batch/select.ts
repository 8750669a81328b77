/**
 * Which students a batch covers (issue 7): the students of the session's school chosen by one
 * selector, within the caller's data scope (server/auth/scope.ts), not deleted (status 6), by
 * student number; and the Chinese label of the choice ('计算机学院 / 软件工程', '2021级', …) shown in
 * the list and in the ZIP's file name.
 */
import type { Kysely } from 'kysely';
import type { Session } from '../../../auth/sessions.js';
import type { Database } from '../../../db/types.js';
import { badParams } from '../../../protocol/errors.js';
import { scopeCondition, studentsInScope, type DataScope } from '../../students/scope.js';
import type { BatchParams } from '../../../../common/schemas/transcriptBatch.js';
import * as repo from '../repositories/batches.js';

export const NO_STUDENTS = '没有符合条件的学生';

export interface BatchSelection {
  /** User ids by student number. */
  userIds: number[];
  scopeLabel: string;
  /** The selector as asked, stored in transcript_batches.scope. */
  scope: Record<string, unknown>;
}

/**
 * The students and label of `p`. 10002 '学院不存在' / '专业不存在' / '班级不存在' for another
 * school's or an unknown unit; userIds: 10002 '学生不存在' for ids not students of the school, 10003
 * when one is outside the data scope; 10002 '没有符合条件的学生' when nobody remains.
 */
export async function selectStudents(db: Kysely<Database>, session: Session, scope: DataScope, p: BatchParams): Promise<BatchSelection> {
  const schoolId = session.schoolId;
  let scopeLabel: string;
  let choice: repo.StudentChoice;
  if (p.collegeId !== undefined) {
    const name = await repo.collegeName(db, schoolId, p.collegeId);
    if (name === undefined) throw badParams('学院不存在');
    scopeLabel = name;
    choice = { collegeId: p.collegeId };
  } else if (p.majorId !== undefined) {
    scopeLabel = await unitLabel(db, schoolId, 'majors', p.majorId, '专业不存在');
    choice = { majorId: p.majorId };
  } else if (p.classId !== undefined) {
    scopeLabel = await unitLabel(db, schoolId, 'classes', p.classId, '班级不存在');
    choice = { classId: p.classId };
  } else if (p.grade !== undefined) {
    scopeLabel = `${p.grade}级`;
    choice = { grade: p.grade };
  } else {
    choice = { userIds: await studentsInScope(db, session, scope, p.userIds ?? []) };
    scopeLabel = '';
  }
  const rows = await repo.chosenStudents(db, schoolId, scopeCondition(scope) ?? null, choice);
  if (rows.length === 0) throw badParams(NO_STUDENTS);
  if (p.userIds !== undefined) scopeLabel = rows.length === 1 ? `${rows[0].name}（${rows[0].code}）` : `${rows[0].name}等${rows.length}名学生`;
  return { userIds: rows.map((r) => r.userId), scopeLabel, scope: choice };
}

/** 'college / major' (or class); 10002 `missing` when the unit is not the school's. */
async function unitLabel(db: Kysely<Database>, schoolId: number, unit: 'majors' | 'classes', id: number, missing: string): Promise<string> {
  const k = await repo.unitWithCollege(db, schoolId, unit, id);
  if (!k) throw badParams(missing);
  return `${k.collegeName} / ${k.name}`;
}

/** The label as a file-name part: ' / ' → '-', characters that file systems refuse dropped. */
export const fileNamePart = (label: string): string => label.replace(/\s*\/\s*/g, '-').replace(/[\\/:*?"<>|\x00-\x1f]/g, '').trim() || '成绩单';

/** A ZIP entry name `${studentCode}_${name}.pdf`, safe in any file system. */
export const entryName = (code: string, name: string): string => `${code}_${name}.pdf`.replace(/[\\/:*?"<>|\x00-\x1f]/g, '_');
