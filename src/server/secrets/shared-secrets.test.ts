/**
 * The shop's generated secrets live in PostgreSQL (issue 39): every process on the database
 * signs and checks with the same keys, a shop that kept them in DATA_DIR keeps them, and
 * processes starting together agree.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { writeBackup } from '../backup/take-backup';
import { loadConfig, type Config } from '../config';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { createSmtpMailer } from '../mail/mailer';
import { codeByMail, signIn } from '../modules/auth/test-sign-in';
import { optOutSecret } from '../modules/abandoned-carts/reminder-mail';
import { queryRows } from '../modules/orders/test-fixtures';
import { signAccessToken } from '../plugins/auth';
import { createTestDatabase, type TestDatabase } from '../test-support/databases';
import { startTestSmtpServer, type TestSmtpServer } from '../test-support/smtp';
import type { TestShop } from '../test-support/test-shop';
import { DiskMediaStorage } from '../storage/media-storage';
import type { App } from '../types';
import { loadShopSecrets, type SecretsLog } from './index';

/** A shop process's app on the given database, without JWT_SECRET unless given. */
type Process = { app: App; handle: DatabaseHandle; dataDir: string; close: () => Promise<void> };

describe('secrets shared through PostgreSQL', () => {
  let smtp: TestSmtpServer;
  const databases: TestDatabase[] = [];
  const processes: Process[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    for (const started of processes) await started.close();
    for (const database of databases) await database.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    await smtp.close();
  });

  const freshDatabase = async () => {
    const database = await createTestDatabase('postgres');
    databases.push(database);
    return database;
  };
  const dataDir = (files: Record<string, string> = {}) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-secrets-'));
    dirs.push(dir);
    // As the versions before wrote them: a private folder, files readable by the shop's user only.
    if (Object.keys(files).length > 0) fs.mkdirSync(path.join(dir, 'secrets'), { mode: 0o700 });
    for (const [name, value] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'secrets', `${name}.key`), value, { mode: 0o600 });
    return dir;
  };
  const configFor = (dir: string, jwtSecret?: string): Config => ({
    ...loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'http://shop.test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...(jwtSecret ? { JWT_SECRET: jwtSecret } : {}) }),
    smtpUrl: smtp.url,
  });
  async function start(database: TestDatabase, dir: string, jwtSecret?: string): Promise<Process> {
    const handle = await openPostgres(database.url!, 3);
    const config = configFor(dir, jwtSecret);
    const app = await buildApp(
      { config, db: handle.db, dbKind: 'postgres', mailer: createSmtpMailer(smtp.url, config.mailFrom), storage: new DiskMediaStorage(path.join(dir, 'media'), config.publicUrl), listenUrl: database.url },
      { logger: false, serveClient: false, backgroundJobs: false },
    );
    await app.ready();
    const started = { app, handle, dataDir: dir, close: async () => (await app.close(), await handle.close()) };
    processes.push(started);
    return started;
  }
  /** The sign-in helpers take a test shop; they use only its app and mail server. */
  const asShop = (process: Process) => ({ app: process.app, smtp }) as unknown as TestShop;
  const profileStatus = async (process: Process, token: string) =>
    (await process.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } })).statusCode;
  const secretRows = (database: TestDatabase) => queryRows(database.db, sql`select name, value, origin from shared_secrets order by name`);
  const collectingLog = () => {
    const lines: Array<{ level: 'info' | 'warn'; message: string }> = [];
    const log: SecretsLog = { info: (_details, message) => lines.push({ level: 'info', message }), warn: (_details, message) => lines.push({ level: 'warn', message }) };
    return { lines, log };
  };

  it("makes two processes on one database without JWT_SECRET accept each other's tokens, codes and links", async () => {
    const database = await freshDatabase();
    const [one, two] = [await start(database, dataDir()), await start(database, dataDir())];

    const signedByOne = (await signIn(asShop(one), 'mona@shop.test')).accessToken;
    const signedByTwo = (await signIn(asShop(two), 'omar@shop.test')).accessToken;
    for (const process of [one, two]) {
      expect(await profileStatus(process, signedByOne)).toBe(200);
      expect(await profileStatus(process, signedByTwo)).toBe(200);
    }
    // A code asked through one is checked by the other (its hash is keyed by the shared secret).
    const { code, verificationToken } = await codeByMail(asShop(one), 'sara@shop.test');
    const confirmed = await two.app.inject({ method: 'PATCH', url: '/api/auth/confirm-email', payload: { otp: code, verificationToken } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // A cart reminder's stop link made by one is good on the other; Bosta's key is the same.
    expect(optOutSecret(one.app.deps.config)).toBe(optOutSecret(two.app.deps.config));
    expect(one.app.deps.secrets).toEqual(two.app.deps.secrets);

    const rows = await secretRows(database);
    expect(rows.map((row) => [row.name, row.origin])).toEqual([
      ['bosta-webhook', 'generated'],
      ['jwt', 'generated'],
    ]);
    expect(rows.find((row) => row.name === 'jwt')!.value).toBe(one.app.deps.secrets.jwt);
    expect(rows.find((row) => row.name === 'bosta-webhook')!.value).toBe(one.app.deps.secrets.bostaWebhook);
    expect(one.app.deps.secrets.jwt).not.toBe(one.app.deps.secrets.bostaWebhook);
    // Nothing written to either machine's disk.
    for (const process of [one, two]) expect(fs.existsSync(path.join(process.dataDir, 'secrets'))).toBe(false);
  });

  it('keeps the tokens and the webhook key of a shop that kept them in DATA_DIR valid after the upgrade, leaving the files as they were', async () => {
    const database = await freshDatabase();
    const oldJwt = 'old-jwt-key-from-data-dir-0123456789abcdefghijklmnopqrstuvwxyzABCD';
    const oldWebhook = 'old-bosta-webhook-key-0123456789abcdefghijklmnopqrstuvwxyzABCDE';
    const dir = dataDir({ jwt: `${oldJwt}\n`, 'bosta-webhook': oldWebhook });
    const [user] = await queryRows(database.db, sql`insert into users (email) values ('kept@shop.test') returning id`);
    // Signed by the version before, with the key in its data folder.
    const oldToken = await signAccessToken({ ...configFor(dir), jwtSecret: oldJwt }, { id: String(user!.id), email: 'kept@shop.test', role: 'user' });
    const upgraded = await start(database, dir);
    expect(await profileStatus(upgraded, oldToken)).toBe(200);
    expect(upgraded.app.deps.secrets).toEqual({ jwt: oldJwt, bostaWebhook: oldWebhook });
    // The stop links in cart reminders already sent keep working too.
    expect(optOutSecret(upgraded.app.deps.config)).toBe(optOutSecret({ ...configFor(dir), jwtSecret: oldJwt }));
    expect((await secretRows(database)).map((row) => [row.name, row.value, row.origin])).toEqual([
      ['bosta-webhook', oldWebhook, 'adopted'],
      ['jwt', oldJwt, 'adopted'],
    ]);
    // The files are left alone, still private.
    expect(fs.readFileSync(path.join(dir, 'secrets', 'jwt.key'), 'utf8')).toBe(`${oldJwt}\n`);
    expect(fs.statSync(path.join(dir, 'secrets', 'jwt.key')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dir, 'secrets')).mode & 0o777).toBe(0o700);

    // A second machine without files now takes the adopted keys from the database.
    const second = await start(database, dataDir());
    expect(await profileStatus(second, oldToken)).toBe(200);
    expect(second.app.deps.secrets.bostaWebhook).toBe(oldWebhook);
  });

  it('says in the log what it adopted, and warns of a file the database overrules', async () => {
    const database = await freshDatabase();
    const dir = dataDir({ jwt: 'first-machine-key-0123456789abcdefghijklmnop' });
    const first = collectingLog();
    await loadShopSecrets(database.db, configFor(dir), first.log);
    expect(first.lines).toEqual([{ level: 'info', message: expect.stringMatching(/^adopted the secret "jwt" from .*secrets\/jwt\.key into the database .*The file was left as it is and is no longer used/) }]);

    const again = collectingLog();
    await loadShopSecrets(database.db, configFor(dir), again.log);
    expect(again.lines).toEqual([]);

    // A second machine of an old two-machine shop, with a key of its own.
    const other = collectingLog();
    const secrets = await loadShopSecrets(database.db, configFor(dataDir({ jwt: 'second-machine-key-0123456789abcdefghijklmn' })), other.log);
    expect(secrets.jwt).toBe('first-machine-key-0123456789abcdefghijklmnop');
    expect(other.lines).toEqual([{ level: 'warn', message: expect.stringMatching(/secrets\/jwt\.key differs from the shop's shared secret "jwt" in the database.*the file is ignored/) }]);
  });

  it('agrees on one secret of each name when processes start together on an empty table', async () => {
    const database = await freshDatabase();
    const handles = await Promise.all(Array.from({ length: 6 }, () => openPostgres(database.url!, 1)));
    try {
      const quiet = collectingLog();
      const all = await Promise.all(handles.map((handle) => loadShopSecrets(handle.db, configFor(dataDir()), quiet.log)));
      for (const secrets of all) expect(secrets).toEqual(all[0]);
      expect((await secretRows(database)).map((row) => row.name)).toEqual(['bosta-webhook', 'jwt']);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
    // And whole apps: started together, each accepts the other's tokens.
    const [one, two] = await Promise.all([start(database, dataDir()), start(database, dataDir())]);
    const token = (await signIn(asShop(two), 'together@shop.test')).accessToken;
    expect(await profileStatus(one, token)).toBe(200);
  });

  it('lets JWT_SECRET win, makes no key of its own then, and still shares the webhook key', async () => {
    const database = await freshDatabase();
    const configured = 'configured-jwt-secret-0123456789abcdef';
    const dir = dataDir({ jwt: 'ignored-file-key-0123456789abcdefghijklmnop' });
    const one = await start(database, dir, configured);
    const two = await start(database, dataDir());
    expect(one.app.deps.secrets.jwt).toBe(configured);
    expect(one.app.deps.config.jwtSecret).toBe(configured);
    expect((await secretRows(database)).map((row) => row.name)).toEqual(['bosta-webhook', 'jwt']);
    // The second, without JWT_SECRET, made the shared one: a mixed setup does not share tokens (the README says so).
    expect(two.app.deps.secrets.jwt).not.toBe(configured);
    expect(two.app.deps.secrets.bostaWebhook).toBe(one.app.deps.secrets.bostaWebhook);
    const [row] = await queryRows(database.db, sql`select origin from shared_secrets where name = 'jwt'`);
    expect(row!.origin).toBe('generated');
    // Tokens signed by the first are checked with the configured key, not the shared one.
    const token = (await signIn(asShop(one), 'configured@shop.test')).accessToken;
    expect(await profileStatus(one, token)).toBe(200);
    expect(await profileStatus(two, token)).toBe(401);
  });

  it('leaves the secrets out of a backup, as they were while they lived in DATA_DIR', async () => {
    const database = await freshDatabase();
    const started = await start(database, dataDir());
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise((resolve) => output.on('end', resolve));
    await writeBackup({ db: database.db, kind: 'postgres' }, new DiskMediaStorage(path.join(started.dataDir, 'media'), ''), output);
    await done;
    const text = zlib.gunzipSync(Buffer.concat(chunks)).toString('utf8');
    const manifest = JSON.parse(text.split('\n')[0]!) as { tables: string[] };
    expect(manifest.tables).toContain('users');
    expect(manifest.tables).not.toContain('shared_secrets');
    expect(text).not.toContain(started.app.deps.secrets.jwt);
    expect(text).not.toContain(started.app.deps.secrets.bostaWebhook);
  });
});
