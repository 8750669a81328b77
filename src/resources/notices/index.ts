/**
 * The notices resource config (/system/notice 通知公告, /system/announcement/add and /show; issue 13);
 * the pages are loaded lazily. NoticeCard (我的首页, dashboard) is imported directly from ./NoticeCard.
 */
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import type { NoticeRow } from '../../../common/notices';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./NoticeList')),
  edit: lazyWithRetry(() => import('./NoticeEdit')),
  show: lazyWithRetry(() => import('./NoticeShow')),
  icon: CampaignOutlined,
  recordRepresentation: (record: NoticeRow) => record.title,
};
