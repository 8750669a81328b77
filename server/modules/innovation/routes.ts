/**
 * Innovation and entrepreneurship endpoints (issue 20 "Innovation and entrepreneurship"; spec §2
 * /innovate, /innovation; §6 permissions). All scoped to the session's school; every write runs in
 * one transaction. Errors: 10002 naming the field or saying why (INNOVATION_MESSAGES), 10003
 * without the module. Who may do what: access.ts; the reviews: review.ts.
 */
import type { z } from 'zod';
import { INNOVATION_MESSAGES as M, INNOVATION_MODULES as P } from '../../../common/innovation.js';
import { noParams } from '../../../common/schemas/fields.js';
import * as s from '../../../common/schemas/innovation.js';
import type { Session } from '../../auth/sessions.js';
import type { Trx } from '../../db/db.js';
import { moduleRead, moduleWrite } from '../../protocol/moduleRoutes.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import type { ConstraintMessages } from '../../protocol/dbErrors.js';
import { ADMIN_MODULE, COMPETITION_READERS, holdsAny, PROJECT_READERS } from './access.js';
import { addResult, addTeam, listCompetitions, listResults, listTeams, saveCompetition } from './competitions.js';
import { addProject, listMembers, listProjects, projectDetail, submitFinish, submitMidterm } from './projects.js';
import {
  addHatching, deleteDict, deleteRecord, innovationOptions, listBanners, listBonuses, listDict, listGuidance, listHatchings, listStudentRecords, myInnovation,
  overview, saveBanner, saveBonus, saveDict,
} from './records.js';
import { auditInnovation, innovationQueue } from './review.js';

/** The unique names' constraints (two creates at once: one wins, the others get the pre-check's 10002). */
const INNOVATION_CONSTRAINTS: ConstraintMessages = Object.fromEntries(
  ['innovation_competitions_name_uq', 'innovation_teams_name_uq', 'innovation_fields_name_uq', 'innovation_undertakers_name_uq'].map((c) => [c, { field: 'name', message: M.nameTaken }]),
);

/** A POST in one transaction for holders of any of `modules` (checked first when given), the unique keys mapped. */
const write = <S extends z.ZodType>(path: string, summary: string, modules: readonly string[] | null, schema: S, run: (db: Trx, session: Session, params: z.output<S>) => Promise<unknown>) =>
  moduleWrite(path, summary, modules, schema, run, INNOVATION_CONSTRAINTS);

/** A GET for holders of any of `modules` (10003 otherwise). */
const read = moduleRead;

/** A name dictionary's three endpoints (領域 fields, 承办单位 undertakers). */
const dictionary = (name: 'field' | 'undertaker', table: 'innovationFields' | 'innovationUndertakers', module: string): AnyRoute[] => [
  /** GET /innovation/{name}/list {current, size, name?} → {list: DictRow[], total}. Also for the project and competition forms' readers. */
  read(`/innovation/${name}/list`, `The school's innovation ${name}s with their use counts.`, [module, ADMIN_MODULE, P.competition], s.dictListParams, (db, se, p) => listDict(db, se.schoolId, table, p)),
  /** POST /innovation/{name}/save {id?, name, contact?} → {id}. */
  write(`/innovation/${name}/save`, `Adds or renames an innovation ${name}.`, [module], s.dictSaveParams, (db, se, p) => saveDict(db, se.schoolId, table, p)),
  /** POST /innovation/{name}/delete {id} → null (refused while used). */
  write(`/innovation/${name}/delete`, `Deletes an unused innovation ${name}.`, [module], s.idParams, (db, se, p) => deleteDict(db, se.schoolId, table, p.id)),
];

/** Anyone who creates projects, teams or start-ups: students (module 1010) and administrators (the service checks which). */
const CREATORS = [P.mine, ADMIN_MODULE];

