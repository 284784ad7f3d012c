import { z } from 'zod';
import { confirmEmailSchema, loginSchema } from '../../../shared/schemas/auth';
import { guestIdFrom, requireUser } from '../../plugins/auth';
import type { App } from '../../types';
import { authAnswers, confirmCode, profileOf, requestCode } from './auth.service';

const errorAnswer = z.object({ message: z.string() });

// Routes of the auth module; registered under /api by app.ts.
export async function authRoutes(app: App): Promise<void> {
  app.post(
    '/auth/create-user',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a 4-digit sign-in code to an e-mail address',
        body: loginSchema,
        response: { 200: z.object({ results: z.object({ message: z.string(), verificationToken: z.string() }) }), 429: errorAnswer },
      },
    },
    async (request) => {
      const { verificationToken } = await requestCode(app.deps, { email: request.body.email, ip: request.ip });
      return { results: { message: authAnswers.codeSent, verificationToken } };
    },
  );

  app.patch(
    '/auth/confirm-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange the code and its verification token for an access token; a guestid header merges the guest cart',
        body: confirmEmailSchema,
        response: { 200: z.object({ message: z.string(), accessToken: z.string() }), 400: errorAnswer, 429: errorAnswer },
      },
    },
    async (request) => {
      // Checked before the code is used, so a bad header does not burn the code.
      const guestId = guestIdFrom(request);
      const { accessToken } = await confirmCode(app.deps, { ...request.body, guestId });
      return { message: authAnswers.emailConfirmed, accessToken };
    },
  );

  app.get(
    '/auth/profile',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's profile",
        response: { 200: z.object({ results: z.object({ email: z.string() }) }), 401: errorAnswer },
      },
    },
    async (request) => ({ results: await profileOf(app.deps.db, request.authUser!.id) }),
  );
}
