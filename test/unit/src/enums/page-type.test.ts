// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PAGE_TYPE } from '../../../../src/enums/page-type.ts';

// docs/behaviour/vocabulary.md#vocabulary: "Page types by number".
const SEED: ReadonlyArray<[keyof typeof PAGE_TYPE, number]> = [
  ['MAIN_CONTENT', 1],
  ['PAGE', 2],
  ['SPLASH_PAGE', 3],
  ['CONTENT_ITEM', 50],
  ['NOT_FOUND', 100],
  ['ERROR', 101],
  ['SEARCH', 102],
  ['LOCK_SCREEN', 103],
  ['POPUP_OVERLAY', 104],
  ['PROTECTED_CONTENT', 105],
  ['MEMBER_AREA_ACCESS_DENIED', 106],
  ['CART', 200],
  ['CHECKOUT', 201],
  ['ORDER_CONFIRMED', 202],
  ['DONATE', 203],
  ['CONTRIBUTION_CONFIRMED', 204],
  ['COMMERCE_CART_V2', 205],
  ['SUBSCRIPTION_CONFIRMED', 206],
  ['ORDER_RECEIVED', 207],
  ['MEMBERSHIP_CONFIRMED', 208],
  ['REVIEWS_REQUEST', 209],
  ['DIGITAL_PRODUCT_COMPOSER_PREVIEW', 210],
  ['ORDER_STATUS', 211],
  ['NEWSLETTER_UNSUBSCRIBE', 300],
  ['COMMERCE_EMAIL_PREVIEW', 301],
];

describe('PAGE_TYPE', () => {
  it.each(SEED)('%s is %i', (name, value) => {
    expect(PAGE_TYPE[name]).toBe(value);
  });

  it('has exactly the documented entries', () => {
    expect(Object.keys(PAGE_TYPE)).toHaveLength(SEED.length);
  });
});
