/**
 * Route guard rule 7 (spec §2, §8 "Failed route chunk → retry navigation"): when a page's code
 * chunk fails to load (typically after a deploy replaced the hashed files), reload the same path
 * once. A second failure on the same path is thrown to the error boundary instead of looping.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const RETRY_PREFIX = 'chunkRetry:';

export interface RetryEnv {
  /** The path to retry (default: window.location.pathname). */
  path: () => string;
  /** Reloads the page at the same path (default: window.location.reload()). */
  reload: () => void;
  /** Where the one-retry mark survives the reload (default: sessionStorage). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

const browserEnv = (): RetryEnv => ({
  path: () => window.location.pathname,
  reload: () => window.location.reload(),
  storage: sessionStorage,
});

/**
 * Runs `importer`; on failure reloads the same path once (the returned promise then never settles,
 * the page is going away); when that path was already retried, clears the mark and rethrows.
 */
export async function importWithRetry<T>(importer: () => Promise<T>, env: RetryEnv = browserEnv()): Promise<T> {
  const key = RETRY_PREFIX + env.path();
  try {
    const mod = await importer();
    env.storage.removeItem(key);
    return mod;
  } catch (error) {
    if (env.storage.getItem(key)) {
      env.storage.removeItem(key);
      throw error;
    }
    env.storage.setItem(key, '1');
    env.reload();
    return new Promise<T>(() => undefined);
  }
}

let gate: () => Promise<unknown> = () => Promise.resolve();

/**
 * What every lazily loaded screen waits for besides its own chunk (src/i18n sets the whole zh-CN
 * catalogue, issue 17): set once at start-up.
 */
export function setLazyGate(next: () => Promise<unknown>): void {
  gate = next;
}

/** React.lazy with rule 7: `const Page = lazyWithRetry(() => import('./Page'))`; renders once the gate is open too. */
export function lazyWithRetry<C extends ComponentType<any>>(
  importer: () => Promise<{ default: C }>,
  env?: RetryEnv,
): LazyExoticComponent<C> {
  return lazy(() => Promise.all([importWithRetry(importer, env), gate()]).then(([mod]) => mod));
}
