/**
 * Routes of 宣传阵地 and 组织工作安排 (issue 21, /system/field/*, /system/schedule/organ), mounted by
 * src/plugins/system. The list and details for holders of any field module; the form for 新增阵地;
 * the applications and an application's page for 阵地申请 or 新增阵地 (the to-do item opens
 * /system/field/apply/show?id= for its auditors, who hold 阵地申请).
 */
import { FIELD_APPLY_SHOW_PATH, FIELD_MODULES as P, FIELD_SHOW_PATH } from '../../../common/fields';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';

const FieldList = lazyWithRetry(() => import('./FieldList'));
const FieldForm = lazyWithRetry(() => import('./FieldForm'));
const FieldShow = lazyWithRetry(() => import('./FieldShow'));
const ApplyList = lazyWithRetry(() => import('./ApplyList'));
const ApplyShow = lazyWithRetry(() => import('./ApplyShow'));
const SchedulePage = lazyWithRetry(() => import('./SchedulePage'));

const READERS = [P.list, P.add, P.apply];

export const fieldRoutes: FeatureRoutes = {
  routes: [
    guardedRoute(P.list, READERS, <FieldList />),
    guardedRoute(P.add, P.add, <FieldForm />),
    guardedRoute(FIELD_SHOW_PATH, READERS, <FieldShow />),
    guardedRoute(P.apply, [P.apply, P.add], <ApplyList />),
    guardedRoute(FIELD_APPLY_SHOW_PATH, [P.apply, P.add], <ApplyShow />),
    guardedRoute(P.schedule, P.schedule, <SchedulePage />),
  ],
};
