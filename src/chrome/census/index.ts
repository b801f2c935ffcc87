/**
 * The `census` site module, for page scripts and chunks that want the
 * tracking functions it re-exports (`runtime.load('census')`). The page's
 * census itself is started by the `services` module at idle; `start` here
 * starts it too, for a page script that loads this module first, and is
 * safe to call again (it only looks again).
 */
import { startCensus } from '../../census/census.ts';
import type { SiteModuleContext } from '../../site-module.ts';
import { fail } from '../../log.ts';

export * from '../../census/index.ts';

/** Starts (or looks again at) the page's census: page hit, cookies, beacons. */
export function start({ runtime }: Pick<SiteModuleContext, 'runtime'>): void {
  try {
    startCensus(runtime);
  } catch (error) {
    fail('the census failed to start', error);
  }
}
