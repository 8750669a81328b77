/**
 * The hash form of the data-screen address (spec §2 "Data-screen page … at hash path /#/dataV for
 * school 10341"). The app routes in history mode, so main.tsx turns '/#/dataV?…' into '/dataV?…'
 * before the router starts.
 */

/** The data screen's route (history mode). */
export const DATAV_PATH = '/dataV';
const HASH_PREFIX = `#${DATAV_PATH}`;

/**
 * The history-mode address for a hash-mode data-screen address, or null when the location is
 * anything else. Only the site root carries the hash route; the hash's query string is kept.
 *
 * @example hashRedirect('/', '#/dataV?schoolId=10341') → '/dataV?schoolId=10341'
 * @example hashRedirect('/', '#/dataV') → '/dataV'
 * @example hashRedirect('/', '#/dashboard') → null; hashRedirect('/login', '#/dataV') → null
 */
export function hashRedirect(pathname: string, hash: string): string | null {
  if (pathname !== '/' && pathname !== '') return null;
  if (!hash.startsWith(HASH_PREFIX)) return null;
  const rest = hash.slice(HASH_PREFIX.length);
  // '#/dataV', '#/dataV/' or '#/dataV?…' — not '#/dataVx' nor '#/dataV/other'.
  const query = rest.startsWith('/') ? rest.slice(1) : rest;
  if (query !== '' && !query.startsWith('?')) return null;
  return `${DATAV_PATH}${query}`;
}
