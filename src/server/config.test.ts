import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_MAX_HEAP_MB, loadConfig } from './config';

describe('MAX_HEAP_MB', () => {
  it('defaults to the heap cap of the start scripts', () => {
    expect(loadConfig({}).maxHeapMb).toBe(DEFAULT_MAX_HEAP_MB);
    expect(loadConfig({ MAX_HEAP_MB: '' }).maxHeapMb).toBe(DEFAULT_MAX_HEAP_MB);
  });

  it('takes a whole number of megabytes', () => {
    expect(loadConfig({ MAX_HEAP_MB: '384' }).maxHeapMb).toBe(384);
  });

  it('refuses a value V8 could not run the shop with, naming the variable', () => {
    for (const wrong of ['abc', '12', '160.5']) {
      expect(() => loadConfig({ MAX_HEAP_MB: wrong })).toThrow(ConfigError);
      expect(() => loadConfig({ MAX_HEAP_MB: wrong })).toThrow(/MAX_HEAP_MB/);
    }
  });
});
