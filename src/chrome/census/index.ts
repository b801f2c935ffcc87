/**
 * The lazy `census` site module. The loader loads it at idle, and the cookie
 * banner when consent arrives; loading it starts the page's census (once,
 * however often it is loaded). Other chunks may load it with
 * `runtime.load('census')` for the tracking functions it re-exports.
 */
import { startCensus } from '../../census/census.ts';
import { getRuntime } from '../../runtime-api.ts';
import { fail } from '../../log.ts';

export * from '../../census/index.ts';

/** Starts the page's census (page hit, cookies, beacons); safe to call more than once. */
export function start(): void {
  startCensus(getRuntime());
}

// Loading the module is the signal to start: the loader's stub stays a bare
// `load('census')`, which saves bytes in the size-capped loader.
try {
  start();
} catch (error) {
  fail('the census failed to start', error);
}
