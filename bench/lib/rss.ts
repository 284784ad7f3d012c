import fs from 'node:fs';
import type { ShopProcess } from '../../src/server/test-support/shop-process';

/** Resident memory of the shop while `run` goes on: before, and the highest of samples every 50 ms. */
export async function rssDuring<T>(shop: ShopProcess, run: () => Promise<T>): Promise<{ result: T; beforeMb: number; peakMb: number }> {
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${shop.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const beforeMb = rss();
  let peakMb = beforeMb;
  const timer = setInterval(() => (peakMb = Math.max(peakMb, rss())), 50);
  try {
    const result = await run();
    return { result, beforeMb: Math.round(beforeMb), peakMb: Math.round(Math.max(peakMb, rss())) };
  } finally {
    clearInterval(timer);
  }
}
