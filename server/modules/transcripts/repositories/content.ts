/**
 * The reads a transcript's content is built from (issue 7): the school's settings, the students'
 * profiles with their placement names, and every ledger row behind their hours. Within one school;
 * set-based, so many students cost one query each.
 */
import { sql } from 'kysely';
import { LedgerSource } from '../../../../common/ledger.js';
import type { TranscriptSchool } from '../../../../common/transcripts.js';
import type { Db } from '../../../db/db.js';
import { placedStudents, placementNameColumns } from '../../../db/students.js';

/** The school's transcript settings; undefined when the school does not exist. */
export function transcriptSchool(db: Db, schoolId: number): Promise<TranscriptSchool | undefined> {
  return db
    .selectFrom('schools')
    .select(['id', 'name', 'logo', 'hoursUnit', 'waysConvert', 'scoreReportModel', 'decimalPlaces'])
    .where('id', '=', schoolId)
    .executeTakeFirst();
}

/** The students of the school among `userIds`: name, number, gender, grade, politics, postgraduate, placement names ('' when none). */
export function studentProfiles(db: Db, schoolId: number, userIds: number[]) {
  return placedStudents(db, schoolId)
    .select(['s.userId', 'u.name', 's.code', 'u.gender', 's.grade', 's.politics', 's.isPostgraduate', ...placementNameColumns])
    .where('s.userId', 'in', userIds)
    .execute();
}

/** One ledger row as aggregated in SQL: [classifyId, sourceType, hours, termName, date, activityName, projectName, optionName, reason]. */
export type LedgerTuple = [number, number, string, string, string, string | null, string | null, string | null, string | null];

/**
 * Every ledger row of the students, oldest first, as one JSON array per student: aggregating in
 * SQL saves the driver decoding 10 columns of each of tens of thousands of rows (about 3× faster
 * on PGlite). Dates are China time (UTC+8) computed from UTC, so the server's TimeZone setting
 * does not matter.
 */
export async function ledgerTuples(db: Db, schoolId: number, userIds: number[]): Promise<Map<number, LedgerTuple[]>> {
  const { rows } = await sql<{ userId: number; records: string }>`
    select l.user_id, json_agg(json_build_array(
        l.classify_id, l.source_type, l.granted_hours::text, coalesce(t.name, ''),
        to_char((l.issued_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD'),
        a.name, p.name, o.name, l.reason
      ) order by l.issued_at, l.id)::text as records
    from hours_ledger l
    left join terms t on t.id = l.term_id and t.school_id = l.school_id
    left join activities a on a.school_id = l.school_id and l.source_type = ${LedgerSource.ACTIVITY} and a.id = l.relation_id
    left join declarations d on d.school_id = l.school_id and l.source_type = ${LedgerSource.DECLARATION} and d.id = l.relation_id
    left join declaration_projects p on p.id = d.project_id and p.school_id = d.school_id
    left join declaration_project_options o on o.id = d.option_id and o.school_id = d.school_id
    where l.school_id = ${schoolId} and l.user_id in (${sql.join(userIds)})
    group by l.user_id`.execute(db);
  return new Map(rows.map((r) => [Number(r.userId), JSON.parse(r.records) as LedgerTuple[]]));
}
