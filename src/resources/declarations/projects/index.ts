/** The project pages of issue 5 (routed by ../routes.tsx); each loads lazily. */
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import type { ProjectRow } from '../../../../common/declarations';
import { lazyWithRetry } from '../../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./ProjectList')),
  edit: lazyWithRetry(() => import('./ProjectEdit')),
  detail: lazyWithRetry(() => import('./ProjectDetailPage')),
  icon: EmojiEventsOutlined,
  recordRepresentation: (record: ProjectRow) => record.name,
};
