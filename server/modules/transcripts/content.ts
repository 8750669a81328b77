/**
 * What a transcript says (issue 7; spec §1 hours rule, §3 school scoreReportModel, waysConvert,
 * hoursUnit, §9 decimal places; issue 13): the school, the student, hours per top-level module
 * against its minimum in the student's requirement set, each requirement line, the total and the
 * credit or score, every ledger row behind the hours, the verdict (all from one evaluate()) and the
 * issue date. Built for many students at once with a handful of set-based queries (school,
 * rules, category tree, then per chunk of students: profiles and ledger rows), so a batch of 1,000
 * costs the same few round trips as one student.
 */
import { politicsLabel } from '../../../common/enums.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import { LedgerSource, ledgerSourceLabels } from '../../../common/ledger.js';
import { scoreUnitOf, type TranscriptClassify, type TranscriptContent, type TranscriptRecord } from '../../../common/transcripts.js';
import { evaluate, moduleMinimumOf } from '../../../common/hoursRequirements.js';
import { classifyRows, rootOf } from '../classify/tree.js';
import { requirementContext, setForGrade } from '../hours/requirements.js';
import type { Db } from '../../db/db.js';
import { transcriptVerdict } from './verdict.js';
import * as repo from './repositories/content.js';
import { chinaDay } from '../../../common/time.js';
import { growthDetail, type GrowthItem } from '../../../common/honours.js';
import { approvedOf } from '../honours/repository.js';

/** Students per query chunk (keeps bind parameters far below PostgreSQL's 65,535). */
const CHUNK = 5000;

/** 'YYYY-MM-DD' of `date` in China Standard Time. */
export const chinaDate = (date: Date): string => chinaDay(date);

function sourceNameOf(r: { sourceType: number; activityName: string | null; projectName: string | null; optionName: string | null; reason: string | null }): string {
  if (r.sourceType === LedgerSource.ACTIVITY && r.activityName) return r.activityName;
  if (r.sourceType === LedgerSource.DECLARATION && r.projectName) return r.optionName ? `${r.projectName} · ${r.optionName}` : r.projectName;
  return r.reason?.trim() || ledgerSourceLabels[r.sourceType] || '';
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
  const school = await repo.transcriptSchool(db, schoolId);
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
    const people = await repo.studentProfiles(db, schoolId, chunk);
    if (people.length === 0) continue;
    const rowsOf = await repo.ledgerTuples(db, schoolId, people.map((p) => p.userId));
    // 成长记录 (issue 21): approved honours and employment records.
    const growthOf = new Map<number, GrowthItem[]>();
    for (const g of await approvedOf(db, schoolId, people.map((p) => p.userId))) {
      growthOf.set(g.userId, [...(growthOf.get(g.userId) ?? []), { kind: g.kind, title: g.title, detail: growthDetail(g), date: g.date }]);
    }
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
        ...(growthOf.has(p.userId) ? { growth: growthOf.get(p.userId) } : {}),
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
