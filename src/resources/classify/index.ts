/** The category tree page (/system/classify, 模块分类); loaded lazily. */
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./ClassifyPage')),
  icon: CategoryOutlined,
};
