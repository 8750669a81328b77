/**
 * Transcript pages of issue 7 (mounted by src/plugins/transcripts, the student page by
 * src/plugins/studentSelf, the public verification page by App.tsx without a session). Pages load lazily.
 */
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  summary: lazyWithRetry(() => import('./ReportPage').then((m) => ({ default: m.SummaryReportPage }))),
  detailed: lazyWithRetry(() => import('./ReportPage').then((m) => ({ default: m.DetailedReportPage }))),
  batch: lazyWithRetry(() => import('./BatchPage')),
  student: lazyWithRetry(() => import('./StudentTranscriptPage')),
  verify: lazyWithRetry(() => import('./VerifyPage')),
  icon: DescriptionOutlined,
};

export { REPORT_ROUTES, REPORT_BASES, BATCH_PATH, STUDENT_LIST_MODULE, STUDENT_TRANSCRIPT_PATH, VERIFY_PATH, reportPath, verifyPath } from './paths';
