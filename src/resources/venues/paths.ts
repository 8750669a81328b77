/** Addresses of the venue pages (ROUTES.md group I) and the module paths that guard them. */
export const SITE_LIST_PATH = '/communist/site/list';
export const SITE_APPLY_PATH = '/communist/site/apply';
export const SITE_CREATE_PATH = '/communist/site/creat';
export const BOOKING_LIST_PATH = '/site/apply/list';
export const SITE_AUDIT_PATH = '/proceeding/wait/site/apply/auditing';
export const SITE_TYPE_PATH = '/system/site/template';
/** Ours beside the listed ones: one booking with its history, and the type editor's address. */
export const BOOKING_DETAIL_PATH = '/site/apply/detail';
export const SITE_TYPE_EDIT_PATH = '/system/site/template/edit';

export const siteEditPath = (id: number | string) => `${SITE_CREATE_PATH}?id=${id}`;
export const siteCalendarPath = (id: number | string) => `${SITE_APPLY_PATH}?siteId=${id}`;
export const bookingDetailPath = (id: number | string) => `${BOOKING_DETAIL_PATH}?id=${id}`;
