/** 个人信息查看记录: the menu path of module 709 (server/db/seed/modules.ts), which also guards its endpoint. */
export const PERSONAL_DATA_LOG_PATH = '/system/personalDataLog';
