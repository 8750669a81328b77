/** The student's own data (issue 5): info, activity summary, hours by classify and term, ledger records. */
import type { AnyRoute } from '../../protocol/define.js';

export const studentSelfRoutes: AnyRoute[] = [];
