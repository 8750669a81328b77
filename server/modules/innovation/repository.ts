/**
 * The Kysely queries of innovation and entrepreneurship (issue 20): projects and members, review
 * queues over the open audit tasks, who guides what, students' records and the overview counts;
 * the other records' queries are in recordsRepository.ts (re-exported here). Every function takes db then the school; every
 * query stays within that school.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import { LedgerSource } from '../../../common/ledger.js';
import { ProjectRole, ProjectStatus, ReviewedStatus } from '../../../common/innovation.js';
import type { ProjectListParams } from '../../../common/schemas/innovation.js';
import type { Db } from '../../db/db.js';
import type { Database } from '../../db/types.js';
import { pageOf } from '../../db/paging.js';
import { fromSchool, sameSchool, schoolRows } from '../../db/tenant.js';
import { likeContains } from '../../util/like.js';

type Page = { limit: number; offset: number };

/** Projects as InnovationProjectRow columns: `p` the project, `u`/`s` its leader, `f` field, `co` college. */
export function projectSelect(db: Db, schoolId: number) {
  return fromSchool(db, 'innovationProjects as p', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'p.leaderId'))
    .leftJoin('students as s', sameSchool('s.userId', 'p.leaderId'))
    .leftJoin('innovationFields as f', sameSchool('f.id', 'p.fieldId'))
    .leftJoin('colleges as co', sameSchool('co.id', 'p.collegeId'))
    .select([
      'p.id', 'p.name', 'p.level', 'p.type', 'p.fieldId', 'f.name as fieldName', 'p.leaderId', 'u.name as leaderName', 's.code as leaderCode',
      'co.name as collegeName', 'p.startDate', 'p.endDate', 'p.status', 'p.createdAt', 'p.classifyId',
      sql<string>`p.budget::text`.as('budget'),
      sql<string | null>`p.hours::text`.as('hours'),
      sql<number>`(select count(*)::int from innovation_project_members m where m.school_id = p.school_id and m.project_id = p.id and m.role <> ${ProjectRole.TEACHER})`.as('memberCount'),
      sql<string>`(select coalesce(string_agg(mu.name, '、' order by mu.id), '') from innovation_project_members m join users mu on mu.school_id = m.school_id and mu.id = m.user_id
        where m.school_id = p.school_id and m.project_id = p.id and m.role = ${ProjectRole.TEACHER})`.as('teacherNames'),
    ]);
}
export type ProjectRaw = Awaited<ReturnType<ReturnType<typeof projectSelect>['executeTakeFirstOrThrow']>>;

export function findProjects(db: Db, schoolId: number, f: ProjectListParams, page: Page) {
  return pageOf(
    projectSelect(db, schoolId)
      .$if(!!f.name, (q) => q.where((eb) => eb.or([eb('p.name', 'ilike', likeContains(f.name!)), eb('u.name', 'ilike', likeContains(f.name!))])))
      .$if(f.status !== undefined, (q) => q.where('p.status', '=', f.status!))
      .$if(f.level !== undefined, (q) => q.where('p.level', '=', f.level!))
      .$if(f.fieldId !== undefined, (q) => q.where('p.fieldId', '=', f.fieldId!))
      .orderBy('p.id', 'desc'),
    page,
  );
}

/** Projects the user belongs to (leader, member or teacher), newest first. */
export function findOwnProjects(db: Db, schoolId: number, userId: number) {
  return projectSelect(db, schoolId)
    .where(({ exists, selectFrom }) => exists(selectFrom('innovationProjectMembers as m').select('m.userId').whereRef('m.schoolId', '=', 'p.schoolId').whereRef('m.projectId', '=', 'p.id').where('m.userId', '=', userId)))
    .orderBy('p.id', 'desc')
    .execute();
}

export function findProjectDetail(db: Db, schoolId: number, id: number) {
  return projectSelect(db, schoolId).innerJoin('classifies as c', sameSchool('c.id', 'p.classifyId'))
    .select(['c.name as classifyName', 'p.plan', 'p.midtermReport', 'p.finishReport', 'p.opinion']).where('p.id', '=', id).executeTakeFirst();
}

export function lockProjects(db: Db, schoolId: number, ids: number[]) {
  return schoolRows(db, 'innovationProjects', schoolId).selectAll().where('id', 'in', ids).orderBy('id').forUpdate().execute();
}

