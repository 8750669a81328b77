/**
 * Venues and venue types (issue 19 "Venues"; spec §2 /communist/site/list, /communist/site/creat,
 * /system/site/template). Names are unique per school (a database constraint; the pre-check names
 * the field). A venue with bookings, or a type with venues, is not deleted. Errors: 10002
 * VENUE_MESSAGES (场地不存在, 场地类型不存在, 已存在同名…, …不能删除).
 */
import type { Page } from '../../../common/envelope.js';
import type { SiteAddParams, SiteFilter, SiteListParams, SiteTypeAddParams, SiteUpdateParams } from '../../../common/schemas/venues.js';
import { VENUE_MESSAGES, type SiteRow, type SiteTypeRow } from '../../../common/venues.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import type { ConstraintMessages } from '../../protocol/dbErrors.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import * as repo from './repository.js';
import { toSiteRow } from './rows.js';

/** The unique names' constraints as the routes map them (two creates at once: one wins). */
export const SITE_CONSTRAINTS: ConstraintMessages = {
  sites_name_uq: { field: 'name', message: VENUE_MESSAGES.siteNameTaken },
  site_types_name_uq: { field: 'name', message: VENUE_MESSAGES.typeNameTaken },
};

type Caller = Pick<Session, 'schoolId' | 'userId'>;

/** GET /site/type/list → {list: SiteTypeRow[], total} by name: every type (a school has a handful) on one page. */
export async function listSiteTypes(db: Db, schoolId: number): Promise<Page<SiteTypeRow>> {
  const list = (await repo.findSiteTypes(db, schoolId)).map((t) => ({ ...t, siteCount: Number(t.siteCount) }));
  return { list, total: list.length };
}

/** POST /site/type/add → {id}; 10002 '参数错误: name 已存在同名场地类型'. */
export async function addSiteType(db: Db, caller: Caller, p: SiteTypeAddParams): Promise<{ id: number }> {
  if (await repo.siteTypeNameTaken(db, caller.schoolId, p.name)) throw fieldError('name', VENUE_MESSAGES.typeNameTaken);
  return repo.insertSiteType(db, { schoolId: caller.schoolId, name: p.name, maxHours: p.maxHours, advanceDays: p.advanceDays, remarks: p.remarks ?? '' });
}

/** POST /site/type/update → {id}; 10002 '场地类型不存在' or the name taken. */
export async function updateSiteType(db: Db, caller: Caller, p: SiteTypeAddParams & { id: number }): Promise<{ id: number }> {
  if (!(await repo.findSiteType(db, caller.schoolId, p.id))) throw badParams(VENUE_MESSAGES.typeNotFound);
  if (await repo.siteTypeNameTaken(db, caller.schoolId, p.name, p.id)) throw fieldError('name', VENUE_MESSAGES.typeNameTaken);
  await repo.updateSiteType(db, caller.schoolId, p.id, { name: p.name, maxHours: p.maxHours, advanceDays: p.advanceDays, remarks: p.remarks ?? '' });
  return { id: p.id };
}

/** POST /site/type/delete {id} → null; 10002 '该类型下还有场地,不能删除'. */
export async function deleteSiteType(db: Db, caller: Caller, id: number): Promise<null> {
  if (!(await repo.findSiteType(db, caller.schoolId, id))) throw badParams(VENUE_MESSAGES.typeNotFound);
  if ((await repo.countSitesOfType(db, caller.schoolId, id)) > 0) throw badParams(VENUE_MESSAGES.typeInUse);
  await repo.deleteSiteType(db, caller.schoolId, id);
  return null;
}

/** GET /site/list → {list: SiteRow[], total} by name. */
export async function listSites(db: Db, schoolId: number, p: SiteListParams): Promise<Page<SiteRow>> {
  const { rows, total } = await repo.findSites(db, schoolId, p, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toSiteRow), total };
}

/** Every venue of the filter (the export). */
export async function allSites(db: Db, schoolId: number, f: SiteFilter): Promise<SiteRow[]> {
  return (await repo.findAllSites(db, schoolId, f)).map(toSiteRow);
}

/** The venue with its type's rules; 10002 '场地不存在'. */
export async function loadSite(db: Db, schoolId: number, id: number) {
  const site = await repo.findSite(db, schoolId, id);
  if (!site) throw badParams(VENUE_MESSAGES.siteNotFound);
  return site;
}

/** GET /site/detail {id} → SiteRow with the type's rules {maxHours, advanceDays}. */
export async function siteDetail(db: Db, schoolId: number, id: number): Promise<SiteRow & { maxHours: number; advanceDays: number }> {
  const site = await loadSite(db, schoolId, id);
  return { ...toSiteRow(site), maxHours: site.maxHours, advanceDays: site.advanceDays };
}

async function checkSite(db: Db, schoolId: number, p: SiteAddParams, exceptId?: number): Promise<void> {
  if (!(await repo.findSiteType(db, schoolId, p.typeId))) throw fieldError('typeId', VENUE_MESSAGES.typeNotFound);
  if (await repo.siteNameTaken(db, schoolId, p.name, exceptId)) throw fieldError('name', VENUE_MESSAGES.siteNameTaken);
}

const siteValues = (p: SiteAddParams) => ({
  name: p.name, typeId: p.typeId, location: p.location, capacity: p.capacity, equipment: p.equipment,
  openHours: JSON.stringify([...p.openHours].sort((a, b) => a.weekday - b.weekday)), status: p.status, remarks: p.remarks ?? '',
});

/** POST /site/add SiteInput → {id}. 10002 naming typeId ('场地类型不存在') or name ('已存在同名场地'). */
export async function addSite(db: Db, caller: Caller, p: SiteAddParams): Promise<{ id: number }> {
  await checkSite(db, caller.schoolId, p);
  return repo.insertSite(db, { schoolId: caller.schoolId, createdBy: caller.userId, ...siteValues(p) });
}

/** POST /site/update SiteInput with id → {id}; 10002 '场地不存在' and as add. Existing bookings stay as they are. */
export async function updateSite(db: Db, caller: Caller, p: SiteUpdateParams): Promise<{ id: number }> {
  await loadSite(db, caller.schoolId, p.id);
  await checkSite(db, caller.schoolId, p, p.id);
  await repo.updateSite(db, caller.schoolId, p.id, { ...siteValues(p), updatedAt: new Date() });
  return { id: p.id };
}

/** POST /site/delete {id} → null; 10002 '该场地已有预约,不能删除' (close it instead: status 2). */
export async function deleteSite(db: Db, caller: Caller, id: number): Promise<null> {
  await loadSite(db, caller.schoolId, id);
  if ((await repo.countBookingsOfSite(db, caller.schoolId, id)) > 0) throw badParams(VENUE_MESSAGES.siteHasBookings);
  await repo.deleteSite(db, caller.schoolId, id);
  return null;
}

/** GET /site/options → [{id, name, capacity, status, location}] by name (pickers and filters). */
export const siteOptions = (db: Db, schoolId: number) => repo.findSiteOptions(db, schoolId);
