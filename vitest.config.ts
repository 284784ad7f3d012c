import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { apiEndpoints } from './scripts/vite-api-endpoints.ts';

// Two projects: everything that runs in Node (shared rules, server modules and their API
// tests on real databases), and client component tests in happy-dom.
export default defineConfig({
  test: {
    // API test files each own a database (a copy of a template migrated once per run, on the
    // run's PostgreSQL server); two cores run two files at a time. Set once for both projects: Vitest requires them to agree.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          // A worker keeps its modules from one file to the next: importing the server and its
          // libraries again for every file took a quarter of the run. The files share no module
          // state (each builds its own shop and database, and restores what it spies on).
          isolate: false,
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // The tests' PostgreSQL server (DATABASE_URL's, else an embedded one it starts and
          // stops) and one migrated template per run; API test files start from copies of it.
          globalSetup: ['src/server/test-support/migrated-snapshots.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react(), apiEndpoints()],
        test: {
          name: 'client',
          environment: 'happy-dom',
          // The same for the components (43 CPU-s for the client files isolated, 9 shared): each
          // file starts on a page reset to a fresh one's state (fresh-page.ts).
          isolate: false,
          setupFiles: ['src/client/test-support/fresh-page.ts'],
          include: ['src/client/**/*.test.{ts,tsx}'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
