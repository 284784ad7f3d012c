import { eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { revokedTokens } from '../../db/schema/auth';

/** Signs a token out for good; signing out twice is not an error. */
export async function revokeToken(db: DbOrTx, jti: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing({ target: revokedTokens.jti });
}

export async function isTokenRevoked(db: DbOrTx, jti: string): Promise<boolean> {
  const rows = await db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, jti)).limit(1);
  return rows.length > 0;
}

/** Rows of tokens that have expired anyway: they would be refused without the row. */
export async function forgetExpiredRevocations(db: DbOrTx): Promise<number> {
  const deleted = await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`)).returning({ jti: revokedTokens.jti });
  return deleted.length;
}
