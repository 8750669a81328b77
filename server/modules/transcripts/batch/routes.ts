/** Batch transcript generation (issue 7): POST /transcript/batch, GET /export/transcript/list, the ZIP download. */
import type { AnyRoute } from '../../../protocol/define.js';

export const transcriptBatchRoutes: AnyRoute[] = [];
