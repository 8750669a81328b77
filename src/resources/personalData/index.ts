/** 个人信息查看记录 (/system/personalDataLog, issue 14 defect 8): the record of personal data shown or exported in full; loaded lazily. */
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./PersonalDataLogPage')),
  icon: ManageSearchOutlined,
};
