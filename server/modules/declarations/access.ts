/**
 * Who may do what with declarations (issue 5; spec §6 "a project reviewer handles declaration
 * approvals; visible student data depends on permission"). Module paths of the seeded tree
 * (server/seed/modules.ts): 301 项目列表, 302 申报列表 with its button 3021 导入申报, 103 申报审核,
 * and the student module 1002 我的申报.
 */
import { isStudentIdentity } from '../../../common/api.js';
import { hasPermission } from '../../auth/permissions.js';
import type { Session } from '../../auth/sessions.js';
import { noPermission } from '../../protocol/errors.js';
import type { Db } from '../../db/db.js';

export const PROJECT_MODULE = '/communist/project';
export const APPLY_LIST_MODULE = '/communist/project/apply';
export const IMPORT_PERMISSION = '/click/declare/import';
export const AUDIT_MODULE = '/proceeding/wait/declare/first/auditing';
export const STUDENT_DECLARE_MODULE = '/student/declare';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

/** True when the caller holds at least one of the module paths. */
export async function holdsAny(db: Db, caller: Caller, paths: string[]): Promise<boolean> {
  for (const path of paths) if (await hasPermission(db, caller, path)) return true;
  return false;
}

/** 10003 unless the caller may read projects: '/communist/project', '/communist/project/apply' or the declaration review. */
export async function requireProjectReader(db: Db, caller: Caller): Promise<void> {
  if (!(await holdsAny(db, caller, [PROJECT_MODULE, APPLY_LIST_MODULE, AUDIT_MODULE]))) throw noPermission();
}

/** 10003 unless the caller is a student (identity 1 or 2): the student endpoints are theirs alone. */
export function requireStudent(session: Pick<Session, 'identity'>): void {
  if (!isStudentIdentity(session.identity)) throw noPermission();
}
