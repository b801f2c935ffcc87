// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from '../../../../src/messages/fill-placeholders.ts';
import { formatMessage } from '../../../../src/messages/format-message.ts';

describe('fillPlaceholders', () => {
  it.each([
    ['{count} / {max}', { count: 12, max: 100 }, 'en', '12 / 100'],
    ['{n} items in cart', { n: 1200 }, 'en', '1,200 items in cart'],
    ['{n} articles', { n: 1200 }, 'de', '1.200 articles'],
    ['from {startingPrice}', { startingPrice: '$10.00' }, 'en', 'from $10.00'],
    ['({url}) as JSON: {detail}', { url: '/api/x', detail: 'Unexpected token' }, 'en', '(/api/x) as JSON: Unexpected token'],
    ['[{empty}]', { empty: null }, 'en', '[]'],
    ['{yes}', { yes: true }, 'en', 'true'],
    ['no placeholders', {}, 'en', 'no placeholders'],
    ["it's {n}", { n: 2 }, 'en', "it's 2"],
  ] as const)('%j with %j in %s gives %j', (message, args, locale, expected) => {
    expect(fillPlaceholders(message, args, locale)).toBe(expected);
  });

  it('writes a plain argument as formatMessage does, dates included', () => {
    const args = { n: 1234.5, on: new Date(Date.UTC(2026, 10, 21, 12)) };
    expect(fillPlaceholders('{n} on {on}', args, 'en-US')).toBe(formatMessage('{n} on {on}', args, 'en-US'));
  });

  it('throws for an argument the message names and args lack', () => {
    expect(() => fillPlaceholders('{a} and {b}', { a: 1 }, 'en')).toThrow('The message needs the argument "b"');
  });
});
