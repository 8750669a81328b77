/**
 * A screen whose code loads on first use (issue 17: only the sign-in page is in the initial
 * JavaScript), shown with react-admin's <Loading/> while its chunk arrives — for screens outside the
 * shell, whose pages have their own progress bar (AppLayout). Chunk failures follow lazyWithRetry
 * (one reload of the same path).
 *
 * @example const NoPermissionPage = lazyScreen(() => import('./NoPermissionPage'), 'NoPermissionPage');
 */
import { createElement, Suspense, type ComponentType, type ReactElement } from 'react';
import { Loading } from 'ra-ui-materialui';
import { lazyWithRetry } from '../authProvider/lazyWithRetry';

export function lazyScreen<M, K extends keyof M, P extends object = M[K] extends ComponentType<infer Q> ? Q & object : never>(
  importer: () => Promise<M>,
  name: K,
): (props: P) => ReactElement {
  const Screen = lazyWithRetry(() => importer().then((m) => ({ default: m[name] as ComponentType<P> })));
  return function LazyScreen(props: P) {
    return <Suspense fallback={<Loading />}>{createElement(Screen as ComponentType<P>, props)}</Suspense>;
  };
}