export function insertProject(db: Db, row: Insertable<Database['innovationProjects']>) {
  return db.insertInto('innovationProjects').values(row).returning('id').executeTakeFirstOrThrow();
}

export function updateProject(db: Db, schoolId: number, id: number, values: Updateable<Database['innovationProjects']>) {
  return db.updateTable('innovationProjects').set({ ...values, updatedAt: new Date() }).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

export async function insertMembers(db: Db, schoolId: number, projectId: number, members: { userId: number; role: number }[]) {
  await db.insertInto('innovationProjectMembers').values(members.map((m) => ({ schoolId, projectId, ...m }))).execute();
}

/** The project's people: students first (leader, then members), teachers last. */
export function findMembers(db: Db, schoolId: number, projectId: number) {
  return fromSchool(db, 'innovationProjectMembers as m', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'm.userId'))
    .leftJoin('students as s', sameSchool('s.userId', 'm.userId'))
    .select(['m.userId', 'u.name', 's.code', 'm.role', sql<string | null>`m.granted_hours::text`.as('grantedHours')])
    .where('m.projectId', '=', projectId)
    .orderBy('m.role').orderBy('m.userId')
    .execute();
}

/** After a grant: each member's row keeps what the ledger gave them for the project. */
export function copyGrantedHours(db: Db, schoolId: number, projectId: number) {
  return sql`
    update innovation_project_members m set granted_hours = l.granted_hours from hours_ledger l
     where m.school_id = ${schoolId} and m.project_id = ${projectId}
       and l.school_id = m.school_id and l.source_type = ${LedgerSource.INNOVATION} and l.relation_id = m.project_id and l.user_id = m.user_id`.execute(db);
}

/** Members and teachers across projects (role 3 for teachers), by name or project. */
export function findMemberRows(db: Db, schoolId: number, teachers: boolean, name: string | undefined, page: Page) {
  return pageOf(
    fromSchool(db, 'innovationProjectMembers as m', schoolId)
      .innerJoin('users as u', sameSchool('u.id', 'm.userId'))
      .innerJoin('innovationProjects as p', sameSchool('p.id', 'm.projectId'))
      .leftJoin('students as s', sameSchool('s.userId', 'm.userId'))
      .leftJoin('colleges as co', sameSchool('co.id', 's.collegeId'))
      .select(['m.userId', 'u.name', 's.code', 'm.role', 'm.projectId', 'p.name as projectName', 'p.status as projectStatus', 'co.name as collegeName', sql<string | null>`m.granted_hours::text`.as('grantedHours')])
      .where('m.role', teachers ? '=' : '<>', ProjectRole.TEACHER)
      .$if(!!name, (q) => q.where((eb) => eb.or([eb('u.name', 'ilike', likeContains(name!)), eb('p.name', 'ilike', likeContains(name!)), eb('s.code', '=', name!)])))
      .orderBy('m.projectId', 'desc').orderBy('m.role').orderBy('m.userId'),
    page,
  );
}

/** Open review tasks of `sourceType` on rows of `table` in `status` (the caller's own unless auditorId is null), oldest first. */
export function findQueue(db: Db, schoolId: number, q: { table: 'innovationProjects' | 'innovationResults' | 'innovationHatchings'; sourceType: number; status: number; auditorId: number | null; name?: string }, page: Page) {
  const base = fromSchool(db, `${q.table} as r` as 'innovationHatchings as r', schoolId);
  const who = q.table === 'innovationResults' ? 'r.userId' : 'r.leaderId';
  const title = q.table === 'innovationResults' ? sql<string>`(select c.name from innovation_competitions c where c.school_id = r.school_id and c.id = r.competition_id)` : sql<string>`r.name`;
  return pageOf(
    base
      .innerJoin('auditTasks as at', (j) => j.onRef('at.relationId', '=', 'r.id').onRef('at.schoolId', '=', 'r.schoolId').on('at.sourceType', '=', q.sourceType).on('at.doneAt', 'is', null))
      .innerJoin('users as u', sameSchool('u.id', who as 'r.leaderId'))
      .select(['r.id', title.as('name'), 'u.name as personName', 'at.id as taskId', 'at.stepName', 'at.stepNo', 'at.stepCount', 'at.createdAt as taskCreatedAt'])
      .select(sql<number>`${sql.ref(q.table === 'innovationResults' ? 'r.award_level' : q.table === 'innovationHatchings' ? 'r.stage' : 'r.level')}`.as('detailCode'))
      .where('r.status', '=', q.status)
      .$if(q.auditorId !== null, (b) => b.where(sql<boolean>`${q.auditorId} = any(at.auditor_ids)`))
      .$if(!!q.name, (b) => b.where((eb) => eb.or([eb(title, 'ilike', likeContains(q.name!)), eb('u.name', 'ilike', likeContains(q.name!))])))
      .orderBy('at.createdAt').orderBy('at.id'),
    page,
  );
}

