/** 统一身份认证 (/system/sso, issue 16): the single sign-on settings page; loaded lazily. */
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./SsoPage')),
  icon: VpnKeyOutlined,
};
