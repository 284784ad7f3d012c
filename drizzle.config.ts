import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL migrations from the schema (`npm run db:generate`).
// Migrations are applied by the server itself at start-up, never by drizzle-kit,
// because two processes must never open the same PGlite directory.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
});
