import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    // Stored lower-cased and trimmed so one address is one user.
    email: text('email').notNull().unique(),
    role: text('role').notNull().default('user'),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (table) => [check('users_role_check', sql`${table.role} in ('user', 'admin')`)],
);

/**
 * One row per code sent. Only a hash of the code is kept. The verification token handed
 * to the client identifies the row (its hash is stored too) and is bound to the address.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: idColumn(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    verificationTokenHash: text('verification_token_hash').notNull().unique(),
    requestIp: text('request_ip').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // Set when the code is used, when a newer code replaces it, or when it has had too many wrong tries.
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('otp_challenges_email_created_idx').on(table.email, table.createdAt),
    index('otp_challenges_ip_created_idx').on(table.requestIp, table.createdAt),
    check('otp_challenges_failed_attempts_check', sql`${table.failedAttempts} >= 0`),
  ],
);

/** Every wrong code, kept for the per-address daily limit. */
export const otpFailures = pgTable(
  'otp_failures',
  {
    id: idColumn(),
    email: text('email').notNull(),
    challengeId: uuid('challenge_id').references(() => otpChallenges.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('otp_failures_email_created_idx').on(table.email, table.createdAt)],
);

/**
 * Access tokens signed out before their expiry (POST /auth/logout), by their `jti`. A row is
 * needed only while the token would otherwise still be valid: a background job deletes it
 * after `expires_at`.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: uuid('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_at_idx').on(table.expiresAt)],
);
