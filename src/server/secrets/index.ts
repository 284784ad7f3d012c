/**
 * The secrets the shop generates for itself when none is configured, kept in PostgreSQL so that
 * every process on the database shares them (issue 39); see docs/decisions/020-many-processes.md.
 */
export { loadShopSecrets, sharedSecret, type SecretsLog, type ShopSecrets } from './shared-secrets';
export { readSecretFile, secretFilePath } from './secret-files';
export { jwtSecretOf } from './jwt-secret';
