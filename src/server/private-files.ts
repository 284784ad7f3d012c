import fs from 'node:fs';

/**
 * The shop's own folders (the database, the dev outbox with live sign-in codes) are readable by
 * the shop's user only. `mkdir`'s mode does not touch a folder that already exists, so it is
 * set again: a data folder made by an older version becomes private on the next start.
 */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/** File mode for what the shop writes into its private folders. */
export const PRIVATE_FILE_MODE = 0o600;
