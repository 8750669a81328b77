/** The hours pages of the web app: 我的学时 (issue 5), the student's view of the ledger. Loads lazily. */
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  mine: lazyWithRetry(() => import('./MyHours')),
};
