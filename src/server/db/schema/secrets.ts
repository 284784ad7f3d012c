import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The secrets the shop makes for itself when none is configured (the key that signs access
 * tokens without JWT_SECRET, Bosta's webhook key): one row per name, written once by whichever
 * process starts first, so every process on the database signs and checks with the same key.
 * Left out of backups (backup/backup-tables.ts), as the files they replace were.
 */
export const sharedSecrets = pgTable('shared_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  // 'generated' here, or 'adopted' from DATA_DIR/secrets/<name>.key of a shop that ran before.
  origin: text('origin').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
