/**
 * Addresses of the honours and employment pages (spec §2 /honors, /employment; ROUTES.md "Route
 * groups III"): the module paths of common/honours.ts and the detail pages (?id=).
 */
import { HONOUR_MODULES as M } from '../../../common/honours';
import type { GrowthKindName } from '../../../common/schemas/honours';

export { M as HONOUR_PATHS };
export const DETAILS = { honour: '/honors/my-list/details', employment: '/employment/my-list/details' } as const;
export const detailsPath = (kind: GrowthKindName, id: number | string) => `${DETAILS[kind]}?id=${id}`;
/** Who may open a detail page: the student's module and the staff list of the kind (server: service.ts growthDetail). */
export const DETAIL_READERS = { honour: [M.myHonours, M.honours], employment: [M.myEmployment, M.employment] } as const;
export const kindName = (code: number): GrowthKindName => (code === 1 ? 'honour' : 'employment');
