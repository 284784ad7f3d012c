import fs from 'node:fs';

/**
 * PSS, not RSS: the PostgreSQL server is a dozen processes sharing one buffer pool and one
 * set of binaries, so the sum of their RSS counts the shared pages once per process. PSS
 * divides every shared page among the processes that map it, so the sum over a process
 * tree is what the tree really holds. A process that has gone in the meantime counts 0.
 */
function pssKb(pid: number): number {
  try {
    return Number(/^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The process and all its descendants (PostgreSQL's backends are children of the postmaster). */
export function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    /* gone */
  }
  return [pid, ...children.flatMap(processTree)];
}

/** Summed PSS of the given roots and their descendants, in MB; a process under two roots counts once. */
export function treePssMb(roots: number[]): number {
  return [...new Set(roots.flatMap(processTree))].reduce((sum, pid) => sum + pssKb(pid), 0) / 1024;
}

/**
 * CPU time (user + system, its reaped children's included) the trees have used so far, in ms:
 * unlike wall time, hardly inflated by other work on a shared machine. Fields 14-17 of
 * /proc/<pid>/stat, in clock ticks of 10 ms.
 */
export function treeCpuMs(roots: number[]): number {
  let ticks = 0;
  for (const pid of new Set(roots.flatMap(processTree))) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      /* gone */
    }
  }
  return ticks * 10;
}

/** Highest summed PSS of the trees while `run` goes on, sampled every 250 ms (reading smaps costs the machine too). */
export async function peakPssDuring<T>(roots: () => number[], run: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = treePssMb(roots());
  const timer = setInterval(() => (peakMb = Math.max(peakMb, treePssMb(roots()))), 250);
  try {
    const result = await run();
    return { result, peakMb: Math.max(peakMb, treePssMb(roots())) };
  } finally {
    clearInterval(timer);
  }
}
