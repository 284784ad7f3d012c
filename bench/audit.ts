/**
 * The audit log's cost (issue 37), on PostgreSQL, in one process (app.inject: no network, so
 * the figures are the shop's own work and the database's):
 *
 * - an admin write (the desk's PATCH of an order: a note) with and without its audit entry,
 *   alternating request by request so both see the same machine load; mean and median;
 * - the log's list at 1,000,000 entries: first page, the deepest page (200), by actor, by
 *   entity and id (an order's own entries), by action, by a day range; p50/p99 of each;
 * - the CSV export of 100,000 entries: wall time and bytes.
 *
 *   npx tsx bench/audit.ts [--entries 1000000] [--writes 1000]
 *
 * A scratch database next to DATABASE_URL's (default postgres://postgres@127.0.0.1:5432/test),
 * dropped at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPostgres } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { setAuditRecordingForBenchmark } from '../src/server/modules/audit/audit.service';
import { signAccessToken } from '../src/server/plugins/auth';
import { createScratchDatabase } from '../src/server/test-support/scratch-database';
import { DiskMediaStorage } from '../src/server/storage/media-storage';

const { values: args } = parseArgs({ options: { entries: { type: 'string', default: '1000000' }, writes: { type: 'string', default: '1000' } } });
const ENTRIES = Number(args.entries);
const WRITES = Number(args.writes);
const OWNER = 'owner@bench.test';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const mean = ms.reduce((sum, value) => sum + value, 0) / ms.length;
  return { mean: +mean.toFixed(3), p50: +percentile(sorted, 50).toFixed(3), p99: +percentile(sorted, 99).toFixed(3) };
};

async function fillEntries(client: pg.Client, orderIds: string[]): Promise<void> {
  const started = performance.now();
  // Two years of entries, 20 people, every entity and a few actions each; a tenth about the bench's orders.
  await client.query(
    `insert into audit_entries (at, actor_email, actor_role, action, entity, entity_id, summary, changes, ip)
     select now() - (730.0 * ($1::int - g) / $1::int) * interval '1 day',
            'staff' || (g % 20) || '@bench.test',
            (array['owner','manager','fulfilment','catalogue'])[1 + g % 4],
            (array['order.update','order.bulkStatus','order.confirm','product.update','category.update','blocklist.add','settings.update','staff.signIn'])[1 + g % 8],
            (array['order','order','order','product','category','blocklist','settings','staff'])[1 + g % 8],
            case when g % 10 = 0 then ($2::text[])[1 + g % array_length($2::text[], 1)] else md5(g::text) end,
            'Order #' || g || ': placed → shipped',
            jsonb_build_object('status', jsonb_build_object('before', 'placed', 'after', 'shipped')),
            '10.0.' || (g % 250) || '.' || (g % 200)
     from generate_series(1, $1::int) g`,
    [ENTRIES, orderIds],
  );
  // As autovacuum leaves an insert-only table (PostgreSQL 13+ vacuums after inserts): the
  // visibility map set, so the list's index-only reads stay index-only.
  await client.query('vacuum analyze audit_entries');
  console.log(`filled ${ENTRIES} entries in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function main(): Promise<void> {
  const database = await createScratchDatabase('postgres');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-bench-'));
  const handle = await openPostgres(database.databaseUrl!);
  try {
    await migrate(handle);
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    const orders = await client.query<{ id: string }>(
      `insert into orders (email, first_name, last_name, phone, address, city, governorate, subtotal_piastres, shipping_fee_piastres, total_piastres, status)
       select 'c' || g || '@bench.test', 'Mona', 'Hassan', '0101234' || lpad(g::text, 4, '0'), '1 Nile St', 'Cairo', 'Cairo', 40000, 5000, 45000, 'placed'
       from generate_series(1, 200) g returning id`,
    );
    const orderIds = orders.rows.map((row) => row.id);
    await fillEntries(client, orderIds);
    const [owner] = (await client.query<{ id: string }>(`insert into users (email, role) values ($1, 'admin') returning id`, [OWNER])).rows;

    const config = { ...loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://bench.test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), adminEmails: [OWNER], jwtSecret: 'audit-bench-secret-0123456789abcdef' };
    const mailer = { send: async () => undefined };
    const app = await buildApp({ config, db: handle.db, dbKind: 'postgres', mailer, storage: new DiskMediaStorage(path.join(dataDir, 'media'), config.publicUrl) }, { logger: false, serveClient: false, backgroundJobs: false });
    await app.ready();
    const authorization = await signAccessToken(config, { id: owner!.id, email: OWNER, role: 'admin' });
    const timed = async (method: 'GET' | 'PATCH', url: string, payload?: object) => {
      const started = performance.now();
      const response = await app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
      const ms = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      return ms;
    };

    // Writes: recording on and off in turn, request by request, so both meet the same machine
    // load; the first 100 are warm-up.
    const withLog: number[] = [];
    const withoutLog: number[] = [];
    for (let n = 0; n < 2 * WRITES + 100; n++) {
      const on = n % 2 === 0;
      setAuditRecordingForBenchmark(on);
      const ms = await timed('PATCH', `/api/admin/orders/${orderIds[n % orderIds.length]}`, { note: `Called back ${n}` });
      if (n >= 100) (on ? withLog : withoutLog).push(ms);
    }
    setAuditRecordingForBenchmark(true);
    const a = summary(withLog);
    const b = summary(withoutLog);
    console.log(`\nadmin write (PATCH /api/admin/orders/:id, a note), ${withLog.length} each, ms:`);
    console.log(`  with the audit entry:    mean ${a.mean}  p50 ${a.p50}  p99 ${a.p99}`);
    console.log(`  without:                 mean ${b.mean}  p50 ${b.p50}  p99 ${b.p99}`);
    console.log(`  extra: mean ${(((a.mean - b.mean) / b.mean) * 100).toFixed(1)} %, median ${(((a.p50 - b.p50) / b.p50) * 100).toFixed(1)} %`);
    // On a shared machine the tails are other processes' doing: each request with its entry is
    // paired with the request without one that followed it, and the pairs' median difference is
    // the figure least moved by load.
    const paired = withLog.map((ms, i) => ms - withoutLog[i]!).sort((x, y) => x - y);
    const pairedMedian = percentile(paired, 50);
    const trimmed = (ms: number[]) => {
      const sorted = [...ms].sort((x, y) => x - y).slice(Math.floor(ms.length * 0.1), Math.ceil(ms.length * 0.9));
      return sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
    };
    console.log(`  paired median difference ${pairedMedian.toFixed(3)} ms (${((pairedMedian / b.p50) * 100).toFixed(1)} % of the median write); 10 % trimmed means ${trimmed(withLog).toFixed(3)} vs ${trimmed(withoutLog).toFixed(3)} ms (${(((trimmed(withLog) - trimmed(withoutLog)) / trimmed(withoutLog)) * 100).toFixed(1)} %)`);

    const someOrder = orderIds[7]!;
    const lists: Array<[string, string]> = [
      ['first page', '/api/admin/audit'],
      ['page 200 (deepest)', '/api/admin/audit?page=200'],
      ['one person', '/api/admin/audit?actor=staff3@bench.test'],
      ["an order's own entries", `/api/admin/audit?entity=order&entityId=${someOrder}`],
      ['one action', '/api/admin/audit?action=settings.update'],
      ['a day range (a week)', `/api/admin/audit?from=${day(-60)}&to=${day(-54)}`],
      ['action + person + month', `/api/admin/audit?action=order.update&actor=staff0@bench.test&from=${day(-90)}&to=${day(-60)}`],
    ];
    console.log(`\nthe list at ${ENTRIES} entries, 30 requests each after 3 warm-up, ms:`);
    for (const [name, url] of lists) {
      for (let i = 0; i < 3; i++) await timed('GET', url);
      const ms: number[] = [];
      for (let i = 0; i < 30; i++) ms.push(await timed('GET', url));
      const s = summary(ms);
      console.log(`  ${name.padEnd(26)} p50 ${s.p50}  p99 ${s.p99}`);
    }

    const started = performance.now();
    const csv = await app.inject({ method: 'GET', url: `/api/admin/audit/export.csv?from=${day(-30)}`, headers: { authorization } });
    console.log(`\nexport of the last 30 days: ${csv.statusCode}, ${(csv.rawPayload.length / 1e6).toFixed(1)} MB, ${csv.body.split('\n').length - 2} entries in ${((performance.now() - started) / 1000).toFixed(2)} s`);
    await app.close();
    await client.end();
  } finally {
    await handle.close();
    await database.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A Cairo day `offset` days from today, YYYY-MM-DD. */
function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

await main();
