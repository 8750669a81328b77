/**
 * The pages of 志愿服务 (ROUTES.md group I; issue 19), each guarded by its module path: 志愿活动
 * (module 205, the dashboard's volunteer table opens /voluntary/practice/list?id=1020), 志愿者管理
 * (1201), 志愿活动模板 (1202), 发起志愿活动 (1203, also guards the edit page), 志愿审核 (1204) and
 * the students' 我的志愿 (1005).
 */
export const VOLUNTARY_PRACTICE_PATH = '/voluntary/practice/list';
export const VOLUNTEER_LIST_PATH = '/voluntary/management/list';
export const VOLUNTARY_TEMPLATE_PATH = '/voluntary/practice/template';
export const VOLUNTARY_CREATE_PATH = '/voluntary/practice/creat';
export const VOLUNTARY_EDIT_PATH = '/voluntary/practice/edit';
export const VOLUNTARY_EXAMINE_PATH = '/voluntary/practice/examine/list';
export const MY_VOLUNTEER_PATH = '/volunteer';

/** A volunteer activity's page (the activity's detail and its service hours). */
export const voluntaryActivityPath = (id: number | string) => `${VOLUNTARY_PRACTICE_PATH}/show?id=${encodeURIComponent(String(id))}`;
/** A volunteer's page (profile and service record). */
export const volunteerShowPath = (id: number | string) => `${VOLUNTEER_LIST_PATH}/show?id=${encodeURIComponent(String(id))}`;
export const voluntaryEditPath = (id: number | string) => `${VOLUNTARY_EDIT_PATH}?id=${encodeURIComponent(String(id))}`;
