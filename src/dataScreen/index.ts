/**
 * The big screen /dataV (issue 6), mounted by src/plugins/dataScreen. The page loads lazily: its
 * code arrives only when the screen is opened.
 */
import { lazyWithRetry } from '../authProvider/lazyWithRetry';

export { DATAV_PATH, hashRedirect } from './hashRoute';
export { DATAV_REFRESH_MS } from './constants';

export const DataScreenPage = lazyWithRetry(() => import('./DataScreenPage'));
