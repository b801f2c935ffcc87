// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mailtoLinkProblem, telLinkProblem } from '../../../../src/validate/link.ts';

const pad = (prefix: string, length: number, fill = 'a'): string => prefix + fill.repeat(length - prefix.length);

describe('telLinkProblem: under 50, digits, plus and minus, at least 4 (behaviour/vocabulary.md#vocabulary)', () => {
  it.each([
    ['tel:+15550102030', undefined],
    ['tel:+1-555-1234', undefined],
    ['tel:555-0102', undefined],
    ['tel:1234', undefined],
    ['tel:123', 'improper-tel'],
    ['tel:', 'improper-tel'],
    ['tel:555 1234', 'improper-tel'],
    ['tel:555-CALL', 'improper-tel'],
    ['tel:(555)0102', 'improper-tel'],
    [pad('tel:', 49, '1'), undefined],
    [pad('tel:', 50, '1'), 'too-long'],
  ] as const)('%s → %s', (href, problem) => {
    expect(telLinkProblem(href)).toBe(problem);
  });
});

describe('mailtoLinkProblem: under 1000, exactly one @ with a dotted suffix (behaviour/vocabulary.md#vocabulary)', () => {
  it.each([
    ['mailto:hello@example.com', undefined],
    ['mailto:hello@example.com?subject=Hi', undefined],
    ['mailto:a@b@example.com', 'improper-mailto'],
    ['mailto:example.com', 'improper-mailto'],
    ['mailto:hello@localhost', 'improper-mailto'],
    ['mailto:hello @example.com', 'improper-mailto'],
    [`mailto:${'a'.repeat(999 - 'mailto:'.length - '@b.com'.length)}@b.com`, undefined],
    [`mailto:${'a'.repeat(1000 - 'mailto:'.length - '@b.com'.length)}@b.com`, 'too-long'],
  ] as const)('%s → %s', (href, problem) => {
    expect(mailtoLinkProblem(href)).toBe(problem);
  });
});
