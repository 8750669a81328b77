/**
 * 志愿服务队 (issue 19 "Volunteering": volunteer teams; spec §2 /voluntary/management/team/list and
 * its show page): the school's organisations of nature 3 with their lifecycle facts, filtered by
 * name (contains), college and status, by name; the same filter feeds the xlsx export job
 * (志愿服务队.xlsx). One team's page is the organisation's lifecycle detail (read.ts).
 */
import { sql } from 'kysely';
import type { Page } from '../../../common/envelope.js';
import { academicYearLabel, orgStatusLabels, type OrgLifecycleInfo } from '../../../common/orgLifecycle.js';
import type { TeamFilter, TeamListParams } from '../../../common/schemas/orgLifecycle.js';
import type { Db } from '../../db/db.js';
import { defineJob, withFile, XLSX_TYPE, type JobReport } from '../../jobs/index.js';
import { writeBatchedXlsx } from '../../jobs/xlsxExport.js';
import { pageOffset } from '../../protocol/paging.js';
import { countOf } from '../../db/paging.js';
import { toLifecycleInfo } from './read.js';
import * as repo from './repository.js';

/** GET /voluntary/team/list {current, size, name?, collegeId?, status? 1|2} → {list: OrgLifecycleInfo[], total}, by name. */
export async function listTeams(db: Db, schoolId: number, p: TeamListParams): Promise<Page<OrgLifecycleInfo>> {
  const { rows, total } = await repo.findTeamPage(db, schoolId, p, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toLifecycleInfo), total };
}

export const TEAM_EXPORT_JOB = 'volunteer-team-export';
export const TEAM_EXPORT_FILE = '志愿服务队.xlsx';
export const TEAM_EXPORT_HEADERS = ['编号', '服务队名称', '服务领域', '所属学院', '负责人', '指导教师', '成员数', '状态', '星级', '优秀', '注册学年', '成立时间'];
const WIDTHS = [8, 28, 20, 20, 10, 10, 8, 8, 6, 6, 14, 20];
const BATCH = 1000;

/** The export's work: every team matching the filter, by name, in keyset batches of 1000 on (name, id). */
export async function runTeamExport(db: Db, schoolId: number, filter: TeamFilter, report: JobReport) {
  const total = await countOf(repo.teamQuery(db, schoolId, filter));
  const { content, rows } = await writeBatchedXlsx({
    sheetName: '志愿服务队', headers: TEAM_EXPORT_HEADERS, widths: WIDTHS, total, report, batchSize: BATCH,
    fetch: (after: { name: string; id: number } | null) =>
      repo.teamQuery(db, schoolId, filter).$if(after !== null, (q) => q.where(sql<boolean>`(o.name, o.id) > (${after!.name}, ${after!.id})`)).orderBy('o.name').orderBy('o.id').limit(BATCH).execute(),
    cursorOf: (r) => ({ name: r.name, id: r.id }),
    cells: (raw) => {
      const t = toLifecycleInfo(raw);
      return [t.id, t.name, t.serviceArea, t.collegeName, t.leaderName, t.advisorName, t.memberCount, orgStatusLabels[t.status] ?? '', t.star ?? '', t.excellent ? '是' : '', academicYearLabel(t.registeredYear), t.createdAt];
    },
  });
  return withFile({ rows }, { content, fileName: TEAM_EXPORT_FILE, contentType: XLSX_TYPE });
}

/** GET /voluntary/team/export's job: input {filter}; writes nothing but its file. */
export const teamExportJob = defineJob<{ filter: TeamFilter }>(TEAM_EXPORT_JOB, (ctx) => runTeamExport(ctx.deps.db, ctx.schoolId, ctx.input.filter, ctx.report));
