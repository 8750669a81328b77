/**
 * The initial-JavaScript measure of issue 17 (bench/bundle.ts): it counts exactly what index.html
 * loads at start — module scripts and modulepreload links, each once, gzip -9 — and nothing lazy.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { initialScripts, measureInitialJavaScript } from '../../bench/bundle';

const dist = mkdtempSync(join(tmpdir(), 'bundle-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const html = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-A.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-B.js">
<link rel="modulepreload" crossorigin href="/assets/index-A.js">
<link rel="stylesheet" href="/assets/index-C.css">
</head><body></body></html>`;

describe('initial JavaScript of a build', () => {
  it('lists the entry script and the preloaded modules once, not stylesheets', () => {
    expect(initialScripts(html)).toEqual(['assets/index-A.js', 'assets/vendor-B.js']);
  });

  it('sums their gzip -9 sizes, heaviest first, and leaves lazy chunks out', () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), html);
    const entry = 'export const a = 1;\n'.repeat(200);
    const vendor = Array.from({ length: 400 }, (_, i) => `export const v${i} = ${i * 7919};`).join('\n');
    writeFileSync(join(dist, 'assets/index-A.js'), entry);
    writeFileSync(join(dist, 'assets/vendor-B.js'), vendor);
    writeFileSync(join(dist, 'assets/lazy-page-D.js'), 'x'.repeat(100_000));
    const m = measureInitialJavaScript(dist);
    const size = (s: string) => gzipSync(Buffer.from(s), { level: 9 }).length;
    expect(m.files.map((f) => f.path)).toEqual(['assets/vendor-B.js', 'assets/index-A.js']);
    expect(m.totalGzipBytes).toBe(size(entry) + size(vendor));
  });
});
