/**
 * School banner endpoints (issue 21; spec §2 /system/banner, §5 image rules): 系统设置 › 轮播图
 * manages the pictures the student home (我的首页) shows as a carousel. Managing needs the module
 * '/system/banner' (10003 otherwise); the active list is for every signed-in user of the school.
 * The image is uploaded first through POST /upload/image (gif/jpeg/png, at most 3 MB, the shared
 * uploads) and referenced by its file id. Errors: 10002 naming the field or BANNER_MESSAGES' text.
 */
import { BANNER_MESSAGES as M, BANNER_MODULE, bannerActive, type ActiveBanner, type SchoolBannerRow } from '../../../common/banners.js';
import { noParams } from '../../../common/schemas/fields.js';
import { schoolBannerIdParams, schoolBannerSaveParams } from '../../../common/schemas/banners.js';
import { chinaDay } from '../../../common/time.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { FILES_URL_PREFIX } from '../files/service.js';
import * as repo from './repository.js';

const today = () => chinaDay(new Date());

export const bannerRoutes: AnyRoute[] = [
  /**
   * GET /system/banner/list → SchoolBannerRow[] {id, title, fileId, url '/api/files/…', link, sort,
   * startDay, endDay ('YYYY-MM-DD' | null), enabled, active}: every banner of the school in display
   * order (sort ascending, then oldest first); `active` = enabled and today (China time) within the window.
   */
  defineRoute({
    method: 'GET', path: '/system/banner/list', summary: 'The school banners of the student home (spec §2 /system/banner).', permission: BANNER_MODULE, schema: noParams,
    handler: async ({ deps, session }): Promise<SchoolBannerRow[]> => {
      const day = today();
      return (await repo.findBanners(deps.db, session.schoolId)).map(({ storageKey, ...b }) => ({ ...b, url: FILES_URL_PREFIX + storageKey, active: bannerActive(b, day) }));
    },
  }),
  /**
   * GET /system/banner/active → ActiveBanner[] {id, title, url, link}: the banners the student home
   * shows today (enabled, today within the window), in display order. Any signed-in user.
   */
  defineRoute({
    method: 'GET', path: '/system/banner/active', summary: 'The banners shown on the student home today.', permission: 'session', schema: noParams,
    handler: async ({ deps, session }): Promise<ActiveBanner[]> =>
      (await repo.findBanners(deps.db, session.schoolId, today())).map((b) => ({ id: b.id, title: b.title, url: FILES_URL_PREFIX + b.storageKey, link: b.link })),
  }),
  /**
   * POST /system/banner/save {id?, title (≤30), fileId (an image of the school, POST /upload/image),
   * link? ('' or an app path '/…'), sort? (0–999, default 0), startDay?, endDay? ('YYYY-MM-DD', end
   * not before start), enabled} → {id}. 10002: a field ('参数错误: …'), 'fileId 请上传图片' (not an
   * image of the school), M.window, M.notFound (an id not of the school).
   */
  defineRoute({
    method: 'POST', path: '/system/banner/save', summary: 'Adds or changes a school banner.', permission: BANNER_MODULE, schema: schoolBannerSaveParams, transactional: true,
    handler: async ({ db, session, params: p }) => {
      const file = await repo.fileOfSchool(db, session.schoolId, p.fileId);
      if (!file || file.type !== 1) throw fieldError('fileId', M.notImage);
      const row = await repo.saveBanner(db, session.schoolId, p.id, {
        title: p.title, fileId: p.fileId, link: p.link, sort: p.sort, startDay: p.startDay ?? null, endDay: p.endDay ?? null, enabled: p.enabled,
      });
      if (!row) throw badParams(M.notFound);
      return { id: row.id };
    },
  }),
  /** POST /system/banner/delete {id} → null. 10002 M.notFound. The image stays in the uploads. */
  defineRoute({
    method: 'POST', path: '/system/banner/delete', summary: 'Deletes a school banner.', permission: BANNER_MODULE, schema: schoolBannerIdParams, transactional: true,
    handler: async ({ db, session, params }) => {
      if (!(await repo.deleteBanner(db, session.schoolId, params.id))) throw badParams(M.notFound);
      return null;
    },
  }),
];
