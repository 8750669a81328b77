import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure, renderHook } from '@testing-library/react';
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { forgetRouteNames } from '../../src/authProvider/sso/registry';
import { catalogueReady } from '../../src/i18n';

// Pages under test are imported directly, not through the lazy gate: the whole zh-CN catalogue first.
await catalogueReady();

// One wait for every file: a file's first render loads its page's modules, which under the whole
// suite on a 2-core machine has taken over 5 s (a declarations list, 2026-11-27).
configure({ asyncUtilTimeout: 8000 });

// MUI's styles go through emotion's default cache, which lives as long as the worker's module graph
// (isolate: false). Left alone its <style> tags pile up in the shared document over the files (1,700
// after four files), and every getComputedStyle — Testing Library's role queries make one per
// ancestor — walks them all: a launch form's test took 19 s late in a worker against 3 s alone.
// Each test starts from an empty sheet; emotion inserts what the next render needs again.
let emotion: EmotionCache | null = null;
function emptyStyleSheet() {
  if (!emotion) {
    const probe = renderHook(() => __unsafe_useEmotionCache());
    emotion = probe.result.current;
    probe.unmount();
  }
  if (!emotion) return;
  emotion.sheet.flush();
  for (const name of Object.keys(emotion.inserted)) delete emotion.inserted[name];
}

afterEach(() => {
  cleanup();
  emptyStyleSheet();
  localStorage.clear();
  sessionStorage.clear();
  // Web test files share a worker's modules (vitest.config.ts isolate: false): no learned route names carry over.
  forgetRouteNames();
});
