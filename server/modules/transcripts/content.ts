/**
 * What a transcript says (issue 7; spec §1 hours rule, §3 school scoreReportModel, waysConvert,
 * hoursUnit, §9 decimal places; issue 13): the school, the student, hours per top-level module
 * against its minimum in the student's requirement set, each requirement line, the total and the
 * credit or score, every ledger row behind the hours, the verdict (all from one evaluate()) and the
 * issue date. Built for many students at once with a handful of set-based queries (school,
 * rules, category tree, then per chunk of students: profiles and ledger rows), so a batch of 1,000
 * costs the same few round trips as one student.
 */
import { sql } from 'kysely';
import { politicsLabel } from '../../../common/enums.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import { ledgerSourceLabels } from '../../../common/studentSelf.js';
import { scoreUnitOf, type TranscriptClassify, type TranscriptContent, type TranscriptRecord, type TranscriptSchool } from '../../../common/transcripts.js';
import { evaluate, moduleMinimumOf } from '../../../common/hoursRequirements.js';
import { classifyRows, rootOf } from '../classify/tree.js';
import { requirementContext, setForGrade } from '../hours/requirements.js';
import { SOURCE_TYPE } from '../hours/ledger.js';
import type { Db } from '../../db/db.js';
import { transcriptVerdict } from './verdict.js';
import { chinaDay } from '../../../common/time.js';

/** Students per query chunk (keeps bind parameters far below PostgreSQL's 65,535). */
const CHUNK = 5000;

/** 'YYYY-MM-DD' of `date` in China Standard Time. */
export const chinaDate = (date: Date): string => chinaDay(date);

function sourceNameOf(r: { sourceType: number; activityName: string | null; projectName: string | null; optionName: string | null; reason: string | null }): string {
  if (r.sourceType === SOURCE_TYPE.activity && r.activityName) return r.activityName;
  if (r.sourceType === SOURCE_TYPE.declaration && r.projectName) return r.optionName ? `${r.projectName} · ${r.optionName}` : r.projectName;
  return r.reason?.trim() || ledgerSourceLabels[r.sourceType] || '';
}

/** The school part of the content; null when the school does not exist. */
async function schoolOf(db: Db, schoolId: number): Promise<TranscriptSchool | null> {
  const s = await db
    .selectFrom('schools')
    .select(['id', 'name', 'logo', 'hoursUnit', 'waysConvert', 'scoreReportModel', 'decimalPlaces'])
    .where('id', '=', schoolId)
    .executeTakeFirst();
  return s ?? null;
}

function profiles(db: Db, schoolId: number, userIds: number[]) {
  return db
    .selectFrom('students as s')
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 's.userId').onRef('u.schoolId', '=', 's.schoolId'))
    .leftJoin('colleges as co', (j) => j.onRef('co.id', '=', 's.collegeId').onRef('co.schoolId', '=', 's.schoolId'))
    .leftJoin('majors as m', (j) => j.onRef('m.id', '=', 's.majorId').onRef('m.schoolId', '=', 's.schoolId'))
    .leftJoin('classes as cl', (j) => j.onRef('cl.id', '=', 's.classId').onRef('cl.schoolId', '=', 's.schoolId'))
    .select([
      's.userId', 'u.name', 's.code', 'u.gender', 's.grade', 's.politics', 's.isPostgraduate',
      sql<string>`coalesce(co.name, '')`.as('collegeName'),
      sql<string>`coalesce(m.name, '')`.as('majorName'),
      sql<string>`coalesce(cl.name, '')`.as('className'),
    ])
    .where('s.schoolId', '=', schoolId)
    .where('s.userId', 'in', userIds)
    .execute();
}

/** One ledger row as aggregated in SQL: [classifyId, sourceType, hours, termName, date, activityName, projectName, optionName, reason]. */
type LedgerTuple = [number, number, string, string, string, string | null, string | null, string | null, string | null];

/**
 * Every ledger row of the students, oldest first, as one JSON array per student: aggregating in
 * SQL saves the driver decoding 10 columns of each of tens of thousands of rows (about 3× faster
 * on PGlite). Dates are China time (UTC+8) computed from UTC, so the server's TimeZone setting
 * does not matter.
 */
