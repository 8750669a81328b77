/** Addresses of the organisation lifecycle pages (ROUTES.md "Route groups I"; modules 110–114, 410, 1220, 1221, 1007). */
import { SourceType } from '../../../common/activities';
import { orgReviewPaths } from '../../../common/orgLifecycle';

export { ORG_APPLY_PATH, STUDENT_ORG_PATH, TEAM_LIST_PATH } from '../../../common/orgLifecycle';

/** The review queues: source type → page path (also its module). */
export const REVIEW_QUEUES = [SourceType.ORG_CREATE, SourceType.ORG_REGISTER, SourceType.ORG_YEAR, SourceType.ORG_APPRAISING, SourceType.ORG_CANCEL, SourceType.VOLUNTEER_TEAM]
  .map((sourceType) => ({ sourceType, path: orgReviewPaths[sourceType] }));

export const TEAM_REVIEW_PATH = orgReviewPaths[SourceType.VOLUNTEER_TEAM];
/** One application (the team queue's show page, ROUTES.md). */
export const TEAM_REVIEW_SHOW_PATH = `${TEAM_REVIEW_PATH}/show`;
/** One application from the five 工作事务 queues. */
export const ORG_REVIEW_SHOW_PATH = '/proceeding/wait/organization/show';
/** One application from 组织申请 or the student's page. */
export const ORG_APPLY_SHOW_PATH = '/organization/apply/show';
export const STUDENT_ORG_SHOW_PATH = '/student/organization/show';
/** One team (ROUTES.md /voluntary/management/team/list/show?id=). */
export const TEAM_SHOW_PATH = '/voluntary/management/team/list/show';

/** Where a row of a queue opens. */
export const reviewShowPath = (sourceType: number, id: number | string) =>
  `${sourceType === SourceType.VOLUNTEER_TEAM ? TEAM_REVIEW_SHOW_PATH : ORG_REVIEW_SHOW_PATH}?id=${id}`;
