/**
 * What the student's pages read (issue 4 contract: GET /activity/open/list, /activity/my/list,
 * /blacklist/my, POST /activity/enroll, /activity/sign).
 */
import type { ActivityRow } from '../../../common/activities';

/** GET /activity/open/list row. */
export interface OpenActivityRow extends ActivityRow {
  enrollStart: string;
  enrollEnd: string;
  enrollMode: number;
  /** The student's enrollment status (EnrollmentStatus), null when not enrolled. */
  myStatus: number | null;
  /** The poster's URL when the list carries it. */
  posterUrl?: string;
}

/** GET /activity/my/list row, as the pages use it (read from the wire by toMyRow). */
export interface MyActivityRow {
  id: number;
  name: string;
  classifyName: string;
  orgName: string;
  address: string;
  startTime: string;
  endTime: string;
  /** The activity's status (spec §4). */
  activityStatus: number;
  /** The enrollment's status (EnrollmentStatus). */
  enrollStatus: number;
  enrolledAt: string;
  signInAt: string | null;
  signOutAt: string | null;
  signMode: number;
  /** The activity's hours. */
  activityHours: string;
  /** Hours reported for the student (the activity's unless the organiser lowered them). */
  reportedHours: string;
  /** Hours granted in the ledger, null until the completion report is approved. */
  grantedHours: string | null;
}

/**
 * Reads a GET /activity/my/list row (server/modules/participation/lists.ts MyActivityRow): the
 * activity row (`status` is the activity's, `hours` its hours) plus the enrollment's `myStatus`,
 * times, `reportedHours` and `grantedHours`.
 */
export function toMyRow(raw: Record<string, unknown>): MyActivityRow {
  const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return {
    id: Number(raw.id),
    name: s(raw.name),
    classifyName: s(raw.classifyName),
    orgName: s(raw.orgName),
    address: s(raw.address),
    startTime: s(raw.startTime),
    endTime: s(raw.endTime),
    activityStatus: Number(raw.status),
    enrollStatus: Number(raw.myStatus),
    enrolledAt: s(raw.enrolledAt),
    signInAt: (raw.signInAt as string | null) ?? null,
    signOutAt: (raw.signOutAt as string | null) ?? null,
    signMode: Number(raw.signMode ?? 1),
    activityHours: s(raw.hours),
    reportedHours: s(raw.reportedHours),
    grantedHours: raw.grantedHours === null || raw.grantedHours === undefined ? null : String(raw.grantedHours),
  };
}

/** GET /blacklist/my and its appeals (common/blacklist.ts). */
export type { AppealItem, MyBlacklist } from '../../../common/blacklist';

/** POST /activity/sign reply (declared with the data provider's signActivity). */
export type { SignReply } from '../../dataProvider/activities';
