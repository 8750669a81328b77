/** The addresses of the 通知公告 pages (spec §2 /system/notice, /system/announcement/add and /show). */

/** The list, and the module that guards every notice page (seed module 705). */
export const NOTICE_LIST_PATH = '/system/notice';
/** New notice; with ?id= the same form edits one. */
export const NOTICE_ADD_PATH = '/system/announcement/add';
export const NOTICE_SHOW_PATH = '/system/announcement/show';

export const noticeEditPath = (id: number | string) => `${NOTICE_ADD_PATH}?id=${encodeURIComponent(String(id))}`;
export const noticeShowPath = (id: number | string) => `${NOTICE_SHOW_PATH}?id=${encodeURIComponent(String(id))}`;
