/**
 * Hostile uploads benchmark: 20 admin uploads at once against the shop started as `npm start`
 * does (PGlite): SVG blur bombs, PNG pixel bombs (48 MP in a few hundred KB) and the largest
 * photos the shop accepts (4000 x 4000 noise, the heaviest honest case). /api/health is asked
 * every 100 ms meanwhile. Prints each kind's answers and times, the health latency, and the
 * shop's resident memory (RSS) before, at peak and after.
 *
 *   npx tsx bench/hostile-uploads.ts [--uploads 20]
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { loadConfig } from '../src/server/config';
import { signAccessToken } from '../src/server/plugins/auth';
import { createScratchDatabase } from '../src/server/test-support/scratch-database';
import { startShopProcess } from '../src/server/test-support/shop-process';

const { values: args } = parseArgs({ options: { uploads: { type: 'string', default: '20' } } });
const uploads = Number(args.uploads);
const PORT = 3991;
const JWT_SECRET = 'bench-secret-that-is-long-enough-0123456789';
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

async function hostileFiles() {
  const svgBomb = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000"><filter id="b"><feGaussianBlur stdDeviation="1000"/></filter><rect width="100%" height="100%" fill="red" filter="url(#b)"/></svg>',
  );
  const pixelBomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
  // A gradient with fine stripes: a photo's worth of detail that stays under the 5 MB limit.
  const pixels = Buffer.alloc(4000 * 4000 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i % 12_000) >> 5) ^ (i % 7) * 9;
  const largestPhoto = await sharp(pixels, { raw: { width: 4000, height: 4000, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
  if (largestPhoto.length > 5 * 1024 * 1024) throw new Error(`the honest photo is ${largestPhoto.length} bytes, over the upload limit`);
  return [
    { kind: 'SVG blur bomb', file: svgBomb, type: 'image/svg+xml' },
    { kind: 'PNG pixel bomb 8000x6000', file: pixelBomb, type: 'image/png' },
    { kind: 'JPEG 4000x4000 (accepted)', file: largestPhoto, type: 'image/jpeg' },
  ];
}

async function main() {
  const files = await hostileFiles();
  const database = await createScratchDatabase('pglite');
  const shop = await startShopProcess({ DATA_DIR: database.dataDir, SEED_DEMO: 'false', JWT_SECRET, ADMIN_EMAILS: 'admin@bench.test' }, PORT);
  try {
    const token = await signAccessToken(loadConfig({ JWT_SECRET }), { id: crypto.randomUUID(), email: 'admin@bench.test', role: 'admin' });
    const pid = shop.child.pid!;
    const rssBefore = rssMb(pid);
    let peakRss = rssBefore;
    const healthMs: number[] = [];
    let healthFailures = 0;
    let running = true;
    const probe = (async () => {
      while (running) {
        const started = performance.now();
        try {
          const response = await fetch(`${shop.url}/api/health`);
          await response.arrayBuffer();
          if (response.ok) healthMs.push(performance.now() - started);
          else healthFailures++;
        } catch {
          healthFailures++;
        }
        peakRss = Math.max(peakRss, rssMb(pid));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: uploads }, async (_, index) => {
        const { kind, file, type } = files[index % files.length]!;
        const body = new FormData();
        body.append('name', `Upload ${index}`);
        body.append('image', new Blob([new Uint8Array(file)], { type }), 'photo');
        const sent = performance.now();
        const response = await fetch(`${shop.url}/api/admin/createCategory`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body,
          signal: AbortSignal.timeout(300_000),
        });
        const answer = (await response.json()) as { message?: string };
        if (response.status >= 400 && index < files.length) console.log(`  ${kind}: ${response.status} ${answer.message}`);
        return { kind, status: response.status, ms: performance.now() - sent };
      }),
    );
    const totalMs = performance.now() - started;
    running = false;
    await probe;

    console.log(`${uploads} uploads at once, all answered in ${(totalMs / 1000).toFixed(1)} s`);
    for (const { kind, file } of files) {
      const mine = results.filter((result) => result.kind === kind);
      const times = mine.map((result) => result.ms).sort((a, b) => a - b);
      const statuses = [...new Set(mine.map((result) => result.status))].join('/');
      console.log(`  ${kind} (${Math.round(file.length / 1024)} KB) x${mine.length}: HTTP ${statuses}, ${Math.round(times[0]!)}-${Math.round(times.at(-1)!)} ms`);
    }
    const health = healthMs.sort((a, b) => a - b);
    console.log(`  /api/health meanwhile: ${health.length} x 200, ${healthFailures} failed; p50 ${percentile(health, 50).toFixed(1)} ms, p99 ${percentile(health, 99).toFixed(1)} ms`);
    console.log(`  shop RSS: ${rssBefore} MB before, ${peakRss} MB at peak, ${rssMb(pid)} MB after`);
  } finally {
    await shop.stop();
    await database.dispose();
  }
}

await main();
