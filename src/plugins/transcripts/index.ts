/**
 * Route group of issue 7: 成绩单导出 (/usermng/export/transcript/list, batch generation) and the report
 * pages of spec §2 with a student id (/report/{id}, /report2/{id}, /reportDetail/{id} and their
 * per-school variants), shown without the shell. Staff only: the report pages need 学生列表 or
 * 成绩单导出, the batch page 成绩单导出; the group mounts for holders of either. The student's
 * /student/transcript lives in src/plugins/studentSelf, the public /verify/{code} in App.tsx.
 */
import { createElement, type ComponentType } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { ReportLayout } from '../../../common/transcripts';
import transcripts, { BATCH_PATH, REPORT_ROUTES, STUDENT_LIST_MODULE } from '../../resources/transcripts';
import { RequireAnyModule } from '../../resources/activities/RequireAnyModule';
import { RequireModule } from '../../resources/roles/RequireModule';
import type { RouteGroupPlugin } from '../types';

const reportModules = [STUDENT_LIST_MODULE, BATCH_PATH];

const reportRoute = (base: string, page: ComponentType) =>
  createElement(Route, {
    key: base,
    path: `${base}/:id`,
    element: createElement(RequireAnyModule, { paths: reportModules }, createElement(page)),
  });

const plugin: RouteGroupPlugin = {
  name: 'transcripts',
  basePaths: [BATCH_PATH, STUDENT_LIST_MODULE],
  resources: [createElement(Resource, { key: 'transcriptBatches', name: 'transcriptBatches' })],
  routes: [
    createElement(Route, {
      key: BATCH_PATH,
      path: BATCH_PATH,
      element: createElement(RequireModule, { path: BATCH_PATH }, createElement(transcripts.batch)),
    }),
    ...REPORT_ROUTES.map(({ base, layout }) => reportRoute(base, layout === ReportLayout.DETAILED ? transcripts.detailed : transcripts.summary)),
  ],
};

export default plugin;