export * from './recordsRepository.js';

// ——— people and counts ———

type GuidanceRaw = { kind: 'project' | 'team' | 'hatching'; teacherId: number; teacherName: string; subjectId: number; subjectName: string; status: number };

/** Who guides what: project teachers, team teachers and start-up mentors. */
export function findGuidance(db: Db, schoolId: number, name: string | undefined, page: Page) {
  const like = name ? likeContains(name) : null;
  const q = sql`
    select * from (
      select 'project' as kind, m.user_id as "teacherId", u.name as "teacherName", p.id as "subjectId", p.name as "subjectName", p.status
        from innovation_project_members m join innovation_projects p on p.school_id = m.school_id and p.id = m.project_id
        join users u on u.school_id = m.school_id and u.id = m.user_id where m.school_id = ${schoolId} and m.role = ${ProjectRole.TEACHER}
      union all
      select 'team', t.teacher_id, u.name, t.id, t.name, 0 from innovation_teams t join users u on u.school_id = t.school_id and u.id = t.teacher_id where t.school_id = ${schoolId}
      union all
      select 'hatching', h.mentor_id, u.name, h.id, h.name, h.status from innovation_hatchings h join users u on u.school_id = h.school_id and u.id = h.mentor_id where h.school_id = ${schoolId}
    ) g where ${like}::text is null or g."teacherName" ilike ${like} or g."subjectName" ilike ${like}`;
  return Promise.all([
    sql<{ total: number }>`select count(*)::int as total from (${q}) c`.execute(db).then((r) => r.rows[0]!.total),
    sql<GuidanceRaw>`${q} order by "teacherName", kind, "subjectId" limit ${page.limit} offset ${page.offset}`.execute(db).then((r) => r.rows),
  ]).then(([total, rows]) => ({ total, rows }));
}

/** Students with any innovation record, with their counts and innovation hours (ledger source 8). */
export function findStudentRecords(db: Db, schoolId: number, name: string | undefined, page: Page) {
  const c = (table: string, col: string) => sql<number>`(select count(*)::int from ${sql.table(table)} x where x.school_id = st.school_id and x.${sql.ref(col)} = st.user_id)`;
  return pageOf(
    fromSchool(db, 'students as st', schoolId)
      .innerJoin('users as u', sameSchool('u.id', 'st.userId'))
      .leftJoin('colleges as co', sameSchool('co.id', 'st.collegeId'))
      .select(['st.userId as id', 'u.name', 'st.code', 'co.name as collegeName',
        c('innovation_project_members', 'user_id').as('projectCount'), c('innovation_results', 'user_id').as('resultCount'),
        c('innovation_hatchings', 'leader_id').as('hatchingCount'), c('innovation_bonuses', 'user_id').as('bonusCount'),
        sql<string>`(select coalesce(sum(l.granted_hours), 0)::text from hours_ledger l where l.school_id = st.school_id and l.user_id = st.user_id and l.source_type = ${LedgerSource.INNOVATION})`.as('hours')])
      .where(sql<boolean>`(exists (select 1 from innovation_project_members x where x.school_id = st.school_id and x.user_id = st.user_id)
        or exists (select 1 from innovation_results x where x.school_id = st.school_id and x.user_id = st.user_id)
        or exists (select 1 from innovation_team_members x where x.school_id = st.school_id and x.user_id = st.user_id)
        or exists (select 1 from innovation_hatchings x where x.school_id = st.school_id and x.leader_id = st.user_id)
        or exists (select 1 from innovation_bonuses x where x.school_id = st.school_id and x.user_id = st.user_id))`)
      .$if(!!name, (q) => q.where((eb) => eb.or([eb('u.name', 'ilike', likeContains(name!)), eb('st.code', '=', name!)])))
      .orderBy('st.code'),
    page,
  );
}

