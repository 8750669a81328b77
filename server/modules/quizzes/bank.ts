/**
 * The question bank (issue 20; spec §2 /communist/answer/library, /communist/subject/create):
 * libraries (题库) and their single, multiple and true/false questions. Names of libraries are
 * unique per school (a database constraint; the pre-check names the field). A library holding
 * questions is not deleted. Editing a question never changes a quiz already assembled: quizzes keep
 * their own copies (quiz_items). Errors: 10002 QUIZ_MESSAGES.
 */
import type { Page } from '../../../common/envelope.js';
import { QUIZ_MESSAGES as M, QuestionKind, type LibraryRow, type QuestionRow } from '../../../common/quizzes.js';
import type { LibraryAddParams, QuestionAddParams, QuestionListParams, QuestionUpdateParams } from '../../../common/schemas/quizzes.js';
import { formatDateTime } from '../../../common/time.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import type { ConstraintMessages } from '../../protocol/dbErrors.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import * as repo from './repository.js';
import { toQuestionRow } from './rows.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

/** The unique names' constraints as the routes map them (two creates at once: one wins). */
export const QUIZ_CONSTRAINTS: ConstraintMessages = {
  quiz_libraries_name_uq: { field: 'name', message: M.libraryNameTaken },
  quizzes_name_uq: { field: 'name', message: M.quizNameTaken },
  youth_learn_issues_title_uq: { field: 'title', message: M.issueTitleTaken },
};

/** GET /quiz/library/list → {list: LibraryRow[], total}: every library (a school has a handful), by name. */
export async function listLibraries(db: Db, schoolId: number): Promise<Page<LibraryRow>> {
  const list = (await repo.findLibraries(db, schoolId)).map((l) => ({
    id: l.id, name: l.name, remarks: l.remarks, questionCount: Number(l.questionCount), createTime: formatDateTime(l.createdAt),
  }));
  return { list, total: list.length };
}

/** POST /quiz/library/add {name, remarks?} → {id}; 10002 '参数错误: name 已存在同名题库'. */
export async function addLibrary(db: Db, caller: Caller, p: LibraryAddParams): Promise<{ id: number }> {
  if (await repo.libraryNameTaken(db, caller.schoolId, p.name)) throw fieldError('name', M.libraryNameTaken);
  return repo.insertLibrary(db, { schoolId: caller.schoolId, name: p.name, remarks: p.remarks ?? '', createdBy: caller.userId });
}

async function loadLibrary(db: Db, schoolId: number, id: number, field?: string) {
  const lib = await repo.findLibrary(db, schoolId, id);
  if (!lib) throw field ? fieldError(field, M.libraryNotFound) : badParams(M.libraryNotFound);
  return lib;
}

/** POST /quiz/library/update {id, name, remarks?} → {id}; 10002 '题库不存在' or the name taken. */
export async function updateLibrary(db: Db, caller: Caller, p: LibraryAddParams & { id: number }): Promise<{ id: number }> {
  await loadLibrary(db, caller.schoolId, p.id);
  if (await repo.libraryNameTaken(db, caller.schoolId, p.name, p.id)) throw fieldError('name', M.libraryNameTaken);
  await repo.updateLibrary(db, caller.schoolId, p.id, { name: p.name, remarks: p.remarks ?? '' });
  return { id: p.id };
}

/** POST /quiz/library/delete {id} → null; 10002 '题库中还有题目,不能删除'. */
export async function deleteLibrary(db: Db, caller: Caller, id: number): Promise<null> {
  await loadLibrary(db, caller.schoolId, id);
  if ((await repo.countLibraryQuestions(db, caller.schoolId, id)) > 0) throw badParams(M.libraryInUse);
  await repo.deleteLibrary(db, caller.schoolId, id);
  return null;
}

/** GET /quiz/question/list {current, size, libraryId?, kind?, stem?} → {list: QuestionRow[], total}, newest first. */
export async function listQuestions(db: Db, schoolId: number, p: QuestionListParams): Promise<Page<QuestionRow>> {
  const { rows, total } = await repo.findQuestions(db, schoolId, p, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toQuestionRow), total };
}

/** GET /quiz/question/detail {id} → QuestionRow; 10002 '题目不存在'. */
export async function questionDetail(db: Db, schoolId: number, id: number): Promise<QuestionRow> {
  const q = await repo.findQuestion(db, schoolId, id);
  if (!q) throw badParams(M.questionNotFound);
  return toQuestionRow(q);
}

/** The stored values of a question: a true/false question keeps no options of its own (they are fixed). */
const questionValues = (p: QuestionAddParams) => ({
  libraryId: p.libraryId, kind: p.kind, stem: p.stem, options: JSON.stringify(p.kind === QuestionKind.JUDGE ? [] : p.options), answer: p.answer, explanation: p.explanation ?? '',
});

/** POST /quiz/question/add QuestionInput → {id}; 10002 naming libraryId ('题库不存在') or the answer (schema). */
export async function addQuestion(db: Db, caller: Caller, p: QuestionAddParams): Promise<{ id: number }> {
  await loadLibrary(db, caller.schoolId, p.libraryId, 'libraryId');
  const [row] = await repo.insertQuestions(db, [{ schoolId: caller.schoolId, createdBy: caller.userId, ...questionValues(p) }]);
  return row;
}

/** POST /quiz/question/update {id, …as add} → {id}; 10002 '题目不存在'. Quizzes already assembled keep their copy. */
export async function updateQuestion(db: Db, caller: Caller, p: QuestionUpdateParams): Promise<{ id: number }> {
  await questionDetail(db, caller.schoolId, p.id);
  await loadLibrary(db, caller.schoolId, p.libraryId, 'libraryId');
  await repo.updateQuestion(db, caller.schoolId, p.id, { ...questionValues(p), updatedAt: new Date() });
  return { id: p.id };
}

/** POST /quiz/question/delete {id} → null; 10002 '题目不存在'. Quizzes keep their copy. */
export async function deleteQuestion(db: Db, caller: Caller, id: number): Promise<null> {
  await questionDetail(db, caller.schoolId, id);
  await repo.deleteQuestion(db, caller.schoolId, id);
  return null;
}
