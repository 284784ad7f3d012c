/** PostgreSQL error codes the shop reacts to (SQLSTATE). */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const DEADLOCK_DETECTED = '40P01';

/** Postgres error code of a failed query, through Drizzle's wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  const direct = (error as { code?: unknown }).code;
  if (typeof direct === 'string') return direct;
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}
