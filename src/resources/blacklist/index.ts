/** The blacklist resource config (/communist/blacklist 黑名单); the page is loaded lazily. */
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';
import type { BlacklistRow } from './types';

export default {
  list: lazyWithRetry(() => import('./BlacklistList')),
  icon: BlockOutlined,
  recordRepresentation: (record: BlacklistRow) => `${record.name}（${record.code}）`,
};
