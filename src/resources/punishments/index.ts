/** 处分 pages of issue 21 (routes: ./routes.tsx), each loaded lazily. */
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  lists: lazyWithRetry(() => import('./ListPages')),
  edit: lazyWithRetry(() => import('./PunishmentEdit')),
  detail: lazyWithRetry(() => import('./PunishmentDetail')),
  mine: lazyWithRetry(() => import('./MyPunishments')),
};
