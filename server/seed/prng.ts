/** A small deterministic PRNG (mulberry32) so the demo data is the same on every run. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  chance(p: number): boolean;
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted(items) {
      const total = items.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [v, w] of items) {
        r -= w;
        if (r < 0) return v;
      }
      return items[items.length - 1][0];
    },
    chance: (p) => next() < p,
  };
  return rng;
}

/** Distinct picks from `pool` (a partial shuffle: swap-remove), at most `n`, none of `except`. */
export function sample(rng: Rng, pool: readonly number[], n: number, except: Set<number>): number[] {
  const copy = pool.filter((id) => !except.has(id));
  const out: number[] = [];
  while (out.length < n && copy.length) {
    const i = rng.int(0, copy.length - 1);
    out.push(copy[i]);
    copy[i] = copy[copy.length - 1];
    copy.pop();
  }
  return out;
}
