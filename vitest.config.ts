import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// `npm test`: unit (pure functions), api (Fastify inject on PGlite, or PostgreSQL with DATABASE_URL)
// and web (jsdom + Testing Library). The e2e suite has its own config under tests/e2e.
// API test files that vi.mock a server module (kept out of the shared module graph).
const MOCKING_API_FILES = ['tests/api/participation-report.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    // Three workers on a 2-core machine: most files wait on the embedded database, timers or module
    // loading, so a third worker keeps both cores busy (measured: 10 min 19 s with two, 8 min 21 s
    // with three, the whole suite green both times).
    maxWorkers: 3,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: MOCKING_API_FILES,
          environment: 'node',
          globalSetup: ['tests/api/globalSetup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          // API files share each worker's module graph too: every file builds its own app on its
          // own database copy, and module-level caches are keyed by database or file path.
          isolate: false,
        },
      },
      {
        extends: true,
        // The files that replace a server module with vi.mock get a fresh module graph each.
        test: {
          name: 'api-mocked',
          include: MOCKING_API_FILES,
          environment: 'node',
          globalSetup: ['tests/api/globalSetup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.tsx', 'tests/web/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          // Web tests share each worker's module graph: no web test mocks a module any more (they
          // override data-provider methods), so loading react-admin and MUI once per worker instead
          // of once per file is safe (measured: the whole npm test 9 min 44 s → 7 min 1 s).
          isolate: false,
          // The launch forms' tests fill a dozen fields on react-admin pages: 20 s was their margin
          // on a busy 2-core machine until the form grew the class-clash warning (issue 20).
          testTimeout: 30000,
        },
      },
    ],
  },
});
