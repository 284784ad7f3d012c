import type { Language } from '../../../shared/language';
import { messages } from '../../../shared/messages';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError, badRequest, notFound, tooManyRequests, type Wording } from '../../http/http-error';
import type { Mailer } from '../../mail/mailer';
import { roleOf, signAccessToken, type Role } from '../../plugins/auth';
import { mergeGuestCart } from '../cart';
import { claimGuestOrders } from '../orders';
import * as repo from './auth.repository';
import { hashOtpCode, hashVerificationToken, newOtpCode, newVerificationToken, otpCodeMatches } from './otp-codes';
import { otpMail, shopNameFrom } from './otp-mail';
import { signMail } from '../shop-settings';
import { readSettings } from '../shop-settings';
import { staffOf } from '../team';
import { recordAudit } from '../audit';
import { permissionsOf, type Permission, type StaffRole } from '../../../shared/roles';
import type { Clock } from '../../clock';

/** The limits of the runtime contract's Identity section. */
export const otpLimits = {
  codeLifetimeMinutes: 10,
  wrongCodesPerToken: 5,
  codesPerEmail: 3,
  codesPerEmailWindowMinutes: 15,
  requestsPerIp: 30,
  requestsPerIpWindowMinutes: 15,
  wrongCodesPerEmailPerDay: 20,
  wrongCodesWindowMinutes: 24 * 60,
} as const;

type AuthDeps = { config: Config; db: Database; mailer: Mailer; clock: Clock };

/** The role a new user row starts with; the sign-in sets it from the team (below). */
const roleFor = (config: Config, email: string): Role => roleOf(config, email);

/** Sends a new code to the address and answers the verification token that goes with it. */
export async function requestCode(deps: AuthDeps, input: { email: string; ip: string; language?: Language }): Promise<{ verificationToken: string }> {
  const { config, db, mailer } = deps;
  const code = newOtpCode();
  const verificationToken = newVerificationToken();
  const verificationTokenHash = hashVerificationToken(verificationToken);

  const challengeId = await db.transaction(async (tx) => {
    await repo.lockUserByEmail(tx, input.email, roleFor(config, input.email));
    await repo.lockRequestIp(tx, input.ip);
    if ((await repo.countChallengesForIp(tx, input.ip, otpLimits.requestsPerIpWindowMinutes)) >= otpLimits.requestsPerIp) {
      throw tooManyRequests((t) => t.api.auth.tooManyCodeRequests);
    }
    if ((await repo.countChallengesForEmail(tx, input.email, otpLimits.codesPerEmailWindowMinutes)) >= otpLimits.codesPerEmail) {
      throw tooManyRequests((t) => t.api.auth.tooManyCodesForEmail);
    }
    await repo.closeOpenChallenges(tx, input.email);
    return repo.insertChallenge(tx, {
      email: input.email,
      codeHash: hashOtpCode(config, verificationTokenHash, code),
      verificationTokenHash,
      requestIp: input.ip,
      lifetimeMinutes: otpLimits.codeLifetimeMinutes,
    });
  });

  // Sent after the commit so a slow mail server never holds the address's lock.
  try {
    const settings = await readSettings(db);
    const shopName = settings.shopName ?? shopNameFrom(config.mailFrom);
    const language = input.language ?? 'en';
    await mailer.send(
      await signMail(
        await otpMail({ to: input.email, code, shopName, publicUrl: config.publicUrl, expiresInMinutes: otpLimits.codeLifetimeMinutes, language }),
        settings,
        language,
      ),
    );
  } catch (error) {
    // A code nobody received must not count against the address's limit.
    await repo.deleteChallenge(db, challengeId);
    throw Object.assign(new HttpError(503, (t) => t.api.auth.codeNotSent), { cause: error });
  }
  return { verificationToken };
}

type ConfirmOutcome =
  | { ok: true; user: repo.UserRow }
  | { ok: false; status: 400 | 429; message: Wording };

