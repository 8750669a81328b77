/**
 * Who may do what with venues (issue 19 "Venues"; spec §6 "visible data depends on permission").
 * Module paths of the seeded tree (server/seed/modules.ts): 1401 场地列表, 1402 场地预约, 1403 新增场地,
 * 1404 预约列表, 117 场地预约审核 (工作事务), 711 场地类型 (系统设置).
 */
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { noPermission } from '../../protocol/errors.js';
import { holdsAny } from '../declarations/access.js';

export const SITE_LIST_MODULE = '/communist/site/list';
export const SITE_APPLY_MODULE = '/communist/site/apply';
export const SITE_CREATE_MODULE = '/communist/site/creat';
export const BOOKING_LIST_MODULE = '/site/apply/list';
export const SITE_AUDIT_MODULE = '/proceeding/wait/site/apply/auditing';
export const SITE_TYPE_MODULE = '/system/site/template';

/** Every venue module: reading venues, types and calendars is open to any of them. */
export const SITE_READERS = [SITE_LIST_MODULE, SITE_APPLY_MODULE, SITE_CREATE_MODULE, BOOKING_LIST_MODULE, SITE_AUDIT_MODULE, SITE_TYPE_MODULE];

type Caller = Pick<Session, 'schoolId' | 'userId'>;

/** 10003 unless the caller holds one of the venue modules. */
export async function requireSiteReader(db: Db, caller: Caller): Promise<void> {
  if (!(await holdsAny(db, caller, SITE_READERS))) throw noPermission();
}

/** Whether the caller sees every booking (预约列表 or the review), not only their own. */
export const seesAllBookings = (db: Db, caller: Caller) => holdsAny(db, caller, [BOOKING_LIST_MODULE, SITE_AUDIT_MODULE]);
