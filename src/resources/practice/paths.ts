/**
 * Addresses of the social practice pages (spec §2 /society, /society1, /practice; ROUTES.md "Route
 * groups I"): detail pages take ?id=, and the proposal form takes ?id= to change a rejected proposal.
 */
import { PRACTICE_MODULES as M } from '../../../common/practice';

export const PRACTICE_HOME_PATH = M.studentHome;
export const MY_LIST_PATH = M.mine;
export const MY_SHOW_PATH = '/society/practice/mylist/show';
export const LIST_PATH = M.list;
export const LIST_SHOW_PATH = '/society/practice/list/show';
export const { create: CREATE_PATH, examine: EXAMINE_PATH, finish: FINISH_PATH, analysis: ANALYSIS_PATH, statistics: STATISTICS_PATH, teams: TEAMS_PATH, overview: OVERVIEW_PATH } = M;

/** Modules that read every project (server: access.ts READER_MODULES). */
export const READER_PATHS = [LIST_PATH, TEAMS_PATH, OVERVIEW_PATH, EXAMINE_PATH, FINISH_PATH];
/** The student module 我的实践 grants MY_LIST_PATH through its api list; staff hold MY_LIST_PATH itself. */
export const MINE_PATHS = [MY_LIST_PATH, PRACTICE_HOME_PATH];

export const listShowPath = (id: number | string) => `${LIST_SHOW_PATH}?id=${id}`;
export const myShowPath = (id: number | string) => `${MY_SHOW_PATH}?id=${id}`;
export const editPath = (id: number | string) => `${CREATE_PATH}?id=${id}`;
