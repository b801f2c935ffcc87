import { warn } from './log.ts';

/**
 * The single-start guard (first seed, section 1): returns false, with a
 * warning, when a loader already runs on this page, whether from a second
 * script tag or the same script evaluated twice. Checked synchronously
 * before anything is scheduled, so two runs can never interleave.
 */
export function claimStart(win: Window): boolean {
  // A real runtime, not any `window.SiteRuntime`: `<a id="SiteRuntime">` in the page is
  // one too, by named access (behaviour.md#security-model).
  if (typeof win.SiteRuntime?.register == 'function') {
    warn('loader.js ran a second time on this page: that run is ignored');
    return false;
  }
  return true;
}

/** Sets `data-site-initialized="true"` on the root element: initial setup is complete. */
export function markInitialized(doc: Document): void {
  doc.documentElement.dataset.siteInitialized = 'true';
}
