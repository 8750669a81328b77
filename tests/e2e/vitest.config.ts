import { defineConfig } from 'vitest/config';

// `npm run test:e2e`: Playwright (playwright-core) driving Debian's Chromium against the product
// started exactly as `npm start` starts it, on temporary data directories (see globalSetup.ts).
// Two workers, each with its own server (E2E_SERVERS): a journey waits on the browser and the
// server most of its time, so two side by side keep both cores busy (measured below).
const servers = Math.max(1, Number(process.env.E2E_SERVERS ?? 2));

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 120000,
    hookTimeout: 300000,
    maxWorkers: servers,
    fileParallelism: servers > 1,
  },
});
