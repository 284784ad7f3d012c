import autocannon from 'autocannon';

export type LoadResult = { name: string; requestsPerSecond: number; p50: number; p99: number; non2xx: number; errors: number };

/** Loads one URL with autocannon after a short warm-up; the figures are of the measured run only. */
export async function load(name: string, url: string, options: { connections?: number; seconds?: number; headers?: Record<string, string>; warmupSeconds?: number } = {}): Promise<LoadResult> {
  const connections = options.connections ?? 50;
  await autocannon({ url, connections, duration: options.warmupSeconds ?? 3, headers: options.headers });
  const result = await autocannon({ url, connections, duration: options.seconds ?? 10, headers: options.headers });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export function printTable(rows: Array<Record<string, string | number>>): void {
  console.table(rows);
}
