/**
 * 工作室 (issue 20; /ideology/studio): name (unique in the school), branch, leader, members and a
 * description; and the banners of the group's front page (/ideology/banner: an uploaded image, a
 * title, an optional link, order and whether shown). Errors: 10002 naming the field.
 */
import { FILES_URL_PREFIX } from '../files/service.js';
import { IDEOLOGY_MSG, type BannerRow, type StudioRow } from '../../../common/ideology.js';
import type { Page } from '../../../common/envelope.js';
import type { BannerInput, StudioInput } from '../../../common/schemas/ideology.js';
import type { Db } from '../../db/db.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { branchOf } from './members.js';
import { countUsers, findUser } from './repositories/members.js';
import * as repo from './repositories/studios.js';

/** GET /ideology/studio/list {current, size, name?} → studios, newest first. */
export async function listStudios(db: Db, schoolId: number, p: { current: number; size: number; name?: string }): Promise<Page<StudioRow>> {
  const { rows, total } = await repo.findStudioPage(db, schoolId, p.name, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows };
}

async function studioOf(db: Db, schoolId: number, id: number): Promise<StudioRow> {
  const s = await repo.findStudio(db, schoolId, id);
  if (!s) throw badParams(IDEOLOGY_MSG.studioUnknown);
  return s;
}

async function checkStudio(db: Db, schoolId: number, p: StudioInput, exceptId?: number): Promise<void> {
  if (await repo.studioNameTaken(db, schoolId, p.name, exceptId)) throw fieldError('name', IDEOLOGY_MSG.studioTaken);
  await branchOf(db, schoolId, p.branchId);
  if (!(await findUser(db, schoolId, p.leaderId))) throw fieldError('leaderId', IDEOLOGY_MSG.userUnknown);
  if ((await countUsers(db, schoolId, p.memberIds)) !== p.memberIds.length) throw fieldError('memberIds', IDEOLOGY_MSG.userUnknown);
}

/** POST /ideology/studio/add {name, branchId, leaderId, description?, memberIds} → StudioRow. */
export async function addStudio(db: Db, schoolId: number, p: StudioInput): Promise<StudioRow> {
  await checkStudio(db, schoolId, p);
  const id = await repo.insertStudio(db, { schoolId, name: p.name, branchId: p.branchId, leaderId: p.leaderId, description: p.description });
  await repo.setStudioMembers(db, schoolId, id, p.memberIds);
  return studioOf(db, schoolId, id);
}

/** POST /ideology/studio/update {id, …} → StudioRow; 10002 '工作室不存在'. */
export async function updateStudio(db: Db, schoolId: number, p: StudioInput & { id: number }): Promise<StudioRow> {
  await studioOf(db, schoolId, p.id);
  await checkStudio(db, schoolId, p, p.id);
  await repo.updateStudio(db, schoolId, p.id, { name: p.name, branchId: p.branchId, leaderId: p.leaderId, description: p.description });
  await repo.setStudioMembers(db, schoolId, p.id, p.memberIds);
  return studioOf(db, schoolId, p.id);
}

/** POST /ideology/studio/delete {id} → null. */
export async function deleteStudio(db: Db, schoolId: number, id: number): Promise<null> {
  await studioOf(db, schoolId, id);
  await repo.deleteStudio(db, schoolId, id);
  return null;
}

const toBanner = (r: repo.BannerRaw): BannerRow => ({ id: r.id, title: r.title, fileId: r.fileId, url: FILES_URL_PREFIX + r.storageKey, link: r.link, orderId: r.orderId, enabled: r.enabled });

/** GET /ideology/banner/list → every banner in order (`enabledOnly`: the shown ones, for the students' page). */
export async function listBanners(db: Db, schoolId: number, enabledOnly = false): Promise<BannerRow[]> {
  return (await repo.findBanners(db, schoolId, enabledOnly)).map(toBanner);
}

async function checkBanner(db: Db, schoolId: number, p: BannerInput): Promise<void> {
  if (!(await repo.findFile(db, schoolId, p.fileId))) throw fieldError('fileId', '文件不存在,请重新上传');
}

/** POST /ideology/banner/add {title, fileId, link?, orderId?, enabled} → BannerRow. */
export async function addBanner(db: Db, schoolId: number, p: BannerInput): Promise<BannerRow> {
  await checkBanner(db, schoolId, p);
  const id = await repo.insertBanner(db, { schoolId, ...p });
  return toBanner((await repo.findBanner(db, schoolId, id))!);
}

/** POST /ideology/banner/update {id, …} → BannerRow; 10002 '横幅不存在'. */
export async function updateBanner(db: Db, schoolId: number, p: BannerInput & { id: number }): Promise<BannerRow> {
  if (!(await repo.findBanner(db, schoolId, p.id))) throw badParams(IDEOLOGY_MSG.bannerUnknown);
  await checkBanner(db, schoolId, p);
  const { id, ...changes } = p;
  await repo.updateBanner(db, schoolId, id, changes);
  return toBanner((await repo.findBanner(db, schoolId, id))!);
}

/** POST /ideology/banner/delete {id} → null. */
export async function deleteBanner(db: Db, schoolId: number, id: number): Promise<null> {
  if (!(await repo.findBanner(db, schoolId, id))) throw badParams(IDEOLOGY_MSG.bannerUnknown);
  await repo.deleteBanner(db, schoolId, id);
  return null;
}
