/**
 * A real S3-protocol server on loopback for the tests: moto's (`moto_server`, Python), which
 * stores what the AWS SDK v3 uploads byte for byte (s3rver kept the SDK's chunk framing inside
 * the objects). Each call starts its own server on a free port, in memory, and stops it on close.
 */
import { spawn, spawnSync } from 'node:child_process';
import { CreateBucketCommand, PutBucketPolicyCommand } from '@aws-sdk/client-s3';
import type { ObjectStoreConfig } from '../config';
import { objectStoreClient } from '../storage/s3-media-storage';
import { freePort } from './nginx-proxy';

export type MotoServer = {
  endpoint: string;
  /** A new bucket, readable by anyone (as a shop's public bucket is), and its configuration. */
  bucket: (name: string) => Promise<ObjectStoreConfig>;
  close: () => Promise<void>;
};

// The SDK's notice that its releases after January 2027 need Node.js 22, once per test process:
// the shop itself still prints it at its start (README, "Production").
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export const MOTO_MISSING =
  "moto_server is not installed: the object-store tests need moto's S3 server on this machine (pip install 'moto[server]', which puts moto_server on the PATH).";

export function motoInstalled(): boolean {
  return spawnSync('moto_server', ['--help'], { stdio: 'ignore' }).status === 0;
}

export async function startMotoServer(): Promise<MotoServer> {
  if (!motoInstalled()) throw new Error(MOTO_MISSING);
  const port = await freePort();
  const child = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`moto_server exited with code ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${endpoint}/moto-api/`)).status < 500) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`moto_server did not answer within 30 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    endpoint,
    bucket: async (name) => {
      const config: ObjectStoreConfig = { bucket: name, endpoint, region: 'us-east-1', accessKeyId: 'test', secretAccessKey: 'test-secret', forcePathStyle: true };
      const client = objectStoreClient(config);
      await client.send(new CreateBucketCommand({ Bucket: name }));
      const policy = { Version: '2012-10-17', Statement: [{ Effect: 'Allow', Principal: '*', Action: 's3:GetObject', Resource: `arn:aws:s3:::${name}/*` }] };
      await client.send(new PutBucketPolicyCommand({ Bucket: name, Policy: JSON.stringify(policy) }));
      client.destroy();
      return config;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
