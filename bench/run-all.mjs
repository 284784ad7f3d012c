// `npm run bench`: the benchmarks one after the other (each prints its own figures).
import { execFileSync } from 'node:child_process';

for (const script of ['bench/start.ts', 'bench/api.ts', 'bench/checkout.ts', 'bench/web.ts', 'bench/embedded.ts']) {
  console.log(`\n=== ${script}`);
  execFileSync(process.execPath, ['--import', 'tsx', script, ...process.argv.slice(2)], { stdio: 'inherit' });
}
