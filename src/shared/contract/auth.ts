import { z } from 'zod';
import { confirmEmailSchema, loginSchema } from '../schemas/auth';
import { route } from './route';
import { PERMISSIONS, STAFF_ROLES } from '../roles';

/** Passwordless sign-in: an e-mail address, then the 4-digit code sent to it. */
export const auth = {
  createUser: route({
    method: 'POST',
    path: '/auth/create-user',
    access: 'public',
    summary: 'Send a 4-digit sign-in code to an e-mail address',
    body: loginSchema,
    responses: { 200: z.object({ results: z.object({ message: z.string(), verificationToken: z.string() }) }) },
  }),
  confirmEmail: route({
    method: 'PATCH',
    path: '/auth/confirm-email',
    access: 'public',
    summary: 'Exchange the code and its verification token for an access token; a guestid header merges the guest cart',
    body: confirmEmailSchema,
    responses: { 200: z.object({ message: z.string(), accessToken: z.string() }) },
  }),
  profile: route({
    method: 'GET',
    path: '/auth/profile',
    access: 'user',
    summary: "The signed-in user's profile, with their role on the team (null for a shopper) and what it permits",
    responses: {
      200: z.object({ results: z.object({ email: z.string(), staffRole: z.enum(STAFF_ROLES).nullable(), permissions: z.array(z.enum(PERMISSIONS)) }) }),
    },
  }),
  logout: route({
    method: 'POST',
    path: '/auth/logout',
    access: 'user',
    summary: "Sign out: the request's token is refused from now on; the user's other sessions stay signed in",
    responses: { 200: z.object({ message: z.string() }) },
  }),
} as const;
