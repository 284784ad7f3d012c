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

/**
 * SQLSTATE classes and codes that mean "the database is not there right now", not "this
 * request is wrong": connection exceptions (08), operator intervention (57: admin shutdown,
 * crash shutdown, cannot connect now), too many connections, a database not accepting
 * connections.
 */
const UNAVAILABLE_CODES = new Set(['53300', '55000', '57P01', '57P02', '57P03', '57P05']);
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** node-postgres says these in words only, without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/** True when a query failed because PostgreSQL is away (restart, failover, lost connection). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
    // The embedded server's unix socket is missing while it starts again (a file the shop reads is no such case).
    if (code === 'ENOENT' && (current as { syscall?: unknown }).syscall === 'connect') return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((words) => message.includes(words))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
