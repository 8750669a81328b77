/** Addresses of the completion report's pages (issue 18): the 结项审核 queue and one report's review page. */
export const REPORT_QUEUE_PATH = '/proceeding/wait/activity/report/auditing';
export const REPORT_REVIEW_PATH = `${REPORT_QUEUE_PATH}/detail`;
export const reportReviewPath = (id: number | string) => `${REPORT_REVIEW_PATH}?id=${id}`;
