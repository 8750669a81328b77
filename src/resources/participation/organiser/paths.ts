/**
 * The student side of running an activity (issue 4, spec §2 Student-PC variant): where a student
 * organisation leader launches (/student/activity/launch, ?id= to edit, ?copyId= to copy), manages
 * (/student/activity/manage?id=) and shows the sign-in QR (/student/activity/qr?id=&kind=, no shell).
 * The admin launch / detail pages are reused with these paths instead of the /communist ones.
 */
import type { DetailPaths } from '../../activities/detail/DetailActions';

export const STUDENT_LAUNCH_PATH = '/student/activity/launch';
export const STUDENT_MANAGE_PATH = '/student/activity/manage';
export const STUDENT_QR_PATH = '/student/activity/qr';
/** The organised tab of /student/activity, where 取消 / 返回 land without browser history. */
export const ORGANISED_TAB_PATH = '/student/activity?tab=organised';

/** @example studentManagePath(7) → '/student/activity/manage?id=7' */
export const studentManagePath = (id: number | string) => `${STUDENT_MANAGE_PATH}?id=${id}`;
/** @example studentQrPath(7) → '/student/activity/qr?id=7&kind=in' */
export const studentQrPath = (id: number | string, kind: 'in' | 'out' = 'in') => `${STUDENT_QR_PATH}?id=${id}&kind=${kind}`;

/** The manage page's 编辑 / 复制 / 签到二维码 targets. */
export const STUDENT_DETAIL_PATHS: DetailPaths = {
  edit: (id) => `${STUDENT_LAUNCH_PATH}?id=${id}`,
  copy: (id) => `${STUDENT_LAUNCH_PATH}?copyId=${id}`,
  qr: (id) => studentQrPath(id, 'in'),
};
