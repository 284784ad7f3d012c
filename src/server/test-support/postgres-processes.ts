import fs from 'node:fs';

/**
 * The PostgreSQL servers running on `folder` (their postmasters: a server's other processes
 * show their role instead of the command line): what a test counts to prove a restart reused
 * the server instead of starting a second one, and that a stop left none.
 */
export function postmastersOn(folder: string): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const dataDir = args.indexOf('-D');
      if (args[0]?.endsWith('/postgres') && dataDir >= 0 && args[dataDir + 1] === folder) pids.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return pids;
}
