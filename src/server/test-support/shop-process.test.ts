import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_HEAP_MB } from '../config';
import { START_COMMAND } from './shop-process';

describe('startShopProcess', () => {
  it('starts the shop with the Node.js flags of npm start, so benchmarks measure what ships', () => {
    const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<'start' | 'start:built', string> };
    // The scripts expand MAX_HEAP_MB in the shell, with the config's default.
    const heapFlag = `--max-old-space-size=\${MAX_HEAP_MB:-${DEFAULT_MAX_HEAP_MB}}`;
    expect(scripts.start).toContain(`node ${heapFlag} ${START_COMMAND.at(-1)}`);
    expect(scripts['start:built']).toContain(`node ${heapFlag} ${START_COMMAND.at(-1)}`);
  });
});
