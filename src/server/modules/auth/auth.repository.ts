import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { otpChallenges, otpFailures, users } from '../../db/schema/auth';
import type { Role } from '../../plugins/auth';

export type UserRow = { id: string; email: string; role: Role };
export type ChallengeRow = {
  id: string;
  email: string;
  codeHash: string;
  verificationTokenHash: string;
  failedAttempts: number;
  closed: boolean;
  expired: boolean;
};

const userColumns = { id: users.id, email: users.email, role: sql<Role>`${users.role}` };

/**
 * Creates the user on first use and locks its row for the rest of the transaction: every
 * rule about one address (codes per 15 minutes, one open code, wrong codes per day) is
 * checked under this lock, so concurrent requests and other processes see each other.
 */
export async function lockUserByEmail(tx: DbOrTx, email: string, roleIfNew: Role): Promise<UserRow> {
  await tx.insert(users).values({ email, role: roleIfNew }).onConflictDoNothing({ target: users.email });
  const [user] = await tx.select(userColumns).from(users).where(eq(users.email, email)).for('update');
  if (!user) throw new Error(`user ${email} vanished inside its own transaction`);
  return user;
}

/** Serialises code requests from one IP address (they may be for different addresses). */
export async function lockRequestIp(tx: DbOrTx, ip: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp-request-ip:${ip}`}, 0))`);
}

const since = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

export async function countChallengesForEmail(tx: DbOrTx, email: string, withinMinutes: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.email, email), gt(otpChallenges.createdAt, since(withinMinutes))));
  return row?.n ?? 0;
}

export async function countChallengesForIp(tx: DbOrTx, ip: string, withinMinutes: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.requestIp, ip), gt(otpChallenges.createdAt, since(withinMinutes))));
  return row?.n ?? 0;
}

/** A new code kills the codes sent before it. */
export async function closeOpenChallenges(tx: DbOrTx, email: string): Promise<void> {
  await tx
    .update(otpChallenges)
    .set({ closedAt: sql`now()` })
    .where(and(eq(otpChallenges.email, email), isNull(otpChallenges.closedAt)));
}

export async function insertChallenge(
  tx: DbOrTx,
  challenge: { email: string; codeHash: string; verificationTokenHash: string; requestIp: string; lifetimeMinutes: number },
): Promise<string> {
  const [row] = await tx
    .insert(otpChallenges)
    .values({
      email: challenge.email,
      codeHash: challenge.codeHash,
      verificationTokenHash: challenge.verificationTokenHash,
      requestIp: challenge.requestIp,
      expiresAt: sql`now() + make_interval(mins => ${challenge.lifetimeMinutes})`,
    })
    .returning({ id: otpChallenges.id });
  return row!.id;
}

export async function deleteChallenge(db: DbOrTx, id: string): Promise<void> {
  await db.delete(otpChallenges).where(eq(otpChallenges.id, id));
}

export async function findChallenge(tx: DbOrTx, verificationTokenHash: string, options: { lock: boolean }): Promise<ChallengeRow | undefined> {
  const query = tx
    .select({
      id: otpChallenges.id,
      email: otpChallenges.email,
      codeHash: otpChallenges.codeHash,
      verificationTokenHash: otpChallenges.verificationTokenHash,
      failedAttempts: otpChallenges.failedAttempts,
      closed: sql<boolean>`${otpChallenges.closedAt} is not null`,
      expired: sql<boolean>`${otpChallenges.expiresAt} <= now()`,
    })
    .from(otpChallenges)
    .where(eq(otpChallenges.verificationTokenHash, verificationTokenHash));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function countFailuresForEmail(tx: DbOrTx, email: string, withinMinutes: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(otpFailures)
    .where(and(eq(otpFailures.email, email), gt(otpFailures.createdAt, since(withinMinutes))));
  return row?.n ?? 0;
}

/** Counts a wrong code against the token and the address; the token dies at `maxAttempts`. */
export async function recordWrongCode(tx: DbOrTx, challenge: ChallengeRow, maxAttempts: number): Promise<void> {
  const attempts = challenge.failedAttempts + 1;
  await tx
    .update(otpChallenges)
    .set({ failedAttempts: attempts, ...(attempts >= maxAttempts ? { closedAt: sql`now()` } : {}) })
    .where(eq(otpChallenges.id, challenge.id));
  await tx.insert(otpFailures).values({ email: challenge.email, challengeId: challenge.id });
}

export async function closeChallenge(tx: DbOrTx, id: string): Promise<void> {
  await tx.update(otpChallenges).set({ closedAt: sql`now()` }).where(eq(otpChallenges.id, id));
}

export async function recordSignIn(tx: DbOrTx, userId: string, role: Role): Promise<UserRow> {
  const [user] = await tx.update(users).set({ role, lastSignInAt: sql`now()` }).where(eq(users.id, userId)).returning(userColumns);
  return user!;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return user;
}
