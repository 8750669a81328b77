/**
 * Routes of 创新创业 (issue 20; group src/plugins/innovate; ROUTES.md "Route groups II"), each
 * guarded by the module whose endpoints it calls (server/modules/innovation/access.ts and routes.ts).
 */
import { Resource } from 'react-admin';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import innovation from '.';
import { DETAIL_READERS, DETAILS_PATH, INNOVATION_PATHS as P } from './paths';

const RESOURCES = [
  'innovationProjects', 'innovationMembers', 'innovationTeachers', 'innovationAudits', 'innovationCompetitions', 'innovationTeams', 'innovationResults',
  'innovationHatchings', 'innovationGuidance', 'innovationBonuses', 'innovationFields', 'innovationUndertakers', 'innovationStudents',
];

export const innovationRoutes: FeatureRoutes = {
  resources: RESOURCES.map((name) => <Resource key={name} name={name} />),
  routes: [
    guardedRoute(P.overview, P.overview, <innovation.overview />),
    guardedRoute(P.review, P.review, <innovation.lists page="review" />),
    guardedRoute(P.audit, P.audit, <innovation.lists page="audit" />),
    guardedRoute(P.members, P.members, <innovation.lists page="members" />),
    guardedRoute(P.teams, P.teams, <innovation.lists page="teams" />),
    guardedRoute(P.teachers, P.teachers, <innovation.lists page="teachers" />),
    guardedRoute(P.bonus, P.bonus, <innovation.lists page="bonus" />),
    guardedRoute(P.hatching, P.hatching, <innovation.hatching />),
    guardedRoute(P.guidance, P.guidance, <innovation.lists page="guidance" />),
    guardedRoute(P.field, P.field, <innovation.lists page="field" />),
    guardedRoute(P.undertake, P.undertake, <innovation.lists page="undertake" />),
    guardedRoute(P.competition, P.competition, <innovation.competition />),
    guardedRoute(P.banner, P.banner, <innovation.banner />),
    guardedRoute(P.list, P.list, <innovation.projects />),
    guardedRoute(P.mine, P.mine, <innovation.mine />),
    guardedRoute(DETAILS_PATH, DETAIL_READERS, <innovation.details />),
  ],
};
