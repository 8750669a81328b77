/**
 * The part of the zh-CN catalogue in the initial JavaScript (issue 17: ≤ 300 KB gzip): what the
 * sign-in page, the single sign-on landing, the not-found page and react-admin's own notices say.
 * The whole catalogue (./zh-CN) follows as its own chunk, loaded at start-up beside the sign-in
 * page; every lazily loaded screen waits for it (src/i18n/index.ts catalogueReady).
 */
import { mergeTranslations } from 'react-admin';
import ra from './zh-CN/ra';
import auth from './zh-CN/auth';
import shell from './zh-CN/shell';
import sso from './zh-CN/sso';

export default mergeTranslations(ra, auth, shell, sso);
