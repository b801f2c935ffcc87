// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { badgeAnnouncement, badgeCount } from '../../../../src/cart/badge-text.ts';
import { CART_BADGE_CAP } from '../../../../src/validate/lengths.ts';

describe('cart badge text', () => {
  it('caps the count at 100, shown 100+ above it', () => {
    expect(CART_BADGE_CAP).toBe(100);
    expect([0, 1, 42, 100, 101, 150].map(badgeCount)).toEqual(['0', '1', '42', '100', '100+', '100+']);
  });

  it('announces with the documented sentences', () => {
    expect(badgeAnnouncement(1)).toBe('One item in cart');
    expect(badgeAnnouncement(0)).toBe('0 items in cart');
    expect(badgeAnnouncement(42)).toBe('42 items in cart');
    expect(badgeAnnouncement(100)).toBe('100 items in cart');
    expect(badgeAnnouncement(101)).toBe('More than 100 items in cart');
  });
});
