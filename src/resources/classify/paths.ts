/** 模块分类: the menu path of the category tree page, which also guards it (spec §2 /system/classify). */
export const CLASSIFY_PAGE_PATH = '/system/classify';
