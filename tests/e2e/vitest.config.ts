import { defineConfig } from 'vitest/config';

// `npm run test:e2e`: Playwright (playwright-core) driving Debian's Chromium against the product
// started exactly as `npm start` starts it, on a temporary data directory (see globalSetup.ts).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 120000,
    hookTimeout: 300000,
    fileParallelism: false,
  },
});
