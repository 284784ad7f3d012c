import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { START_NODE_FLAGS } from './shop-process';

describe('startShopProcess', () => {
  it('starts the shop with the Node.js flags of npm start, so benchmarks measure what ships', () => {
    const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
    expect(scripts.start).toContain(`node ${START_NODE_FLAGS.join(' ')} src/server/main.ts`);
  });
});
