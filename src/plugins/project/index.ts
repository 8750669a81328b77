/**
 * Route group of the award declarations (issue 5; spec §2 /communist "project, project/detail,
 * projectList/detail, project/edit, project apply and detail", /proceeding/wait "declare first
 * auditing and show", "/wait/declare (first/list, first/detail)"). Each page is guarded by the
 * modules that grant its endpoints: 项目列表 '/communist/project', 申报列表
 * '/communist/project/apply', 申报审核 '/proceeding/wait/declare/first/auditing'.
 *
 * Old addresses: /wait/declare → /wait/declare/first/list → the review queue;
 * /wait/declare/first/detail?id= → the declaration (the query string is kept).
 */
import { createElement, type ComponentType } from 'react';
import { Resource } from 'react-admin';
import { Navigate, Route, useLocation } from 'react-router-dom';
import declarations from '../../resources/declarations';
import projects from '../../resources/projects';
import {
  DECLARATION_DETAIL_PATH,
  DECLARATION_LIST_PATH,
  DECLARE_AUDIT_PATH,
  DECLARE_SHOW_PATH,
  PROJECT_DETAIL_PATHS,
  PROJECT_EDIT_PATH,
  PROJECT_LIST_PATH,
} from '../../resources/projects/paths';
import { RequireAnyModule } from '../../resources/activities/RequireAnyModule';
import type { RouteGroupPlugin } from '../types';

/** Old addresses of spec §2 and where they lead (the query string follows). */
export const DECLARE_REDIRECTS: Record<string, string> = {
  '/wait/declare': '/wait/declare/first/list',
  '/wait/declare/first/list': DECLARE_AUDIT_PATH,
  '/wait/declare/first/detail': DECLARE_SHOW_PATH,
};

/** A redirect that keeps ?id=… */
function KeepQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return createElement(Navigate, { to: `${to}${search}`, replace: true });
}

const route = (path: string, page: ComponentType, modules: string[]) =>
  createElement(Route, { key: path, path, element: createElement(RequireAnyModule, { paths: modules }, createElement(page)) });

/** Who reads a project: its managers, the declaration list and the reviewers (server: GET /project/detail). */
const projectReaders = [PROJECT_LIST_PATH, DECLARATION_LIST_PATH, DECLARE_AUDIT_PATH];
/** Who reads a declaration: the declaration list and the reviewers (server: GET /project/apply/detail). */
const declarationReaders = [DECLARATION_LIST_PATH, DECLARE_AUDIT_PATH];

const project: RouteGroupPlugin = {
  name: 'project',
  basePaths: ['/communist/project', '/proceeding/wait/declare', '/wait/declare'],
  resources: [
    createElement(Resource, { key: 'projects', name: 'projects', icon: projects.icon, recordRepresentation: projects.recordRepresentation }),
    createElement(Resource, { key: 'declarations', name: 'declarations', icon: declarations.icon, recordRepresentation: declarations.recordRepresentation }),
    createElement(Resource, { key: 'declarationAudits', name: 'declarationAudits' }),
  ],
  routes: [
    route(PROJECT_LIST_PATH, projects.list, [PROJECT_LIST_PATH]),
    route(PROJECT_EDIT_PATH, projects.edit, [PROJECT_LIST_PATH]),
    ...PROJECT_DETAIL_PATHS.map((path) => route(path, projects.detail, projectReaders)),
    route(DECLARATION_LIST_PATH, declarations.list, [DECLARATION_LIST_PATH]),
    route(DECLARATION_DETAIL_PATH, declarations.detail, declarationReaders),
    route(DECLARE_AUDIT_PATH, declarations.queue, [DECLARE_AUDIT_PATH]),
    route(DECLARE_SHOW_PATH, declarations.show, declarationReaders),
    ...Object.entries(DECLARE_REDIRECTS).map(([from, to]) =>
      createElement(Route, { key: from, path: from, element: createElement(KeepQuery, { to }) }),
    ),
  ],
};

export default project;
