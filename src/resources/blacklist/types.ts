/** GET /blacklist/list row (common/blacklist.ts, shared with the server). */
export type { BlacklistRow } from '../../../common/blacklist';
