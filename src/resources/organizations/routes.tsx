/**
 * The organisation routes of /organization (spec §2 "/organization: ... union, club, voluntary,
 * classes, another, ... student-union, volunteer, other"): one page per nature with the spec's side
 * menu, each under its nature's module; the aliases student-union, volunteer and other open the
 * union, voluntary and another pages for holders of the alias or of those pages' modules.
 */
import { Resource } from 'react-admin';
import { naturePaths, ORGANIZATION_NATURES, type OrganizationNature } from '../../../common/organizations';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import organizations from '.';

/** Alias path → the nature whose page it opens. */
const ALIASES: Record<string, OrganizationNature> = {
  '/organization/student-union': 1,
  '/organization/volunteer': 3,
  '/organization/other': 5,
};

const page = (path: string, nature: OrganizationNature, modules: string | string[] = naturePaths[nature]) =>
  guardedRoute(path, modules, <organizations.page nature={nature} />);

export const organizationRoutes: FeatureRoutes = {
  resources: [<Resource key="organizations" name="organizations" icon={organizations.icon} />],
  routes: [
    ...ORGANIZATION_NATURES.map((nature) => page(naturePaths[nature], nature)),
    // A module tree may name the alias itself; either path grants the page.
    ...Object.entries(ALIASES).map(([alias, nature]) => page(alias, nature, [alias, naturePaths[nature]])),
  ],
};
