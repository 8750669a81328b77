/** The student's own declaration pages of issue 5: 我的申报, its form and detail. Pages load lazily. */
import { lazyWithRetry } from '../../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./MyDeclarations')),
  apply: lazyWithRetry(() => import('./DeclareForm')),
  detail: lazyWithRetry(() => import('./DeclarationDetail')),
};
