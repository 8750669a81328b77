/**
 * The load table of `npm run bench` (issue 17's table): one row per measure with rps, p50, p99 (ms),
 * errors and timeouts, the ratio to its floor measured in the same run (hello-world for health,
 * the same burst against hello-world for the rush, health for the others), the issue's target and
 * whether it holds.
 */
import type { LoadFigures } from './cannon.js';

export interface Row extends LoadFigures {
  name: string;
  /** The row `ratio` divides by (its name); undefined for a floor itself. */
  floor?: 'hello' | 'health' | 'rush floor';
  target: string;
  /** undefined: no target on this database. */
  met?: boolean;
  /** Said after the figures, e.g. the rush's count. */
  note?: string;
}

const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(v < 10 ? 1 : 0)} ms`);
const int = (v: number) => Math.round(v).toLocaleString('en');

/** rps of `row` as a percentage of its floor's rps in `rows`. */
export function ratioOf(row: Row, rows: Row[]): number | undefined {
  const floor = row.floor && rows.find((r) => r.name === row.floor);
  return floor ? (100 * row.rps) / floor.rps : undefined;
}

/** Prints `rows` as a Markdown table under `title`. */
export function printTable(title: string, rows: Row[]): void {
  console.log(`\n### ${title}\n`);
  console.log('| measure | rps | p50 | p99 | errors | timeouts | ratio | target | holds |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---|:---:|');
  for (const r of rows) {
    const ratio = ratioOf(r, rows);
    const ratioText = ratio !== undefined ? `${ratio.toFixed(1)}% of ${r.floor}` : r.floor ? '—' : r.name === 'hello' || r.name === 'rush floor' ? 'the floor' : '(see the note)';
    const holds = r.met === undefined ? '—' : r.met ? 'yes' : 'NO';
    console.log(`| ${r.name}${r.note ? ` (${r.note})` : ''} | ${int(r.rps)} | ${ms(r.p50)} | ${ms(r.p99)} | ${int(r.errors)} | ${int(r.timeouts)} | ${ratioText} | ${r.target} | ${holds} |`);
  }
  for (const r of rows) if (r.sample) console.log(`  ${r.name}: first refused reply — ${r.sample}`);
}
