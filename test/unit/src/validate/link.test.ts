// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  LINK_CATEGORY,
  LINK_LENGTH_LIMIT,
  isProperUrl,
  linkCategoryOf,
  mailtoLinkProblem,
  telLinkProblem,
  validateLink,
} from '../../../../src/validate/link.ts';
import type { LinkCategory, LinkProblem } from '../../../../src/validate/link.ts';

const HOST = 'mysite.example.com';

describe('linkCategoryOf', () => {
  it.each([
    ['', 'empty'],
    ['#top', 'anchor'],
    ['https://other.com/x', 'external'],
    ['http://other.com', 'external'],
    ['ftp://files.other.com/a', 'external'],
    ['HTTPS://Other.com', 'external'],
    ['//cdn.other.com/a.js', 'external'],
    ['https://mysite.example.com/about', 'content'],
    ['//mysite.example.com/about', 'content'],
    ['/s/brochure.pdf', 'file'],
    ['/about', 'content'],
    ['/', 'content'],
    ['http:other.com', 'malformed-protocol'],
    ['https:/other.com', 'malformed-protocol'],
    ['ftp:files', 'malformed-protocol'],
    ['mailto:a@b.com', 'misc-protocol'],
    ['tel:+1-555-1234', 'misc-protocol'],
    ['sms:5551234', 'misc-protocol'],
    ['javascript:void(0)', 'misc-protocol'],
    ['skype:someone', 'misc-protocol'],
    ['other.com/page', undefined],
  ] as ReadonlyArray<[string, LinkCategory | undefined]>)('%j is %s', (href, category) => {
    expect(linkCategoryOf(href, HOST)).toBe(category);
  });

  it('names seven categories', () => {
    expect(Object.values(LINK_CATEGORY)).toHaveLength(7);
  });

  it('defaults the current host to the page', () => {
    expect(linkCategoryOf(`https://${location.hostname}/x`)).toBe('content');
  });
});

describe('validateLink', () => {
  it('pins the documented length limits', () => {
    expect(LINK_LENGTH_LIMIT).toEqual({
      anchor: 100,
      tel: 50,
      sms: 1000,
      mailto: 1000,
      javascript: 250,
      ftp: 100,
      internal: 150,
    });
  });

  const pad = (prefix: string, length: number, fill = 'a'): string => prefix + fill.repeat(length - prefix.length);

  it.each([
    ['empty', '', undefined],
    ['anchor of 99', pad('#', 99), undefined],
    ['anchor of 100', pad('#', 100), 'too-long'],
    ['tel', 'tel:+1-555-1234', undefined],
    ['tel of 4', 'tel:1234', undefined],
    ['tel of 3', 'tel:123', 'improper-tel'],
    ['tel with spaces', 'tel:555 1234', 'improper-tel'],
    ['tel with letters', 'tel:555-CALL', 'improper-tel'],
    ['tel of 49', pad('tel:', 49, '1'), undefined],
    ['tel of 50', pad('tel:', 50, '1'), 'too-long'],
    ['sms', 'sms:(555)1234,5556789', undefined],
    ['sms with plus', 'sms:+15551234', 'improper-sms'],
    ['sms of 999', pad('sms:', 999, '1'), undefined],
    ['sms of 1000', pad('sms:', 1000, '1'), 'too-long'],
    ['mailto', 'mailto:name@example.com', undefined],
    ['mailto with a subject', 'mailto:name@example.com?subject=Hi', undefined],
    ['mailto without a dot', 'mailto:name@example', 'improper-mailto'],
    ['mailto with two @', 'mailto:a@b@example.com', 'improper-mailto'],
    ['mailto without @', 'mailto:example.com', 'improper-mailto'],
    ['mailto of 999', `mailto:${'a'.repeat(999 - 'mailto:'.length - '@b.com'.length)}@b.com`, undefined],
    ['mailto of 1000', `mailto:${'a'.repeat(1000 - 'mailto:'.length - '@b.com'.length)}@b.com`, 'too-long'],
    ['javascript of 249', pad('javascript:', 249), undefined],
    ['javascript of 250', pad('javascript:', 250), 'too-long'],
    ['ftp of 99', `ftp://files.com/${'a'.repeat(99 - 'ftp://files.com/'.length)}`, undefined],
    ['ftp of 100', `ftp://files.com/${'a'.repeat(100 - 'ftp://files.com/'.length)}`, 'too-long'],
    ['content of 149', pad('/', 149), undefined],
    ['content of 150', pad('/', 150), 'too-long'],
    ['file of 150', pad('/s/', 150), 'too-long'],
    ['external with a 2-letter TLD', 'https://example.io/page', undefined],
    ['external with a 3-letter TLD', 'https://www.example.com', undefined],
    ['external with a 4-letter TLD', 'https://example.info', 'improper-url'],
    ['external without a TLD', 'http://localhost:8080', 'improper-url'],
    ['external IP address', 'http://192.168.0.1', 'improper-url'],
    ['protocol-relative external', '//cdn.example.net/x.js', undefined],
    ['malformed', 'http:example.com', 'malformed-protocol'],
    ['bare host', 'example.com', 'unrecognised'],
    ['other scheme', 'skype:someone?call', undefined],
  ] as ReadonlyArray<[string, string, LinkProblem | undefined]>)('%s', (_name, href, problem) => {
    const verdict = validateLink(href, HOST);
    expect(verdict.problem).toBe(problem);
    expect(verdict.valid).toBe(problem === undefined);
  });
});

describe('isProperUrl', () => {
  it.each([
    ['https://example.com', true],
    ['https://example.co.uk/x', true],
    ['https://example.technology', false],
    ['not a url', false],
  ])('%j is %s', (href, expected) => {
    expect(isProperUrl(href)).toBe(expected);
  });
});

describe('telLinkProblem and mailtoLinkProblem (the checks validateLink uses for tel and mailto)', () => {
  it.each([
    ['tel:+15550102030', undefined],
    ['tel:555-0102', undefined],
    ['tel:123', 'improper-tel'],
    ['tel:', 'improper-tel'],
    ['tel:(555)0102', 'improper-tel'],
    [`tel:${'1'.repeat(45)}`, undefined], // 49 characters
    [`tel:${'1'.repeat(46)}`, 'too-long'], // 50 characters
  ] as const)('%s → %s', (href, problem) => {
    expect(telLinkProblem(href)).toBe(problem);
    expect(validateLink(href).problem).toBe(problem);
  });

  it.each([
    ['mailto:hello@example.com', undefined],
    ['mailto:hello@example.com?subject=Hi', undefined],
    ['mailto:a@b@example.com', 'improper-mailto'],
    ['mailto:hello@localhost', 'improper-mailto'],
    ['mailto:hello @example.com', 'improper-mailto'],
    [`mailto:${'a'.repeat(981)}@example.com`, 'too-long'], // 1000 characters
  ] as const)('%s → %s', (href, problem) => {
    expect(mailtoLinkProblem(href)).toBe(problem);
    expect(validateLink(href).problem).toBe(problem);
  });
});
