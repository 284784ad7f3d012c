import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postmastersOn } from '../../test-support/postgres-processes';
import { embeddedFolder, startEmbeddedServer } from './embedded-server';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-embedded-'));
// Run as root, the server's account must pass through the folders above DATA_DIR.
fs.chmodSync(root, 0o755);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function scalar(url: string, text: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Object.values(((await client.query(text)).rows[0] as object | undefined) ?? {})[0];
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL server', () => {
  it('starts in a private DATA_DIR, run by an unprivileged user, reached through its socket only', async () => {
    const dataDir = path.join(root, 'private');
    const server = await startEmbeddedServer(dataDir, { durable: false });
    try {
      expect(server.startedHere).toBe(true);
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(fs.statSync(server.folder).mode & 0o777).toBe(0o700);
      const [postmaster] = postmastersOn(server.folder);
      // PostgreSQL refuses root: started by root, it runs as the owner of DATA_DIR (never root).
      expect(fs.statSync(`/proc/${postmaster}`).uid).not.toBe(0);
      expect(fs.statSync(`/proc/${postmaster}`).uid).toBe(fs.statSync(dataDir).uid);
      expect(await scalar(server.url, 'select current_database()')).toBe('shop');
      expect(await scalar(server.url, "select current_setting('listen_addresses')")).toBe('');
      // The Arabic titles are words for pg_trgm only under a UTF-8 character type.
      expect(await scalar(server.url, "select datctype from pg_database where datname = 'shop'")).toMatch(/utf-?8/i);
      await scalar(server.url, 'create extension if not exists pg_trgm');
      expect(await scalar(server.url, "select array_length(show_trgm('قميص'), 1)")).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
    expect(postmastersOn(embeddedFolder(dataDir))).toEqual([]);
  });

  it('is shared by two shop processes, and stopped by the last one', async () => {
    const dataDir = path.join(root, 'shared');
    const first = await startEmbeddedServer(dataDir, { durable: false });
    const second = await startEmbeddedServer(dataDir, { durable: false });
    try {
      expect(second.startedHere).toBe(false);
      expect(postmastersOn(first.folder)).toHaveLength(1);
      await first.stop();
      expect(postmastersOn(first.folder)).toHaveLength(1);
      expect(await scalar(second.url, 'select 1')).toBe(1);
    } finally {
      await first.stop();
      await second.stop();
    }
    expect(postmastersOn(first.folder)).toEqual([]);
  });

  it('starts a shop whose server is being stopped by the last shop leaving: it waits for it and starts its own', async () => {
    const dataDir = path.join(root, 'handover');
    const leaving = await startEmbeddedServer(dataDir, { durable: false });
    const [, coming] = await Promise.all([leaving.stop(), startEmbeddedServer(dataDir, { durable: false })]);
    try {
      expect(await scalar(coming.url, 'select 1')).toBe(1);
      expect(postmastersOn(coming.folder)).toHaveLength(1);
    } finally {
      await coming.stop();
    }
    expect(postmastersOn(coming.folder)).toEqual([]);
  });

  it('starts again in well under a second once initdb has run', async () => {
    const dataDir = path.join(root, 'restart');
    await (await startEmbeddedServer(dataDir, { durable: false })).stop();
    const started = Date.now();
    const server = await startEmbeddedServer(dataDir, { durable: false });
    const took = Date.now() - started;
    await server.stop();
    expect(took).toBeLessThan(5_000);
  });
});
