// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isValidEmailField } from '../../../../src/validate/email.ts';
import { CART_BADGE_CAP } from '../../../../src/validate/lengths.ts';

describe('email', () => {
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
  ])('%j is %s in a required field', (email, expected) => {
    expect(isValidEmailField(email, true)).toBe(expected);
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

describe('cart badge cap', () => {
  it('is the documented 100 (behaviour/vocabulary.md#vocabulary)', () => {
    expect(CART_BADGE_CAP).toBe(100);
  });
});
