/**
 * School banners (轮播图; issue 21, spec §2 /system/banner): the pictures the student home
 * (我的首页) shows as a carousel — title, an uploaded image (spec §5 image rules: gif/jpeg/png, at
 * most 3 MB, POST /upload/image), a link to a page of the app, display order, a window of days and
 * on/off. Declared once for the server (server/modules/banners) and the web (src/resources/banners).
 */

/** The menu module that manages banners (系统设置 › 轮播图, menu id 740). */
export const BANNER_MODULE = '/system/banner';

export const BANNER_LIMITS = { title: 30, link: 200, sortMax: 999 } as const;

export const BANNER_MESSAGES = {
  notFound: '轮播图不存在',
  notImage: '请上传图片',
  link: '参数错误: link 链接应为本系统页面路径,如 /student/activity',
  window: '结束日期不能早于开始日期',
} as const;

/** A banner as GET /system/banner/list returns it. Days are 'YYYY-MM-DD' (China time) or null (open). */
export interface SchoolBannerRow {
  id: number;
  title: string;
  fileId: number;
  /** The image's address, '/api/files/…'. */
  url: string;
  /** A path of this app ('' none). */
  link: string;
  sort: number;
  startDay: string | null;
  endDay: string | null;
  enabled: boolean;
  /** Enabled and today within the window: shown on the student home now. */
  active: boolean;
}

/** A banner as the student home shows it (GET /system/banner/active). */
export type ActiveBanner = Pick<SchoolBannerRow, 'id' | 'title' | 'url' | 'link'>;

/**
 * True when `link` is '' or a path of this app ('/…', not '//…' or '/\…'): a banner never sends
 * students to another site.
 *
 * @example isAppLink('/student/activity') → true; isAppLink('https://x.cn') → false
 */
export function isAppLink(link: string): boolean {
  return link === '' || (/^\/(?![/\\])/.test(link) && !/\s/.test(link));
}

/** True when a banner is shown on `today` ('YYYY-MM-DD'): enabled and the day within its window. */
export function bannerActive(b: Pick<SchoolBannerRow, 'enabled' | 'startDay' | 'endDay'>, today: string): boolean {
  return b.enabled && (!b.startDay || b.startDay <= today) && (!b.endDay || b.endDay >= today);
}
