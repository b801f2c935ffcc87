// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH, isValidEmail, isValidEmailField } from '../../../../src/validate/email.ts';
import {
  EDITOR_LIMITS,
  MAX_CATEGORY_LENGTH,
  MAX_TAG_LENGTH,
  isValidCategory,
  isValidTag,
} from '../../../../src/validate/lengths.ts';

describe('email', () => {
  it('pins the documented length range', () => {
    expect([EMAIL_MIN_LENGTH, EMAIL_MAX_LENGTH]).toEqual([3, 256]);
  });

  const local64 = 'a'.repeat(64);
  it.each([
    ['name@example.com', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['a@b.c', true],
    [`${local64}@${'b'.repeat(187)}.com`, true], // 256 characters
    [`${local64}@${'b'.repeat(188)}.com`, false], // 257 characters
    ['name@example', false],
    ['name.example.com', false],
    ['name@@example.com', false],
    ['na me@example.com', false],
    ['name@example..com', false],
    ['name@.com', false],
    ['@example.com', false],
    ['', false],
  ])('%j is %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });

  it.each([
    ['', false, true],
    ['', true, false],
    ['x', false, false],
    ['a@b.co', true, true],
  ])('field value %j (required %s) is %s', (value, required, expected) => {
    expect(isValidEmailField(value, required)).toBe(expected);
  });
});

describe('tag and category lengths', () => {
  it('pins the documented limits', () => {
    expect([MAX_TAG_LENGTH, MAX_CATEGORY_LENGTH]).toEqual([50, 25]);
  });

  it.each([
    ['t'.repeat(50), true],
    ['t'.repeat(51), false],
    ['', false],
  ])('tag of length %#: %s', (tag, expected) => {
    expect(isValidTag(tag)).toBe(expected);
  });

  it.each([
    ['c'.repeat(25), true],
    ['c'.repeat(26), false],
    ['', false],
  ])('category of length %#: %s', (category, expected) => {
    expect(isValidCategory(category)).toBe(expected);
  });

  it.each([
    ['BLOCKS_PER_LAYOUT', 60],
    ['TRACKS_PER_ALBUM', 60],
    ['ITEMS_PER_USER_ORDERABLE_COLLECTION', 250],
    ['PRODUCTS_PER_COLLECTION', 200],
    ['NESTED_CATEGORIES', 10000],
    ['SMUGMUG_GALLERIES', 20],
    ['SMUGMUG_GALLERY_SIZE', 50],
    ['DEFAULT_SLIDER_ASPECT_RATIO', 50],
    ['LAYOUT_GRID_COLUMNS', 12],
    ['CART_BADGE_CAP', 100],
  ] as const)('editor limit %s is %i', (name, value) => {
    expect(EDITOR_LIMITS[name]).toBe(value);
  });
});
