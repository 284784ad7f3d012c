import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per background job (src/server/jobs): when it is next due and who holds it now.
 * Every shop process on the database reads the same rows, so a job runs once across them;
 * the lease is what a holder that dies hands over (it expires, another process claims the job).
 */
export const backgroundJobs = pgTable('background_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  // Set while a process runs the job; a lease past its time is free to claim.
  leasedBy: text('leased_by'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  // Runs so far, by whichever process: how an operator (and the two-process test) sees that a job ran once.
  runs: integer('runs').notNull().default(0),
  lastError: text('last_error'),
});
