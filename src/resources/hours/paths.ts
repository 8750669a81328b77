/** Where 我的学时 lives (issue 5; its module path). */
export const HOURS_PATH = '/student/hours';
