/** Enumerations of spec §3–§4 with their zh-CN labels (English labels live in src/i18n/en.ts). */

/** Politics codes (spec §3): 0 masses (also any other value), 1 League member, 2 Party member, 3 other party, 4 probationary. */
export const politicsLabels: Record<number, string> = {
  0: '群众',
  1: '共青团员',
  2: '中共党员',
  3: '民主党派',
  4: '中共预备党员',
};
export function politicsLabel(code: number | null | undefined): string {
  return politicsLabels[Number(code)] ?? politicsLabels[0];
}

/** Student status (spec §3). */
export const studentStatusLabels: Record<number, string> = {
  0: '未激活',
  1: '正常',
  2: '休学',
  3: '毕业',
  4: '其他',
  5: '禁用',
  6: '已删除',
};

/** Gender on the student list row: 1 male, 2 female. */
export const genderLabels: Record<number, string> = { 1: '男', 2: '女' };

/** Activity status (spec §4). Any other value is 'other'. */
export const activityStatusLabels: Record<number, string> = {
  1: '审核中',
  3: '已驳回',
  4: '待报名',
  5: '报名中',
  6: '待开始',
  7: '进行中',
  8: '待结项',
  9: '结项审核中',
  10: '结项驳回',
  11: '结项拒绝',
  12: '已完成',
};
export function activityStatusLabel(status: number): string {
  return activityStatusLabels[status] ?? '其他';
}
