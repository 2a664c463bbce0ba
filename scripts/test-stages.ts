/**
 * `npm test`: every check in order, stopping at the first that fails, with the time each stage
 * took, so a stage that grows slow is seen before it meets a limit. The stages are npm scripts,
 * each runnable on its own.
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const stages = [
  'lint',
  'typecheck',
  'check:locales',
  'test:unit',
  'build',
  'check:budgets',
  'test:e2e',
  'test:e2e:dev',
] as const;

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const times: [string, number, string][] = [];
const started = performance.now();

for (const stage of stages) {
  console.log(`\n▶ npm run ${stage}`);
  const start = performance.now();
  const { status, signal } = spawnSync(npm, ['run', stage], { stdio: 'inherit' });
  const ms = performance.now() - start;
  const outcome = status === 0 ? 'passed' : `failed (${signal ?? `exit ${status}`})`;
  times.push([stage, ms, outcome]);
  console.log(`◀ npm run ${stage}: ${outcome} in ${seconds(ms)}`);
  if (status !== 0) break;
}

console.log('\nnpm test, stage by stage:');
for (const [stage, ms, outcome] of times) {
  console.log(`  ${stage.padEnd(14)} ${seconds(ms).padStart(6)}  ${outcome}`);
}
const failed = times.some(([, , outcome]) => outcome !== 'passed');
console.log(`  ${'total'.padEnd(14)} ${seconds(performance.now() - started).padStart(6)}`);
process.exit(failed ? 1 : 0);
