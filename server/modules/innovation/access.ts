/**
 * Who may do what with innovation and entrepreneurship (issue 20; spec §6 "visible data depends on
 * permission"). Module paths of the seeded tree (server/seed/modules.ts 1701–1714); students reach
 * their own record through module 1010 我的创新 ('/innovation/my-list'). The project list's holders
 * (创新项目) are the group's administrators: they read everything and may decide any review step.
 */
import { INNOVATION_MODULES as P } from '../../../common/innovation.js';

export { holdsAny, isStudent, requireAny } from '../practice/access.js';

/** Modules that read every project (lists, details). */
export const PROJECT_READERS = [P.list, P.overview, P.review, P.audit, P.members, P.teachers, P.guidance];
/** Modules that read competitions, teams and results. */
export const COMPETITION_READERS = [P.competition, P.teams, P.overview, P.list, P.guidance];
/** The administrators' module. */
export const ADMIN_MODULE = P.list;
