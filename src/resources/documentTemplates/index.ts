/** The document template pages of issue 21 (routed by ./routes.tsx); each loads lazily. TemplateDownloads is imported directly by the forms. */
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./TemplateList')),
  edit: lazyWithRetry(() => import('./TemplateEdit')),
};
