import fs from 'node:fs';
import autocannon from 'autocannon';

/** What Chromium sends with every request: the shop answers the benchmarks as it answers shoppers (brotli). */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export type LoadResult = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** With `cpuOf`: the server process's CPU time (user + system) per 1,000 answers of the measured run, in ms. */
  cpuMsPer1000?: number;
};

/** A process's CPU time so far (user + system), in ms, from /proc (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * autocannon 8 keeps every response body by decoding each chunk to a string and appending it
 * (`req.body += data` in its pipelined-requests queue), which caps one client at about 60 MB/s:
 * with a 137 KB answer the load generator, not the server, was the bottleneck (a bare node:http
 * server managed 415 req/s under autocannon and 12,000 under wrk). These benchmarks never read
 * the bodies, so each client drops them; bytes are still counted from the socket.
 */
function dropResponseBodies(client: unknown): void {
  const queue = (client as { pipelinedRequests?: { addBody?: (data: Buffer) => void } }).pipelinedRequests;
  if (queue) queue.addBody = () => undefined;
}

type LoadOptions = {
  connections?: number;
  seconds?: number;
  headers?: Record<string, string>;
  warmupSeconds?: number;
  /** A new path for every request (on the URL's origin), so a cache in front of the work cannot answer them all. */
  nextPath?: () => string;
  /**
   * The server's process id: its CPU time per answer is measured too. Unlike req/s, it does not
   * fall when other work on a shared machine takes the cores: it is what each answer costs.
   */
  cpuOf?: number;
};

/** Loads one URL with autocannon after a short warm-up; the figures are of the measured run only. */
export async function load(name: string, url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const { nextPath } = options;
  const requests = nextPath && [{ setupRequest: (request: { path?: string }) => ({ ...request, path: nextPath() }) }];
  const run = (duration: number) =>
    autocannon({ url, connections: options.connections ?? 50, duration, headers: options.headers, setupClient: dropResponseBodies, ...(requests && { requests }) });
  await run(options.warmupSeconds ?? 3);
  const cpuBefore = options.cpuOf === undefined ? 0 : cpuMs(options.cpuOf);
  const result = await run(options.seconds ?? 10);
  const cpu = options.cpuOf === undefined ? undefined : cpuMs(options.cpuOf) - cpuBefore;
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    ...(cpu === undefined ? {} : { cpuMsPer1000: Math.round((cpu / result.requests.total) * 1000 * 100) / 100 }),
  };
}
