/** The flows resource config (/system/flow, 流程配置); the page is loaded lazily. */
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import type { FlowTemplateRow } from '../../../common/flows';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./FlowList')),
  icon: AccountTreeOutlined,
  recordRepresentation: (record: FlowTemplateRow) => record.name,
};
