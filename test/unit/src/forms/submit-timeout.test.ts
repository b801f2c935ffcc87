// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { submitTimeoutOf } from '../../../../src/forms/submit-timeout.ts';

function block(value?: string): Element {
  const element = document.createElement('div');
  if (value !== undefined) element.setAttribute('data-submit-timeout-ms', value);
  return element;
}

describe('submitTimeoutOf', () => {
  it.each([
    ['1500', 1500],
    ['250.5', 250.5],
    [undefined, undefined],
    ['', undefined],
    ['0', undefined],
    ['-20', undefined],
    ['soon', undefined],
    ['Infinity', undefined],
  ])('reads %j as %j', (value, expected) => {
    expect(submitTimeoutOf(block(value))).toBe(expected);
  });
});
