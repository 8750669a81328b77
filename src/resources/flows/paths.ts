/** 流程配置: the menu path of the flow templates page, which also guards it (spec §2 /system/flow). */
export const FLOW_PAGE_PATH = '/system/flow';
