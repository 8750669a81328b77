import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: the many-node test (issue 17). Starts a PostgreSQL database (on
// DATABASE_URL's server, or a throwaway one), three API nodes and HAProxy in front of them.
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 420_000,
    fileParallelism: false,
  },
});
