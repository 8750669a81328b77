/** Timing helpers for the benchmarks: run a call n times, report p50/p95/max in milliseconds. */

export interface Timing {
  name: string;
  runs: number;
  p50: number;
  p95: number;
  max: number;
}

/** The q-quantile (0–1) of ascending samples. */
export const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Runs `fn` `warmup` times untimed, then `runs` times timed, one after another. */
export async function measure(name: string, runs: number, fn: (i: number) => Promise<unknown>, warmup = 5): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn(i);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const timing = { name, runs, p50: quantile(samples, 0.5), p95: quantile(samples, 0.95), max: samples[samples.length - 1] };
  console.log(`${name.padEnd(48)} runs ${String(runs).padStart(4)}  p50 ${timing.p50.toFixed(1).padStart(7)} ms  p95 ${timing.p95.toFixed(1).padStart(7)} ms  max ${timing.max.toFixed(1).padStart(7)} ms`);
  return timing;
}
