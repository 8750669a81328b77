/**
 * Routes of the organisation lifecycle (issue 19; ROUTES.md "Route groups I"), one set per route group:
 *  - /proceeding: the five organisation review queues (modules 110–114) and an application's page;
 *  - /voluntary: 志愿服务队审核 (1220) with its show page, 志愿服务队 (1221) with a team's page;
 *  - /organization: 组织申请 (410) with an application's page;
 *  - the student's 我的组织 (1007) with an application's page.
 */
import { Resource } from 'react-admin';
import { SourceType } from '../../../common/activities';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import pages from '.';
import {
  ORG_APPLY_PATH, ORG_APPLY_SHOW_PATH, ORG_REVIEW_SHOW_PATH, REVIEW_QUEUES, STUDENT_ORG_PATH, STUDENT_ORG_SHOW_PATH, TEAM_LIST_PATH, TEAM_REVIEW_PATH, TEAM_REVIEW_SHOW_PATH, TEAM_SHOW_PATH,
} from './paths';

const { queue: Queue, application: Application, applications: Applications, teams: Teams, team: Team, mine: Mine } = pages;
const ORG_QUEUES = REVIEW_QUEUES.filter((q) => q.sourceType !== SourceType.VOLUNTEER_TEAM);

/** The five 工作事务 queues and their application page (any of their modules). */
export const orgReviewRoutes: FeatureRoutes = {
  resources: [<Resource key="orgReviews" name="orgReviews" />, <Resource key="orgApplications" name="orgApplications" />],
  routes: [
    ...ORG_QUEUES.map((q) => guardedRoute(q.path, q.path, <Queue key={q.sourceType} sourceType={q.sourceType} />)),
    guardedRoute(ORG_REVIEW_SHOW_PATH, ORG_QUEUES.map((q) => q.path), <Application backPath={ORG_QUEUES[0].path} />),
  ],
};

/** 志愿服务队审核 and 志愿服务队 with their show pages. */
export const teamRoutes: FeatureRoutes = {
  resources: [<Resource key="volunteerTeams" name="volunteerTeams" />],
  routes: [
    guardedRoute(TEAM_REVIEW_PATH, TEAM_REVIEW_PATH, <Queue sourceType={SourceType.VOLUNTEER_TEAM} />),
    guardedRoute(TEAM_REVIEW_SHOW_PATH, [TEAM_REVIEW_PATH, TEAM_LIST_PATH], <Application backPath={TEAM_REVIEW_PATH} />),
    guardedRoute(TEAM_LIST_PATH, TEAM_LIST_PATH, <Teams />),
    guardedRoute(TEAM_SHOW_PATH, [TEAM_LIST_PATH, TEAM_REVIEW_PATH], <Team />),
  ],
};

/** 组织申请 and an application's page. */
export const orgApplyRoutes: FeatureRoutes = {
  routes: [
    guardedRoute(ORG_APPLY_PATH, ORG_APPLY_PATH, <Applications />),
    guardedRoute(ORG_APPLY_SHOW_PATH, ORG_APPLY_PATH, <Application backPath={ORG_APPLY_PATH} />),
  ],
};

/** 我的组织 (students) and an application's page. */
export const studentOrgRoutes: FeatureRoutes = {
  resources: [<Resource key="myOrgApplications" name="myOrgApplications" />],
  routes: [
    guardedRoute(STUDENT_ORG_PATH, STUDENT_ORG_PATH, <Mine />),
    guardedRoute(STUDENT_ORG_SHOW_PATH, STUDENT_ORG_PATH, <Application backPath={STUDENT_ORG_PATH} />),
  ],
};
