import type { Config } from '../config';

/**
 * The key that signs access tokens, as the app's config holds it: JWT_SECRET, or the shared one
 * the app read from the database at its start (buildApp puts it into app.deps.config).
 */
export function jwtSecretOf(config: Pick<Config, 'jwtSecret'>): string {
  if (!config.jwtSecret) throw new Error('No JWT secret in this config: use app.deps.config, which buildApp completes with the shared secret');
  return config.jwtSecret;
}
