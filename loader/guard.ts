import { warn } from './log.ts';

/**
 * The single-start guard (behaviour.md#start-up): returns false, with a
 * warning, when a loader already runs on this page, whether from a second
 * script tag or the same script evaluated twice. Checked synchronously
 * before anything is scheduled, so two runs can never interleave.
 */
export function claimStart(win: Window): boolean {
  const held = win.SiteRuntime;
  // A real runtime, not any `window.SiteRuntime`: `<a id="SiteRuntime">` in the page is
  // one too, by named access (behaviour.md#security-model), and like a page script's
  // object it is replaced, with a word in the console.
  const running = typeof held?.register == 'function';
  if (held) warn(running ? 'loader.js ran a second time on this page: that run is ignored' : 'window.SiteRuntime replaced');
  return !running;
}

/** Sets `data-site-initialized="true"` on the root element: initial setup is complete. */
export function markInitialized(doc: Document): void {
  doc.documentElement.dataset.siteInitialized = 'true';
}
