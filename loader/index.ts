/**
 * The loader entry (dist/loader.js): guard → context → services → scan.
 * Only what must run at start-up lives here; widgets, React and zod arrive
 * later, through the manifest's `import()`s.
 */
import { createBus } from '../src/bus.ts';
import type { SiteRuntime } from '../src/runtime-api.ts';
import { readSiteContext } from './context.ts';
import { claimStart, markInitialized } from './guard.ts';
import { fail } from './log.ts';
import { loadSiteModule, registerImporter } from './registry.ts';
import { replayEarlyClicks } from './replay.ts';
import { createScanner } from './scan.ts';
import { services } from './services.ts';

declare const __VERSION__: string;

function boot(): void {
  const started = performance.now();
  const bus = createBus();
  const site = readSiteContext(document, window);
  const scanner = createScanner(document, bus, site);
  let resolveReady!: () => void;
  const runtime: SiteRuntime = {
    version: typeof __VERSION__ === 'string' ? __VERSION__ : 'dev',
    bus,
    context: site,
    ready: new Promise<void>((resolve) => (resolveReady = resolve)),
    blocks: () => Array.from(scanner.records.values(), ({ id, type, state, error }) => (error ? { id, type, state, error } : { id, type, state })),
    register(type, importer) {
      registerImporter(type, importer);
      scanner.revive(type);
    },
    load: loadSiteModule,
  };
  window.SiteRuntime = runtime;

  const run = () => {
    for (const service of services) {
      try {
        service(runtime);
      } catch (error) {
        fail('a site service failed to start', error);
      }
    }
    scanner.discover(document);
    replayEarlyClicks(document, scanner);
    scanner.start().then(() => {
      markInitialized(document);
      resolveReady();
      bus.emit('site:initialized', { blocks: scanner.records.size, ms: Math.round(performance.now() - started) });
    });
  };
  // Wait for DOMContentLoaded when it is still to come, even if the parser is
  // done (a deferred loader runs before it): page scripts deferred after the
  // loader can then register their block types before the first scan.
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  document.readyState === 'loading' || (navigation && !navigation.domContentLoadedEventStart)
    ? document.addEventListener('DOMContentLoaded', run, { once: true })
    : run();
}

if (claimStart(window)) boot();
