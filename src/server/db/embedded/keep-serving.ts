/**
 * The embedded server can die under a running shop (killed, crashed, the OOM killer). Each shop
 * process notices it on its presence connection (PostgreSQL ends every backend when its
 * postmaster dies) and, for the process that started it, on the child's exit; it then attaches
 * again the way it did at start-up (`attach`): a server found running on the folder
 * (postmaster.pid) is used, else one is started, and PostgreSQL's own lock on postmaster.pid lets
 * only one of several shop processes start it (the others find it and reconnect). Meanwhile the
 * pool's connections fail and requests answer 503; the pool opens new ones once it is back.
 */
import type { ChildProcess } from 'node:child_process';
import type pg from 'pg';

/** The shop's log: what goes wrong with the server is a warning. */
export type ServerLog = (message: string, level?: 'info' | 'warn') => void;

export type Attached = { child: ChildProcess | undefined; presence: pg.Client };

/** Waits before each attempt: the old server's processes must let go of its shared memory first. */
const BACKOFF_MS = [200, 500, 1_000, 2_000, 4_000, 8_000];
const MAX_BACKOFF_MS = 15_000;

export function backoffMs(attempt: number): number {
  const base = BACKOFF_MS[attempt] ?? MAX_BACKOFF_MS;
  // Several shop processes on one server: spread their attempts a little.
  return base + Math.floor(Math.random() * base * 0.25);
}

const firstLine = (error: unknown) => String((error as Error)?.message ?? error).split('\n')[0];

/**
 * Watches the attached server and attaches again whenever it goes away, until `release`.
 * `release` ends the watch and the presence connection (an attempt in flight finishes first,
 * and its presence is ended too), so the caller may then decide whether it is the last one out.
 */
export function keepServing(first: Attached, reattach: () => Promise<Attached>, log: ServerLog) {
  let current = first;
  let released = false;
  let recovering: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function recover(why: string) {
    const since = Date.now();
    log(`the embedded PostgreSQL server went away (${why}); starting it again (requests answer 503 meanwhile)`, 'warn');
    for (let attempt = 0; !released; attempt++) {
      await sleep(backoffMs(attempt));
      if (released) return;
      try {
        const attached = await reattach();
        if (released) {
          await attached.presence.end().catch(() => {});
          return;
        }
        watch(attached);
        const seconds = ((Date.now() - since) / 1000).toFixed(1);
        log(`the embedded PostgreSQL server is back after ${seconds} s (${attached.child ? 'started by this shop process' : 'found running, started by another shop process'})`);
        return;
      } catch (error) {
        log(`the embedded PostgreSQL server could not be started again yet (attempt ${attempt + 1}: ${firstLine(error)}); trying again`, 'warn');
      }
    }
  }

  function lost(attached: Attached, why: string) {
    if (released || attached !== current || recovering) return;
    recovering = recover(why).finally(() => (recovering = undefined));
  }

  function watch(attached: Attached) {
    current = attached;
    attached.presence.on('error', (error) => lost(attached, `its connection closed: ${firstLine(error)}`));
    attached.presence.on('end', () => lost(attached, 'its connection ended'));
    attached.child?.once('exit', (code, signal) => lost(attached, signal ? `its process was ended by ${signal}` : `its process exited with code ${code}`));
  }

  watch(first);
  return {
    release: async () => {
      released = true;
      wake?.();
      await recovering;
      await current.presence.end().catch(() => {});
    },
  };
}
