/**
 * deploy/nginx.conf run for a test or a benchmark: the repository's file with only its ports
 * changed, under a temporary prefix (its own pid, logs and temp folders), in the foreground
 * (`daemon off`), stopped on close.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports';

export const NGINX = '/usr/sbin/nginx';

export type NginxProxy = { url: string; close: () => Promise<void> };

export { freePort };

/** The repository's configuration with the given ports, and the prefix's own temp folders. */
export function nginxConfig(prefix: string, port: number, upstreamPorts: number[]): string {
  const conf = fs.readFileSync(path.resolve('deploy/nginx.conf'), 'utf8');
  const upstreams = /^(\s*)server 127\.0\.0\.1:3001 (.*)$\n\s*server 127\.0\.0\.1:3002 .*$/m;
  if (!upstreams.test(conf) || !/^\s*listen 80;$/m.test(conf)) throw new Error('deploy/nginx.conf no longer has the upstream and listen lines this helper rewrites');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${name}_temp_path ${path.join(prefix, name)};`).join('\n');
  return conf
    .replace(upstreams, (_line, indent: string, rest: string) => upstreamPorts.map((one) => `${indent}server 127.0.0.1:${one} ${rest}`).join('\n'))
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^http \{$/m, `http {\n${temp}`);
}

export async function startNginx(upstreamPorts: number[], port?: number): Promise<NginxProxy> {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx is not installed (${NGINX}): apt-get install nginx-light`);
  const listen = port ?? (await freePort());
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'));
  const confFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(confFile, nginxConfig(prefix, listen, upstreamPorts));
  const child = spawn(NGINX, ['-p', prefix, '-c', confFile, '-e', path.join(prefix, 'error.log'), '-g', `daemon off; pid ${path.join(prefix, 'nginx.pid')};`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}: ${stderr}`);
    const listening = await new Promise<boolean>((resolve) => {
      const socket = net.connect(listen, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (listening) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen within 10 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          fs.rmSync(prefix, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        // SIGQUIT: a graceful stop, the workers finish their requests.
        child.kill('SIGQUIT');
      }),
  };
}
