import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { forgetRouteNames } from '../../src/authProvider/sso/registry';

// First renders of react-admin pages can take over a second on a busy 2-core machine.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // Web test files share a worker's modules (vitest.config.ts isolate: false): no learned route names carry over.
  forgetRouteNames();
});
