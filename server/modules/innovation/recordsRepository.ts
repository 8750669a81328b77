/**
 * The Kysely queries of innovation's competitions, teams, results, incubation, bonuses, the two
 * dictionaries and banners (issue 20); re-exported by repository.ts. Every function takes db then
 * the school; every query stays within that school.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import { LedgerSource } from '../../../common/ledger.js';
import { ReviewedStatus } from '../../../common/innovation.js';
import type { CompetitionListParams, HatchingListParams, ResultListParams, TeamListParams } from '../../../common/schemas/innovation.js';
import type { Db } from '../../db/db.js';
import type { Database } from '../../db/types.js';
import { pageOf } from '../../db/paging.js';
import { fromSchool, sameSchool, schoolRows } from '../../db/tenant.js';
import { likeContains } from '../../util/like.js';

type Page = { limit: number; offset: number };
export type DictTable = 'innovationFields' | 'innovationUndertakers';

// ——— competitions, teams, results ———

export function competitionSelect(db: Db, schoolId: number) {
  return fromSchool(db, 'innovationCompetitions as c', schoolId)
    .innerJoin('classifies as cl', sameSchool('cl.id', 'c.classifyId'))
    .leftJoin('innovationUndertakers as ut', sameSchool('ut.id', 'c.undertakerId'))
    .leftJoin('innovationFields as f', sameSchool('f.id', 'c.fieldId'))
    .select([
      'c.id', 'c.name', 'c.level', 'c.organizer', 'c.undertakerId', 'ut.name as undertakerName', 'c.fieldId', 'f.name as fieldName', 'c.classifyId',
      'cl.name as classifyName', 'c.startDate', 'c.endDate', 'c.description',
      sql<number>`(select count(*)::int from innovation_teams t where t.school_id = c.school_id and t.competition_id = c.id)`.as('teamCount'),
      sql<number>`(select count(*)::int from innovation_results r where r.school_id = c.school_id and r.competition_id = c.id)`.as('resultCount'),
    ]);
}

export function findCompetitions(db: Db, schoolId: number, f: CompetitionListParams, page: Page) {
  return pageOf(
    competitionSelect(db, schoolId)
      .$if(!!f.name, (q) => q.where('c.name', 'ilike', likeContains(f.name!)))
      .$if(f.level !== undefined, (q) => q.where('c.level', '=', f.level!))
      .orderBy('c.startDate', 'desc').orderBy('c.id', 'desc'),
    page,
  );
}

export function findCompetition(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'innovationCompetitions', schoolId, { id }).selectAll().executeTakeFirst();
}

export function insertCompetition(db: Db, row: Insertable<Database['innovationCompetitions']>) {
  return db.insertInto('innovationCompetitions').values(row).returning('id').executeTakeFirstOrThrow();
}

export function updateCompetition(db: Db, schoolId: number, id: number, values: Updateable<Database['innovationCompetitions']>) {
  return db.updateTable('innovationCompetitions').set(values).where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
}

export function teamSelect(db: Db, schoolId: number) {
  return fromSchool(db, 'innovationTeams as t', schoolId)
    .innerJoin('innovationCompetitions as c', sameSchool('c.id', 't.competitionId'))
    .innerJoin('users as u', sameSchool('u.id', 't.leaderId'))
    .leftJoin('users as te', sameSchool('te.id', 't.teacherId'))
    .select([
      't.id', 't.competitionId', 'c.name as competitionName', 't.name', 't.leaderId', 'u.name as leaderName', 't.teacherId', 'te.name as teacherName', 't.createdAt',
      sql<number>`(select count(*)::int from innovation_team_members m where m.school_id = t.school_id and m.team_id = t.id)`.as('memberCount'),
      sql<string>`(select coalesce(string_agg(mu.name, '、' order by mu.id), '') from innovation_team_members m join users mu on mu.school_id = m.school_id and mu.id = m.user_id where m.school_id = t.school_id and m.team_id = t.id)`.as('memberNames'),
    ]);
}

export function findTeams(db: Db, schoolId: number, f: TeamListParams & { userId?: number }, page: Page) {
  return pageOf(
    teamSelect(db, schoolId)
      .$if(f.competitionId !== undefined, (q) => q.where('t.competitionId', '=', f.competitionId!))
      .$if(!!f.name, (q) => q.where((eb) => eb.or([eb('t.name', 'ilike', likeContains(f.name!)), eb('c.name', 'ilike', likeContains(f.name!))])))
      .$if(f.userId !== undefined, (q) => q.where(sql<boolean>`exists (select 1 from innovation_team_members m where m.school_id = t.school_id and m.team_id = t.id and m.user_id = ${f.userId!})`))
      .orderBy('t.id', 'desc'),
    page,
  );
}

export function insertTeam(db: Db, row: Insertable<Database['innovationTeams']>, memberIds: number[]) {
  return db.insertInto('innovationTeams').values(row).returning('id').executeTakeFirstOrThrow().then(async ({ id }) => {
    await db.insertInto('innovationTeamMembers').values(memberIds.map((userId) => ({ schoolId: row.schoolId, teamId: id, userId }))).execute();
    return { id };
  });
}

/** The team's member ids; [] when the team is not the school's or not of the competition. */
export async function teamMemberIds(db: Db, schoolId: number, teamId: number, competitionId: number): Promise<number[] | undefined> {
  const team = await schoolRows(db, 'innovationTeams', schoolId, { id: teamId, competitionId }).select('id').executeTakeFirst();
  if (!team) return undefined;
  return (await schoolRows(db, 'innovationTeamMembers', schoolId, { teamId }).select('userId').execute()).map((r) => r.userId);
}

