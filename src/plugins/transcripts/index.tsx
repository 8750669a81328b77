/**
 * Route group of issue 7: 成绩单导出 and the report pages with a student id (staff only; mounted for
 * holders of 成绩单导出 or 学生列表). Pages and guards: src/resources/transcripts/routes.tsx. The
 * student's /student/transcript is in the studentSelf group, the public /verify/{code} in App.tsx.
 */
import { BATCH_PATH, STUDENT_LIST_MODULE } from '../../resources/transcripts/paths';
import { transcriptRoutes } from '../../resources/transcripts/routes';
import type { RouteGroupPlugin } from '../types';

const transcripts: RouteGroupPlugin = {
  name: 'transcripts',
  basePaths: [BATCH_PATH, STUDENT_LIST_MODULE],
  features: [transcriptRoutes],
};

export default transcripts;
