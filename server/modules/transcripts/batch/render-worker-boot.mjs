// Entry of the PDF worker threads (issue 7 batch transcripts; see pool.ts). Plain JavaScript,
// because a worker thread does not inherit the `--import tsx` of the main thread: it registers
// tsx's loader in this thread, then loads the TypeScript handler.
import { register } from 'tsx/esm/api';

register();
const { default: handler } = await import('./render-worker.ts');
export default handler;