export function resultSelect(db: Db, schoolId: number) {
  return fromSchool(db, 'innovationResults as r', schoolId)
    .innerJoin('innovationCompetitions as c', sameSchool('c.id', 'r.competitionId'))
    .innerJoin('users as u', sameSchool('u.id', 'r.userId'))
    .leftJoin('students as s', sameSchool('s.userId', 'r.userId'))
    .leftJoin('innovationTeams as t', sameSchool('t.id', 'r.teamId'))
    .select([
      'r.id', 'r.competitionId', 'c.name as competitionName', 'c.level as competitionLevel', 'r.teamId', 't.name as teamName', 'r.userId', 'u.name as studentName',
      's.code as studentCode', 'r.awardLevel', 'r.status', 'r.opinion', 'r.createdAt',
      sql<string>`r.hours::text`.as('hours'), sql<string | null>`r.granted_hours::text`.as('grantedHours'),
    ]);
}

export function findResults(db: Db, schoolId: number, f: ResultListParams & { userId?: number }, page: Page) {
  return pageOf(
    resultSelect(db, schoolId)
      .$if(f.competitionId !== undefined, (q) => q.where('r.competitionId', '=', f.competitionId!))
      .$if(f.status !== undefined, (q) => q.where('r.status', '=', f.status!))
      .$if(f.userId !== undefined, (q) => q.where('r.userId', '=', f.userId!))
      .$if(!!f.name, (q) => q.where((eb) => eb.or([eb('u.name', 'ilike', likeContains(f.name!)), eb('s.code', '=', f.name!), eb('c.name', 'ilike', likeContains(f.name!))])))
      .orderBy('r.id', 'desc'),
    page,
  );
}

export function insertResult(db: Db, row: Insertable<Database['innovationResults']>) {
  return db.insertInto('innovationResults').values(row).onConflict((oc) => oc.constraint('innovation_results_award_uq').doNothing()).returning('id').executeTakeFirst();
}

export function lockResults(db: Db, schoolId: number, ids: number[]) {
  return schoolRows(db, 'innovationResults', schoolId).selectAll().where('id', 'in', ids).orderBy('id').forUpdate().execute();
}

