/** 加减学时 pages of issue 21 (routes: ./routes.tsx), each loaded lazily. */
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  ledger: lazyWithRetry(() => import('./AdjustmentLedger')),
  form: lazyWithRetry(() => import('./AdjustmentForm')),
};