/** The student's innovation hours in the ledger (text). */
export async function innovationHours(db: Db, schoolId: number, userId: number): Promise<string> {
  const row = await schoolRows(db, 'hoursLedger', schoolId, { userId, sourceType: LedgerSource.INNOVATION }).select(sql<string>`coalesce(sum(granted_hours), 0)::text`.as('h')).executeTakeFirst();
  return row?.h ?? '0';
}

/** The overview's counts. */
export async function overviewCounts(db: Db, schoolId: number) {
  const [byStatus, byLevel, byField, byAward, competitions, hatchings, hours, pending] = await Promise.all([
    schoolRows(db, 'innovationProjects', schoolId).select(['status', sql<number>`count(*)::int`.as('count')]).groupBy('status').orderBy('status').execute(),
    schoolRows(db, 'innovationProjects', schoolId).select(['level', sql<number>`count(*)::int`.as('count')]).groupBy('level').orderBy('level').execute(),
    fromSchool(db, 'innovationProjects as p', schoolId).leftJoin('innovationFields as f', sameSchool('f.id', 'p.fieldId'))
      .select([sql<string>`coalesce(f.name, '')`.as('name'), sql<number>`count(*)::int`.as('count')]).groupBy('f.name').orderBy(sql`count(*)`, 'desc').execute(),
    schoolRows(db, 'innovationResults', schoolId).select(['awardLevel', sql<number>`count(*)::int`.as('count')]).where('status', '=', ReviewedStatus.APPROVED).groupBy('awardLevel').orderBy('awardLevel').execute(),
    schoolRows(db, 'innovationCompetitions', schoolId).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    schoolRows(db, 'innovationHatchings', schoolId).select(sql<number>`count(*)::int`.as('n')).where('status', '=', ReviewedStatus.APPROVED).executeTakeFirstOrThrow(),
    schoolRows(db, 'hoursLedger', schoolId, { sourceType: LedgerSource.INNOVATION }).select(sql<string>`coalesce(sum(granted_hours), 0)::text`.as('h')).executeTakeFirstOrThrow(),
    sql<{ approval: number; midterm: number; finish: number; result: number; hatching: number }>`select
      (select count(*)::int from innovation_projects where school_id = ${schoolId} and status = ${ProjectStatus.PENDING}) as approval,
      (select count(*)::int from innovation_projects where school_id = ${schoolId} and status = ${ProjectStatus.MIDTERM_PENDING}) as midterm,
      (select count(*)::int from innovation_projects where school_id = ${schoolId} and status = ${ProjectStatus.FINISH_PENDING}) as finish,
      (select count(*)::int from innovation_results where school_id = ${schoolId} and status = ${ReviewedStatus.PENDING}) as result,
      (select count(*)::int from innovation_hatchings where school_id = ${schoolId} and status = ${ReviewedStatus.PENDING}) as hatching`.execute(db),
  ]);
  return { byStatus, byLevel, byField, byAward, competitions: competitions.n, hatchings: hatchings.n, hours: hours.h, pending: pending.rows[0]! };
}

/** Choices of the forms: fields, undertakers, the innovation classifies, active staff, competitions. */
export async function formOptions(db: Db, schoolId: number) {
  const [fields, undertakers, classifies, teachers, competitions] = await Promise.all([
    schoolRows(db, 'innovationFields', schoolId).select(['id', 'name']).orderBy('id').execute(),
    schoolRows(db, 'innovationUndertakers', schoolId).select(['id', 'name']).orderBy('id').execute(),
    schoolRows(db, 'classifies', schoolId).select(['id', 'name']).where('moduleKind', '=', 'innovation').where('parentId', '<>', 0).orderBy('orderNumber').orderBy('id').execute(),
    schoolRows(db, 'users', schoolId, { identity: 0, status: 1 }).select(['id', 'name']).orderBy('name').orderBy('id').execute(),
    schoolRows(db, 'innovationCompetitions', schoolId).select(['id', 'name', 'level']).orderBy('startDate', 'desc').orderBy('id', 'desc').execute(),
  ]);
  return { fields, undertakers, classifies, teachers, competitions };
}
