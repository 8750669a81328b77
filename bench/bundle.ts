/**
 * The web bundle's weight on first load (issue 17 "The web bundle": initial JavaScript ≤ 300 KB gzip):
 * the scripts and module preloads that dist/index.html names, each compressed with gzip -9, summed.
 * `npm run bench:bundle` builds first when dist/ is missing, then prints the total, the target and
 * the ten heaviest files. Rarely used pages and the English catalogue should not appear here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The target of issue 17, "≤ 300 KB", in bytes (gzip -9; KB = 1000 bytes, the stricter reading). */
export const INITIAL_JS_TARGET = 300_000;

export interface InitialJavaScript {
  /** Each file index.html loads at start, with its gzip -9 size in bytes, heaviest first. */
  files: { path: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/**
 * What `distDir/index.html` loads at start: its module scripts and modulepreload links (the same
 * file once), as paths under distDir. Stylesheets and lazily imported chunks are not counted.
 */
export function initialScripts(indexHtml: string): string[] {
  const found = new Set<string>();
  for (const m of indexHtml.matchAll(/<script\b[^>]*\bsrc="([^"]+\.m?js)"[^>]*>/g)) found.add(m[1]);
  for (const m of indexHtml.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.m?js)"[^>]*>/g)) found.add(m[1]);
  return [...found].map((src) => src.replace(/^\//, ''));
}

/** Measures the initial JavaScript of a built web app (see initialScripts). Throws when index.html is missing. */
export function measureInitialJavaScript(distDir: string): InitialJavaScript {
  const files = initialScripts(readFileSync(join(distDir, 'index.html'), 'utf8'))
    .map((path) => ({ path, gzipBytes: gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/** '281.3 KB (274.7 KiB)': KB = 1000 bytes as the issue counts, KiB = 1024 beside it. */
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB (${(bytes / 1024).toFixed(1)} KiB)`;

/** Prints the measure of `distDir` against the target. */
export function printInitialJavaScript(distDir: string): void {
  const m = measureInitialJavaScript(distDir);
  const verdict = m.totalGzipBytes <= INITIAL_JS_TARGET ? 'within' : 'over';
  console.log(`initial web JavaScript: ${kb(m.totalGzipBytes)} gzip -9 in ${m.files.length} files (target ≤ ${kb(INITIAL_JS_TARGET)}: ${verdict})`);
  for (const f of m.files.slice(0, 10)) console.log(`  ${kb(f.gzipBytes).padStart(22)}  ${f.path}`);
}

// `npm run bench:bundle`
if (process.argv[1]?.endsWith('bundle.ts')) {
  const distDir = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(join(distDir, 'index.html'))) {
    const { build } = await import('vite');
    await build({ logLevel: 'warn' });
  }
  printInitialJavaScript(distDir);
}
