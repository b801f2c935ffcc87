/**
 * The loader entry (dist/loader.js): guard → context → start-up tasks → blocks.
 * Only what must run at start-up lives here; the blocks runtime, widgets and
 * React arrive later, through `import()`s (docs/architecture.md).
 */
import { createBus } from '../src/bus.ts';
import { ownDoc } from '../src/dom/doc.ts';
import type { SiteRuntime } from '../src/runtime-api.ts';
import { createLoaderBlocks } from './blocks.ts';
import { loadSiteModule } from './chunks.ts';
import { readSiteContext } from './context.ts';
import { claimStart, markInitialized } from './guard.ts';
import { fail } from './log.ts';
import { services } from './start-up.ts';

declare const __VERSION__: string;

function boot(): void {
  const started = performance.now();
  const bus = createBus();
  const site = readSiteContext(window);
  let resolveReady!: () => void;
  const runtime: SiteRuntime = {
    version: typeof __VERSION__ === 'string' ? __VERSION__ : 'dev',
    bus,
    context: site,
    ready: new Promise<void>((resolve) => (resolveReady = resolve)),
    blocks: () => blocks.blocks(),
    register: (type, importer) => blocks.register(type, importer),
    load: loadSiteModule,
  };
  const blocks = createLoaderBlocks(runtime);
  window.SiteRuntime = runtime;

  const run = () => {
    for (const service of services) {
      try {
        service(runtime);
      } catch (error) {
        fail('a site service failed to start', error);
      }
    }
    // Every start-up step is contained: a failing one never stops `ready`.
    blocks
      .run()
      .catch((error) => fail('the blocks failed to start', error))
      .then(() => {
        markInitialized();
        resolveReady();
        bus.emit('site:initialized', { blocks: runtime.blocks().length, ms: Math.round(performance.now() - started) });
      });
  };
  // Wait for DOMContentLoaded when it is still to come, even if the parser is
  // done (a deferred loader runs before it): page scripts deferred after the
  // loader can then register their block types before the first scan.
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  // Through the prototype and on window: a named element can replace document's members, not window's.
  if (ownDoc.readyState === 'loading' || (navigation && !navigation.domContentLoadedEventStart)) {
    addEventListener('DOMContentLoaded', run, { once: true });
  } else {
    run();
  }
}

if (claimStart(window)) boot();
