import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The web app. `npm start` serves dist/ from the Fastify server; `npm run dev` proxies /api to it.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
