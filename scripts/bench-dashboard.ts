// `npm run bench:dashboard`: loads 5,000 bookings into the staff cache and
// prints the dashboard's time to first render and the median and worst time of
// a search keystroke, a filter change and a sort change (target: < 100 ms each).
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['vitest', 'run', '--config', 'scripts/bench/vitest.bench.config.ts', '--reporter=dot'], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
