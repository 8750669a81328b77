/** 志愿活动 (module 205): the volunteer activity list, which its module path also guards (spec §2 dashboard → /voluntary/practice/list?id=1020). */
export const VOLUNTARY_PRACTICE_PATH = '/voluntary/practice/list';