export const innovationRoutes: AnyRoute[] = [
  /** GET /innovation/options → InnovationOptions {fields, undertakers, classifies of 创新创业, teachers, competitions}. Any signed-in user. */
  defineRoute({ method: 'GET', path: '/innovation/options', summary: 'Choices of the innovation forms.', permission: 'session', schema: noParams, handler: ({ deps, session }) => innovationOptions(deps.db, session.schoolId) }),
  /** GET /innovation/overview → InnovationOverview (spec §2 /innovate). */
  read('/innovation/overview', 'Innovation overview: projects by status, level and field, awards, hours.', [P.overview, ADMIN_MODULE], s.idParams.pick({}), (db, se) => overview(db, se.schoolId)),

  /** POST /innovation/project/add ProjectAddParams → {id}: 立项申请 under review (students lead; administrators name the leader). */
  write('/innovation/project/add', 'Files an innovation project for 立项 review.', CREATORS, s.projectAddParams, addProject),
  /** GET /innovation/project/list {current, size, name?, status?, level?, fieldId?} → {list: InnovationProjectRow[], total} (spec §2 /innovation/list). */
  read('/innovation/project/list', 'Innovation projects with filters.', PROJECT_READERS, s.projectListParams, (db, se, p) => listProjects(db, se.schoolId, p)),
  /** GET /innovation/project/detail {id} → InnovationProjectDetail (members, teachers, review history). Members and readers. */
  defineRoute({ method: 'GET', path: '/innovation/project/detail', summary: 'One innovation project (spec §2 /innovation/my-list/details).', permission: 'session', schema: s.idParams, handler: ({ deps, session, params }) => projectDetail(deps.db, session, params.id) }),
  /** POST /innovation/project/midterm {id, report} → {id}: 中期检查 under review (the leader). */
  write('/innovation/project/midterm', 'Submits a project’s 中期检查 report.', null, s.midtermParams, submitMidterm),
  /** POST /innovation/project/finish {id, report, hours} → {id}: 结题 under review (the leader). */
  write('/innovation/project/finish', 'Submits a project’s 结题 report and the hours per member.', null, s.finishParams, submitFinish),
  /** GET /innovation/member/list {current, size, name?} → {list: MemberRow[], total}: project members (spec §2 /innovate/creation/member). */
  read('/innovation/member/list', 'Students of innovation projects.', [P.members, ADMIN_MODULE], s.peopleListParams, (db, se, p) => listMembers(db, se.schoolId, false, p)),
  /** GET /innovation/teacher/list {current, size, name?} → {list: MemberRow[], total}: guidance teachers (spec §2 /innovate/creation/teacher). */
  read('/innovation/teacher/list', 'Guidance teachers of innovation projects.', [P.teachers, ADMIN_MODULE], s.peopleListParams, (db, se, p) => listMembers(db, se.schoolId, true, p)),

  /** GET /innovation/audit/list {stage, current, size, name?, scope?} → {list: InnovationQueueRow[], total}. */
  defineRoute({ method: 'GET', path: '/innovation/audit/list', summary: 'Innovation records waiting for the caller’s review.', permission: 'session', schema: s.auditListParams, handler: ({ deps, session, params }) => innovationQueue(deps.db, session, params) }),
  /** POST /innovation/audit {stage, ids, result, opinion?} → InnovationAuditResult: in batch, all or nothing; 结题 and results issue hours. */
  write('/innovation/audit', 'Passes or rejects innovation records of one stage, in batch.', null, s.auditParams, auditInnovation),

  /** GET /innovation/competition/list {current, size, name?, level?} → {list: CompetitionRow[], total}. */
  read('/innovation/competition/list', 'Competitions (spec §2 /innovate/competition).', COMPETITION_READERS, s.competitionListParams, (db, se, p) => listCompetitions(db, se.schoolId, p)),
  /** POST /innovation/competition/save CompetitionSaveParams → {id}. */
  write('/innovation/competition/save', 'Adds or changes a competition.', [P.competition], s.competitionSaveParams, saveCompetition),
  /** POST /innovation/team/add TeamAddParams → {id}: a team registration. */
  write('/innovation/team/add', 'Registers a team for a competition.', [P.competition, P.teams, P.mine], s.teamAddParams, addTeam),
  /** GET /innovation/team/list {current, size, competitionId?, name?} → {list: TeamRow[], total} (spec §2 /innovate/creation/team). */
  read('/innovation/team/list', 'Competition team registrations.', COMPETITION_READERS, s.teamListParams, (db, se, p) => listTeams(db, se.schoolId, p)),
  /** POST /innovation/result/add {competitionId, studentCode, awardLevel, teamId?} → {id}: a result under review. */
  write('/innovation/result/add', 'Records a competition result for review.', [P.competition], s.resultAddParams, addResult),
  /** GET /innovation/result/list {current, size, competitionId?, status?, name?} → {list: ResultRow[], total}. */
  read('/innovation/result/list', 'Competition results with their award levels and hours.', COMPETITION_READERS, s.resultListParams, (db, se, p) => listResults(db, se.schoolId, p)),

  /** POST /innovation/hatching/add HatchingAddParams → {id}: a start-up under review. */
  write('/innovation/hatching/add', 'Files a start-up for incubation review.', [P.hatching, P.mine], s.hatchingAddParams, addHatching),
  /** GET /innovation/hatching/list {current, size, name?, status?, stage?} → {list: HatchingRow[], total} (spec §2 /innovate/hatching). */
  read('/innovation/hatching/list', 'Incubated start-ups with their mentors.', [P.hatching, P.guidance, ADMIN_MODULE], s.hatchingListParams, (db, se, p) => listHatchings(db, se.schoolId, p)),
  /** GET /innovation/guidance/list {current, size, name?} → {list: GuidanceRow[], total} (spec §2 /innovate/guidance). */
  read('/innovation/guidance/list', 'Who guides which project, team and start-up.', [P.guidance, P.teachers, ADMIN_MODULE], s.peopleListParams, (db, se, p) => listGuidance(db, se.schoolId, p)),

  /** GET /innovation/bonus/list {current, size, name?} → {list: BonusRow[], total} (spec §2 /innovate/bonus). */
  read('/innovation/bonus/list', 'Bonus (奖励) records.', [P.bonus], s.peopleListParams, (db, se, p) => listBonuses(db, se.schoolId, p)),
  /** POST /innovation/bonus/save {id?, studentCode, title, amount, reason?, awardedOn} → {id}. */
  write('/innovation/bonus/save', 'Adds or changes a bonus record.', [P.bonus], s.bonusSaveParams, saveBonus),
  /** POST /innovation/bonus/delete {id} → null. */
  write('/innovation/bonus/delete', 'Deletes a bonus record.', [P.bonus], s.idParams, (db, se, p) => deleteRecord(db, se.schoolId, 'innovationBonuses', p.id)),

  ...dictionary('field', 'innovationFields', P.field),
  ...dictionary('undertaker', 'innovationUndertakers', P.undertake),

  /** GET /innovation/banner/list → BannerRow[]: every banner for its managers, the enabled ones for anyone else. */
  defineRoute({
    method: 'GET', path: '/innovation/banner/list', summary: 'Innovation banners (spec §2 /innovate/banner).', permission: 'session', schema: noParams,
    handler: async ({ deps, session }) => listBanners(deps.db, session.schoolId, !(await holdsAny(deps.db, session, [P.banner]))),
  }),
  /** POST /innovation/banner/save {id?, title, fileId, link?, sort?, enabled} → {id}. */
  write('/innovation/banner/save', 'Adds or changes a banner (an uploaded image).', [P.banner], s.bannerSaveParams, (db, se, p) => saveBanner(db, se.schoolId, p)),
  /** POST /innovation/banner/delete {id} → null. */
  write('/innovation/banner/delete', 'Deletes a banner.', [P.banner], s.idParams, (db, se, p) => deleteRecord(db, se.schoolId, 'innovationBanners', p.id)),

  /** GET /innovation/student/list {current, size, name?} → {list: StudentRecordRow[], total}: students' innovation records (spec §2 /innovation/list). */
  read('/innovation/student/list', 'Students’ innovation records with their innovation hours.', [ADMIN_MODULE, P.overview], s.peopleListParams, (db, se, p) => listStudentRecords(db, se.schoolId, p)),
  /** GET /innovation/my/record → MyInnovation: the caller's own record (spec §2 /innovation/my-list). */
  read('/innovation/my/record', 'The caller’s own innovation record.', [P.mine], s.idParams.pick({}), (db, se) => myInnovation(db, se)),
];
