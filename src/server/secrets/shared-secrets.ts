import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { sharedSecrets } from '../db/schema/index';
import { readSecretFile, secretFilePath } from './secret-files';

/** The keys the shop signs and checks with, the same in every process on the database. */
export type ShopSecrets = {
  /** Signs access tokens (and keys the sign-in codes' hashes and the cart reminders' stop links): JWT_SECRET when set. */
  jwt: string;
  /** What Bosta sends back with each webhook event (given to it with every delivery). */
  bostaWebhook: string;
};

export type SecretsLog = { info: (details: object, message: string) => void; warn: (details: object, message: string) => void };

const newSecret = () => crypto.randomBytes(48).toString('base64url');

/**
 * The secret of this name, shared by every process on the database. Written once by whichever
 * process comes first (insert … on conflict do nothing, then read back: two processes starting
 * together both read the winner's value). A shop that ran before this table keeps its secret:
 * the first start adopts DATA_DIR/secrets/<name>.key, so the tokens and webhook key already
 * given out stay valid; the file is left as it is.
 */
export async function sharedSecret(db: DbOrTx, name: string, options: { dataDir: string; log: SecretsLog }): Promise<string> {
  const file = secretFilePath(options.dataDir, name);
  const fromFile = readSecretFile(file);
  const inserted = await db
    .insert(sharedSecrets)
    .values({ name, value: fromFile ?? newSecret(), origin: fromFile === undefined ? 'generated' : 'adopted' })
    .onConflictDoNothing()
    .returning({ name: sharedSecrets.name });
  const [row] = await db.select({ value: sharedSecrets.value }).from(sharedSecrets).where(eq(sharedSecrets.name, name));
  if (!row) throw new Error(`The shared secret "${name}" vanished from the table shared_secrets while the shop started: start it again.`);
  if (fromFile !== undefined && inserted.length > 0) {
    options.log.info(
      { secret: name, file },
      `adopted the secret "${name}" from ${file} into the database (table shared_secrets): every shop process on this database uses it now. ` +
        'The file was left as it is and is no longer used; it may be deleted.',
    );
  } else if (fromFile !== undefined && fromFile !== row.value) {
    // A second machine of a shop that ran on several before this version: its own key lost.
    options.log.warn(
      { secret: name, file },
      `${file} differs from the shop's shared secret "${name}" in the database, which every process uses: the file is ignored ` +
        '(tokens or webhook events signed with it are refused). Delete the file to silence this warning.',
    );
  }
  return row.value;
}

/** Every secret the shop needs, read (or made) once at the start of the app. JWT_SECRET, when set, wins. */
export async function loadShopSecrets(db: DbOrTx, config: Pick<Config, 'jwtSecret' | 'dataDir'>, log: SecretsLog): Promise<ShopSecrets> {
  const options = { dataDir: config.dataDir, log };
  return {
    jwt: config.jwtSecret ?? (await sharedSecret(db, 'jwt', options)),
    bostaWebhook: await sharedSecret(db, 'bosta-webhook', options),
  };
}
