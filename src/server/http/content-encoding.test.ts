import { describe, expect, it } from 'vitest';
import { encodingFor, RecentAnswers } from './content-encoding';

describe('content encoding', () => {
  it('prefers brotli, then gzip, and sends plain bytes otherwise', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('gzip, br;q=0.5')).toBe('gzip');
    expect(encodingFor('deflate')).toBeNull();
    expect(encodingFor(undefined)).toBeNull();
  });

  it('keeps at most its bound of negotiated headers, however many distinct ones clients send', () => {
    const recent = new RecentAnswers<string>(3);
    for (let index = 0; index < 1000; index++) recent.set(`gzip;q=0.${index}`, 'gzip');
    expect(recent.size).toBe(3);
    // The most recent stay; setting a kept key again does not push another out.
    expect([...recent.keys()]).toEqual(['gzip;q=0.997', 'gzip;q=0.998', 'gzip;q=0.999']);
    recent.set('gzip;q=0.999', 'br');
    expect(recent.size).toBe(3);
    expect(recent.get('gzip;q=0.999')).toBe('br');
  });

  it('answers a flood of distinct Accept-Encoding values the same as each alone', () => {
    for (let index = 0; index < 10_000; index++) expect(encodingFor(`identity, x-${index}, gzip`)).toBe('gzip');
    expect(encodingFor('br')).toBe('br');
  });
});
