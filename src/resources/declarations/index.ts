/** The admin declaration pages of issue 5 (routed by ./routes.tsx); each loads lazily. */
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import type { DeclarationRow } from '../../../common/declarations';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./DeclarationList')),
  detail: lazyWithRetry(() => import('./DeclarationDetailPage')),
  show: lazyWithRetry(() => import('./DeclarationDetailPage').then((m) => ({ default: m.DeclarationShowPage }))),
  queue: lazyWithRetry(() => import('./DeclarationAuditList')),
  icon: FactCheckOutlined,
  recordRepresentation: (record: DeclarationRow) => `${record.userName} · ${record.projectName}`,
};
