/**
 * Routes of the declarations feature (issue 5), one group each:
 * - projectRoutes, declarationRoutes (src/plugins/project; spec §2 /communist "project,
 *   project/detail, projectList/detail, project/edit, project apply and detail", /proceeding/wait
 *   "declare first auditing and show", "/wait/declare (first/list, first/detail)"). Each page is
 *   guarded by the modules that grant its endpoints: 项目列表 '/communist/project', 申报列表
 *   '/communist/project/apply', 申报审核 '/proceeding/wait/declare/first/auditing'. Old addresses:
 *   /wait/declare → /wait/declare/first/list → the review queue; /wait/declare/first/detail?id= →
 *   the declaration (the query string is kept).
 * - studentDeclarationRoutes (src/plugins/studentSelf): 我的申报 /student/declare, its form
 *   /student/declare/apply and detail /student/declare/detail?id=, all under the module 我的申报.
 */
import { Resource } from 'react-admin';
import { Navigate, Route, useLocation } from 'react-router-dom';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import declarations from '.';
import {
  DECLARATION_DETAIL_PATH,
  DECLARATION_LIST_PATH,
  DECLARE_AUDIT_PATH,
  DECLARE_SHOW_PATH,
  PROJECT_DETAIL_PATHS,
  PROJECT_EDIT_PATH,
  PROJECT_LIST_PATH,
} from './paths';
import projects from './projects';
import student from './student';
import { DECLARE_APPLY_PATH, DECLARE_DETAIL_PATH, DECLARE_PATH } from './student/paths';

/** Old addresses of spec §2 and where they lead (the query string follows). */
const DECLARE_REDIRECTS: Record<string, string> = {
  '/wait/declare': '/wait/declare/first/list',
  '/wait/declare/first/list': DECLARE_AUDIT_PATH,
  '/wait/declare/first/detail': DECLARE_SHOW_PATH,
};

/** A redirect that keeps ?id=… */
function KeepQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/** Who reads a project: its managers, the declaration list and the reviewers (server: GET /project/detail). */
const projectReaders = [PROJECT_LIST_PATH, DECLARATION_LIST_PATH, DECLARE_AUDIT_PATH];
/** Who reads a declaration: the declaration list and the reviewers (server: GET /project/apply/detail). */
const declarationReaders = [DECLARATION_LIST_PATH, DECLARE_AUDIT_PATH];

/** 项目列表: the award projects, their form and detail. */
export const projectRoutes: FeatureRoutes = {
  resources: [<Resource key="projects" name="projects" icon={projects.icon} recordRepresentation={projects.recordRepresentation} />],
  routes: [
    guardedRoute(PROJECT_LIST_PATH, PROJECT_LIST_PATH, <projects.list />),
    guardedRoute(PROJECT_EDIT_PATH, PROJECT_LIST_PATH, <projects.edit />),
    ...PROJECT_DETAIL_PATHS.map((path) => guardedRoute(path, projectReaders, <projects.detail />)),
  ],
};

/** 申报列表 and 申报审核: the declarations, their review queue and the old addresses. */
export const declarationRoutes: FeatureRoutes = {
  resources: [
    <Resource key="declarations" name="declarations" icon={declarations.icon} recordRepresentation={declarations.recordRepresentation} />,
    <Resource key="declarationAudits" name="declarationAudits" />,
  ],
  routes: [
    guardedRoute(DECLARATION_LIST_PATH, DECLARATION_LIST_PATH, <declarations.list />),
    guardedRoute(DECLARATION_DETAIL_PATH, declarationReaders, <declarations.detail />),
    guardedRoute(DECLARE_AUDIT_PATH, DECLARE_AUDIT_PATH, <declarations.queue />),
    guardedRoute(DECLARE_SHOW_PATH, declarationReaders, <declarations.show />),
    ...Object.entries(DECLARE_REDIRECTS).map(([from, to]) => <Route key={from} path={from} element={<KeepQuery to={to} />} />),
  ],
};

/** 我的申报 of the student: the list, the form and the detail. */
export const studentDeclarationRoutes: FeatureRoutes = {
  resources: [<Resource key="myDeclarations" name="myDeclarations" />],
  routes: [
    guardedRoute(DECLARE_PATH, DECLARE_PATH, <student.list />),
    guardedRoute(DECLARE_APPLY_PATH, DECLARE_PATH, <student.apply />),
    guardedRoute(DECLARE_DETAIL_PATH, DECLARE_PATH, <student.detail />),
  ],
};
