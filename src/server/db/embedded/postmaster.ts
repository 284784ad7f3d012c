import fs from 'node:fs';
import path from 'node:path';

/** Whether this process may see `pid` running (a process of another user counts as gone, as PostgreSQL itself decides). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** On Linux, a pid that is alive but is no postgres (reused after a reboot) is not the server. */
function isPostgres(pid: number): boolean {
  try {
    // A postgres that exited but whose parent has not collected it yet (a zombie) is gone.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return /^\d+ \(postgres\) [^Z]/.test(stat);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ENOENT' || !fs.existsSync('/proc/self/comm');
  }
}

/**
 * The pid of the server running on `folder`, from its postmaster.pid: a server left by a shop
 * that crashed, or started by another shop process. A file left by a server that is gone is
 * stale (PostgreSQL replaces it when it starts).
 */
export function livePostmaster(folder: string): number | undefined {
  let text: string;
  try {
    text = fs.readFileSync(path.join(folder, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number(text.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  if (!isPostgres(pid)) {
    // PostgreSQL would refuse to start while the file names a live process.
    fs.rmSync(path.join(folder, 'postmaster.pid'), { force: true });
    return undefined;
  }
  return pid;
}

export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && isPostgres(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
}
