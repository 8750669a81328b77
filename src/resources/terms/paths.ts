/** 学期设置: the menu path of the term page, which also guards it (spec §2 /system/term). */
export const TERM_PAGE_PATH = '/system/term';
