import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret generated once and kept in DATA_DIR, so tokens stay valid across restarts
 * without anyone having to configure one. Several processes sharing one DATA_DIR share it.
 */
export function loadOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', `${name}.key`);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = crypto.randomBytes(48).toString('base64url');
  try {
    fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    // Another process created it at the same moment: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
}
