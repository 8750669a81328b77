/** Picking the set fields of an update's params. */

/**
 * The entries of `params` named in `keys` whose value is not undefined, in `keys` order: the
 * columns an update patch sets (a null stays, to clear the column).
 * `definedFields({ name: 'a', code: undefined }, ['name', 'code'])` → `{ name: 'a' }`.
 */
export function definedFields<T extends object, K extends keyof T>(params: T, keys: readonly K[]): { [P in K]?: Exclude<T[P], undefined> } {
  const out: { [P in K]?: Exclude<T[P], undefined> } = {};
  for (const k of keys) if (params[k] !== undefined) out[k] = params[k] as Exclude<T[K], undefined>;
  return out;
}
