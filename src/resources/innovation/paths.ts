/**
 * Addresses of the innovation pages (spec §2 /innovate, /innovation; ROUTES.md "Route groups II"):
 * the module paths of common/innovation.ts and the project's detail page (?id=).
 */
import { INNOVATION_MODULES as M } from '../../../common/innovation';

export { M as INNOVATION_PATHS };
export const DETAILS_PATH = '/innovation/my-list/details';
export const detailsPath = (id: number | string) => `${DETAILS_PATH}?id=${id}`;
/** Who may open a project's detail page (server: access.ts PROJECT_READERS, and the student's module). */
export const DETAIL_READERS = [M.mine, M.list, M.overview, M.review, M.audit, M.members, M.teachers, M.guidance];
