// Entry of the sheet-reader worker threads (issue 14; see index.ts). Plain JavaScript, because a
// worker thread does not inherit the `--import tsx` of the main thread: it registers tsx's loader
// in this thread, then loads the TypeScript handler.
import { register } from 'tsx/esm/api';

register();
const { default: handler } = await import('./worker.ts');
export default handler;
