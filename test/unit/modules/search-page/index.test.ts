// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { resultsText, start } from '../../../../modules/search-page/index.ts';
import { moduleContext } from '../context.ts';

const page = (items: number) =>
  `<form class="sqs-search-page" action="/search"><label for="q">Search</label><input id="q" type="search" name="q"></form>` +
  '<div class="sqs-search-page-result">' +
  '<article class="sqs-search-page-item">r</article>'.repeat(items) +
  '</div>';

afterEach(() => (document.body.innerHTML = ''));

describe('the search page', () => {
  it('fills the field from ?q= as text and announces the result count', async () => {
    document.body.innerHTML = page(3);
    start(moduleContext('search-page', { pageType: 102 }), '?q=%3Cb%3Eshoes%3C%2Fb%3E');
    expect(document.querySelector('input')!.value).toBe('<b>shoes</b>');
    await Promise.resolve();
    const status = document.querySelector('[role=status]')!;
    expect(status.textContent).toBe('3 results for “<b>shoes</b>”');
    expect(status.querySelector('b')).toBeNull();
    expect(document.querySelector('form')!.getAttribute('role')).toBe('search');
  });

  it('says one and none in words', () => {
    expect(resultsText(1, 'x')).toBe('1 result for “x”');
    expect(resultsText(0, 'x')).toBe('No results for “x”');
    expect(resultsText(1200, 'x')).toBe('1,200 results for “x”');
  });

  it('focuses the empty field when there is no query, and does nothing without the form', () => {
    document.body.innerHTML = page(0);
    start(moduleContext('search-page', { pageType: 102 }), '');
    expect(document.activeElement).toBe(document.querySelector('input'));
    expect(document.querySelector('[role=status]')).toBeNull();
    document.body.innerHTML = '<p>no form</p>';
    expect(start(moduleContext('search-page', { pageType: 102 }), '?q=a')).toBeUndefined();
  });
});
