import { warn } from './log.ts';
import { own } from './own.ts';
import { ownDoc } from '../src/dom/doc.ts';

/**
 * The single-start guard (behaviour/start-up.md#start-up): returns false, with a
 * warning, when a loader already runs on this page, whether from a second
 * script tag or the same script evaluated twice. Checked synchronously
 * before anything is scheduled, so two runs can never interleave.
 */
export function claimStart(win: Window): boolean {
  let running = false;
  try {
    // Only an own data property is the runtime's: `<a id="SiteRuntime">` in the page is
    // named access, and `<iframe name="SiteRuntime">` a Window whose members throw a
    // SecurityError when it is cross-origin or sandboxed (docs/security.md#start-up).
    // Anything else there (a page script's object) is replaced.
    const found = own(win, 'SiteRuntime') as { register?: unknown } | undefined;
    running = typeof found?.register === 'function';
  } catch {
    // A cross-origin window: not the runtime, so this run goes on.
  }
  if (running) warn('loader.js ran a second time on this page: that run is ignored');
  return !running;
}

/** Sets `data-site-initialized="true"` on the page's root element: initial setup is complete. */
export function markInitialized(): void {
  ownDoc.documentElement.dataset.siteInitialized = 'true';
}
