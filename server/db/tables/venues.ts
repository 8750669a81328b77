/**
 * Table types: venues and their bookings (issue 19 "Venues"; migration 20261126_024000_venues).
 * Columns are camelCase here, snake_case in SQL (CamelCasePlugin).
 */
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './columns.js';

/** A venue type (/system/site/template): the booking rules of its venues. */
export interface SiteTypesTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  /** Longest single booking, hours. */
  maxHours: number;
  /** How many days ahead a booking may start. */
  advanceDays: number;
  remarks: Generated<string>;
  createdAt: Generated<Date>;
}

/** A venue: capacity, equipment, opening hours per weekday (jsonb OpenHour[]), status 1 open / 2 closed. */
export interface SitesTable {
  id: Generated<number>;
  schoolId: number;
  typeId: number;
  name: string;
  location: string;
  capacity: number;
  equipment: ColumnType<string[], string[] | undefined, string[]>;
  /** jsonb OpenHour[], written as JSON text. */
  openHours: ColumnType<unknown, string, string>;
  status: number;
  remarks: Generated<string>;
  createdBy: number | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/**
 * A booking request for [startAt, endAt): status 1 pending, 2 approved, 3 rejected, 4 refused,
 * 5 cancelled. Two approved bookings of one venue never overlap (exclusion constraint
 * site_bookings_no_overlap).
 */
export interface SiteBookingsTable {
  id: Generated<number>;
  schoolId: number;
  siteId: number;
  userId: number;
  purpose: string;
  attendees: number;
  contactName: string;
  contactPhone: string;
  startAt: Timestamp;
  endAt: Timestamp;
  activityId: number | null;
  status: Generated<number>;
  opinion: Generated<string>;
  remarks: Generated<string>;
  auditedBy: number | null;
  auditedAt: NullableTimestamp;
  createdAt: Generated<Date>;
}
