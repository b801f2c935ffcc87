/**
 * The reviews-request page type (209) loads the product reviews page
 * (behaviour.md#page-modules). The specification (behaviour.md#page-modules) shows nothing of that page beyond its
 * messages, so this module marks the page, logs that it loaded and shows
 * the review request's messages (src/reviews/review-request.ts).
 */
import type { SiteRuntime } from '../runtime-api.ts';
import { showReviewRequests } from '../reviews/review-request.ts';
import { ownDoc } from '../dom/doc.ts';

/** Starts the reviews-request page. */
export function start(_runtime: SiteRuntime): void {
  ownDoc.documentElement.setAttribute('data-page-module', 'reviews-request');
  showReviewRequests();
}
