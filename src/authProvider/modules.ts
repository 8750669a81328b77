/**
 * The signed-in user's module tree (GET /system/modules, spec §2 route guard rule 6, §7), kept in
 * memory and in sessionStorage 'allRouters' so that a reload in the same tab needs no call.
 * Observable: the shell re-renders its menu with `useModules()`.
 */
import { useSyncExternalStore } from 'react';
import type { ModuleItem } from '../../common/api';
import { api, type ApiClient } from '../dataProvider/apiClient';
import { getValue, hasSession } from './session';

export const ALL_ROUTERS_KEY = 'allRouters';

let modules: ModuleItem[] | null = null;
let inFlight: Promise<ModuleItem[]> | null = null;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((l) => l());
}

function fromSessionStorage(): ModuleItem[] | null {
  try {
    const raw = sessionStorage.getItem(ALL_ROUTERS_KEY);
    return raw ? (JSON.parse(raw) as ModuleItem[]) : null;
  } catch {
    return null;
  }
}

/** The loaded tree, or null when not loaded yet (restores from sessionStorage when signed in). */
export function getModules(): ModuleItem[] | null {
  if (!modules && hasSession()) modules = fromSessionStorage();
  return modules;
}

/** Whether the permissions (module tree) are loaded — the route guard's rule 6 test. */
export function modulesLoaded(): boolean {
  return getModules() !== null;
}

/** Replaces the tree (null forgets it, in memory and in sessionStorage). */
export function setModules(tree: ModuleItem[] | null): void {
  modules = tree;
  if (tree) sessionStorage.setItem(ALL_ROUTERS_KEY, JSON.stringify(tree));
  else sessionStorage.removeItem(ALL_ROUTERS_KEY);
  emit();
}

/** Forgets the in-memory tree only (sign-out; storage is left as spec §4 says). */
export function forgetModules(): void {
  modules = null;
  inFlight = null;
  emit();
}

/**
 * GET /system/modules and keep the result. Concurrent callers share one request.
 * `force` reloads even when a tree is present (sign-in). Rejects with the client's ApiError.
 * Resolves to the tree (ModuleItem[], spec §3 "Menu/module item").
 */
export function loadModules(force = false, client: Pick<ApiClient, 'get'> = api): Promise<ModuleItem[]> {
  // Before activation (modL 0) the server answers only the password change; the menu waits for the
  // next sign-in, which follows the change (spec §4, §6).
  if (getValue('modL') === '0') return Promise.resolve([]);
  const current = force ? null : getModules();
  if (current) return Promise.resolve(current);
  if (inFlight && !force) return inFlight;
  const request = client.get<ModuleItem[]>('/system/modules').then(
    (tree) => {
      if (inFlight === request) inFlight = null;
      setModules(Array.isArray(tree) ? tree : []);
      return modules ?? [];
    },
    (e) => {
      if (inFlight === request) inFlight = null;
      throw e;
    },
  );
  inFlight = request;
  return request;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** React hook: the module tree (null until loaded). */
export function useModules(): ModuleItem[] | null {
  return useSyncExternalStore(subscribe, getModules, getModules);
}