export function updateResult(db: Db, schoolId: number, id: number, values: Updateable<Database['innovationResults']>) {
  return db.updateTable('innovationResults').set(values).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** Hours the ledger holds for the student's OTHER approved results of the competition (text). */
export async function grantedForCompetition(db: Db, schoolId: number, userId: number, competitionId: number, exceptId: number): Promise<string> {
  const row = await sql<{ total: string }>`
    select coalesce(sum(l.granted_hours), 0)::text as total from hours_ledger l
      join innovation_results r on r.school_id = l.school_id and r.id = l.relation_id and r.user_id = l.user_id
     where l.school_id = ${schoolId} and l.source_type = ${LedgerSource.INNOVATION} and l.user_id = ${userId}
       and r.competition_id = ${competitionId} and r.id <> ${exceptId} and r.status = ${ReviewedStatus.APPROVED}`.execute(db);
  return row.rows[0]?.total ?? '0';
}

/** What the ledger gave the student for the result (text), null when nothing. */
export async function ledgerGrant(db: Db, schoolId: number, userId: number, relationId: number): Promise<string | null> {
  const row = await schoolRows(db, 'hoursLedger', schoolId, { sourceType: LedgerSource.INNOVATION, relationId, userId }).select(sql<string>`granted_hours::text`.as('h')).executeTakeFirst();
  return row?.h ?? null;
}

// ——— incubation, bonuses, dictionaries, banners ———

export function hatchingSelect(db: Db, schoolId: number) {
  return fromSchool(db, 'innovationHatchings as h', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'h.leaderId'))
    .innerJoin('users as me', sameSchool('me.id', 'h.mentorId'))
    .leftJoin('innovationFields as f', sameSchool('f.id', 'h.fieldId'))
    .select(['h.id', 'h.name', 'h.company', 'h.stage', 'h.leaderId', 'u.name as leaderName', 'h.mentorId', 'me.name as mentorName', 'f.name as fieldName', 'h.description', 'h.status', 'h.opinion', 'h.createdAt']);
}

export function findHatchings(db: Db, schoolId: number, f: HatchingListParams & { userId?: number }, page: Page) {
  return pageOf(
    hatchingSelect(db, schoolId)
      .$if(!!f.name, (q) => q.where((eb) => eb.or([eb('h.name', 'ilike', likeContains(f.name!)), eb('h.company', 'ilike', likeContains(f.name!))])))
      .$if(f.status !== undefined, (q) => q.where('h.status', '=', f.status!))
      .$if(f.stage !== undefined, (q) => q.where('h.stage', '=', f.stage!))
      .$if(f.userId !== undefined, (q) => q.where('h.leaderId', '=', f.userId!))
      .orderBy('h.id', 'desc'),
    page,
  );
}

export function insertHatching(db: Db, row: Insertable<Database['innovationHatchings']>) {
  return db.insertInto('innovationHatchings').values(row).returning('id').executeTakeFirstOrThrow();
}

export function lockHatchings(db: Db, schoolId: number, ids: number[]) {
  return schoolRows(db, 'innovationHatchings', schoolId).selectAll().where('id', 'in', ids).orderBy('id').forUpdate().execute();
}

