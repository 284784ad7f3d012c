import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The client is built into dist/client and served by the Fastify server in production.
// In development Vite serves it and proxies /api and /media to the server on port 3000.
// The shipped storefront renders with Preact's React-compatible layer: the same components,
// hooks and libraries, at a fraction of react-dom's weight (docs/decisions/003). The dev
// server keeps React for Fast Refresh; the browser tests run the production build.
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ command }) => ({
  root: 'src/client',
  publicDir: 'public',
  // VITE_* settings live in the project's root .env, not beside index.html.
  envDir: path.resolve('.'),
  plugins: [react(), tailwindcss()],
  resolve: { alias: command === 'build' ? preactCompat : [] },
  build: {
    // CLIENT_DIR lets parallel test runs build into folders of their own.
    outDir: path.resolve(process.env.CLIENT_DIR ?? 'dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    // The manifest lets the bundle budget test and bench/web see which chunks a page loads.
    manifest: true,
    rolldownOptions: {
      // Rolldown merges modules shared by lazy routes into the entry chunk by default ("common
      // chunk merging"), so every shopper would download the admin pages' and the forms'
      // libraries on the home page. Keeping common chunks separate keeps each page's download
      // to what it uses (checked by scripts/bundle-budget.test.ts).
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
    },
    assetsInlineLimit: 0,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
      '/media': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
    },
  },
}));
