import type { Area } from '../area.ts';

/** Reviews (behaviour/vocabulary.md#catalogue). */
export const REVIEW_TEXT = {
  name: 'review',
  messages: {
    requestExpired: 'Your review request has expired',
    alreadyReviewed: 'You have already reviewed this purchase',
    noProducts: 'There are no products to review',
    somethingWentWrong: 'Something went wrong',
    trySubmittingAgain: 'Try submitting your review again',
    selectStarRating: 'Please select a star rating',
    ratingRequired: 'Rating (required)',
  },
} as const satisfies Area;
