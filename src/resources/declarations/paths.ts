/**
 * Addresses of the award-declaration pages (spec §2 route group /communist: project,
 * project/detail, projectList/detail, project/edit, project apply and detail; /proceeding/wait:
 * declare first auditing and show; /wait/declare first/list and first/detail).
 */
export const PROJECT_LIST_PATH = '/communist/project';
export const PROJECT_EDIT_PATH = '/communist/project/edit';
/** Both addresses of spec §2 show the same project page. */
export const PROJECT_DETAIL_PATHS = ['/communist/project/detail', '/communist/projectList/detail'];
export const DECLARATION_LIST_PATH = '/communist/project/apply';
export const DECLARATION_DETAIL_PATH = '/communist/project/apply/detail';
export const DECLARE_AUDIT_PATH = '/proceeding/wait/declare/first/auditing';
export const DECLARE_SHOW_PATH = '/proceeding/wait/declare/show';
/** The button permission of 导入申报 (server/db/seed/modules.ts 3021). */
export const DECLARE_IMPORT_PERMISSION = '/click/declare/import';

export const projectDetailPath = (id: number | string) => `${PROJECT_DETAIL_PATHS[0]}?id=${id}`;
export const projectEditPath = (id?: number | string) => (id === undefined ? PROJECT_EDIT_PATH : `${PROJECT_EDIT_PATH}?id=${id}`);
export const declarationDetailPath = (id: number | string) => `${DECLARATION_DETAIL_PATH}?id=${id}`;
/** 查看申报 of a project: the declaration list filtered by the project's name. */
export const projectDeclarationsPath = (name: string) => `${DECLARATION_LIST_PATH}?${new URLSearchParams({ projectName: name }).toString()}`;
