/**
 * The shared client's loading flag (spec §8 "Loading flag: cleared on every response").
 * Set when a request starts, cleared when any response (or failure) arrives.
 */
import { useSyncExternalStore } from 'react';

type Listener = (loading: boolean) => void;

export interface LoadingStore {
  get(): boolean;
  set(value: boolean): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: Listener): () => void;
}

export function createLoadingStore(): LoadingStore {
  let value = false;
  const listeners = new Set<Listener>();
  return {
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      listeners.forEach((l) => l(value));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The flag of the default client `api`. */
export const loading = createLoadingStore();

/** React hook: true while the default client waits for a response. */
export function useApiLoading(store: LoadingStore = loading): boolean {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
