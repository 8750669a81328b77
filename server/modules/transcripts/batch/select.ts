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
import type { BatchParams } from './schema.js';

export const NO_STUDENTS = '没有符合条件的学生';
const DELETED = 6;

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
  let q = db
    .selectFrom('students as s')
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 's.userId').onRef('u.schoolId', '=', 's.schoolId'))
    .select(['s.userId', 's.code', 'u.name'])
    .where('s.schoolId', '=', schoolId)
    .where('s.status', '<>', DELETED);
  const inScope = scopeCondition(scope);
  if (inScope) q = q.where(inScope);

  let scopeLabel: string;
  let asked: Record<string, unknown>;
  if (p.collegeId !== undefined) {
    scopeLabel = await collegeName(db, schoolId, p.collegeId);
    asked = { collegeId: p.collegeId };
    q = q.where('s.collegeId', '=', p.collegeId);
  } else if (p.majorId !== undefined) {
    const m = await db
      .selectFrom('majors as m')
      .innerJoin('colleges as c', (j) => j.onRef('c.id', '=', 'm.collegeId').onRef('c.schoolId', '=', 'm.schoolId'))
      .select(['m.name', 'c.name as collegeName'])
      .where('m.schoolId', '=', schoolId)
      .where('m.id', '=', p.majorId)
      .executeTakeFirst();
    if (!m) throw badParams('专业不存在');
    scopeLabel = `${m.collegeName} / ${m.name}`;
    asked = { majorId: p.majorId };
    q = q.where('s.majorId', '=', p.majorId);
  } else if (p.classId !== undefined) {
    const k = await db
      .selectFrom('classes as k')
      .innerJoin('colleges as c', (j) => j.onRef('c.id', '=', 'k.collegeId').onRef('c.schoolId', '=', 'k.schoolId'))
      .select(['k.name', 'c.name as collegeName'])
      .where('k.schoolId', '=', schoolId)
      .where('k.id', '=', p.classId)
      .executeTakeFirst();
    if (!k) throw badParams('班级不存在');
    scopeLabel = `${k.collegeName} / ${k.name}`;
    asked = { classId: p.classId };
    q = q.where('s.classId', '=', p.classId);
  } else if (p.grade !== undefined) {
    scopeLabel = `${p.grade}级`;
    asked = { grade: p.grade };
    q = q.where('s.grade', '=', p.grade);
  } else {
    const ids = await studentsInScope(db, session, scope, p.userIds ?? []);
    asked = { userIds: ids };
    q = q.where('s.userId', 'in', ids);
    scopeLabel = '';
  }
  const rows = await q.orderBy('s.code').execute();
  if (rows.length === 0) throw badParams(NO_STUDENTS);
  if (p.userIds !== undefined) scopeLabel = rows.length === 1 ? `${rows[0].name}（${rows[0].code}）` : `${rows[0].name}等${rows.length}名学生`;
  return { userIds: rows.map((r) => r.userId), scopeLabel, scope: asked };
}

async function collegeName(db: Kysely<Database>, schoolId: number, id: number): Promise<string> {
  const c = await db.selectFrom('colleges').select('name').where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
  if (!c) throw badParams('学院不存在');
  return c.name;
}

/** The label as a file-name part: ' / ' → '-', characters that file systems refuse dropped. */
export const fileNamePart = (label: string): string => label.replace(/\s*\/\s*/g, '-').replace(/[\\/:*?"<>|\x00-\x1f]/g, '').trim() || '成绩单';

/** A ZIP entry name `${studentCode}_${name}.pdf`, safe in any file system. */
export const entryName = (code: string, name: string): string => `${code}_${name}.pdf`.replace(/[\\/:*?"<>|\x00-\x1f]/g, '_');
