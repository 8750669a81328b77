/**
 * Who may do what with social practice (issue 19; spec §6 "visible data depends on permission").
 * Module paths of the seeded tree (server/seed/modules.ts): 1301 我的实践, 1302 实践项目, 1303 申报实践,
 * 1304 立项审核, 1305 结项审核, 1306 实践分析, 1307 实践统计, 1308 实践团队管理, 1309 实践总览; students
 * reach '/society/practice/my-list' through their module 1006 我的实践 (its api entry).
 */
import { isStudentIdentity } from '../../../common/api.js';
import { PRACTICE_MODULES } from '../../../common/practice.js';
import type { Session } from '../../auth/sessions.js';

export const { mine: MY_MODULE, list: LIST_MODULE, create: CREATE_MODULE, examine: EXAMINE_MODULE, finish: FINISH_MODULE, analysis: ANALYSIS_MODULE,
  statistics: STATISTICS_MODULE, teams: TEAMS_MODULE, overview: OVERVIEW_MODULE } = PRACTICE_MODULES;

/** Modules that read every project of the school (lists, export, any detail). */
export const READER_MODULES = [LIST_MODULE, TEAMS_MODULE, OVERVIEW_MODULE, EXAMINE_MODULE, FINISH_MODULE];
/** Modules that read the statistics. */
export const STATS_MODULES = [ANALYSIS_MODULE, STATISTICS_MODULE, OVERVIEW_MODULE];


/** The module checks, shared by every feature (server/protocol/moduleRoutes.ts). */
export { holdsAny, requireAny } from '../../protocol/moduleRoutes.js';

/** True for a student (identity 1 or 2). */
export const isStudent = (session: Pick<Session, 'identity'>) => isStudentIdentity(session.identity);
