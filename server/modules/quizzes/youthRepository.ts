/**
 * The Kysely queries of 青年大学习 (issue 20; spec §2 /communist/youth/learn): issues, participation
 * records, rates per college and class (团支部), always within one school. Expected learners are the
 * school's students of normal status (1). The rules live in youthLearn.ts.
 */
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/db.js';
import { countAll, pageOf } from '../../db/paging.js';
import { fromSchool, schoolRows, schoolRowTaken } from '../../db/tenant.js';
import type { YouthLearnIssuesTable } from '../../db/types.js';
import { likeContains } from '../../util/like.js';

const learnedOf = (issueId: number) =>
  sql<number>`count(*) filter (where exists (select 1 from youth_learn_records r where r.school_id = s.school_id and r.issue_id = ${issueId} and r.user_id = s.user_id))::int`;

/** One page of issues, latest week first, with how many learned. */
export function findIssues(db: Db, schoolId: number, title: string | undefined, page: { limit: number; offset: number }) {
  const q = fromSchool(db, 'youthLearnIssues as i', schoolId)
    .select(['i.id', 'i.title', 'i.week', 'i.remarks', 'i.createdAt'])
    .select(sql<number>`(select count(*)::int from youth_learn_records r where r.school_id = i.school_id and r.issue_id = i.id)`.as('learned'))
    .$if(!!title, (b) => b.where('i.title', 'ilike', likeContains(title!)))
    .orderBy('i.week', 'desc')
    .orderBy('i.id', 'desc');
  return pageOf(q, page);
}

/** How many students of normal status the school has (the expected learners). */
export async function countLearners(db: Db, schoolId: number): Promise<number> {
  return Number((await db.selectFrom('students').select(countAll.as('n')).where('schoolId', '=', schoolId).where('status', '=', 1).executeTakeFirstOrThrow()).n);
}

export const findIssue = (db: Db, schoolId: number, id: number) => schoolRows(db, 'youthLearnIssues', schoolId, { id }).selectAll().executeTakeFirst();
export const issueTitleTaken = (db: Db, schoolId: number, title: string) => schoolRowTaken(db, 'youthLearnIssues', schoolId, { title });

export function insertIssue(db: Db, values: Insertable<YouthLearnIssuesTable>) {
  return db.insertInto('youthLearnIssues').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function deleteIssue(db: Db, schoolId: number, id: number): Promise<void> {
  await db.deleteFrom('youthLearnIssues').where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** Students by number: code → userId. */
export async function studentsByCode(db: Db, schoolId: number, codes: string[]): Promise<Map<string, number>> {
  if (!codes.length) return new Map();
  const rows = await db.selectFrom('students').select(['code', 'userId']).where('schoolId', '=', schoolId).where('code', 'in', codes).execute();
  return new Map(rows.map((r) => [r.code, r.userId]));
}

/** Students by name with their class name (name + class matching when the list has no number). */
export function studentsByName(db: Db, schoolId: number, names: string[]) {
  if (!names.length) return Promise.resolve([]);
  return fromSchool(db, 'students as s', schoolId)
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 's.userId').onRef('u.schoolId', '=', 's.schoolId'))
    .leftJoin('classes as cl', (j) => j.onRef('cl.id', '=', 's.classId').onRef('cl.schoolId', '=', 's.schoolId'))
    .select(['s.userId', 'u.name', 'cl.name as className'])
    .where('u.name', 'in', names)
    .execute();
}

/** Records the learners (already recorded ones stay as they were); returns how many rows are new. */
export async function insertRecords(db: Db, schoolId: number, issueId: number, rows: { userId: number; learnedAt: Date | null }[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000).map((r) => ({ schoolId, issueId, userId: r.userId, learnedAt: r.learnedAt }));
    const done = await db.insertInto('youthLearnRecords').values(chunk).onConflict((oc) => oc.columns(['schoolId', 'issueId', 'userId']).doNothing()).returning('userId').execute();
    added += done.length;
  }
  return added;
}

/** Per college: normal students and how many of them learned the issue, by the colleges' order. */
export function collegeRates(db: Db, schoolId: number, issueId: number) {
  return fromSchool(db, 'colleges as c', schoolId)
    .innerJoin('students as s', (j) => j.onRef('s.collegeId', '=', 'c.id').onRef('s.schoolId', '=', 'c.schoolId').on('s.status', '=', 1))
    .select(['c.id', 'c.name', countAll.as('total'), learnedOf(issueId).as('learned')])
    .groupBy(['c.id', 'c.name', 'c.orderId'])
    .orderBy('c.orderId')
    .orderBy('c.id')
    .execute();
}

/** Per class (团支部) of one college, or of every college: normal students and how many learned, by class name. */
export function classRates(db: Db, schoolId: number, issueId: number, collegeId?: number) {
  return fromSchool(db, 'classes as cl', schoolId)
    .innerJoin('students as s', (j) => j.onRef('s.classId', '=', 'cl.id').onRef('s.schoolId', '=', 'cl.schoolId').on('s.status', '=', 1))
    .innerJoin('colleges as c', (j) => j.onRef('c.id', '=', 'cl.collegeId').onRef('c.schoolId', '=', 'cl.schoolId'))
    .$if(collegeId !== undefined, (b) => b.where('cl.collegeId', '=', collegeId!))
    .select(['cl.id', 'cl.name', 'cl.collegeId', 'c.name as collegeName', countAll.as('total'), learnedOf(issueId).as('learned')])
    .groupBy(['cl.id', 'cl.name', 'cl.collegeId', 'c.name', 'c.orderId'])
    .orderBy('c.orderId')
    .orderBy('cl.name')
    .orderBy('cl.id')
    .execute();
}

/** The caller's record of every issue, latest week first. */
export function myRecords(db: Db, schoolId: number, userId: number) {
  return fromSchool(db, 'youthLearnIssues as i', schoolId)
    .leftJoin('youthLearnRecords as r', (j) => j.onRef('r.schoolId', '=', 'i.schoolId').onRef('r.issueId', '=', 'i.id').on('r.userId', '=', userId))
    .select(['i.id', 'i.title', 'i.week', 'r.userId', 'r.learnedAt', 'r.createdAt'])
    .orderBy('i.week', 'desc')
    .orderBy('i.id', 'desc')
    .limit(100)
    .execute();
}
