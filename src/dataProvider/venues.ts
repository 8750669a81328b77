/**
 * Typed custom methods of 场地 (issue 19 "Venues": venues, venue types, bookings, their review and
 * the week calendar). Pages reach these with `useDataProvider<VenueDataProvider>()`.
 *
 * CRUD stays with the resources: a venue is getList / getOne / create / update / delete('sites')
 * (GET /site/list, /site/detail, POST /site/add|update|delete); a venue type is 'siteTypes'; the
 * bookings are getList('siteBookings') (GET /site/apply/list), getList('mySiteBookings') (GET
 * /site/apply/mine), getOne('siteBookings') (GET /site/apply/detail) and create('mySiteBookings')
 * (POST /site/apply); the review queue is getList('siteBookingAudits') (GET /site/audit/list).
 */
import type { DataProvider } from 'react-admin';
import type { JobStarted } from '../../common/jobs';
import type { SiteAuditResult, SiteBookingRow, SiteWeek } from '../../common/venues';
import type { DataClient } from './apiClient';
import type { ResourceTable } from './resourceTypes';

/** CRUD endpoints of the venue resources (merged into the app's table in resources.ts). */
export const venueResources: ResourceTable = {
  sites: { list: '/site/list', one: '/site/detail', create: '/site/add', update: '/site/update', delete: '/site/delete' },
  siteTypes: { list: '/site/type/list', create: '/site/type/add', update: '/site/type/update', delete: '/site/type/delete' },
  siteBookings: { list: '/site/apply/list', one: '/site/apply/detail' },
  mySiteBookings: { list: '/site/apply/mine', one: '/site/apply/detail', create: '/site/apply' },
  siteBookingAudits: { list: '/site/audit/list' },
};

export interface SiteOption {
  id: number;
  name: string;
  capacity: number;
  status: number;
  location: string;
}

/** The job's id from an export reply ({id} or {jobId}). */
const jobOf = (reply: { id?: string; jobId?: string } | null): JobStarted => ({ id: String(reply?.id ?? reply?.jobId ?? '') });

export function venueMethods(client: DataClient) {
  return {
    /** GET /site/options → every venue {id, name, capacity, status, location} by name (pickers, filters). */
    getSiteOptions: async (): Promise<SiteOption[]> => (await client.get<SiteOption[] | null>('/site/options', {})) ?? [],
    /** GET /site/calendar {siteId, date?} → the venue's week (SiteWeek). */
    getSiteWeek: (siteId: number, date?: string) => client.get<SiteWeek>('/site/calendar', { siteId, ...(date ? { date } : {}) }),
    /** GET /site/export {filters} → the export job's {id} (场地列表.xlsx). */
    startSiteExport: async (filter: Record<string, unknown>): Promise<JobStarted> => jobOf(await client.get('/site/export', filter)),
    /** GET /site/apply/export {filters} → the export job's {id} (场地预约.xlsx). */
    startBookingExport: async (filter: Record<string, unknown>): Promise<JobStarted> => jobOf(await client.get('/site/apply/export', filter)),
    /** POST /site/apply/cancel {id}: the applicant cancels; refusals toast. */
    cancelSiteBooking: (id: number) => client.post<unknown>('/site/apply/cancel', { id }),
    /**
     * POST /site/audit {ids, result, opinion?} → SiteAuditResult. Asked silently: the decision dialog
     * shows a refusal (e.g. the conflict naming the approved booking).
     */
    auditSiteBookings: (input: { ids: number[]; result: string; opinion?: string }) => client.post<SiteAuditResult>('/site/audit', input),
    /** GET /site/apply/activity/options {name?} → activities a booking may be for. */
    getBookingActivityOptions: async (name?: string): Promise<{ id: number; name: string }[]> =>
      (await client.get<{ id: number; name: string }[] | null>('/site/apply/activity/options', name ? { name } : {})) ?? [],
    /** GET /site/apply/activity {activityId} → the activity's approved booking, or null. */
    getActivityBooking: (activityId: number) => client.get<SiteBookingRow | null>('/site/apply/activity', { activityId }),
  };
}

export type VenueMethods = ReturnType<typeof venueMethods>;

/** The data provider with these verbs. */
export type VenueDataProvider = DataProvider & VenueMethods;
