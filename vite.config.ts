import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { apiEndpoints } from './scripts/vite-api-endpoints.ts';

// The client is built into dist/client and served by the Fastify server in production.
// In development Vite serves it and proxies /api and /media to the server on port 3000.
// The shipped storefront renders with Preact's React-compatible layer: the same components,
// hooks and libraries, at a fraction of react-dom's weight (docs/decisions/003). The dev
// server keeps React for Fast Refresh; the browser tests run the production build.
const preactCompat = [
  // preact/compat and the two React 19 hooks that shipped libraries look up (src/client/lib/react-on-preact.ts).
  { find: /^react$/, replacement: path.resolve('src/client/lib/react-on-preact.ts') },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

// Libraries and client modules the entry imports that lazy pages import too (Rolldown would
// otherwise make a chunk of each). Only what the entry loads anyway: nothing here may pull a
// form library, zod or a dialog into the first download.
const ENTRY_SHARED =
  /^\0virtual:api-endpoints$|node_modules[\\/](preact|@tanstack|react-router|cookie|set-cookie-parser)[\\/]|src[\\/](client[\\/]lib[\\/](api-client|storage-keys|session|access-token|guest-id|early-data|query-client)\.tsx?|shared[\\/]money\.ts)$/;
// The storefront's card grids, and the size and quantity pickers of the product page, the
// quick-add dialog and the cart (no dialogs or carousels: those stay lazy).
const CATALOGUE_CARDS =
  /src[\\/](client[\\/](components[\\/](catalog[\\/](catalog-message|category-grid|responsive-image|product-grid|product-card|price-block|size-quantity)|ui[\\/]quantity-stepper)|lib[\\/]catalogue)\.tsx?|shared[\\/](pricing|sizes)\.ts)$/;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every built text file, which the
 * server's static plugin sends as they are (`preCompressed`): smaller than on-the-fly
 * compression at its fast settings, and no CPU per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
      for (const file of walk(outDir).filter((name) => /\.(js|css|svg|txt|json)$/.test(name) && !name.includes(`${path.sep}.vite${path.sep}`))) {
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ command }) => {
  // Vite builds the client's development variant when NODE_ENV says so (Vitest sets "test"),
  // and the shop must never serve it: scripts/build.mjs builds with NODE_ENV=production.
  if (command === 'build' && (process.env.NODE_ENV ?? 'production') !== 'production') {
    throw new Error(`The client is built for production only, and NODE_ENV is "${process.env.NODE_ENV}": build with \`npm run build\` (or NODE_ENV=production).`);
  }
  return config(command);
});

const config = (command: 'build' | 'serve'): UserConfig => ({
  root: 'src/client',
  publicDir: 'public',
  // VITE_* settings live in the project's root .env, not beside index.html.
  envDir: path.resolve('.'),
  plugins: [react(), tailwindcss(), apiEndpoints(), precompress()],
  // CLIENT_RUNTIME=react builds with React 19 itself, to compare (docs/decisions/003).
  resolve: { alias: command === 'build' && process.env.CLIENT_RUNTIME !== 'react' ? preactCompat : [] },
  build: {
    // CLIENT_DIR builds elsewhere (to compare two builds, say); the server reads the same setting.
    outDir: path.resolve(process.env.CLIENT_DIR ?? 'dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    // The manifest lets the bundle budget test and bench/web see which chunks a page loads.
    manifest: true,
    rolldownOptions: {
      // An import the bundler cannot find is `undefined` at run time, and under preact/compat
      // that is how a React-19-only API would slip into the shipped storefront (docs/decisions/003).
      // The build fails instead of warning.
      onwarn(warning, warn) {
        if (warning.code === 'IMPORT_IS_UNDEFINED' || warning.code === 'MISSING_EXPORT') {
          throw new Error(`${warning.message}\nThe production build renders through preact/compat: use only APIs it provides (see docs/decisions/003-lean-storefront-bundle.md).`);
        }
        warn(warning);
      },
      // Rolldown merges modules shared by lazy routes into the entry chunk by default ("common
      // chunk merging"), so every shopper would download the admin pages' and the forms'
      // libraries on the home page. Keeping common chunks separate keeps each page's download
      // to what it uses (checked by scripts/bundle-budget.test.ts).
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      output: {
        // ...but every file is a request, and on a phone's slow network requests cost round
        // trips. So the modules the entry loads anyway (Preact, the router, TanStack Query,
        // the session and API client, the messages) and the catalogue cards of the home,
        // collection and category pages travel as one chunk, instead of a dozen small ones.
        codeSplitting: {
          groups: [{ name: 'core', test: (id: string) => ENTRY_SHARED.test(id) || CATALOGUE_CARDS.test(id) }],
        },
      },
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
});
