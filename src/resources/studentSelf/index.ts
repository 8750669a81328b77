/**
 * The student's own pages of issue 5 (mounted by src/plugins/studentSelf): 我的申报 with its form
 * and detail, and 我的学时. Pages load lazily.
 */
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  declarations: lazyWithRetry(() => import('./MyDeclarations')),
  apply: lazyWithRetry(() => import('./DeclareForm')),
  detail: lazyWithRetry(() => import('./DeclarationDetail')),
  hours: lazyWithRetry(() => import('./MyHours')),
};
