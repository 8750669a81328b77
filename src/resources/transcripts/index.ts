/**
 * Transcript pages of issue 7 (routed by ./routes.tsx, the public verification page by
 * ./publicRoutes.tsx without a session). Pages load lazily.
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
