/** Addresses of the vote pages (spec §2 /vote; ROUTES.md "Route groups III"): the module paths and the pages under them. */
import { VOTE_MODULES, VOTE_PAGES } from '../../../common/votes';

export { VOTE_MODULES, VOTE_PAGES };
/** Who may open a vote's staff pages (server: votes/access.ts VOTE_READERS). */
export const VOTE_READERS = [VOTE_MODULES.list, VOTE_MODULES.audit];
