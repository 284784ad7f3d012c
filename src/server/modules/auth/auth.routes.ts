import { answerLanguage } from '../../plugins/language-preference';
import { auth as routes } from '../../../shared/contract/auth';
import { apiMessages } from '../../../shared/api-messages';
import { implement } from '../../http/api-routes';
import { guestIdFrom } from '../../plugins/auth';
import type { App } from '../../types';
import { authAnswers, confirmCode, profileOf, requestCode } from './auth.service';
import { revokeToken } from './revoked-tokens.repository';

/** Passwordless sign-in and the profile. */
export function authRoutes(app: App) {
  const deps = app.deps;
  return implement(routes, {
    createUser: async (request) => {
      const { verificationToken } = await requestCode(deps, { email: request.body.email, ip: request.ip, language: answerLanguage(request) });
      return { results: { message: authAnswers.codeSent, verificationToken } };
    },

    confirmEmail: async (request) => {
      // Checked before the code is used, so a bad header does not burn the code.
      const guestId = guestIdFrom(request);
      const { accessToken } = await confirmCode(deps, { ...request.body, guestId, ip: request.ip });
      return { message: authAnswers.emailConfirmed, accessToken };
    },

    profile: async (_request, _reply, user) => ({ results: await profileOf(deps, user.id) }),

    logout: async (request) => {
      // requireUser has verified the token, so its id and expiry are known.
      const { jti, expiresAt } = request.accessToken!;
      await revokeToken(deps.db, jti, expiresAt);
      // Every process checks the revocation in the database at each request; the event lets
      // anything that keeps signed-in state forget this token too.
      deps.events.announce({ kind: 'token-revoked', jti });
      return { message: apiMessages.session.signedOut };
    },
  });
}
