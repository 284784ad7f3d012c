import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './pg-error';

describe('isDatabaseUnavailable', () => {
  it("counts a missing embedded server's socket (ENOENT on connect) as the database being away", () => {
    const error = Object.assign(new Error('connect ENOENT /data/postgres/.s.PGSQL.5432'), { code: 'ENOENT', syscall: 'connect', address: '/data/postgres/.s.PGSQL.5432' });
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: error }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
  });

  it('leaves a file the shop reads that is missing to be a failure of its own', () => {
    let missing: unknown;
    try {
      fs.readFileSync('/nonexistent/picture.webp');
    } catch (error) {
      missing = error;
    }
    expect((missing as { code?: string }).code).toBe('ENOENT');
    expect(isDatabaseUnavailable(missing)).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});
