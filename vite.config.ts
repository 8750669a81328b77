import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The web app. `npm start` serves dist/ from the Fastify server; `npm run dev` proxies /api to it.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // Issue 17 (initial JavaScript ≤ 300 KB gzip, `npm run bench:bundle`): everything index.html
        // needs at start goes in one file. Left to itself the bundler cuts it into ~50 shared chunks,
        // each compressed on its own, which costs ~10 KB of gzip and 50 requests before sign-in.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
