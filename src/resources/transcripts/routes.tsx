/**
 * Routes of the transcripts feature (issue 7), one group each:
 * - transcriptRoutes (src/plugins/transcripts): 成绩单导出 (/usermng/export/transcript/list, batch
 *   generation, needs 成绩单导出) and the report pages of spec §2 with a student id (/report/{id},
 *   /report2/{id}, /reportDetail/{id} and their per-school variants, shown without the shell; they
 *   need 学生列表 or 成绩单导出).
 * - studentTranscriptRoutes (src/plugins/studentSelf): 我的成绩单 /student/transcript.
 * The public /verify/{code} is in ./publicRoutes.tsx, mounted by App.tsx without a session.
 */
import { Resource } from 'react-admin';
import { ReportLayout } from '../../../common/transcripts';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import transcripts from '.';
import { BATCH_PATH, REPORT_ROUTES, STUDENT_LIST_MODULE, STUDENT_TRANSCRIPT_PATH } from './paths';

const reportModules = [STUDENT_LIST_MODULE, BATCH_PATH];

/** 成绩单导出 and the report pages of the staff. */
export const transcriptRoutes: FeatureRoutes = {
  resources: [<Resource key="transcriptBatches" name="transcriptBatches" />],
  routes: [
    guardedRoute(BATCH_PATH, BATCH_PATH, <transcripts.batch />),
    ...REPORT_ROUTES.map(({ base, layout }) =>
      guardedRoute(`${base}/:id`, reportModules, layout === ReportLayout.DETAILED ? <transcripts.detailed /> : <transcripts.summary />),
    ),
  ],
};

/** 我的成绩单 of the student. */
export const studentTranscriptRoutes: FeatureRoutes = {
  routes: [guardedRoute(STUDENT_TRANSCRIPT_PATH, STUDENT_TRANSCRIPT_PATH, <transcripts.student />)],
};
