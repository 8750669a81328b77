/** Where the student's own declaration pages live (issue 5; the module path of 我的申报). */
export const DECLARE_PATH = '/student/declare';
export const DECLARE_APPLY_PATH = '/student/declare/apply';
export const DECLARE_DETAIL_PATH = '/student/declare/detail';

/** @example declareDetailPath(7) → '/student/declare/detail?id=7' */
export const declareDetailPath = (id: number | string) => `${DECLARE_DETAIL_PATH}?id=${id}`;
