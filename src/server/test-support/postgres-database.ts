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

/** Drops every database whose name starts with `${prefix}_`, even while connections to them remain. */
export async function dropPostgresDatabases(baseUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [`${prefix}_`]);
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}
