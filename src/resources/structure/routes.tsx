/**
 * The structure's routes (spec §2): the four list pages of /usermng (校区, 院系, 专业, 班级管理), each
 * the generic StructurePage of its level under its own module, and the 行政部门 tree of
 * /organization. Pages load lazily.
 */
import { Resource } from 'react-admin';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import { STRUCTURE_LEVELS } from './levels';

const StructurePage = lazyWithRetry(() => import('./StructurePage'));
const DepartmentTree = lazyWithRetry(() => import('./DepartmentTree'));

export const DEPARTMENT_PATH = '/organization/department';

/** Menu path → the resource whose list is that page. */
export const STRUCTURE_PAGES = Object.values(STRUCTURE_LEVELS).map(({ level, path, resource }) => ({ level, path, name: resource }));

const byName = (record: { name: string }) => record.name;

/** /usermng: the four structure lists (also at /campuses, /colleges, /majors, /classes). */
export const structureRoutes: FeatureRoutes = {
  resources: Object.values(STRUCTURE_LEVELS).map(({ level, resource, icon }) => (
    <Resource key={resource} name={resource} list={<StructurePage level={level} />} icon={icon} recordRepresentation={byName} />
  )),
  routes: STRUCTURE_PAGES.map(({ level, path }) => guardedRoute(path, path, <StructurePage level={level} />)),
};

/** /organization: the 行政部门 tree (the colleges as departments). */
export const departmentRoutes: FeatureRoutes = {
  routes: [guardedRoute(DEPARTMENT_PATH, DEPARTMENT_PATH, <DepartmentTree />)],
};
