/** Transcripts (issue 7): content, issued transcripts, the PDF of one, public verification; the batch routes live in batch/. */
import type { AnyRoute } from '../../protocol/define.js';
import { transcriptBatchRoutes } from './batch/routes.js';

export const transcriptRoutes: AnyRoute[] = [...transcriptBatchRoutes];
