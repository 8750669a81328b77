/**
 * Routes of the venues feature (issue 19; ROUTES.md group I), mounted by src/plugins/site. Each
 * page is guarded by the modules that grant its endpoints: 场地列表 '/communist/site/list', 新增场地
 * '/communist/site/creat', 场地预约 '/communist/site/apply', 预约列表 '/site/apply/list', 场地预约审核
 * '/proceeding/wait/site/apply/auditing', 场地类型 '/system/site/template' (its /edit?id= opens the
 * same page). A booking's detail /site/apply/detail?id= is for its applicant, the list and the review.
 */
import { Resource } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import venues from '.';
import {
  BOOKING_DETAIL_PATH, BOOKING_LIST_PATH, SITE_APPLY_PATH, SITE_AUDIT_PATH, SITE_CREATE_PATH, SITE_LIST_PATH, SITE_TYPE_EDIT_PATH, SITE_TYPE_PATH,
} from './paths';

export const venueRoutes: FeatureRoutes = {
  resources: [
    <Resource key="sites" name="sites" icon={venues.icon} recordRepresentation="name" />,
    <Resource key="siteTypes" name="siteTypes" recordRepresentation="name" />,
    <Resource key="siteBookings" name="siteBookings" recordRepresentation="purpose" />,
    <Resource key="mySiteBookings" name="mySiteBookings" />,
    <Resource key="siteBookingAudits" name="siteBookingAudits" />,
  ],
  routes: [
    guardedRoute(SITE_LIST_PATH, SITE_LIST_PATH, <venues.list />),
    guardedRoute(SITE_CREATE_PATH, SITE_CREATE_PATH, <venues.form />),
    guardedRoute(SITE_APPLY_PATH, SITE_APPLY_PATH, <venues.apply />),
    guardedRoute(BOOKING_LIST_PATH, BOOKING_LIST_PATH, <venues.bookings />),
    guardedRoute(BOOKING_DETAIL_PATH, [SITE_APPLY_PATH, BOOKING_LIST_PATH, SITE_AUDIT_PATH], <venues.detail />),
    guardedRoute(SITE_AUDIT_PATH, SITE_AUDIT_PATH, <venues.audit />),
    guardedRoute(SITE_TYPE_PATH, SITE_TYPE_PATH, <venues.types />),
    guardedRoute(SITE_TYPE_EDIT_PATH, SITE_TYPE_PATH, <Navigate to={SITE_TYPE_PATH} replace />),
  ],
};
