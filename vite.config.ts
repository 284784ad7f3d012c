import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The client is built into dist/client and served by the Fastify server in production.
// In development Vite serves it and proxies /api and /media to the server on port 3000.
export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 0,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
      '/media': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
    },
  },
});
