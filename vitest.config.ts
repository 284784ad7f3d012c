import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: everything that runs in Node (shared rules, server modules and their API
// tests on real databases), and client component tests in happy-dom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // API test files each own a database; two cores run two files at a time.
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
