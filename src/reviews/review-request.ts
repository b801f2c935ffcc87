/**
 * The product reviews page (page type 209, docs/behaviour/commerce.md#commerce):
 * the server marks the request's state on `.review-request[data-review-status]`
 * (`expired`, `reviewed`, `no-products`, or `open` with a review form), and
 * this shows the review message for it. An open request's form needs a
 * star rating ('Please select a star rating'); it is sent to the configured
 * reviews path (./path.ts; the real call is not specified), and
 * a failure says 'Something went wrong' / 'Try submitting your review again'
 * with everything typed kept.
 */
import { t } from '../catalogue/index.ts';
import { REVIEW_TEXT } from '../catalogue/en/review.ts';
import { PRODUCT_TEXT } from '../catalogue/en/product.ts';
import { contained } from '../log.ts';
import { ownDoc, ownDocOf } from '../dom/doc.ts';
import { reviewsPath } from './path.ts';
import { pageAddress } from '../dom/page-address.ts';

/** How long sending a review may take. */
const REVIEW_SUBMIT_TIMEOUT_MS = 10000;

const STATUS_MESSAGES = {
  expired: 'requestExpired',
  reviewed: 'alreadyReviewed',
  'no-products': 'noProducts',
} as const satisfies Record<string, keyof typeof REVIEW_TEXT.messages>;

function messageArea(root: Element): HTMLElement {
  let area = root.querySelector<HTMLElement>('.review-request__message');
  if (!area) {
    area = ownDoc.createElement('div');
    area.className = 'review-request__message';
    root.prepend(area);
  }
  area.setAttribute('role', 'status');
  return area;
}

function say(area: HTMLElement, title: string, detail?: string): void {
  const heading = ownDoc.createElement('strong');
  heading.textContent = title;
  area.replaceChildren(heading, ...(detail ? [' ', detail] : []));
}

/** Shows every review request on the page; returns the function that undoes it. */
export function showReviewRequests(doc: Document = document, path: string = reviewsPath(undefined)): () => void {
  const cleanups: Array<() => void> = [];
  for (const root of ownDocOf(doc).querySelectorAll('.review-request[data-review-status]') as NodeListOf<HTMLElement>) {
    const status = root.dataset.reviewStatus ?? '';
    const area = messageArea(root);
    const form = root.querySelector<HTMLFormElement>('form.review-request__form');
    if (Object.hasOwn(STATUS_MESSAGES, status)) {
      say(area, t(REVIEW_TEXT, STATUS_MESSAGES[status as keyof typeof STATUS_MESSAGES]));
      if (form) form.hidden = true;
      continue;
    }
    if (!form) continue;
    const rating = form.querySelector<HTMLElement>('.review-request__rating');
    const legend = rating?.querySelector('legend');
    if (legend && !legend.textContent?.trim()) legend.textContent = t(REVIEW_TEXT, 'ratingRequired');
    let sending = false;
    const onSubmit = (event: SubmitEvent): void => {
      event.preventDefault();
      if (sending) return;
      const fields = new FormData(form);
      if (!fields.get('rating')) {
        rating?.setAttribute('aria-invalid', 'true');
        say(area, t(REVIEW_TEXT, 'selectStarRating'));
        return;
      }
      rating?.removeAttribute('aria-invalid');
      sending = true;
      form.setAttribute('aria-busy', 'true');
      fetch(pageAddress(path), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...Object.fromEntries(fields), rating: Number(fields.get('rating')) }),
        signal: AbortSignal.timeout(REVIEW_SUBMIT_TIMEOUT_MS),
      })
        .then((response) => {
          if (!response.ok) throw new Error(`${path} answered ${response.status}`);
          form.hidden = true;
          say(area, t(PRODUCT_TEXT, 'reviewThanks'));
        })
        .catch((error: unknown) => {
          say(area, t(REVIEW_TEXT, 'somethingWentWrong'), t(REVIEW_TEXT, 'trySubmittingAgain'));
          contained('sending the review')(error);
        })
        .finally(() => {
          sending = false;
          form.removeAttribute('aria-busy');
        });
    };
    form.addEventListener('submit', onSubmit);
    cleanups.push(() => form.removeEventListener('submit', onSubmit));
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}
