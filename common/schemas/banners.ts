/**
 * Params of the school banner endpoints (issue 21, /system/banner). A failing field replies 10002
 * naming it or with BANNER_MESSAGES' text. Routes: server/modules/banners/routes.ts.
 */
import { z } from 'zod';
import { BANNER_LIMITS as L, BANNER_MESSAGES as M, isAppLink } from '../banners.js';
import { dayOrder, int, limitedOptionalText, limitedText, optionalDay, optionalInt } from './fields.js';
import { flag } from './structureFields.js';

/** POST /system/banner/save {id?, title, fileId, link?, sort?, startDay?, endDay?, enabled}. */
export const schoolBannerSaveParams = z
  .object({
    id: optionalInt({ min: 1 }),
    title: limitedText('标题', L.title),
    fileId: int({ min: 1 }),
    link: limitedOptionalText('链接', L.link).refine(isAppLink, { message: M.link }),
    sort: optionalInt({ min: 0, max: L.sortMax }).transform((v) => v ?? 0),
    startDay: optionalDay('startDay'),
    endDay: optionalDay('endDay'),
    enabled: flag(),
  })
  .superRefine(dayOrder('startDay', 'endDay', M.window));
export type SchoolBannerSaveParams = z.output<typeof schoolBannerSaveParams>;

export const schoolBannerIdParams = z.object({ id: int({ min: 1 }) });