/**
 * Checks the code against its verification token. Wrong tries are counted in the same
 * transaction that reads them (rows locked), and committed even though the answer is an
 * error, so the limits hold whatever the concurrency.
 */
export async function confirmCode(
  deps: AuthDeps,
  input: { otp: string; verificationToken: string; guestId?: string; ip: string },
): Promise<{ accessToken: string }> {
  const { config, db, clock } = deps;
  const tokenHash = hashVerificationToken(input.verificationToken);
  const refuse = (status: 400 | 429, message: Wording): ConfirmOutcome => ({ ok: false, status, message });

  const outcome = await db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const found = await repo.findChallenge(tx, tokenHash, { lock: false });
    if (!found) return refuse(400, (t) => t.api.auth.invalidVerificationToken);
    // Same lock order as requestCode (address first, then its challenges): no deadlock.
    const user = await repo.lockUserByEmail(tx, found.email, roleFor(config, found.email));
    const challenge = (await repo.findChallenge(tx, tokenHash, { lock: true }))!;

    if ((await repo.countFailuresForEmail(tx, challenge.email, otpLimits.wrongCodesWindowMinutes)) >= otpLimits.wrongCodesPerEmailPerDay) {
      return refuse(429, (t) => t.api.auth.addressLocked);
    }
    if (challenge.failedAttempts >= otpLimits.wrongCodesPerToken) return refuse(429, (t) => t.api.auth.tooManyWrongCodes);
    if (challenge.closed) return refuse(400, (t) => t.api.auth.invalidVerificationToken);
    if (challenge.expired) {
      await repo.closeChallenge(tx, challenge.id);
      return refuse(400, (t) => t.api.auth.otpExpired);
    }
    if (!otpCodeMatches(config, challenge.verificationTokenHash, input.otp, challenge.codeHash)) {
      await repo.recordWrongCode(tx, challenge, otpLimits.wrongCodesPerToken);
      return refuse(400, (t) => t.api.auth.invalidOtp);
    }

    await repo.closeChallenge(tx, challenge.id);
    // An owner (ADMIN_EMAILS) or a member of the team signs in as 'admin', which is what the
    // token shows clients; what they may do is decided per request from their staff role.
    const staff = await staffOf(tx, config, user.email, clock);
    const signedIn = await repo.recordSignIn(tx, user.id, staff ? 'admin' : 'user');
    if (staff) {
      await recordAudit(tx, {
        action: 'staff.signIn',
        entity: 'staff',
        entityId: staff.memberId ?? staff.email,
        summary: { code: 'staff.signedIn', params: { email: staff.email, role: staff.role } },
        actor: { email: staff.email, role: staff.role },
        ip: input.ip,
        at: clock.now(),
      });
    }
    if (input.guestId) await mergeGuestCart(tx, { guestId: input.guestId, userId: signedIn.id });
    // The code proves the address: orders placed as a guest with it become this account's.
    await claimGuestOrders(tx, { email: signedIn.email, userId: signedIn.id });
    return { ok: true, user: signedIn };
  });

  if (!outcome.ok) throw outcome.status === 429 ? tooManyRequests(outcome.message) : badRequest(outcome.message);
  const accessToken = await signAccessToken(config, outcome.user);
  return { accessToken };
}

/** The profile, with the caller's staff role and its permissions now (none for a shopper). */
export async function profileOf(
  deps: Pick<AuthDeps, 'config' | 'db'>,
  userId: string,
): Promise<{ email: string; staffRole: StaffRole | null; permissions: Permission[] }> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw notFound((t) => t.api.auth.accountGone);
  const staff = await staffOf(deps.db, deps.config, user.email);
  return { email: user.email, staffRole: staff?.role ?? null, permissions: [...permissionsOf(staff?.role)] };
}

export const authAnswers = {
  codeSent: messages.auth.otpSent,
  emailConfirmed: messages.auth.emailConfirmed,
} as const;
