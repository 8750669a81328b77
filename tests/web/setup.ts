import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure, renderHook } from '@testing-library/react';
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { forgetRouteNames } from '../../src/authProvider/sso/registry';
import { catalogueReady } from '../../src/i18n';

// Pages under test are imported directly, not through the lazy gate: the whole zh-CN catalogue first.
await catalogueReady();

// First renders of react-admin pages can take over a second on a busy 2-core machine.
configure({ asyncUtilTimeout: 4000 });

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
