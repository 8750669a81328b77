/**
 * Who may do what with quizzes and 青年大学习 (issue 20 "Quiz bank and study"; spec §6 permissions).
 * Module paths of the seeded tree (server/seed/modules.ts): 1601 答题列表, 1602 题库管理, 1603 组卷发布,
 * 1604 新增题目, 1605 青年大学习; the student's 1009 答题学习.
 */
import { QUIZ_MODULES } from '../../../common/quizzes.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { noPermission } from '../../protocol/errors.js';
import { holdsAny } from '../declarations/access.js';

/** The staff quiz modules: reading libraries and questions is open to any of them (the quiz form picks from them). */
export const QUIZ_READERS = [QUIZ_MODULES.list, QUIZ_MODULES.library, QUIZ_MODULES.create, QUIZ_MODULES.subject];

/** 10003 unless the caller holds one of the staff quiz modules. */
export async function requireQuizReader(db: Db, caller: Pick<Session, 'schoolId' | 'userId'>): Promise<void> {
  if (!(await holdsAny(db, caller, QUIZ_READERS))) throw noPermission();
}
