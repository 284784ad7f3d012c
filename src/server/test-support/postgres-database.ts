import crypto from 'node:crypto';
import pg from 'pg';

async function runOn(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database on the PostgreSQL server of `baseUrl`, for one test file or one benchmark
 * run: empty, or a copy of `template` (which nobody may be connected to meanwhile); `drop`
 * removes it even while connections to it remain.
 */
export async function createPostgresDatabase(baseUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await runOn(baseUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => runOn(baseUrl, `drop database if exists ${name} with (force)`) };
}