export function updateHatching(db: Db, schoolId: number, id: number, values: Updateable<Database['innovationHatchings']>) {
  return db.updateTable('innovationHatchings').set(values).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

export function findBonuses(db: Db, schoolId: number, f: { name?: string; userId?: number }, page: Page) {
  return pageOf(
    fromSchool(db, 'innovationBonuses as b', schoolId)
      .innerJoin('users as u', sameSchool('u.id', 'b.userId'))
      .leftJoin('students as s', sameSchool('s.userId', 'b.userId'))
      .select(['b.id', 'b.userId', 'u.name as studentName', 's.code as studentCode', 'b.title', sql<string>`b.amount::text`.as('amount'), 'b.reason', 'b.awardedOn'])
      .$if(!!f.name, (q) => q.where((eb) => eb.or([eb('u.name', 'ilike', likeContains(f.name!)), eb('b.title', 'ilike', likeContains(f.name!)), eb('s.code', '=', f.name!)])))
      .$if(f.userId !== undefined, (q) => q.where('b.userId', '=', f.userId!))
      .orderBy('b.awardedOn', 'desc').orderBy('b.id', 'desc'),
    page,
  );
}

export function saveBonus(db: Db, schoolId: number, id: number | undefined, row: Omit<Insertable<Database['innovationBonuses']>, 'schoolId'>) {
  if (id === undefined) return db.insertInto('innovationBonuses').values({ ...row, schoolId }).returning('id').executeTakeFirst();
  const { createdBy: _by, ...values } = row;
  return db.updateTable('innovationBonuses').set(values).where('schoolId', '=', schoolId).where('id', '=', id).returning('id').executeTakeFirst();
}

export function deleteRow(db: Db, schoolId: number, table: 'innovationBonuses' | 'innovationBanners' | DictTable, id: number) {
  return db.deleteFrom(table).where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
}

/** A dictionary's rows with how many projects, competitions and start-ups use each. */
export function findDict(db: Db, schoolId: number, table: DictTable, name: string | undefined, page: Page) {
  const uses = table === 'innovationFields'
    ? sql<number>`((select count(*) from innovation_projects x where x.school_id = d.school_id and x.field_id = d.id)
        + (select count(*) from innovation_competitions x where x.school_id = d.school_id and x.field_id = d.id)
        + (select count(*) from innovation_hatchings x where x.school_id = d.school_id and x.field_id = d.id))::int`
    : sql<number>`(select count(*)::int from innovation_competitions x where x.school_id = d.school_id and x.undertaker_id = d.id)`;
  return pageOf(
    fromSchool(db, `${table} as d` as 'innovationFields as d', schoolId)
      .select(['d.id', 'd.name', 'd.contact', uses.as('useCount')])
      .$if(!!name, (q) => q.where('d.name', 'ilike', likeContains(name!)))
      .orderBy('d.id'),
    page,
  );
}

/** Inserts or renames a dictionary entry; undefined when the name is taken (or the id is not the school's). */
export function saveDict(db: Db, schoolId: number, table: DictTable, id: number | undefined, values: { name: string; contact: string }) {
  if (id === undefined) return db.insertInto(table).values({ schoolId, ...values }).onConflict((oc) => oc.columns(['schoolId', 'name']).doNothing()).returning('id').executeTakeFirst();
  return db.updateTable(table).set(values).where('schoolId', '=', schoolId).where('id', '=', id)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom(`${table} as o` as 'innovationFields as o').select('o.id').where('o.schoolId', '=', schoolId).where('o.name', '=', values.name).where('o.id', '<>', id))))
    .returning('id').executeTakeFirst();
}

export function dictEntry(db: Db, schoolId: number, table: DictTable, id: number) {
  return schoolRows(db, table as 'innovationFields', schoolId, { id }).select(['id', 'name']).executeTakeFirst();
}

export function findBanners(db: Db, schoolId: number, enabledOnly: boolean) {
  return fromSchool(db, 'innovationBanners as b', schoolId)
    .innerJoin('files as fi', sameSchool('fi.id', 'b.fileId'))
    .select(['b.id', 'b.title', 'b.fileId', 'fi.storageKey', 'b.link', 'b.sort', 'b.enabled'])
    .$if(enabledOnly, (q) => q.where('b.enabled', '=', true))
    .orderBy('b.sort').orderBy('b.id')
    .execute();
}

export function saveBanner(db: Db, schoolId: number, id: number | undefined, values: { title: string; fileId: number; link: string; sort: number; enabled: boolean }) {
  if (id === undefined) return db.insertInto('innovationBanners').values({ schoolId, ...values, createdAt: new Date() }).returning('id').executeTakeFirst();
  return db.updateTable('innovationBanners').set(values).where('schoolId', '=', schoolId).where('id', '=', id).returning('id').executeTakeFirst();
}

export function fileOfSchool(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'files', schoolId, { id }).select(['id', 'type']).executeTakeFirst();
}

