import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The account the embedded PostgreSQL server runs as, when the shop runs as root. */
export type DatabaseUser = { uid: number; gid: number; name: string };

/** The system account made for the server when root starts a shop on a machine without one. */
const SERVER_ACCOUNT = 'postgres';

function lookUp(name: string): DatabaseUser | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid, name } : undefined;
  } catch {
    return undefined;
  }
}

function createAccount(): DatabaseUser {
  const attempts: Array<[string, string[]]> = [
    ['useradd', ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', SERVER_ACCOUNT]],
    ['adduser', ['-S', '-D', '-H', '-s', '/sbin/nologin', SERVER_ACCOUNT]],
  ];
  for (const [command, args] of attempts) {
    try {
      execFileSync(command, args, { stdio: 'ignore' });
      const user = lookUp(SERVER_ACCOUNT);
      if (user) return user;
    } catch {
      /* try the next tool */
    }
  }
  throw new Error(
    `PostgreSQL refuses to run as root, and no "${SERVER_ACCOUNT}" account exists or could be created. ` +
      'Give DATA_DIR to an unprivileged account (chown that-user DATA_DIR) and start again: the database server then runs as that account.',
  );
}

/**
 * PostgreSQL refuses to run as root. Started as an ordinary user, the shop runs the server as
 * itself. Started as root, the server runs as the owner of DATA_DIR when that is not root (an
 * operator chose it), else as the `postgres` account (made when missing), which then becomes
 * DATA_DIR's owner: DATA_DIR stays 0700, so only its owner (and root) may pass through it to
 * the server's folder (docs/decisions/016-embedded-postgres-server.md).
 */
export function databaseUserFor(dataDir: string, log: (message: string) => void = () => {}): DatabaseUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const owner = fs.statSync(dataDir);
  const user = owner.uid !== 0 ? { uid: owner.uid, gid: owner.gid, name: `uid ${owner.uid}` } : (lookUp(SERVER_ACCOUNT) ?? createAccount());
  letThrough(user, path.dirname(dataDir), log);
  if (owner.uid === 0) fs.chownSync(dataDir, user.uid, user.gid);
  return user;
}

/**
 * Root passes through any folder; the database user must pass through `folder` and every
 * folder above it (to DATA_DIR, and to the server's binaries in node_modules). A folder that
 * stops it, such as a clone under root's 0700 home, is opened to it for passing through only,
 * never for listing or reading (the x bit of the class the user falls in), and the log says so:
 * `npm start` as root works wherever the shop was cloned (decision 016).
 */
export function letThrough(user: DatabaseUser, folder: string, log: (message: string) => void): void {
  for (let dir = folder; ; dir = path.dirname(dir)) {
    const { mode, uid, gid } = fs.statSync(dir);
    const bit = uid === user.uid ? 0o100 : gid === user.gid ? 0o010 : 0o001;
    if (!(mode & bit)) {
      fs.chmodSync(dir, (mode & 0o7777) | bit);
      log(`let the database server's account (${user.name}) pass through ${dir} (chmod ${bit === 0o001 ? 'o' : bit === 0o010 ? 'g' : 'u'}+x: passing through, not listing)`);
    }
    if (dir === path.dirname(dir)) return;
  }
}

/** Gives a folder tree to the database user (root only; an ordinary user owns what it makes). */
export function giveTo(user: DatabaseUser | undefined, dir: string): void {
  if (!user) return;
  fs.chownSync(dir, user.uid, user.gid);
  for (const entry of fs.readdirSync(dir, { recursive: true }) as string[]) fs.lchownSync(`${dir}/${entry}`, user.uid, user.gid);
}
