#!/usr/bin/env node
/**
 * `npm run test:loaded`: the whole `npm test` while both cores are busy with
 * other work (issue 37), as on a shared CI machine. It starts one CPU-bound
 * process per core (`--burners N` to choose), runs `npm test`, stops them,
 * and exits with the suite's code. A test that passes only on a quiet machine
 * fails here. Not part of `npm test`; run it before a change that touches
 * timing lands (docs/budgets.md, "Under load").
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const flag = process.argv.indexOf('--burners');
const burners = flag > 0 ? Number(process.argv[flag + 1]) : availableParallelism();
// A tight loop, at the default priority: it competes with the suite for every core.
const busy = Array.from({ length: burners }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const started = Date.now();
const stop = () => busy.forEach((child) => child.kill('SIGKILL'));
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});
console.log(`test:loaded: ${burners} CPU-bound processes running beside npm test`);

const suite = spawn('npm', ['test'], { stdio: 'inherit' });
suite.on('exit', (code, signal) => {
  stop();
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`test:loaded: npm test ${code === 0 ? 'passed' : `failed (${signal ?? code})`} in ${minutes} min beside ${burners} busy processes`);
  process.exit(code ?? 1);
});
