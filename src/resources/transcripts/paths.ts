/**
 * Where the transcript pages live (spec §2): the report pages with a student id, the batch export
 * page, the student's own page and the public verification page.
 */
import { ReportLayout } from '../../../common/transcripts';

export type Layout = (typeof ReportLayout)[keyof typeof ReportLayout];

/**
 * The report pages of spec §2 and the layout each shows: the detailed list on /reportDetail/{id}
 * and its per-school variants, the one-page summary on the others.
 */
export const REPORT_ROUTES: readonly { base: string; layout: Layout }[] = [
  { base: '/report', layout: ReportLayout.SUMMARY },
  { base: '/report2', layout: ReportLayout.SUMMARY },
  { base: '/report2015', layout: ReportLayout.SUMMARY },
  { base: '/reportScore', layout: ReportLayout.SUMMARY },
  { base: '/reportMedical', layout: ReportLayout.SUMMARY },
  { base: '/Medical', layout: ReportLayout.SUMMARY },
  { base: '/reportDetail', layout: ReportLayout.DETAILED },
  { base: '/qzreportDetail', layout: ReportLayout.DETAILED },
  { base: '/cqmureportDetail', layout: ReportLayout.DETAILED },
  { base: '/jdreportDetail', layout: ReportLayout.DETAILED },
];

/** The bases of the report pages (each is followed by '/{id}'). */
export const REPORT_BASES: readonly string[] = REPORT_ROUTES.map((r) => r.base);

/** The screen of one layout for a student: SUMMARY → /report/{id}, DETAILED → /reportDetail/{id}. */
export const reportPath = (userId: number | string, layout: Layout = ReportLayout.SUMMARY) =>
  `${layout === ReportLayout.DETAILED ? '/reportDetail' : '/report'}/${userId}`;

/** 成绩单导出 (spec §2 /usermng/export/transcript/list): the module that batch-generates. */
export const BATCH_PATH = '/usermng/export/transcript/list';
/** 学生列表: its holders may open a student's report page too. */
export const STUDENT_LIST_MODULE = '/usermng/student/list';
/** 我的成绩单 (student module 1004). */
export const STUDENT_TRANSCRIPT_PATH = '/student/transcript';
/** The public verification page (no sign-in): /verify/{code}; /verify alone shows the code input. */
export const VERIFY_PATH = '/verify';
export const verifyPath = (code: string) => `${VERIFY_PATH}/${encodeURIComponent(code)}`;
