import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the versions before shared secrets kept a secret they generated: DATA_DIR/secrets/<name>.key
 * (a private folder, mode 0600 files; see private-files.ts). Nothing is written there any more:
 * the file of a running shop is read once to adopt its value into the database, and left as it is.
 */
export const secretFilePath = (dataDir: string, name: string): string => path.join(dataDir, 'secrets', `${name}.key`);

/** The file's secret, or undefined when there is no such file (or it is empty). */
export function readSecretFile(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
