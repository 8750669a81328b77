/** 参数设置 (/system/setparams) and 诚信设置 (/system/sethonest), issue 13; the pages load lazily. */
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  setparams: lazyWithRetry(() => import('./SchoolParamsPage')),
  sethonest: lazyWithRetry(() => import('./IntegrityPage')),
  icon: TuneOutlined,
};
