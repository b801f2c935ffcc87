/**
 * The reviews-request page module (docs/behaviour/page-modules.md#page-modules), loaded on
 * the reviews-request page type (209, `trigger.json`): the product reviews
 * page. The specification shows nothing of that page beyond its messages,
 * so this module marks the page and shows the review request's messages
 * (src/reviews/review-request.ts).
 */
import type { PageModuleContext } from '../../src/page-module.ts';
import { showReviewRequests } from '../../src/reviews/review-request.ts';
import { reviewsPath } from '../../src/reviews/path.ts';
import { ownDoc } from '../../src/dom/doc.ts';

/** Starts the reviews-request page. */
export function start({ site }: PageModuleContext): void {
  ownDoc.documentElement.setAttribute('data-page-module', 'reviews-request');
  showReviewRequests(document, reviewsPath(site));
}
