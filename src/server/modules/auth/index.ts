/** Auth: sign-in by code, sessions and tokens. The module's one entry for the app, jobs, plugins and other modules. */
export { authRoutes } from './auth.routes';
export { forgetExpiredRevocations, isTokenRevoked } from './revoked-tokens.repository';
export { shopNameFrom } from './otp-mail';
