/** Route group: /usermng/export/transcript/list and the report pages /report/{id}, /reportDetail/{id} — issue 7. */
import type { RouteGroupPlugin } from '../types';

const plugin: RouteGroupPlugin = {
  name: 'transcripts',
  basePaths: ['/usermng/export/transcript/list'],
  resources: [],
  routes: [],
};

export default plugin;
