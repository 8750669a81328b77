/** Award declarations (issue 5): projects, declarations, their review, import and export. */
import type { AnyRoute } from '../../protocol/define.js';

export const declarationRoutes: AnyRoute[] = [];
