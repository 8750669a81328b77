import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { forgetRouteNames } from '../../src/authProvider/sso/registry';
import { catalogueReady } from '../../src/i18n';

// Pages under test are imported directly, not through the lazy gate: the whole zh-CN catalogue first.
await catalogueReady();

// First renders of react-admin pages can take over a second on a busy 2-core machine.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // Web test files share a worker's modules (vitest.config.ts isolate: false): no learned route names carry over.
  forgetRouteNames();
});
