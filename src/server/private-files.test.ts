import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedServer } from './db/embedded/embedded-server';
import { createOutboxMailer } from './mail/mailer';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-private-'));
  // Run as root, the database server's account must pass through the folders above DATA_DIR.
  fs.chmodSync(dir, 0o755);
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('private files', () => {
  it('keeps the data folder and its database readable by the shop user only, also a folder made earlier', async () => {
    const dataDir = path.join(tempDir(), 'data');
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    const server = await startEmbeddedServer(dataDir, { durable: false });
    try {
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(server.folder)).toBe(0o700);
      expect(modeOf(path.join(dataDir, 'postgres.log'))).toBe(0o600);
    } finally {
      await server.stop();
    }
  });

  it('writes the dev outbox (live sign-in codes) as a private folder of private files', async () => {
    const outbox = path.join(tempDir(), 'outbox');
    const mailer = createOutboxMailer(outbox, 'shop@shop.test', pino({ level: 'silent' }));
    await mailer.send({ to: 'mona@example.com', subject: 'Your code', text: 'Your code is 1234', html: '<p>Your code is 1234</p>' });
    expect(modeOf(outbox)).toBe(0o700);
    const [file] = fs.readdirSync(outbox);
    expect(modeOf(path.join(outbox, file!))).toBe(0o600);
  });
});
