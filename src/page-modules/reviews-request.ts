/**
 * The reviews-request page type (209) loads the product reviews page
 * (first seed, section 2). The seed shows nothing of that page beyond its
 * messages, so this module only marks the page and logs that it loaded; the
 * reviews UI belongs to the commerce work.
 */
import type { SiteRuntime } from '../runtime-api.ts';

/** Starts the reviews-request page. */
export function start(_runtime: SiteRuntime): void {
  document.documentElement.setAttribute('data-page-module', 'reviews-request');
}