async function ledgerRows(db: Db, schoolId: number, userIds: number[]): Promise<Map<number, LedgerTuple[]>> {
  const { rows } = await sql<{ userId: number; records: string }>`
    select l.user_id, json_agg(json_build_array(
        l.classify_id, l.source_type, l.granted_hours::text, coalesce(t.name, ''),
        to_char((l.issued_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD'),
        a.name, p.name, o.name, l.reason
      ) order by l.issued_at, l.id)::text as records
    from hours_ledger l
    left join terms t on t.id = l.term_id and t.school_id = l.school_id
    left join activities a on a.school_id = l.school_id and l.source_type = ${SOURCE_TYPE.activity} and a.id = l.relation_id
    left join declarations d on d.school_id = l.school_id and l.source_type = ${SOURCE_TYPE.declaration} and d.id = l.relation_id
    left join declaration_projects p on p.id = d.project_id and p.school_id = d.school_id
    left join declaration_project_options o on o.id = d.option_id and o.school_id = d.school_id
    where l.school_id = ${schoolId} and l.user_id in (${sql.join(userIds)})
    group by l.user_id`.execute(db);
  return new Map(rows.map((r) => [Number(r.userId), JSON.parse(r.records) as LedgerTuple[]]));
}

/**
 * The current content of many students at once: Map userId → TranscriptContent. Students not of
 * the school (or unknown ids) are skipped; an unknown school gives an empty map. `now` sets the
 * issue date (today in China time).
 */
export async function buildTranscriptContents(db: Db, schoolId: number, userIds: number[], now: Date = new Date()): Promise<Map<number, TranscriptContent>> {
  const out = new Map<number, TranscriptContent>();
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return out;
  const school = await schoolOf(db, schoolId);
  if (!school) return out;
  const ctx = await requirementContext(db, schoolId);
  const classifies = await classifyRows(db, schoolId);
  const root = rootOf(classifies);
  const byId = new Map(classifies.map((c) => [c.id, c]));
  const modules = classifies.filter((c) => c.parentId === 0);
  const scoreUnit = scoreUnitOf(school.waysConvert);
  const issueDate = chinaDate(now);

  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const people = await profiles(db, schoolId, chunk);
    if (people.length === 0) continue;
    const rowsOf = await ledgerRows(db, schoolId, people.map((p) => p.userId));
    for (const p of people) {
      const perModule = new Map<number, number>();
      let total = 0;
      const records: TranscriptRecord[] = (rowsOf.get(p.userId) ?? []).map(([classifyId, sourceType, hoursText, termName, date, activityName, projectName, optionName, reason]) => {
        const h = toHundredths(hoursText);
        const c = byId.get(classifyId);
        const m = root.get(classifyId) ?? classifyId;
        perModule.set(m, (perModule.get(m) ?? 0) + h);
        total += h;
        return {
          sourceType, sourceName: sourceNameOf({ sourceType, activityName, projectName, optionName, reason }), classifyName: c?.name ?? '',
          hours: fromHundredths(h), termName, date,
        };
      });
      // The one rule (issue 13): the set of the student's cohort over their hours per module.
      const set = setForGrade(ctx, p.grade);
      const evaluation = evaluate(set, { byModule: new Map([...perModule].map(([id, h]) => [id, fromHundredths(h)])), postgraduate: p.isPostgraduate }, ctx.modules);
      const byClassify: TranscriptClassify[] = modules.map((c) => {
        const hours = perModule.get(c.id) ?? 0;
        const minHours = toHundredths(moduleMinimumOf(set, c.id));
        return { classifyId: c.id, classifyName: c.name, hours: fromHundredths(hours), minHours: fromHundredths(minHours), met: hours >= minHours };
      });
      out.set(p.userId, {
        school,
        student: {
          userId: p.userId, name: p.name, code: p.code, gender: p.gender, collegeName: p.collegeName, majorName: p.majorName,
          className: p.className, grade: p.grade ?? '', politics: politicsLabel(p.politics),
        },
        byClassify,
        totalHours: fromHundredths(total),
        score: evaluation.credit,
        scoreUnit,
        records,
        requirements: evaluation.lines,
        verdict: transcriptVerdict(evaluation, { hoursUnit: school.hoursUnit, decimalPlaces: school.decimalPlaces }),
        issueDate,
      });
    }
  }
  return out;
}

/** One student's current content, or null when they are not a student of the school. */
export async function buildTranscriptContent(db: Db, schoolId: number, userId: number, now: Date = new Date()): Promise<TranscriptContent | null> {
  return (await buildTranscriptContents(db, schoolId, [userId], now)).get(userId) ?? null;
}
